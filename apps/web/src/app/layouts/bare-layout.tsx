import { Box, Center } from "@mantine/core";
import { Outlet } from "@tanstack/react-router";
import { Logo } from "../../components/ui/logo";

/** Hand-over pages (single sign-on, the root redirect). */
export default function BareLayout() {
  return (
    <Box component="main" mih="100vh" p="md">
      <Center py="xl">
        <Logo size={34} />
      </Center>
      <Outlet />
    </Box>
  );
}

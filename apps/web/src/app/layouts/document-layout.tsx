import { Box, Container } from "@mantine/core";
import { Outlet } from "@tanstack/react-router";
import { PageFooter } from "./page-footer";
import { PublicHeader } from "./public-header";
import { ShellWhenSignedIn } from "./shell-when-signed-in";

/** Public documents and pages (policies, payments, appointment links); the shell for a signed-in partner. */
export default function DocumentLayout() {
  return (
    <ShellWhenSignedIn>
      <Box mih="100vh" style={{ display: "flex", flexDirection: "column" }}>
        <PublicHeader />
        <Container component="main" size="lg" py={{ base: "lg", sm: 40 }} w="100%" style={{ flex: 1 }}>
          <Outlet />
        </Container>
        <PageFooter />
      </Box>
    </ShellWhenSignedIn>
  );
}

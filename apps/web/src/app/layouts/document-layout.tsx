import { Box, Container } from "@mantine/core";
import { Outlet } from "@tanstack/react-router";
import { PageFooter } from "./page-footer";
import { PublicHeader } from "./public-header";

/** Public documents and pages (policies, payments, appointment links). */
export default function DocumentLayout() {
  return (
    <Box mih="100vh" style={{ display: "flex", flexDirection: "column" }}>
      <PublicHeader />
      <Container component="main" size="lg" py={{ base: "lg", sm: 40 }} w="100%" style={{ flex: 1 }}>
        <Outlet />
      </Container>
      <PageFooter />
    </Box>
  );
}

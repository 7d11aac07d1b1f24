import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Max width in px: 440 for sign-in sized forms, wider for registration. */
  width?: number;
  icon?: ReactNode;
}

/** The form card of the auth screens. */
export function AuthCard({ title, subtitle, children, width = 440, icon }: AuthCardProps) {
  return (
    <Paper w="100%" maw={width} p={{ base: "lg", sm: 36 }} radius="lg" shadow="sm" withBorder>
      <Stack gap={6} mb="xl">
        {icon}
        <Title order={1} fz={{ base: "1.5rem", sm: "1.75rem" }}>
          {title}
        </Title>
        {subtitle ? (
          <Text c="dimmed" size="sm" lh={1.55}>
            {subtitle}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Paper>
  );
}

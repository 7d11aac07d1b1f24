import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** One card of the profile screen: a level-2 heading, a line about it, its content. */
export function SectionCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }} component="section">
      <Stack gap={4} mb="lg">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {description ? (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Paper>
  );
}

/** A group of fields inside a card, under a small heading. */
export function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Text component="legend" fz="xs" tt="uppercase" c="dimmed" fw={700} mb="xs" style={{ letterSpacing: "0.06em" }}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

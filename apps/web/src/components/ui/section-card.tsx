import { Group, Paper, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A card of the detail page with its level-2 heading. */
export function SectionCard({
  title,
  icon,
  actions,
  children,
  id,
}: {
  title: string;
  icon?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={headingId} id={id}>
      <Group justify="space-between" gap="xs" mb="sm" wrap="nowrap">
        <Group gap={8} wrap="nowrap" miw={0}>
          {icon}
          <Title order={2} fz="md" id={headingId}>
            {title}
          </Title>
        </Group>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}

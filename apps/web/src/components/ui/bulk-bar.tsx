import { Group, Paper, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** The bar over a list while rows are selected: how many, then what can be done to them. */
export function BulkBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xs" bg="quad.0" role="region" aria-label={label}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={600} px={4}>
          {label}
        </Text>
        <Group gap="xs" wrap="wrap">
          {children}
        </Group>
      </Group>
    </Paper>
  );
}

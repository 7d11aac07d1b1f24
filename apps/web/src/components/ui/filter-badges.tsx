import { Badge, Button, CloseButton, Group } from "@mantine/core";
import type { ReactNode } from "react";

/** One active filter value, removable. */
export function RemovableBadge({
  removeLabel,
  onRemove,
  children,
}: {
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <Badge
      variant="light"
      color="quad"
      radius="sm"
      size="lg"
      tt="none"
      fw={500}
      pr={4}
      maw="100%"
      rightSection={<CloseButton size="xs" variant="transparent" onClick={onRemove} aria-label={removeLabel} />}
    >
      {children}
    </Badge>
  );
}

/** The active filters as removable badges, and the reset after them. */
export function FilterBadgeGroup({
  label,
  resetLabel,
  onReset,
  children,
}: {
  label: string;
  resetLabel: string;
  onReset: () => void;
  children: ReactNode;
}) {
  return (
    <Group gap="xs" aria-label={label} role="group">
      {children}
      <Button variant="subtle" size="compact-sm" onClick={onReset}>
        {resetLabel}
      </Button>
    </Group>
  );
}

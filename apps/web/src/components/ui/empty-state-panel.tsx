import { EmptyState, Paper } from "@mantine/core";
import type { ReactNode } from "react";

interface EmptyStatePanelProps {
  icon: ReactNode;
  title: string;
  description: string;
  action?: ReactNode;
  color?: string;
  /** Smaller, borderless variant for use inside another card. */
  compact?: boolean;
}

/** A real empty state: icon, title and one line about what will appear. */
export function EmptyStatePanel({ icon, title, description, action, color, compact = false }: EmptyStatePanelProps) {
  const content = (
    <EmptyState
      size={compact ? "sm" : "md"}
      variant="light"
      color={color}
      icon={icon}
      title={title}
      description={description}
      maw={460}
      mx="auto"
    >
      {action ? <EmptyState.Actions>{action}</EmptyState.Actions> : null}
    </EmptyState>
  );
  if (compact) return content;
  return (
    <Paper
      withBorder
      radius="lg"
      py={{ base: 48, sm: 72 }}
      px="xl"
      w="100%"
      style={{ borderStyle: "dashed", borderWidth: 1.5 }}
    >
      {content}
    </Paper>
  );
}

import { EmptyState, Paper, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface EmptyStatePanelProps {
  icon: ReactNode;
  title: string;
  description: string;
  action?: ReactNode;
  color?: string;
  /** Smaller, borderless variant for use inside another card. */
  compact?: boolean;
  /** The title is the page's level-1 heading (a page that is only this state, e.g. a record not found). */
  pageTitle?: boolean;
}

/** A real empty state: icon, title and one line about what will appear. */
export function EmptyStatePanel({
  icon,
  title,
  description,
  action,
  color,
  compact = false,
  pageTitle = false,
}: EmptyStatePanelProps) {
  const content = (
    <EmptyState
      size={compact ? "sm" : "md"}
      variant="light"
      color={color}
      icon={icon}
      title={
        pageTitle ? (
          <Title order={1} fz="inherit" fw="inherit" lh="inherit" c="inherit">
            {title}
          </Title>
        ) : (
          title
        )
      }
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

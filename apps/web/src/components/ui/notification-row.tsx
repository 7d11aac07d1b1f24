import { Box, Group, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";

interface NotificationRowProps {
  icon: Icon;
  color: string;
  unread: boolean;
  /** "Unread", said before the text to screen readers. */
  unreadLabel: string;
  text: string;
  /** A second line (details), when there is one. */
  detail?: string | null;
  /** The last line: kind and time since. */
  meta: string;
  onClick: () => void;
  compact?: boolean;
}

/** One notification in a bell's panel or a list: icon, text, details, time and an unread dot; a button. */
export function NotificationRow({ icon: RowIcon, compact = false, ...p }: NotificationRowProps) {
  return (
    <UnstyledButton
      onClick={p.onClick}
      w="100%"
      px={compact ? "sm" : "md"}
      py="sm"
      data-unread={p.unread ? "true" : undefined}
      style={{
        borderRadius: "var(--mantine-radius-md)",
        background: p.unread ? "var(--mantine-color-quad-0)" : undefined,
      }}
      className="quad-notification-item"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color={p.color} radius="xl" size={compact ? 34 : 40}>
          <RowIcon size={compact ? 17 : 20} aria-hidden="true" />
        </ThemeIcon>
        <Box style={{ flex: 1, minWidth: 0 }}>
          {p.unread ? <VisuallyHidden>{`${p.unreadLabel}: `}</VisuallyHidden> : null}
          <Text size="sm" fw={p.unread ? 700 : 500} lineClamp={compact ? 3 : 2}>
            {p.text}
          </Text>
          {p.detail ? (
            <Text size="xs" c="dimmed" lineClamp={compact ? 1 : 2}>
              {p.detail}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed" mt={4}>
            {p.meta}
          </Text>
        </Box>
        {p.unread ? (
          <Box
            mt={6}
            w={9}
            h={9}
            style={{ borderRadius: 9, background: "var(--mantine-color-quad-7)", flexShrink: 0 }}
            aria-hidden="true"
          />
        ) : null}
      </Group>
    </UnstyledButton>
  );
}

import {
  ActionIcon,
  Button,
  Divider,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
} from "@mantine/core";
import { IconBell, IconBellOff, IconChecks } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { badgeText } from "../../lib/notice-format";
import { EmptyStatePanel } from "./empty-state-panel";

/** The words of a bell, in the reader's language. */
export interface NotificationPopoverTexts {
  /** The button's name: "Notifications" or "Notifications, 3 unread". */
  label: string;
  /** The panel's title (and the tooltip, when given). */
  title: string;
  /** "3 new", shown beside the title while some are unread. */
  newCount: string;
  markAllRead: string;
  loading: string;
  emptyTitle: string;
  emptyBody: string;
  /** The panel's last button ("View all", "See my applications"). */
  footer: string;
}

interface NotificationPopoverProps {
  opened: boolean;
  onToggle: () => void;
  onClose: () => void;
  unread: number;
  texts: NotificationPopoverTexts;
  /** A tooltip on the bell (the partner shell has one; the guest header does not). */
  withTooltip?: boolean;
  loading: boolean;
  marking: boolean;
  onMarkAllRead: () => void;
  onFooter: () => void;
  /** The items; none shows the empty state. */
  children: ReactNode[];
  badgeTestId: string;
}

/**
 * A header bell and its panel: unread badge (99+), title with the new count, mark all as read, the latest items, an
 * empty state and a last button. Both the partner shell's bell and the guest area's use it; each brings its items.
 */
export function NotificationPopover(p: NotificationPopoverProps) {
  const button = (
    <ActionIcon
      variant={p.opened ? "light" : "subtle"}
      color="gray"
      size="lg"
      radius="xl"
      aria-label={p.texts.label}
      aria-haspopup="dialog"
      aria-expanded={p.opened}
      onClick={p.onToggle}
    >
      <IconBell size={20} stroke={1.7} />
    </ActionIcon>
  );
  return (
    <Popover
      opened={p.opened}
      onChange={(o) => (o ? undefined : p.onClose())}
      position="bottom-end"
      width="min(400px, calc(100vw - 24px))"
      shadow="lg"
      radius="lg"
      withinPortal
      trapFocus
    >
      {/* The badge around the target, not the target: the popover's roles go on the button itself. */}
      <Indicator
        label={badgeText(p.unread)}
        size={18}
        offset={6}
        color="red"
        disabled={p.unread === 0}
        styles={{ indicator: { fontWeight: 700, fontSize: 11 } }}
        data-testid={p.badgeTestId}
      >
        <Popover.Target>
          {p.withTooltip ? (
            <Tooltip label={p.texts.title} disabled={p.opened}>
              {button}
            </Tooltip>
          ) : (
            button
          )}
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0} aria-label={p.texts.title} role="dialog">
        <Group justify="space-between" px="md" py="sm" wrap="nowrap">
          <Group gap={8} wrap="nowrap">
            <Text fw={700}>{p.texts.title}</Text>
            {p.unread > 0 ? (
              <Text size="xs" fw={600} c="red.9" bg="red.0" px={8} py={2} style={{ borderRadius: 10 }}>
                {p.texts.newCount}
              </Text>
            ) : null}
          </Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconChecks size={15} aria-hidden="true" />}
            disabled={p.unread === 0}
            loading={p.marking}
            onClick={p.onMarkAllRead}
          >
            {p.texts.markAllRead}
          </Button>
        </Group>
        <Divider />
        <ScrollArea.Autosize mah={420} type="auto">
          {p.loading ? (
            <Group justify="center" py="xl">
              <Loader size="sm" aria-label={p.texts.loading} />
            </Group>
          ) : p.children.length === 0 ? (
            <EmptyStatePanel
              compact
              icon={<IconBellOff size={24} aria-hidden="true" />}
              title={p.texts.emptyTitle}
              description={p.texts.emptyBody}
            />
          ) : (
            <Stack gap={2} p={6}>
              {p.children}
            </Stack>
          )}
        </ScrollArea.Autosize>
        <Divider />
        <Group justify="center" p={6}>
          <Button
            variant="subtle"
            fullWidth
            onClick={() => {
              p.onClose();
              p.onFooter();
            }}
          >
            {p.texts.footer}
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}

/** The bell while its texts load: the same size, inert. */
export function NotificationBellPlaceholder() {
  return (
    <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" disabled aria-hidden="true" tabIndex={-1}>
      <IconBell size={20} stroke={1.7} />
    </ActionIcon>
  );
}

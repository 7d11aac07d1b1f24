import { ActionIcon, Button, Group, Menu } from "@mantine/core";
import type { Event } from "@quad/contract/api/events";
import type { InstituteType } from "@quad/contract/rules/constants";
import {
  IconCalendarCheck,
  IconCalendarTime,
  IconCalendarX,
  IconCheck,
  IconDots,
  IconEye,
  IconMessage,
  IconX,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { canMessage, type VisitAction, visitActions } from "../model";
import { counterpartName } from "./visit-summary";

const ICONS: Record<VisitAction, ReactNode> = {
  confirm: <IconCheck size={16} aria-hidden="true" />,
  decline: <IconX size={16} aria-hidden="true" />,
  reschedule: <IconCalendarTime size={16} aria-hidden="true" />,
  cancel: <IconCalendarX size={16} aria-hidden="true" />,
};

export function actionLabelKey(action: VisitAction, event: Pick<Event, "event_date">): string {
  if (action === "reschedule" && event.event_date === null) return "actions.schedule";
  return `actions.${action}`;
}

interface RowActionsProps {
  event: Event;
  type: InstituteType;
  onAction: (action: VisitAction, event: Event) => void;
  onOpen: (event: Event) => void;
  /** Opens the message to the other side; offered while the visit is open to messages (decision 099). */
  onMessage?: (event: Event) => void;
}

/** A row's actions: Confirm stays in view for a school; the rest and "View details" sit in a menu. */
export function VisitRowActions({ event, type, onAction, onOpen, onMessage }: RowActionsProps) {
  const { t } = useTranslation("visits");
  const actions = visitActions(type, event);
  const name = counterpartName(event, type);
  const inMenu = actions.filter((a) => a !== "confirm");
  return (
    // Clicks here never open the row.
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops the row click from bubbling
    // biome-ignore lint/a11y/useKeyWithClickEvents: the buttons inside carry the keyboard interaction
    <div onClick={(e) => e.stopPropagation()}>
      <Group gap={6} wrap="nowrap" justify="flex-end">
        {actions.includes("confirm") ? (
          <Button
            size="compact-sm"
            variant="light"
            color="teal"
            leftSection={<IconCalendarCheck size={15} aria-hidden="true" />}
            onClick={() => onAction("confirm", event)}
            aria-label={t("actions.confirmFor", { name })}
          >
            {t("actions.confirm")}
          </Button>
        ) : null}
        <Menu position="bottom-end" withinPortal shadow="md" width={220}>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t("actions.moreFor", { name })}>
              <IconDots size={18} aria-hidden="true" />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconEye size={16} aria-hidden="true" />} onClick={() => onOpen(event)}>
              {t("actions.view")}
            </Menu.Item>
            {onMessage && canMessage(event) ? (
              <Menu.Item leftSection={<IconMessage size={16} aria-hidden="true" />} onClick={() => onMessage(event)}>
                {t("message.action")}
              </Menu.Item>
            ) : null}
            {inMenu.length ? <Menu.Divider /> : null}
            {inMenu.map((a) => (
              <Menu.Item
                key={a}
                leftSection={ICONS[a]}
                color={a === "cancel" || a === "decline" ? "red" : undefined}
                onClick={() => onAction(a, event)}
              >
                {t(actionLabelKey(a, event))}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </div>
  );
}

/** The same actions as buttons (detail page), and the message to the other side. */
export function VisitActionButtons({ event, type, onAction, onMessage }: Omit<RowActionsProps, "onOpen">) {
  const { t } = useTranslation("visits");
  const actions = visitActions(type, event);
  const messaging = Boolean(onMessage) && canMessage(event);
  if (!actions.length && !messaging) return null;
  return (
    <Group gap="sm" wrap="wrap">
      {messaging ? (
        <Button
          variant="light"
          leftSection={<IconMessage size={16} aria-hidden="true" />}
          onClick={() => onMessage?.(event)}
        >
          {t("message.action")}
        </Button>
      ) : null}
      {actions.map((a) => (
        <Button
          key={a}
          variant={a === "confirm" ? "filled" : a === "reschedule" ? "light" : "outline"}
          color={a === "confirm" ? "teal.9" : a === "cancel" || a === "decline" ? "red.9" : undefined}
          leftSection={ICONS[a]}
          onClick={() => onAction(a, event)}
        >
          {t(actionLabelKey(a, event))}
        </Button>
      ))}
    </Group>
  );
}

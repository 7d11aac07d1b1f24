import { Text, Timeline } from "@mantine/core";
import type { PaymentDetailResponse } from "@quad/contract/api/payments";
import type { PaymentEventKind } from "@quad/contract/rules/payments";
import {
  IconAlertTriangle,
  IconBan,
  IconCash,
  IconCircleCheck,
  IconCircleX,
  IconCreditCard,
  IconGift,
  IconPlus,
  IconReceiptRefund,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/dates";

const EVENT_LOOK: Record<PaymentEventKind, { icon: typeof IconPlus; color: string }> = {
  created: { icon: IconPlus, color: "gray" },
  checkout_started: { icon: IconCreditCard, color: "blue" },
  paid: { icon: IconCircleCheck, color: "green" },
  failed: { icon: IconCircleX, color: "red" },
  refunded: { icon: IconReceiptRefund, color: "grape" },
  waived: { icon: IconGift, color: "gray" },
  cancelled: { icon: IconBan, color: "gray" },
  flagged: { icon: IconAlertTriangle, color: "orange" },
};

/** A payment's history, oldest first: created, checkout started, paid, failed, refunded, waived, cancelled, flagged. */
export function PaymentHistory({ events, zone }: { events: PaymentDetailResponse["events"]; zone: string }) {
  const { t } = useTranslation("payments");
  if (events.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t("staff.drawer.noHistory")}
      </Text>
    );
  }
  return (
    <Timeline active={events.length - 1} bulletSize={24} lineWidth={2} data-testid="payment-history">
      {events.map((e) => {
        const look = EVENT_LOOK[e.kind] ?? { icon: IconCash, color: "gray" };
        const Icon = look.icon;
        const note = typeof e.detail.note === "string" && e.detail.note ? e.detail.note : null;
        return (
          <Timeline.Item
            key={e.id}
            color={look.color}
            bullet={<Icon size={14} aria-hidden="true" />}
            title={
              <Text size="sm" fw={600}>
                {t(`staff.events.${e.kind}`)}
              </Text>
            }
          >
            <Text size="xs" c="dimmed">
              {formatDateTime(e.at, zone)}
            </Text>
            {note ? (
              <Text size="xs" mt={2}>
                {note}
              </Text>
            ) : null}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}

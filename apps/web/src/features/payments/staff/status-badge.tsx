import { Badge, Group, Tooltip } from "@mantine/core";
import type { PaymentStatus } from "@quad/contract/rules/payments";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { STATUS_COLOR } from "./model";

/** A payment's status: due, pending, paid, failed, refunded, waived or cancelled, each its colour. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation("payments");
  return (
    <Badge
      color={STATUS_COLOR[status]}
      variant="light"
      radius="sm"
      data-status={status}
      style={{ flexShrink: 0, overflow: "visible" }}
    >
      {t(`staff.status.${status}`)}
    </Badge>
  );
}

/** Money that came after the application was withdrawn (or the payment no longer due): kept, not applied. */
export function FlaggedBadge() {
  const { t } = useTranslation("payments");
  return (
    <Tooltip label={t("staff.flaggedHint")} multiline w={260} withArrow>
      <Badge
        color="orange"
        variant="filled"
        radius="sm"
        leftSection={<IconAlertTriangle size={12} aria-hidden="true" />}
        data-testid="payment-flagged"
        style={{ textTransform: "none" }}
      >
        {t("staff.flagged")}
      </Badge>
    </Tooltip>
  );
}

/** The status and, when flagged, the flag. */
export function PaymentBadges({ status, flagged }: { status: PaymentStatus; flagged: boolean }) {
  return (
    <Group gap={6} wrap="wrap">
      <PaymentStatusBadge status={status} />
      {flagged ? <FlaggedBadge /> : null}
    </Group>
  );
}

import { Alert, Anchor, Badge, Button, Group, Stack, Text } from "@mantine/core";
import type { GuestPayment } from "@quad/contract/api/payments";
import { PAYABLE_STATUSES, type PaymentStatus } from "@quad/contract/rules/payments";
import { IconAlertCircle } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../lib/api-client";
import { formatDate } from "../../lib/dates";
import { useNamespace } from "../../lib/i18n";
import { formatMoney } from "../../lib/payments/money";
import { checkoutLocale, useStartGuestCheckout } from "../../lib/payments/start-guest-checkout";
import { translateServerMessage } from "../../lib/server-messages";

export const PAYMENT_STATUS_COLORS: Record<PaymentStatus, string> = {
  due: "orange",
  pending: "blue",
  paid: "teal",
  failed: "red",
  refunded: "gray",
  waived: "gray",
  cancelled: "gray",
};

/** A payment's status, in words and colour. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation("payments");
  return (
    <Badge variant="light" tt="none" color={PAYMENT_STATUS_COLORS[status]} data-payment-status={status}>
      {t(`payer.status.${status}`)}
    </Badge>
  );
}

/** The checkout's refusal (409: no longer due, not set up, provider down) in the reader's language. */
export function checkoutErrorText(error: unknown, t: (key: string) => string): string | null {
  if (!error) return null;
  if (error instanceof ApiError && error.serverMessage) return translateServerMessage(error.serverMessage, t as never);
  return t("payer.line.checkoutFailed");
}

/**
 * One of the student's payments on a line (My applications, the payments page): what, how much, when, its status
 * and, while it can be paid online, the Pay button that opens the provider's checkout.
 */
export function GuestPaymentLine({ payment }: { payment: GuestPayment }) {
  const ready = useNamespace("payments");
  const { t, i18n } = useTranslation("payments");
  const { t: tMain } = useTranslation();
  const checkout = useStartGuestCheckout();
  if (!ready) return null;
  const kind = t(`payer.kind.${payment.kind}`);
  const amount = formatMoney(payment.amount, i18n.language);
  const payable = PAYABLE_STATUSES.includes(payment.status);
  const when =
    payment.status === "paid" && payment.paid_at
      ? t("payer.line.paidOn", { date: formatDate(payment.paid_at) })
      : payable && payment.due_date
        ? t("payer.line.dueOn", { date: formatDate(payment.due_date) })
        : null;
  const error = checkoutErrorText(checkout.error, tMain);
  return (
    <Stack gap={6} data-payment={payment.token} data-kind={payment.kind}>
      <Group justify="space-between" align="center" gap="xs" wrap="wrap">
        <Stack gap={2} miw={0} style={{ flex: "1 1 12rem" }}>
          <Group gap={8} wrap="wrap">
            <Text fw={600} size="sm">
              {kind}
            </Text>
            <PaymentStatusBadge status={payment.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {[amount, when].filter(Boolean).join(" · ")}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Anchor
            component={Link}
            to={`/payments/${payment.token}`}
            size="sm"
            aria-label={t("payer.line.detailsLabel", { kind })}
          >
            {t("payer.line.details")}
          </Anchor>
          {payment.can_pay ? (
            <Button
              size="sm"
              loading={checkout.isPending || checkout.isSuccess}
              aria-label={t("payer.line.payLabel", { kind, amount })}
              onClick={() =>
                checkout.mutate({
                  token: payment.token,
                  input: { locale: checkoutLocale(i18n.language), return_to: "web" },
                })
              }
            >
              {t("payer.line.pay")}
            </Button>
          ) : null}
        </Group>
      </Group>
      {payable && !payment.can_pay ? (
        <Text size="xs" c="dimmed">
          {t("payer.line.notSetUp")}
        </Text>
      ) : null}
      {payment.status === "failed" && payment.can_pay ? (
        <Text size="xs" c="red.8">
          {t("payer.line.failedHint")}
        </Text>
      ) : null}
      {error ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert" p="xs">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}

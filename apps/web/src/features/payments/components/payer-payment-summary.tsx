import { Alert, Button, Card, Divider, Group, Stack, Text } from "@mantine/core";
import type { PublicPayment } from "@quad/contract/api/payments";
import { IconAlertCircle, IconLock } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { checkoutErrorText, PaymentStatusBadge } from "../../../components/payments/payer-payment-line";
import { formatDate } from "../../../lib/dates";
import { formatMoney } from "../../../lib/payments/money";
import { checkoutLocale } from "../../../lib/payments/start-guest-checkout";
import { useStartLinkCheckout } from "../api/start-link-checkout";
import { statusNoteKey } from "../payer/model";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" ta="right" component="div" miw={0} style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </Group>
  );
}

/**
 * A payment by its link: the amount, to whom and for what, its dates and status, and the Pay button that opens the
 * provider's hosted checkout while it can be paid online.
 */
export function PayerPaymentSummary({ payment }: { payment: PublicPayment }) {
  const { t, i18n } = useTranslation("payments");
  const { t: tMain } = useTranslation();
  const checkout = useStartLinkCheckout();
  const amount = formatMoney(payment.amount, i18n.language);
  const error = checkoutErrorText(checkout.error, tMain);
  return (
    <Card withBorder radius="lg" p={{ base: "md", sm: "xl" }} component="section" aria-labelledby="payment-amount">
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t("payer.page.amountLabel")}
          </Text>
          <Group gap="sm" align="center" wrap="wrap">
            <Text id="payment-amount" fz={{ base: 28, sm: 36 }} fw={700} lh={1.1} data-amount>
              {amount}
            </Text>
            <PaymentStatusBadge status={payment.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {t(statusNoteKey(payment), {
              date: payment.paid_at ? formatDate(payment.paid_at) : "",
              institution: payment.institution,
            })}
          </Text>
        </Stack>
        <Divider />
        <Stack gap="xs">
          <Row label={t("payer.page.institution")}>{payment.institution}</Row>
          <Row label={t("payer.page.program")}>{payment.program}</Row>
          <Row label={t("payer.page.kind")}>{t(`payer.kind.${payment.kind}`)}</Row>
          <Row label={t("payer.page.currency")}>{payment.amount.currency}</Row>
          {payment.due_date ? <Row label={t("payer.page.dueDate")}>{formatDate(payment.due_date)}</Row> : null}
          {payment.paid_at ? <Row label={t("payer.page.paidOn")}>{formatDate(payment.paid_at)}</Row> : null}
        </Stack>
        {payment.can_pay ? (
          <Stack gap={6}>
            <Button
              size="md"
              fullWidth
              loading={checkout.isPending || checkout.isSuccess}
              onClick={() =>
                checkout.mutate({
                  token: payment.token,
                  input: { locale: checkoutLocale(i18n.language), return_to: "web" },
                })
              }
            >
              {t("payer.page.pay", { amount })}
            </Button>
            <Group gap={6} justify="center" wrap="nowrap">
              <IconLock size={14} aria-hidden="true" color="var(--mantine-color-gray-6)" />
              <Text size="xs" c="dimmed" ta="center">
                {t("payer.page.secure")}
              </Text>
            </Group>
          </Stack>
        ) : null}
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
            {error}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}

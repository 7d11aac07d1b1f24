import { Divider, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { GuestPaymentLine } from "../../../../components/payments/payer-payment-line";
import { useNamespace } from "../../../../lib/i18n";
import { useMyPayments } from "../../../../lib/payments/list-my-payments";

/**
 * What the student pays on one application (issue 27 §2): its fee and deposit with their status, and the Pay button
 * while one is due. The student's payments are one list (GET webinars/payments), each naming its application.
 */
export function ApplicationPayments({ applicationId }: { applicationId: number }) {
  const ready = useNamespace("payments");
  const { t } = useTranslation("payments");
  const payments = (useMyPayments().data?.payments ?? []).filter((p) => p.application_id === applicationId);
  if (!ready || !payments.length) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby={`payments-${applicationId}`} data-application-payments>
      <Divider />
      <Text size="sm" fw={600} id={`payments-${applicationId}`}>
        {t("payer.applications.title")}
      </Text>
      {payments.map((p) => (
        <GuestPaymentLine key={p.token} payment={p} />
      ))}
    </Stack>
  );
}

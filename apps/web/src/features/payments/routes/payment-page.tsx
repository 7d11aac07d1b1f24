import { Anchor, Card, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconReceiptOff } from "@tabler/icons-react";
import { Link, useParams, useSearch } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { RouteLoader } from "../../../components/ui/route-loader";
import { useNamespace } from "../../../lib/i18n";
import { usePublicPayment } from "../api/get-public-payment";
import { PayerPaymentSummary } from "../components/payer-payment-summary";
import { PayerReturnNotice } from "../components/payer-return-notice";
import { CONFIRM_POLL_MS, checkoutOutcome, isPaymentToken, returnNotice } from "../payer/model";

/** After a successful checkout: true once the page has waited long enough for the provider's word. */
function useWaitedOut(active: boolean): boolean {
  const [waitedOut, setWaitedOut] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => setWaitedOut(true), CONFIRM_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [active]);
  return waitedOut;
}

/**
 * `/payments/{token}` (public, issue 27 §2): a payment by its unguessable link, for the student or a parent who
 * holds only the link. Back from the provider's checkout it says whether the payment came, asking again for a few
 * seconds while the provider's webhook is on its way.
 */
export default function PaymentPage() {
  const ready = useNamespace("payments");
  const { t } = useTranslation("payments");
  const { id = "" } = useParams({ strict: false }) as { id?: string };
  const outcome = checkoutOutcome(useSearch({ strict: false }) as Record<string, unknown>);
  const valid = isPaymentToken(id);
  const [polling, setPolling] = useState(outcome === "success");
  const waitedOut = useWaitedOut(outcome === "success");
  const query = usePublicPayment(valid ? id : "", polling && !waitedOut);
  const payment = query.data?.payment;
  useEffect(() => {
    if (payment?.status === "paid") setPolling(false);
  }, [payment?.status]);
  const title = payment ? t(`payer.kind.${payment.kind}`) : t("payer.page.title");
  useEffect(() => {
    if (ready) document.title = `${title} · Quad`;
  }, [ready, title]);

  if (!ready) return <RouteLoader />;
  const missing = !valid || query.isError;
  return (
    <Stack gap="lg" maw={560} mx="auto" w="100%">
      <Stack gap={4}>
        {payment ? (
          <Text size="sm" c="dimmed" fw={500}>
            {payment.institution}
          </Text>
        ) : null}
        <Title order={1} fz={{ base: "1.5rem", sm: "1.75rem" }}>
          {title}
        </Title>
        {payment ? <Text c="dimmed">{payment.program}</Text> : null}
      </Stack>
      {missing ? (
        <Card withBorder radius="lg" p="xl">
          <Stack align="center" gap="xs" ta="center">
            <IconReceiptOff size={32} aria-hidden="true" color="var(--mantine-color-gray-6)" />
            <Text fw={600}>{t("payer.page.notFoundTitle")}</Text>
            <Text size="sm" c="dimmed" maw={420}>
              {t("payer.page.notFoundBody")}
            </Text>
          </Stack>
        </Card>
      ) : !payment ? (
        <Skeleton h={320} radius="lg" />
      ) : (
        <>
          <PayerReturnNotice notice={returnNotice(payment, outcome, waitedOut)} />
          <PayerPaymentSummary payment={payment} />
          <Text size="sm" c="dimmed" ta="center">
            {t("payer.page.help")}{" "}
            <Anchor component={Link} to="/payments" size="sm" underline="always">
              {t("payer.page.allPayments")}
            </Anchor>
          </Text>
        </>
      )}
    </Stack>
  );
}

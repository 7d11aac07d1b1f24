import { Button, Card, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCircleCheck, IconDeviceMobile, IconRefresh } from "@tabler/icons-react";
import { Link, useSearch } from "@tanstack/react-router";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { RouteLoader } from "../../../components/ui/route-loader";
import { useNamespace } from "../../../lib/i18n";
import { checkoutOutcome, isPaymentToken } from "../payer/model";

/**
 * `/mobile-payment-redirect?payment={token}&result=success|cancelled` (issue 27 §1): where the provider sends a
 * payer who started from a payment app. The outcome in plain words and the way to the payment's page; no link into
 * the app (its scheme is not ours to invent, decision 116): the payer switches back to the app themselves.
 */
export default function MobileRedirectPage() {
  const ready = useNamespace("payments");
  const { t } = useTranslation("payments");
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const outcome = checkoutOutcome(search);
  const token = typeof search.payment === "string" && isPaymentToken(search.payment) ? search.payment : null;
  const key = outcome === "success" ? "success" : outcome === "cancelled" ? "cancelled" : "unknown";
  useEffect(() => {
    if (ready) document.title = `${t("payer.mobile.title")} · Quad`;
  }, [ready, t]);
  if (!ready) return <RouteLoader />;
  const Icon = key === "success" ? IconCircleCheck : key === "cancelled" ? IconRefresh : IconDeviceMobile;
  return (
    <Stack gap="lg" maw={520} mx="auto" w="100%">
      <Title order={1} fz={{ base: "1.5rem", sm: "1.75rem" }}>
        {t("payer.mobile.title")}
      </Title>
      <Card withBorder radius="lg" p={{ base: "lg", sm: "xl" }} data-outcome={key}>
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon
            size={56}
            radius="xl"
            variant="light"
            color={key === "success" ? "teal" : key === "cancelled" ? "orange" : "gray"}
          >
            <Icon size={30} aria-hidden="true" />
          </ThemeIcon>
          <Text fw={700} fz="lg">
            {t(`payer.mobile.${key}Title`)}
          </Text>
          <Text size="sm" c="dimmed" maw={420}>
            {t(`payer.mobile.${key}Body`)}
          </Text>
          {token ? (
            <Button component={Link} to={`/payments/${token}`} size="md" mt="xs">
              {t("payer.mobile.open")}
            </Button>
          ) : null}
          <Text size="xs" c="dimmed" maw={420}>
            {t("payer.mobile.backToApp")}
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}

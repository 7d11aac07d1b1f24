import { Button, Card, Divider, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { GuestPayment } from "@quad/contract/api/payments";
import { PAYABLE_STATUSES } from "@quad/contract/rules/payments";
import { IconLogin, IconReceipt } from "@tabler/icons-react";
import { Fragment, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { GuestPaymentLine } from "../../../components/payments/payer-payment-line";
import { RouteLoader } from "../../../components/ui/route-loader";
import { useGuestSession } from "../../../lib/guest-session";
import { useNamespace } from "../../../lib/i18n";
import { useMyPayments } from "../../../lib/payments/list-my-payments";

/** The guest area's sign-in, coming back to /payments. */
export const PAYMENTS_SIGN_IN = `/webinars/sign-in?redirect_to=${encodeURIComponent("/payments")}`;

function Section({ title, payments }: { title: string; payments: GuestPayment[] }) {
  if (!payments.length) return null;
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} fz="lg">
        {title}
      </Title>
      <Card withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
        <Stack gap="md">
          {payments.map((p, i) => (
            <Fragment key={p.token}>
              {i > 0 ? <Divider /> : null}
              <Stack gap={2}>
                <Text size="xs" c="dimmed" fw={500}>
                  {`${p.program} · ${p.institution}`}
                </Text>
                <GuestPaymentLine payment={p} />
              </Stack>
            </Fragment>
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}

/**
 * `/payments` for everyone but staff (issue 27 §2): a student signed in to the guest area sees what is due, with Pay
 * buttons, and what is paid, with dates; anyone else is asked to sign in to the guest area and comes back here.
 */
export default function MyPaymentsPage() {
  const ready = useNamespace("payments");
  const { t } = useTranslation("payments");
  const signedIn = useGuestSession((s) => Boolean(s.authToken && s.guest));
  const query = useMyPayments(signedIn);
  useEffect(() => {
    if (ready) document.title = `${t("payer.mine.title")} · Quad`;
  }, [ready, t]);
  if (!ready) return <RouteLoader />;
  const list = query.data?.payments ?? [];
  const due = list.filter((p) => PAYABLE_STATUSES.includes(p.status));
  const settled = list.filter((p) => !PAYABLE_STATUSES.includes(p.status));
  return (
    <Stack gap="lg" maw={760} mx="auto" w="100%">
      <Stack gap={4}>
        <Title order={1} fz={{ base: "1.5rem", sm: "1.75rem" }}>
          {t("payer.mine.title")}
        </Title>
        <Text c="dimmed">{t("payer.mine.subtitle")}</Text>
      </Stack>
      {!signedIn ? (
        <Card withBorder radius="lg" p="xl">
          <Stack align="center" gap="xs" ta="center">
            <IconLogin size={32} aria-hidden="true" color="var(--mantine-color-quad-6)" />
            <Text fw={600}>{t("payer.mine.signInTitle")}</Text>
            <Text size="sm" c="dimmed" maw={440}>
              {t("payer.mine.signInBody")}
            </Text>
            <Button component="a" href={PAYMENTS_SIGN_IN} mt="xs">
              {t("payer.mine.signIn")}
            </Button>
          </Stack>
        </Card>
      ) : query.isLoading ? (
        <Skeleton h={200} radius="lg" />
      ) : !list.length ? (
        <Card withBorder radius="lg" p="xl">
          <Stack align="center" gap="xs" ta="center">
            <IconReceipt size={32} aria-hidden="true" color="var(--mantine-color-quad-6)" />
            <Text fw={600}>{t("payer.mine.emptyTitle")}</Text>
            <Text size="sm" c="dimmed" maw={440}>
              {t("payer.mine.emptyBody")}
            </Text>
            <Button component="a" href="/webinars/my-sessions?tab=applications" variant="light" mt="xs">
              {t("payer.mine.applications")}
            </Button>
          </Stack>
        </Card>
      ) : (
        <>
          <Section title={t("payer.mine.due", { count: due.length })} payments={due} />
          <Section title={t("payer.mine.settled")} payments={settled} />
        </>
      )}
    </Stack>
  );
}

import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { TuitionResponse } from "@quad/contract/api/payments";
import { IconCoin, IconSchool } from "@tabler/icons-react";
import { Link, useSearch } from "@tanstack/react-router";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { RouteLoader } from "../../../components/ui/route-loader";
import { useNamespace } from "../../../lib/i18n";
import { formatMoney, formatMoneyRange, type MoneyValue } from "../../../lib/payments/money";
import { useProgramTuition } from "../api/get-program-tuition";

function Figure({ label, value, note }: { label: string; value: string | null; note?: string | null }) {
  const { t } = useTranslation("payments");
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fw={700} fz="xl" c={value ? undefined : "dimmed"}>
          {value ?? t("payer.tuition.none")}
        </Text>
        {note ? (
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

function Fees({ tuition }: { tuition: TuitionResponse }) {
  const { t, i18n } = useTranslation("payments");
  const money = (m: MoneyValue | null) => (m ? formatMoney(m, i18n.language, { whole: true }) : null);
  const range = formatMoneyRange(tuition.min_cost, tuition.max_cost, i18n.language, { whole: true });
  return (
    <Stack gap="md">
      <Card withBorder radius="lg" p={{ base: "md", sm: "xl" }} bg="var(--mantine-color-quad-0)">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t("payer.tuition.range")}
          </Text>
          <Text fw={700} fz={{ base: 26, sm: 34 }} lh={1.15} data-tuition-range>
            {range ?? t("payer.tuition.none")}
          </Text>
          <Text size="sm" c="dimmed">
            {tuition.currency
              ? t("payer.tuition.inCurrency", { currency: tuition.currency })
              : t("payer.tuition.noCurrency")}
          </Text>
        </Stack>
      </Card>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Figure
          label={t("payer.tuition.applicationFee")}
          value={money(tuition.application_fee)}
          note={t("payer.tuition.applicationFeeNote")}
        />
        <Figure
          label={t("payer.tuition.deposit")}
          value={money(tuition.deposit)}
          note={
            tuition.deposit
              ? tuition.deposit_due_days !== null
                ? t("payer.tuition.depositDue", { count: tuition.deposit_due_days })
                : t("payer.tuition.depositNote")
              : null
          }
        />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * `/tuition-fee?program_id={id}` (public, issue 27 §2): a program's tuition range and fees from its costs and
 * currency, money in the reader's language. Linked from the program in the guest area's catalogue.
 */
export default function TuitionPage() {
  const ready = useNamespace("payments");
  const { t } = useTranslation("payments");
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const raw = Number(search.program_id);
  const programId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const query = useProgramTuition(programId);
  const tuition = query.data;
  useEffect(() => {
    if (ready) document.title = `${t("payer.tuition.title")} · Quad`;
  }, [ready, t]);
  if (!ready) return <RouteLoader />;
  return (
    <Stack gap="lg" maw={760} mx="auto" w="100%">
      <Stack gap={4}>
        {tuition ? (
          <Text size="sm" c="dimmed" fw={500}>
            {tuition.program.institution}
          </Text>
        ) : null}
        <Title order={1} fz={{ base: "1.5rem", sm: "1.75rem" }}>
          {t("payer.tuition.title")}
        </Title>
        {tuition ? <Text c="dimmed">{tuition.program.name}</Text> : null}
      </Stack>
      {programId === null || query.isError ? (
        <Card withBorder radius="lg" p="xl">
          <Stack align="center" gap="xs" ta="center">
            <IconSchool size={32} aria-hidden="true" color="var(--mantine-color-quad-6)" />
            <Text fw={600}>
              {programId === null ? t("payer.tuition.chooseTitle") : t("payer.tuition.notFoundTitle")}
            </Text>
            <Text size="sm" c="dimmed" maw={440}>
              {programId === null ? t("payer.tuition.chooseBody") : t("payer.tuition.notFoundBody")}
            </Text>
            <Button component={Link} to="/webinars" variant="light" mt="xs">
              {t("payer.tuition.browse")}
            </Button>
          </Stack>
        </Card>
      ) : !tuition ? (
        <Skeleton h={260} radius="lg" />
      ) : (
        <>
          <Fees tuition={tuition} />
          <Group gap={8} wrap="nowrap" align="flex-start">
            <IconCoin size={18} aria-hidden="true" color="var(--mantine-color-gray-6)" style={{ flexShrink: 0 }} />
            <Text size="sm" c="dimmed">
              {t("payer.tuition.footnote", { institution: tuition.program.institution })}
            </Text>
          </Group>
        </>
      )}
    </Stack>
  );
}

import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from "@mantine/core";
import type { PaymentsListResponse } from "@quad/contract/api/payments";
import { IconCash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../lib/money";

type Totals = PaymentsListResponse["totals"];

/** Sums per currency over the whole filtered list: paid, due (due, pending, failed), refunded. */
export function PaymentTotals({ totals, loading }: { totals: Totals | undefined; loading: boolean }) {
  const { t, i18n } = useTranslation("payments");
  if (loading && !totals) return <Skeleton h={104} radius="lg" />;
  if (!totals || totals.length === 0) return null;
  const figures = [
    // Dark enough to read at 4.5:1 on white (green.8 and yellow.9 are not).
    { key: "paid", color: "teal.9" },
    { key: "due", color: "dark.6" },
    { key: "refunded", color: "grape.8" },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 1, md: Math.min(totals.length, 3) }} spacing="md" data-testid="payment-totals">
      {totals.map((row) => (
        <Paper key={row.currency} withBorder radius="lg" p="md" data-currency={row.currency}>
          <Group gap="xs" mb="sm" wrap="nowrap">
            <ThemeIcon variant="light" radius="md" size={28}>
              <IconCash size={16} aria-hidden="true" />
            </ThemeIcon>
            <Text fw={700} size="sm">
              {t("staff.totals.title", { currency: row.currency })}
            </Text>
          </Group>
          <SimpleGrid cols={3} spacing="xs">
            {figures.map((f) => (
              <Stack key={f.key} gap={0} miw={0}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: "0.04em" }}>
                  {t(`staff.totals.${f.key}`)}
                </Text>
                <Text fw={700} c={f.color} fz={{ base: "sm", sm: "md" }} style={{ overflowWrap: "anywhere" }}>
                  {formatMoney(row[f.key], i18n.language)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

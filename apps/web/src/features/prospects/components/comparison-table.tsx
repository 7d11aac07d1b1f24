import { Badge, Card, Group, SimpleGrid, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import type { TierNeed } from "@quad/contract/rules/plans";
import { IconCheck, IconMinus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../lib/i18n";
import { usePhone } from "../../../lib/screen";
import { type ComparisonCell, type ComparisonRow, PREMIUM_ROWS } from "../premium";

const COLUMNS: readonly TierNeed[] = ["free", "paid"];
const HIGHLIGHT = "var(--mantine-primary-color-light)";

function Cell({ cell }: { cell: ComparisonCell }) {
  const { t, i18n } = useTranslation("plans");
  switch (cell.kind) {
    case "yes":
      return (
        <>
          <IconCheck size={20} color="var(--mantine-color-teal-8)" aria-hidden="true" />
          <VisuallyHidden>{t("premium.cells.included")}</VisuallyHidden>
        </>
      );
    case "no":
      return (
        <>
          <IconMinus size={20} color="var(--mantine-color-gray-6)" aria-hidden="true" />
          <VisuallyHidden>{t("premium.cells.notIncluded")}</VisuallyHidden>
        </>
      );
    case "count":
      return (
        <Text size="sm">
          <Text span fw={700} fz="lg">
            {formatNumber(cell.value, i18n.language)}
          </Text>{" "}
          {t(cell.key)}
        </Text>
      );
    default:
      return <Text size="sm">{t(cell.key)}</Text>;
  }
}

function Feature({ row }: { row: ComparisonRow }) {
  const { t } = useTranslation("plans");
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {t(`premium.rows.${row.id}.name`)}
      </Text>
      <Text size="xs" c="dimmed">
        {t(`premium.rows.${row.id}.hint`)}
      </Text>
    </Stack>
  );
}

function YourPlan() {
  const { t } = useTranslation("plans");
  return (
    <Badge size="sm" variant="filled" radius="sm" tt="none" data-your-plan="true">
      {t("premium.yourPlan")}
    </Badge>
  );
}

/** Desktop and tablet: features down, Free and Paid across, the institution's column tinted. */
function WideTable({ current }: { current: TierNeed | null }) {
  const { t } = useTranslation("plans");
  const tint = (col: TierNeed) => (col === current ? { background: HIGHLIGHT } : undefined);
  return (
    <Table verticalSpacing="md" horizontalSpacing="md" layout="fixed" aria-label={t("premium.tableLabel")}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="44%">
            <VisuallyHidden>{t("premium.feature")}</VisuallyHidden>
          </Table.Th>
          {COLUMNS.map((col) => (
            <Table.Th key={col} style={tint(col)} data-plan-column={col} aria-current={col === current || undefined}>
              <Stack gap={4} align="flex-start">
                <Group gap="xs">
                  <Text fw={700} fz="lg">
                    {t(`premium.columns.${col}.name`)}
                  </Text>
                  {col === current ? <YourPlan /> : null}
                </Group>
                <Text size="xs" c="dimmed" fw={400}>
                  {t(`premium.columns.${col}.tagline`)}
                </Text>
              </Stack>
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {PREMIUM_ROWS.map((row) => (
          <Table.Tr key={row.id} data-row={row.id}>
            <Table.Th scope="row" fw={400}>
              <Feature row={row} />
            </Table.Th>
            {COLUMNS.map((col) => (
              <Table.Td key={col} style={tint(col)}>
                <Cell cell={row[col]} />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A phone: one card per feature, Free and Paid side by side inside it, the institution's plan tinted. */
function NarrowList({ current }: { current: TierNeed | null }) {
  const { t } = useTranslation("plans");
  return (
    <Stack gap="sm" role="list" aria-label={t("premium.tableLabel")}>
      {PREMIUM_ROWS.map((row) => (
        <Card key={row.id} withBorder radius="md" padding="sm" role="listitem" data-row={row.id}>
          <Stack gap="xs">
            <Feature row={row} />
            <SimpleGrid cols={2} spacing="xs">
              {COLUMNS.map((col) => (
                <Stack
                  key={col}
                  gap={2}
                  p={6}
                  style={{
                    borderRadius: "var(--mantine-radius-sm)",
                    background: col === current ? HIGHLIGHT : undefined,
                  }}
                  data-plan-column={col}
                >
                  <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                    {t(`premium.columns.${col}.name`)}
                    {col === current ? <VisuallyHidden>{` (${t("premium.yourPlan")})`}</VisuallyHidden> : null}
                  </Text>
                  <Cell cell={row[col]} />
                </Stack>
              ))}
            </SimpleGrid>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** Free and paid prospect-and-engage compared (decision 113); `current` is the column of the institution's tier. */
export function ComparisonTable({ current }: { current: TierNeed | null }) {
  const phone = usePhone();
  return phone ? <NarrowList current={current} /> : <WideTable current={current} />;
}

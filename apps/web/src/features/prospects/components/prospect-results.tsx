import { Badge, Card, Checkbox, Group, Stack, Text } from "@mantine/core";
import type { ProspectRow } from "@quad/contract/api/prospects";
import { useTranslation } from "react-i18next";
import { useCountryName } from "../../../lib/reference/country-names";
import { rowSummary } from "../model";

/**
 * One page of prospects as cards (they read on a phone as on a desktop): the name on the paid plan, a line that
 * describes the student without contact details, whether already connected, and a box to choose them.
 */
export function ProspectResults({
  rows,
  selected,
  onToggle,
}: {
  rows: readonly ProspectRow[];
  selected: readonly number[];
  onToggle: (row: ProspectRow) => void;
}) {
  const { t } = useTranslation("prospects");
  const countryName = useCountryName();
  return (
    <Stack gap="xs" data-testid="prospect-results">
      {rows.map((row) => {
        const summary = rowSummary(row, t(`userTypes.${row.user_type}`), countryName(row.country?.name ?? null));
        const label = row.name ?? summary;
        const checked = selected.includes(row.id);
        return (
          <Card
            key={row.id}
            withBorder
            radius="md"
            padding="sm"
            data-prospect-id={row.id}
            bg={checked ? "var(--mantine-primary-color-light)" : undefined}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Checkbox
                mt={2}
                checked={checked}
                disabled={row.connected}
                onChange={() => onToggle(row)}
                aria-label={t("discover.selectRow", { name: label })}
              />
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Group gap="xs" wrap="wrap">
                  <Text fw={600} c={row.name ? undefined : "dimmed"} fs={row.name ? undefined : "italic"}>
                    {row.name ?? t("discover.hiddenName")}
                  </Text>
                  {row.connected ? (
                    <Badge color="teal" variant="light" size="sm">
                      {t("discover.connected")}
                    </Badge>
                  ) : null}
                </Group>
                <Text size="sm" c="dimmed">
                  {summary}
                </Text>
                {row.school_city ? (
                  <Text size="xs" c="dimmed">
                    {row.school_city}
                  </Text>
                ) : null}
              </Stack>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}

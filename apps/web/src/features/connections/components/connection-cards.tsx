import { Card, Checkbox, Group, Skeleton, Stack, Text, UnstyledButton } from "@mantine/core";
import type { ConnectionListItem } from "@quad/contract/api/connections";
import { useTranslation } from "react-i18next";
import { DATE_FORMAT, dayjs } from "../../../lib/dates";
import { useCountryName } from "../../../lib/reference/country-names";
import { fullName } from "../model";
import { ListStateBadge } from "./connection-badges";
import { NameCell } from "./connections-table";

interface ConnectionCardsProps {
  rows: ConnectionListItem[];
  selected: ConnectionListItem[];
  onSelectedChange: (rows: ConnectionListItem[]) => void;
  onOpen: (row: ConnectionListItem) => void;
}

/** The list on a phone: one card per connection, with its selection box. */
export function ConnectionCards({ rows, selected, onSelectedChange, onOpen }: ConnectionCardsProps) {
  const { t } = useTranslation("connections");
  const countryName = useCountryName();
  const ids = new Set(selected.map((r) => r.id));
  const toggle = (row: ConnectionListItem) =>
    onSelectedChange(ids.has(row.id) ? selected.filter((r) => r.id !== row.id) : [...selected, row]);
  return (
    <Stack gap="sm" role="list" aria-label={t("list.tableLabel")}>
      {rows.map((r) => (
        <Card key={r.id} withBorder radius="md" p="sm" role="listitem">
          <Group align="flex-start" wrap="nowrap" gap="sm">
            <Checkbox
              mt={2}
              checked={ids.has(r.id)}
              onChange={() => toggle(r)}
              aria-label={t("list.selectRow", { name: fullName(r) || r.id })}
            />
            <UnstyledButton
              onClick={() => onOpen(r)}
              style={{ flex: 1, minWidth: 0 }}
              aria-label={t("list.open", { name: fullName(r) || r.id })}
            >
              <Stack gap={6}>
                <NameCell row={r} />
                <Text size="xs" c="dimmed">
                  {[countryName(r.country?.name), r.graduation_year, r.school_name].filter(Boolean).join(" · ")}
                </Text>
                <Group gap={6}>
                  <ListStateBadge state={r.list_state} size="xs" />
                  <Text size="xs" c="dimmed">
                    {t("list.activities", { count: r.activities_count })}
                    {r.last_activity_at ? ` · ${dayjs(r.last_activity_at).format(DATE_FORMAT)}` : ""}
                  </Text>
                </Group>
              </Stack>
            </UnstyledButton>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

export function ConnectionCardsSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Card key={i} withBorder radius="md" p="sm">
          <Skeleton h={16} w="55%" />
          <Skeleton h={12} w="35%" mt="sm" />
          <Skeleton h={12} w="70%" mt="xs" />
        </Card>
      ))}
    </Stack>
  );
}

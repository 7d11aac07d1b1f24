import { Group, Text } from "@mantine/core";
import type { ConnectionListItem } from "@quad/contract/api/connections";
import { useTranslation } from "react-i18next";
import { SelectableCards } from "../../../components/ui/selectable-cards";
import { formatDate } from "../../../lib/dates";
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
export function ConnectionCards(props: ConnectionCardsProps) {
  const { t } = useTranslation("connections");
  const countryName = useCountryName();
  return (
    <SelectableCards
      {...props}
      label={t("list.tableLabel")}
      selectLabel={(r) => t("list.selectRow", { name: fullName(r) || r.id })}
    >
      {(r) => (
        <>
          <NameCell row={r} />
          <Text size="xs" c="dimmed">
            {[countryName(r.country?.name), r.graduation_year, r.school_name].filter(Boolean).join(" · ")}
          </Text>
          <Group gap={6}>
            <ListStateBadge state={r.list_state} size="xs" />
            <Text size="xs" c="dimmed">
              {t("list.activities", { count: r.activities_count })}
              {r.last_activity_at ? ` · ${formatDate(r.last_activity_at)}` : ""}
            </Text>
          </Group>
        </>
      )}
    </SelectableCards>
  );
}

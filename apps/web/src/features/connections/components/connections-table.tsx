import { Group, Stack, Text } from "@mantine/core";
import type { ConnectionListItem } from "@quad/contract/api/connections";
import { IconLock } from "@tabler/icons-react";
import { DataTable, type DataTableColumn } from "mantine-datatable";
import "mantine-datatable/styles.css";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/dates";
import { useCountryName } from "../../../lib/reference/country-names";
import { fullName } from "../model";
import { FreshnessBadge, ListStateBadge } from "./connection-badges";

interface ConnectionsTableProps {
  rows: ConnectionListItem[];
  fetching: boolean;
  selected: ConnectionListItem[];
  onSelectedChange: (rows: ConnectionListItem[]) => void;
  onOpen: (row: ConnectionListItem) => void;
}

export function NameCell({ row }: { row: ConnectionListItem }) {
  const { t } = useTranslation("connections");
  return (
    <Stack gap={2} miw={0}>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={600} truncate>
          {fullName(row) || t("list.noName")}
        </Text>
        <FreshnessBadge row={row} />
      </Group>
      {row.contact_hidden || row.contact_locked ? (
        <Group gap={4} wrap="nowrap" c="dimmed">
          <IconLock size={12} aria-hidden="true" />
          <Text size="xs">{t(row.contact_hidden ? "list.contactHidden" : "list.contactLocked")}</Text>
        </Group>
      ) : row.email ? (
        <Text size="xs" c="dimmed" truncate>
          {row.email}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The connections table (tablet and desktop): selectable rows, a row opens the drawer. */
export function ConnectionsTable({ rows, fetching, selected, onSelectedChange, onOpen }: ConnectionsTableProps) {
  const { t } = useTranslation("connections");
  const countryName = useCountryName();
  const day = (iso: string | null) => (iso ? formatDate(iso) : "—");
  const columns: DataTableColumn<ConnectionListItem>[] = [
    { accessor: "name", title: t("columns.name"), render: (r) => <NameCell row={r} /> },
    {
      accessor: "country",
      title: t("columns.country"),
      render: (r) => <Text size="sm">{countryName(r.country?.name) ?? "—"}</Text>,
    },
    {
      accessor: "graduation_year",
      title: t("columns.graduationYear"),
      render: (r) => <Text size="sm">{r.graduation_year ?? "—"}</Text>,
    },
    {
      accessor: "school_name",
      title: t("columns.school"),
      visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.lg})`,
      render: (r) => (
        <Text size="sm" lineClamp={2}>
          {r.school_name ?? "—"}
        </Text>
      ),
    },
    {
      accessor: "list_state",
      title: t("columns.listState"),
      width: 150,
      render: (r) => (
        <Stack gap={4} align="flex-start">
          <ListStateBadge state={r.list_state} />
          {r.lead_category ? (
            <Text size="xs" c="dimmed">
              {r.lead_category.name}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      accessor: "activities_count",
      title: t("columns.activity"),
      width: 160,
      render: (r) => (
        <Stack gap={2}>
          <Text size="sm">{t("list.activities", { count: r.activities_count })}</Text>
          {r.last_activity_at ? (
            <Text size="xs" c="dimmed">
              {t("list.lastActivity", { date: day(r.last_activity_at) })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      accessor: "created_at",
      title: t("columns.added"),
      // Beside the navigation, a 1440 px window has room for the other columns only (no sideways scroll).
      visibleMediaQuery: () => "(min-width: 105em)",
      render: (r) => <Text size="sm">{day(r.created_at)}</Text>,
    },
  ];
  return (
    <DataTable<ConnectionListItem>
      aria-label={t("list.tableLabel")}
      aria-busy={fetching}
      withTableBorder={false}
      minHeight={rows.length ? undefined : 240}
      highlightOnHover
      verticalAlign="top"
      fetching={fetching}
      noRecordsText=""
      records={rows}
      idAccessor="id"
      selectedRecords={selected}
      onSelectedRecordsChange={onSelectedChange}
      getRecordSelectionCheckboxProps={(r) => ({ "aria-label": t("list.selectRow", { name: fullName(r) || r.id }) })}
      allRecordsSelectionCheckboxProps={{ "aria-label": t("list.selectAll") }}
      onRowClick={({ record }) => onOpen(record)}
      columns={columns}
    />
  );
}

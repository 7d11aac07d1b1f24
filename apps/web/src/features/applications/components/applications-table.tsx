import { Group, Stack, Text } from "@mantine/core";
import type { ApplicationListItem } from "@quad/contract/api/applications-list";
import { DataTable, type DataTableColumn, type DataTableSortStatus } from "mantine-datatable";
import "mantine-datatable/styles.css";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/dates";
import { fullName } from "../model/display";
import type { ApplicationsSearch } from "../model/search";
import { sortFromColumn, sortStatusOf } from "../model/sort";
import { NewBadge, ReleaseBadge, ResultBadge, StatusAge, StatusBadge } from "./application-badges";
import { FeeText } from "./fee-text";

interface ApplicationsTableProps {
  rows: ApplicationListItem[];
  fetching: boolean;
  search: Pick<ApplicationsSearch, "sort" | "dir">;
  onSort: (sort: Pick<ApplicationsSearch, "sort" | "dir">) => void;
  selected: ApplicationListItem[];
  onSelectedChange: (rows: ApplicationListItem[]) => void;
  onOpen: (row: ApplicationListItem) => void;
  /** A school's list (decision 072): no selection, nor the university's own columns (choice, fees, deposit). */
  school?: boolean;
}

/** Columns that are the university's business only. */
const UNIVERSITY_ONLY = new Set(["choice", "document_upload_date", "fee", "deposit"]);

export const day = (value: string | null) => (value ? formatDate(value) : "—");

export function StudentCell({ row }: { row: ApplicationListItem }) {
  const { t } = useTranslation("applications");
  return (
    <Stack gap={2} miw={0} maw="100%">
      <Group gap={6} wrap="nowrap" miw={0}>
        <Text size="sm" fw={600} truncate>
          {fullName(row.student) || t("list.noName")}
        </Text>
        {row.is_new ? <NewBadge /> : null}
      </Group>
      <Text size="xs" c="dimmed" truncate>
        {row.student.email}
      </Text>
    </Stack>
  );
}

export function ProgramCell({ row }: { row: ApplicationListItem }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="sm" lineClamp={2}>
        {row.program.name}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={1}>
        {[row.course?.name, row.institution.name].filter(Boolean).join(" · ")}
      </Text>
    </Stack>
  );
}

/** The applications table (tablet and desktop): every spec 3 §3 label, sortable headers, selectable rows. */
export function ApplicationsTable(props: ApplicationsTableProps) {
  const { rows, fetching, search, onSort, selected, onSelectedChange, onOpen, school } = props;
  const { t } = useTranslation("applications");
  const columns: DataTableColumn<ApplicationListItem>[] = [
    {
      accessor: "student",
      title: t("columns.student"),
      sortable: true,
      // Long addresses are cut, never widen the table past the screen.
      width: 230,
      render: (r) => <StudentCell row={r} />,
    },
    {
      accessor: "program",
      title: t("columns.program"),
      sortable: true,
      width: 200,
      render: (r) => <ProgramCell row={r} />,
    },
    {
      accessor: "submitted_at",
      title: t("columns.submittedAt"),
      sortable: true,
      width: 120,
      render: (r) => <Text size="sm">{day(r.submitted_at)}</Text>,
    },
    {
      accessor: "start_date",
      title: t("columns.startDate"),
      sortable: true,
      width: 120,
      // Beside the navigation, 1440 px has room for these columns and no more (no sideways scroll).
      visibleMediaQuery: () => "(min-width: 90em)",
      render: (r) => <Text size="sm">{day(r.start_date)}</Text>,
    },
    {
      accessor: "status",
      title: t("columns.status"),
      sortable: true,
      width: 150,
      render: (r) => (
        <Stack gap={4} align="flex-start">
          <StatusBadge status={r.status} />
          <StatusAge days={r.days_in_status} overdue={r.is_overdue} />
        </Stack>
      ),
    },
    {
      accessor: "result",
      title: t("columns.result"),
      sortable: true,
      width: 140,
      render: (r) => (
        <Stack gap={4} align="flex-start">
          <ResultBadge result={r.result} />
          <ReleaseBadge release={r.decision_release} size="xs" />
        </Stack>
      ),
    },
    {
      accessor: "choice",
      title: t("columns.choice"),
      sortable: true,
      width: 100,
      visibleMediaQuery: () => "(min-width: 100em)",
      render: (r) => <Text size="sm">{r.choice ? t(`choice.${r.choice}`) : "—"}</Text>,
    },
    {
      accessor: "document_upload_date",
      title: t("columns.documentUploadDate"),
      sortable: true,
      width: 130,
      visibleMediaQuery: () => "(min-width: 110em)",
      render: (r) => <Text size="sm">{day(r.document_upload_date)}</Text>,
    },
    {
      accessor: "fee",
      title: t("columns.fee"),
      sortable: true,
      width: 130,
      visibleMediaQuery: () => "(min-width: 100em)",
      render: (r) => <FeeText row={r} />,
    },
    {
      accessor: "deposit",
      title: t("columns.deposit"),
      width: 110,
      visibleMediaQuery: () => "(min-width: 100em)",
      render: (r) => (
        <Text size="sm">
          {r.is_deposit_paid === null ? "—" : r.is_deposit_paid ? t("deposit.paid") : t("deposit.notPaid")}
        </Text>
      ),
    },
  ];
  const shown = school ? columns.filter((c) => !UNIVERSITY_ONLY.has(String(c.accessor))) : columns;
  const sortStatus = sortStatusOf(search) as DataTableSortStatus<ApplicationListItem>;
  return (
    <DataTable<ApplicationListItem>
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
      sortStatus={sortStatus}
      onSortStatusChange={(s) => {
        const next = sortFromColumn(String(s.columnAccessor), s.direction, search);
        if (next) onSort(next);
      }}
      // No selection column for a school (mantine-datatable shows it when selectedRecords is given).
      selectedRecords={school ? undefined : selected}
      onSelectedRecordsChange={onSelectedChange}
      getRecordSelectionCheckboxProps={(r) => ({ "aria-label": t("list.selectRow", { name: fullName(r.student) }) })}
      allRecordsSelectionCheckboxProps={{ "aria-label": t("list.selectAll") }}
      onRowClick={({ record }) => onOpen(record)}
      rowStyle={() => ({ cursor: "pointer" })}
      columns={shown}
    />
  );
}

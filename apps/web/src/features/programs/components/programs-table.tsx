import { Stack, Text, VisuallyHidden } from "@mantine/core";
import type { ProgramRow } from "@quad/contract/api/programs";
import { DataTable, type DataTableColumn, type DataTableSortStatus } from "mantine-datatable";
import { formatDate } from "../../../lib/dates";
import "mantine-datatable/styles.css";
import { programInstitution } from "@quad/contract/rules/program";
import { useTranslation } from "react-i18next";
import { useDataTableSortLabels } from "../../../lib/data-table-sort-labels";
import { formatNumber } from "../../../lib/i18n";
import { useScreen } from "../../../lib/screen";
import type { ProgramsSearch, RowAction } from "../model";
import { ProgramRowActions } from "./program-row-actions";
import { ProgramStatusBadge } from "./program-status-badge";
import styles from "./programs-table.module.css";
import type { ProgramTarget } from "./use-program-actions";

interface ProgramsTableProps {
  rows: ProgramRow[];
  fetching: boolean;
  sort: Pick<ProgramsSearch, "sort" | "dir">;
  onSort: (sort: Pick<ProgramsSearch, "sort" | "dir">) => void;
  canWrite: boolean;
  busyId: number | null;
  onAction: (action: RowAction, program: ProgramTarget) => void;
  onOpen: (row: ProgramRow) => void;
  /** A school's catalogue (decision 074): no row actions; applicants are its own students. */
  school?: boolean;
}

/** Wide enough for "Sep 15, 2028"; the long headers wrap. */
const DATE_WIDTH = 116;
const PARTNER_QUERY = "(min-width: 100em)";

const dateCell = (value: string | null | undefined) => (
  <Text size="sm" c={value ? undefined : "dimmed"} style={{ whiteSpace: "nowrap" }}>
    {value ? formatDate(value) : "—"}
  </Text>
);

/**
 * The programs table (tablet and desktop) with the spec's labels: id, program, partner, round/intake, start
 * (matriculation) date, application deadline, opening date, applicants, status. The dates are the row's round: the
 * next one open, else the latest. Headers sort (the sort lives in the URL).
 */
export function ProgramsTable(props: ProgramsTableProps) {
  const { rows, fetching, sort, onSort, canWrite, busyId, onAction, onOpen, school } = props;
  const { t, i18n } = useTranslation("programs");
  const sortLabelsRef = useDataTableSortLabels();
  const sortStatus: DataTableSortStatus<ProgramRow> = { columnAccessor: sort.sort, direction: sort.dir };
  // Below 1600 px the partner moves under the program's name, and below 1200 px the opening date goes.
  const withPartner = useScreen(PARTNER_QUERY);
  const large = (theme: { breakpoints: Record<string, string> }) => `(min-width: ${theme.breakpoints.lg})`;
  const columns: DataTableColumn<ProgramRow>[] = [
    {
      accessor: "id",
      title: t("columns.id"),
      sortable: true,
      width: 76,
      render: (p) => (
        <Text size="sm" c="dimmed">
          {p.id}
        </Text>
      ),
    },
    {
      accessor: "name",
      title: t("columns.program"),
      sortable: true,
      render: (p) => (
        <Stack gap={2} miw={160}>
          <Text size="sm" fw={600} lineClamp={2}>
            {p.name}
          </Text>
          {p.program_type || !withPartner ? (
            <Text size="xs" c="dimmed">
              {[p.program_type ? t(`types.${p.program_type}`) : null, withPartner ? null : p.university.name]
                .filter(Boolean)
                .join(" · ")}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      accessor: "partner",
      title: t("columns.university"),
      width: 130,
      visibleMediaQuery: PARTNER_QUERY,
      // Shown under its university, as in the applications; the institution managing it beside (decision 078).
      render: (p) => {
        const { shownUnder, managedBy } = programInstitution(p);
        return (
          <Stack gap={2}>
            <Text size="sm">{shownUnder.name}</Text>
            {managedBy ? (
              <Text size="xs" c="dimmed">
                {t("list.managedBy", { name: managedBy.name })}
              </Text>
            ) : null}
          </Stack>
        );
      },
    },
    {
      accessor: "round",
      title: t("columns.round"),
      width: 104,
      render: (p) => (
        <Text size="sm" c={p.round ? undefined : "dimmed"}>
          {p.round?.name ?? t("list.noRound")}
        </Text>
      ),
    },
    {
      accessor: "start_date",
      title: t("columns.startDate"),
      sortable: true,
      render: (p) => dateCell(p.round?.start_date),
    },
    {
      accessor: "deadline",
      title: t("columns.deadline"),
      sortable: true,
      width: DATE_WIDTH,
      render: (p) => dateCell(p.round?.deadline),
    },
    {
      accessor: "opening_date",
      title: t("columns.openingDate"),
      sortable: true,
      width: DATE_WIDTH,
      visibleMediaQuery: large,
      render: (p) => dateCell(p.round?.opening_date),
    },
    {
      accessor: "applicants",
      title: school ? t("columns.yourStudents") : t("columns.applicants"),
      sortable: true,
      width: 100,
      textAlign: "right",
      render: (p) => <Text size="sm">{formatNumber(p.applicants, i18n.language)}</Text>,
    },
    {
      accessor: "status",
      title: t("columns.status"),
      sortable: true,
      render: (p) => <ProgramStatusBadge status={p.status} miw="max-content" />,
    },
    {
      accessor: "actions",
      title: <VisuallyHidden>{t("columns.actions")}</VisuallyHidden>,
      textAlign: "right",
      width: 56,
      render: (p) => <ProgramRowActions program={p} canWrite={canWrite} busy={busyId === p.id} onAction={onAction} />,
    },
  ];
  return (
    <DataTable<ProgramRow>
      aria-label={t("list.tableLabel")}
      aria-busy={fetching}
      className={styles.table}
      tableRef={sortLabelsRef}
      withTableBorder={false}
      minHeight={rows.length ? undefined : 240}
      highlightOnHover
      verticalAlign="center"
      fetching={fetching}
      noRecordsText=""
      records={rows}
      idAccessor="id"
      onRowClick={({ record }) => onOpen(record)}
      sortStatus={sortStatus}
      onSortStatusChange={(s) =>
        onSort({ sort: s.columnAccessor as ProgramsSearch["sort"], dir: s.direction as ProgramsSearch["dir"] })
      }
      columns={school ? columns.filter((c) => c.accessor !== "actions") : columns}
    />
  );
}

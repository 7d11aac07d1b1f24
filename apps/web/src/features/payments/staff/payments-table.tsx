import { Anchor, Group, Paper, Stack, Text } from "@mantine/core";
import type { PaymentAnswer } from "@quad/contract/api/payments";
import { DataTable, type DataTableColumn } from "mantine-datatable";
import "mantine-datatable/styles.css";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/dates";
import { formatMoney } from "../../../lib/money";
import { PAYMENTS_PATH, type StaffSearch, staffSearchParams, studentName } from "./model";
import { PaymentBadges } from "./status-badge";

interface RowsProps {
  rows: PaymentAnswer[];
  search: StaffSearch;
  onOpen: (id: number) => void;
}

/** The student's name, a link that opens the payment's drawer (so a row is reachable by keyboard). */
function StudentLink({ p, search, onOpen }: { p: PaymentAnswer; search: StaffSearch; onOpen: (id: number) => void }) {
  const href = `${PAYMENTS_PATH}?${new URLSearchParams(staffSearchParams({ ...search, payment: p.id }))}`;
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    e.stopPropagation();
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onOpen(p.id);
  };
  return (
    <Anchor href={href} onClick={onClick} fw={600} size="sm">
      {studentName(p.student)}
    </Anchor>
  );
}

const dueText = (due: string | null) => (due ? formatDate(due) : "—");

/** Payments on wider screens: student, program, kind, amount, status, due date, created. */
export function PaymentsTable({ rows, search, onOpen, fetching }: RowsProps & { fetching: boolean }) {
  const { t, i18n } = useTranslation("payments");
  const columns: DataTableColumn<PaymentAnswer>[] = [
    {
      accessor: "student",
      title: t("staff.columns.student"),
      render: (p) => (
        <Stack gap={0} miw={0}>
          <StudentLink p={p} search={search} onOpen={onOpen} />
          <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {p.student.email}
          </Text>
        </Stack>
      ),
    },
    { accessor: "program", title: t("staff.columns.program"), render: (p) => p.program.name },
    {
      accessor: "kind",
      title: t("staff.columns.kind"),
      render: (p) => (
        <Text size="sm" style={{ whiteSpace: "nowrap" }}>
          {t(`staff.kind.${p.kind}`)}
        </Text>
      ),
    },
    {
      accessor: "amount",
      title: t("staff.columns.amount"),
      textAlign: "right",
      render: (p) => (
        <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
          {formatMoney(p.amount, i18n.language)}
        </Text>
      ),
    },
    {
      accessor: "status",
      title: t("staff.columns.status"),
      width: 130,
      render: (p) => <PaymentBadges status={p.status} flagged={p.flagged_at !== null} />,
    },
    {
      accessor: "due_date",
      title: t("staff.columns.dueDate"),
      render: (p) => (
        <Text size="sm" c={p.due_date ? undefined : "dimmed"} style={{ whiteSpace: "nowrap" }}>
          {dueText(p.due_date)}
        </Text>
      ),
    },
    {
      accessor: "created_at",
      title: t("staff.columns.created"),
      render: (p) => (
        <Text size="sm" c="dimmed" style={{ whiteSpace: "nowrap" }}>
          {formatDate(p.created_at)}
        </Text>
      ),
    },
  ];
  return (
    <DataTable<PaymentAnswer>
      aria-label={t("staff.tableLabel")}
      aria-busy={fetching}
      withTableBorder={false}
      highlightOnHover
      verticalAlign="center"
      fetching={fetching}
      noRecordsText=""
      minHeight={rows.length ? undefined : 200}
      records={rows}
      idAccessor="id"
      onRowClick={({ record }) => onOpen(record.id)}
      columns={columns}
    />
  );
}

/** Payments on a phone: one card each. */
export function PaymentCards({ rows, search, onOpen }: RowsProps) {
  const { t, i18n } = useTranslation("payments");
  return (
    <Stack gap="sm">
      {rows.map((p) => (
        <Paper key={p.id} withBorder radius="md" p="sm" data-testid="payment-card">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={2} miw={0}>
              <StudentLink p={p} search={search} onOpen={onOpen} />
              <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                {p.program.name} · {t(`staff.kind.${p.kind}`)}
              </Text>
            </Stack>
            <Text fw={700} size="sm" style={{ whiteSpace: "nowrap" }}>
              {formatMoney(p.amount, i18n.language)}
            </Text>
          </Group>
          <Group justify="space-between" mt="xs" gap="xs">
            <PaymentBadges status={p.status} flagged={p.flagged_at !== null} />
            <Text size="xs" c="dimmed">
              {p.due_date ? t("staff.dueOn", { date: formatDate(p.due_date) }) : t("staff.noDueDate")}
            </Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

import { Card, Group, Skeleton, Stack, Text, UnstyledButton } from "@mantine/core";
import type { ProgramRow } from "@quad/contract/api/programs";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/dates";
import { formatNumber } from "../../../lib/i18n";
import type { RowAction } from "../model";
import { ProgramRowActions } from "./program-row-actions";
import { ProgramStatusBadge } from "./program-status-badge";
import type { ProgramTarget } from "./use-program-actions";

interface ProgramCardsProps {
  rows: ProgramRow[];
  canWrite: boolean;
  busyId: number | null;
  onAction: (action: RowAction, program: ProgramTarget) => void;
  onOpen: (row: ProgramRow) => void;
  /** A school's catalogue (decision 074): no row actions; applicants are its own students. */
  school?: boolean;
}

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" c={value ? undefined : "dimmed"}>
        {value || "—"}
      </Text>
    </Stack>
  );
}

/** The programs list on a phone: one card per program with the same facts as the table. */
export function ProgramCards({ rows, canWrite, busyId, onAction, onOpen, school }: ProgramCardsProps) {
  const { t, i18n } = useTranslation("programs");
  return (
    <Stack gap="sm" role="list" aria-label={t("list.tableLabel")}>
      {rows.map((p) => (
        <Card key={p.id} withBorder radius="md" p="md" role="listitem" data-testid="program-card">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <UnstyledButton onClick={() => onOpen(p)} style={{ minWidth: 0, flex: 1 }}>
              <Text fw={700} lineClamp={2} style={{ overflowWrap: "anywhere" }}>
                {p.name}
              </Text>
              <Text size="xs" c="dimmed">
                {[`#${p.id}`, p.program_type ? t(`types.${p.program_type}`) : null, p.university.name]
                  .filter(Boolean)
                  .join(" · ")}
              </Text>
            </UnstyledButton>
            {school ? null : (
              <ProgramRowActions program={p} canWrite={canWrite} busy={busyId === p.id} onAction={onAction} />
            )}
          </Group>
          <Group gap="xs" mt="xs">
            <ProgramStatusBadge status={p.status} size="sm" />
            <Text size="xs" c="dimmed">
              {t(school ? "list.yourStudentsCount" : "list.applicantsCount", {
                count: p.applicants,
                n: formatNumber(p.applicants, i18n.language),
              })}
            </Text>
          </Group>
          <Stack gap={6} mt="sm">
            <Fact label={t("columns.round")} value={p.round?.name ?? t("list.noRound")} />
            <Group gap="md" grow align="flex-start">
              <Fact label={t("columns.startDate")} value={formatDate(p.round?.start_date)} />
              <Fact label={t("columns.deadline")} value={formatDate(p.round?.deadline)} />
            </Group>
            <Fact label={t("columns.openingDate")} value={formatDate(p.round?.opening_date)} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

export function ProgramCardsSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h={150} radius="md" />
      ))}
    </Stack>
  );
}

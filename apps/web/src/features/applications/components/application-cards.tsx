import { Card, Checkbox, Group, Skeleton, Stack, Text, UnstyledButton } from "@mantine/core";
import type { ApplicationListItem } from "@quad/contract/api/applications-list";
import { useTranslation } from "react-i18next";
import { fullName } from "../model";
import { ResultBadge, StatusAge, StatusBadge } from "./application-badges";
import { day, ProgramCell, StudentCell } from "./applications-table";

interface ApplicationCardsProps {
  rows: ApplicationListItem[];
  selected: ApplicationListItem[];
  onSelectedChange: (rows: ApplicationListItem[]) => void;
  onOpen: (row: ApplicationListItem) => void;
}

/** The list on a phone: one card per application, with its selection box. */
export function ApplicationCards({ rows, selected, onSelectedChange, onOpen }: ApplicationCardsProps) {
  const { t } = useTranslation("applications");
  const ids = new Set(selected.map((r) => r.id));
  const toggle = (row: ApplicationListItem) =>
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
              aria-label={t("list.selectRow", { name: fullName(r.student) })}
            />
            <UnstyledButton
              onClick={() => onOpen(r)}
              style={{ flex: 1, minWidth: 0 }}
              aria-label={t("list.open", { name: fullName(r.student) })}
            >
              <Stack gap={6}>
                <StudentCell row={r} />
                <ProgramCell row={r} />
                <Group gap={6} wrap="wrap">
                  <StatusBadge status={r.status} size="xs" />
                  {r.result ? <ResultBadge result={r.result} size="xs" /> : null}
                </Group>
                <StatusAge days={r.days_in_status} overdue={r.is_overdue} />
                <Text size="xs" c="dimmed">
                  {t("list.appliedOn", { date: day(r.submitted_at) })}
                  {r.start_date ? ` · ${t("list.startsOn", { date: day(r.start_date) })}` : ""}
                </Text>
              </Stack>
            </UnstyledButton>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

export function ApplicationCardsSkeleton() {
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

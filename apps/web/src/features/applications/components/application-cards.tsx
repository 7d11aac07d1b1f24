import { Group, Text } from "@mantine/core";
import type { ApplicationListItem } from "@quad/contract/api/applications-list";
import { useTranslation } from "react-i18next";
import { SelectableCards } from "../../../components/ui/selectable-cards";
import { fullName } from "../model/display";
import { ReleaseBadge, ResultBadge, StatusAge, StatusBadge } from "./application-badges";
import { day, ProgramCell, StudentCell } from "./applications-table";

interface ApplicationCardsProps {
  rows: ApplicationListItem[];
  selected: ApplicationListItem[];
  onSelectedChange: (rows: ApplicationListItem[]) => void;
  onOpen: (row: ApplicationListItem) => void;
  /** A school's list: cards that only open the application (decision 072). */
  school?: boolean;
}

/** The list on a phone: one card per application, with its selection box. */
export function ApplicationCards(props: ApplicationCardsProps) {
  const { t } = useTranslation("applications");
  return (
    <SelectableCards
      {...props}
      selectable={!props.school}
      label={t("list.tableLabel")}
      selectLabel={(r) => t("list.selectRow", { name: fullName(r.student) })}
    >
      {(r) => (
        <>
          <StudentCell row={r} />
          <ProgramCell row={r} />
          <Group gap={6} wrap="wrap">
            <StatusBadge status={r.status} size="xs" />
            {r.result ? <ResultBadge result={r.result} size="xs" /> : null}
            <ReleaseBadge release={r.decision_release} size="xs" />
          </Group>
          <StatusAge days={r.days_in_status} overdue={r.is_overdue} />
          <Text size="xs" c="dimmed">
            {t("list.appliedOn", { date: day(r.submitted_at) })}
            {r.start_date ? ` · ${t("list.startsOn", { date: day(r.start_date) })}` : ""}
          </Text>
        </>
      )}
    </SelectableCards>
  );
}

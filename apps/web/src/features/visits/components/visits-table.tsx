import { Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import type { Event } from "@quad/contract/api/events";
import type { InstituteType } from "@quad/contract/rules/constants";
import { DataTable, type DataTableColumn } from "mantine-datatable";
import "mantine-datatable/styles.css";
import { useTranslation } from "react-i18next";
import { useCountryName } from "../../../lib/reference/country-names";
import { schoolPlace, type VisitAction, visitSide } from "../model";
import { reasonSlug } from "../reasons";
import { VisitBadges } from "./visit-badges";
import { VisitRowActions } from "./visit-row-actions";
import { VisitWhen } from "./visit-when";

interface VisitsTableProps {
  events: Event[];
  type: InstituteType;
  zone: string;
  fetching: boolean;
  onAction: (action: VisitAction, event: Event) => void;
  onMessage?: (event: Event) => void;
  onOpen: (event: Event) => void;
}

/** The visits table (tablet and desktop). Columns adapt to the side: a school sees the university, and back. */
export function VisitsTable({ events, type, zone, fetching, onAction, onOpen, onMessage }: VisitsTableProps) {
  const { t } = useTranslation("visits");
  const countryName = useCountryName();
  const school = visitSide(type) === "School";
  const columns: DataTableColumn<Event>[] = [
    {
      accessor: "event_date",
      title: t("columns.when"),
      width: 280,
      render: (e) => <VisitWhen event={e} zone={zone} />,
    },
    school
      ? {
          accessor: "university",
          title: t("columns.university"),
          // What the school needs to decide on a request: who asked, their note, how many come.
          render: (e) => (
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                {e.university.name}
              </Text>
              {e.requested_by ? (
                <Text size="xs" c="dimmed">
                  {t("list.requestedBy", { name: e.requested_by.name })}
                  {e.attendees.length ? ` · ${t("list.attendees", { count: e.attendees.length })}` : ""}
                </Text>
              ) : null}
              {e.note ? (
                <Text size="xs" lineClamp={1} maw={320} fs="italic" title={e.note}>
                  {t("list.note", { note: e.note })}
                </Text>
              ) : null}
            </Stack>
          ),
        }
      : {
          accessor: "school",
          title: t("columns.school"),
          render: (e) => (
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                {e.school.name}
              </Text>
              {schoolPlace(e, countryName) ? (
                <Text size="xs" c="dimmed">
                  {schoolPlace(e, countryName)}
                </Text>
              ) : null}
            </Stack>
          ),
        },
    {
      accessor: "status",
      title: t("columns.status"),
      render: (e) => (
        <Stack gap={4}>
          <VisitBadges event={e} size="sm" />
          {e.reason ? (
            <Text size="xs" c="dimmed" lineClamp={2} maw={260}>
              {t(`reasonNames.${reasonSlug(e.reason)}`, { defaultValue: e.reason })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      accessor: "location",
      title: t("columns.location"),
      visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.lg})`,
      render: (e) => (
        <Text size="sm" c={e.location ? undefined : "dimmed"} lineClamp={2}>
          {e.location ?? t("detail.noLocation")}
        </Text>
      ),
    },
    {
      accessor: "actions",
      title: <VisuallyHidden>{t("columns.actions")}</VisuallyHidden>,
      textAlign: "right",
      width: school ? 150 : 64,
      render: (e) => (
        <Group justify="flex-end">
          <VisitRowActions event={e} type={type} onAction={onAction} onOpen={onOpen} onMessage={onMessage} />
        </Group>
      ),
    },
  ];
  return (
    <DataTable<Event>
      aria-label={t("list.tableLabel")}
      // While a page loads or the list refreshes, the rows shown are the previous ones (kept on purpose, under an
      // overlay): assistive technology, and the journeys, wait for the list to be current.
      aria-busy={fetching}
      withTableBorder={false}
      minHeight={events.length ? undefined : 240}
      highlightOnHover
      verticalAlign="top"
      fetching={fetching}
      noRecordsText=""
      records={events}
      idAccessor="id"
      onRowClick={({ record }) => onOpen(record)}
      columns={columns}
    />
  );
}

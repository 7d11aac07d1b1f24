import { DataTable, type DataTableColumn } from "mantine-datatable";
import "mantine-datatable/styles.css";
import { useNavigate } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useCountryName } from "../../../lib/reference/country-names";
import { useSchoolSizeName } from "../../../lib/reference/school-size-names";
import type { BookTarget } from "./book-visit-modal";
import { RatingStars } from "./rating-stars";
import { BookingCell, type SchoolListItem, SchoolNameCell, UpcomingVisitCell } from "./school-cells";

export interface SchoolsListProps {
  schools: SchoolListItem[];
  slotStatusVisible: boolean;
  fetching: boolean;
  onBook: (school: BookTarget) => void;
  onRequest: (school: BookTarget) => void;
  onScrollToBottom: () => void;
}

/** The directory's columns: school, country, state, upcoming visit, size, type, booking a visit, visit rating. */
export function SchoolsTable({
  schools,
  slotStatusVisible,
  fetching,
  onBook,
  onRequest,
  onScrollToBottom,
}: SchoolsListProps) {
  const { t } = useTranslation("schools");
  const navigate = useNavigate();
  const countryName = useCountryName();
  const sizeName = useSchoolSizeName();

  const columns: DataTableColumn<SchoolListItem>[] = [
    { accessor: "name", title: t("table.school"), width: 260, render: (s) => <SchoolNameCell school={s} /> },
    { accessor: "country", title: t("table.country"), render: (s) => countryName(s.country) ?? "—" },
    { accessor: "state", title: t("table.state"), render: (s) => s.state ?? "—" },
    {
      accessor: "upcoming_visit",
      title: t("table.upcomingVisit"),
      width: 150,
      render: (s) => <UpcomingVisitCell school={s} />,
    },
    { accessor: "school_size", title: t("table.size"), render: (s) => sizeName(s.school_size) ?? "—" },
    {
      accessor: "school_type",
      title: t("table.type"),
      render: (s) => (s.school_type ? t(`types.${s.school_type}`) : "—"),
    },
    {
      accessor: "booking_state",
      title: t("table.booking"),
      width: 150,
      render: (s) => (
        <BookingCell school={s} slotStatusVisible={slotStatusVisible} onBook={onBook} onRequest={onRequest} />
      ),
    },
    {
      accessor: "rating",
      title: t("table.rating"),
      width: 150,
      render: (s) => <RatingStars rating={s.rating} count={s.ratings_count} size="xs" />,
    },
  ];

  return (
    <DataTable<SchoolListItem>
      aria-label={t("table.label")}
      withTableBorder={false}
      minHeight={schools.length ? undefined : 240}
      maxHeight={680}
      highlightOnHover
      verticalAlign="center"
      fetching={fetching}
      noRecordsText=""
      records={schools}
      idAccessor="id"
      onRowClick={({ record }) => void navigate({ to: `/schools/${record.id}` })}
      onScrollToBottom={onScrollToBottom}
      columns={columns}
    />
  );
}

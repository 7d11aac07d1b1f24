import { Text } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { DataTable, type DataTableColumn } from "mantine-datatable";
import "mantine-datatable/styles.css";
import { useTranslation } from "react-i18next";
import { useCountryName } from "../../../lib/reference/country-names";
import { useSchoolSizeName } from "../../../lib/reference/school-size-names";
import { DIRECTORY_ALL_COLUMNS_QUERY } from "../model";
import type { BookTarget } from "./book-visit-modal";
import { RatingStars } from "./rating-stars";
import { BookingCell, type SchoolListItem, SchoolNameCell, UpcomingVisitCell } from "./school-cells";

export interface SchoolsListProps {
  schools: SchoolListItem[];
  slotStatusVisible: boolean;
  fetching: boolean;
  onBook: (school: BookTarget) => void;
  onRequest: (school: BookTarget) => void;
}

/** A short label on one line, cut with an ellipsis (full text on hover) when longer than its column. */
function OneLine({ text, width }: { text: string | null | undefined; width: number }) {
  return (
    <Text size="sm" truncate="end" maw={width} title={text ?? undefined}>
      {text || "—"}
    </Text>
  );
}

/** A label that may take two lines, broken between words only (`keep-all` keeps Chinese words whole too). */
function Wrapped({ text, width }: { text: string | null | undefined; width: number }) {
  return (
    <Text size="sm" maw={width} style={{ wordBreak: "keep-all", overflowWrap: "normal" }}>
      {text || "—"}
    </Text>
  );
}

/**
 * The directory's columns: school, country, state, upcoming visit, size, type, booking a visit, visit rating.
 * The page scrolls, not the table; each column has a width its content keeps to, so the table fits the page.
 */
export function SchoolsTable({ schools, slotStatusVisible, fetching, onBook, onRequest }: SchoolsListProps) {
  const { t } = useTranslation("schools");
  const navigate = useNavigate();
  const countryName = useCountryName();
  const sizeName = useSchoolSizeName();
  const facts = (s: SchoolListItem) =>
    [s.school_type ? t(`types.${s.school_type}`) : null, sizeName(s.school_size)].filter(Boolean).join(" · ");

  const columns: DataTableColumn<SchoolListItem>[] = [
    {
      accessor: "name",
      title: t("table.school"),
      render: (s) => <SchoolNameCell school={s} facts={facts(s)} />,
    },
    {
      accessor: "country",
      title: t("table.country"),
      width: 128,
      render: (s) => <OneLine text={countryName(s.country)} width={108} />,
    },
    {
      accessor: "state",
      title: t("table.state"),
      width: 116,
      render: (s) => <OneLine text={s.state} width={96} />,
    },
    {
      accessor: "upcoming_visit",
      title: t("table.upcomingVisit"),
      width: 132,
      render: (s) => <UpcomingVisitCell school={s} />,
    },
    {
      accessor: "school_size",
      title: t("table.size"),
      width: 116,
      visibleMediaQuery: DIRECTORY_ALL_COLUMNS_QUERY,
      render: (s) => <Wrapped text={sizeName(s.school_size)} width={96} />,
    },
    {
      accessor: "school_type",
      title: t("table.type"),
      width: 112,
      visibleMediaQuery: DIRECTORY_ALL_COLUMNS_QUERY,
      render: (s) => <OneLine text={s.school_type ? t(`types.${s.school_type}`) : null} width={92} />,
    },
    {
      accessor: "booking_state",
      title: t("table.booking"),
      width: 148,
      render: (s) => (
        <BookingCell school={s} slotStatusVisible={slotStatusVisible} onBook={onBook} onRequest={onRequest} />
      ),
    },
    {
      accessor: "rating",
      title: t("table.rating"),
      width: 112,
      render: (s) => <RatingStars rating={s.rating} count={s.ratings_count} size="xs" stacked />,
    },
  ];

  return (
    <DataTable<SchoolListItem>
      aria-label={t("table.label")}
      withTableBorder={false}
      minHeight={schools.length ? undefined : 240}
      horizontalSpacing={10}
      highlightOnHover
      verticalAlign="center"
      fetching={fetching}
      noRecordsText=""
      records={schools}
      idAccessor="id"
      onRowClick={({ record }) => void navigate({ to: `/schools/${record.id}` })}
      columns={columns}
      styles={{ header: { whiteSpace: "nowrap" } }}
    />
  );
}

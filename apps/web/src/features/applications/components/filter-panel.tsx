import { useTranslation } from "react-i18next";
import { FilterBar as Bar, FilterDrawer } from "../../../components/ui/filter-panel";
import { activeFilterCount } from "../model/filter-edits";
import { DATE_RANGES, type DayRange, FILTER_KEYS, type FilterKey, type RangeKey } from "../model/filters";
import type { ApplicationsSearch } from "../model/search";
import { DateRangeFilter } from "./date-range-filter";
import { FilterSelect } from "./filter-select";

interface FilterPanelProps {
  search: ApplicationsSearch;
  /** A school's list (decision 072): the filters that make sense over its students' applications. */
  school?: boolean;
  onValues: (key: FilterKey, values: string[]) => void;
  onRange: (key: RangeKey, range: DayRange | null) => void;
  onReset: () => void;
}

/** The daily ones in view: status, result, program and the date applied. */
const PRIMARY: readonly FilterKey[] = ["status", "result", "program"];
const SECONDARY = FILTER_KEYS.filter((k) => !PRIMARY.includes(k));
/** A school's: university, program, status, result and the date applied; nothing more (decision 072). */
const SCHOOL: readonly FilterKey[] = ["university", "program", "status", "result"];

function Selects({ keys, props }: { keys: readonly FilterKey[]; props: FilterPanelProps }) {
  return keys.map((key) => (
    <FilterSelect
      key={key}
      filterKey={key}
      values={props.search.filters[key] ?? []}
      onChange={(values) => props.onValues(key, values)}
    />
  ));
}

function Range({ rangeKey, props }: { rangeKey: RangeKey; props: FilterPanelProps }) {
  return (
    <DateRangeFilter
      rangeKey={rangeKey}
      value={props.search.ranges[rangeKey]}
      onChange={(range) => props.onRange(rangeKey, range)}
    />
  );
}

/** Tablet and desktop: four filters in view, every other one a click away. */
export function FilterBar(props: FilterPanelProps) {
  const { t } = useTranslation("applications");
  if (props.school)
    return (
      <Bar
        primary={
          <>
            <Selects keys={SCHOOL} props={props} />
            <Range rangeKey="applied" props={props} />
          </>
        }
        secondary={null}
        secondaryActive={false}
        moreLabel={t("filters.more")}
        fewerLabel={t("filters.fewer")}
      />
    );
  return (
    <Bar
      primary={
        <>
          <Selects keys={PRIMARY} props={props} />
          <Range rangeKey="applied" props={props} />
        </>
      }
      secondary={
        <>
          <Selects keys={SECONDARY} props={props} />
          <Range rangeKey="uploaded" props={props} />
        </>
      }
      secondaryActive={
        SECONDARY.some((k) => (props.search.filters[k]?.length ?? 0) > 0) || Boolean(props.search.ranges.uploaded)
      }
      moreLabel={t("filters.more")}
      fewerLabel={t("filters.fewer")}
    />
  );
}

/** Phone: one button; every filter in a drawer from the bottom. */
export function FilterDrawerButton(props: FilterPanelProps) {
  const { t } = useTranslation("applications");
  const count = activeFilterCount(props.search);
  return (
    <FilterDrawer
      openLabel={count ? t("filters.openWithCount", { count }) : t("filters.open")}
      title={t("filters.title")}
      closeLabel={t("common.close")}
      resetLabel={t("filters.reset")}
      doneLabel={t("filters.done")}
      canReset={count > 0}
      onReset={props.onReset}
    >
      <Selects keys={props.school ? SCHOOL : FILTER_KEYS} props={props} />
      {(props.school ? DATE_RANGES.filter((r) => r.key === "applied") : DATE_RANGES).map((r) => (
        <Range key={r.key} rangeKey={r.key} props={props} />
      ))}
    </FilterDrawer>
  );
}

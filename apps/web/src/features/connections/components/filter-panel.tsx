import { useTranslation } from "react-i18next";
import { FilterBar as Bar, FilterDrawer } from "../../../components/ui/filter-panel";
import { type ConnectionFilters, FILTER_KEYS, type FilterKey } from "../../../lib/connections-search";
import { activeFilterCount } from "../model";
import { FilterSelect } from "./filter-select";

interface FilterPanelProps {
  filters: ConnectionFilters;
  userType: string;
  onChange: (key: FilterKey, values: string[]) => void;
  onReset: () => void;
}

/** The dashboard links' four (spec 2 §1), in view first. */
const PRIMARY: readonly FilterKey[] = ["country", "graduation_year", "event_title", "activity_type"];
const SECONDARY = FILTER_KEYS.filter((k) => !PRIMARY.includes(k));

function selects(keys: readonly FilterKey[], { filters, userType, onChange }: FilterPanelProps) {
  return keys.map((key) => (
    <FilterSelect
      key={key}
      filterKey={key}
      userType={userType}
      values={filters[key] ?? []}
      onChange={(values) => onChange(key, values)}
    />
  ));
}

/** Tablet and desktop: the dashboard's four filters in view, every other look-up one click away. */
export function FilterBar(props: FilterPanelProps) {
  const { t } = useTranslation("connections");
  return (
    <Bar
      primary={selects(PRIMARY, props)}
      secondary={selects(SECONDARY, props)}
      secondaryActive={SECONDARY.some((k) => (props.filters[k]?.length ?? 0) > 0)}
      moreLabel={t("filters.more")}
      fewerLabel={t("filters.fewer")}
    />
  );
}

/** Phone: one button; every filter in a drawer from the bottom. */
export function FilterDrawerButton(props: FilterPanelProps) {
  const { t } = useTranslation("connections");
  const count = activeFilterCount(props.filters);
  return (
    <FilterDrawer
      openLabel={count ? t("filters.openWithCount", { count }) : t("filters.open")}
      title={t("filters.title")}
      closeLabel={t("detail.close")}
      resetLabel={t("filters.reset")}
      doneLabel={t("filters.done")}
      canReset={count > 0}
      onReset={props.onReset}
    >
      {selects(FILTER_KEYS, props)}
    </FilterDrawer>
  );
}

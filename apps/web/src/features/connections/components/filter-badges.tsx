import { Badge, Button, CloseButton, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CONNECTION_FILTERS, type ConnectionFilters, type FilterKey } from "../../../lib/connections-search";
import { useCountryName } from "../../../lib/reference/country-names";
import { useFilterOptions } from "../api/get-filter-options";
import { activeFilterBadges } from "../model";
import { filterValueLabel } from "./filter-labels";

function FilterBadge({
  filterKey,
  value,
  userType,
  onRemove,
}: {
  filterKey: FilterKey;
  value: string;
  userType: string;
  onRemove: () => void;
}) {
  const { t } = useTranslation("connections");
  const countryName = useCountryName();
  const lookup = CONNECTION_FILTERS.find((f) => f.key === filterKey)?.lookup ?? null;
  const options = useFilterOptions(lookup, userType, true);
  const apiLabel = options.data?.options.find((o) => String(o.value) === value)?.label;
  const name = t(`filters.names.${filterKey}`);
  const text = filterValueLabel(t, filterKey, value, apiLabel, countryName);
  return (
    <Badge
      variant="light"
      color="quad"
      radius="sm"
      size="lg"
      tt="none"
      fw={500}
      pr={4}
      maw="100%"
      rightSection={
        <CloseButton
          size="xs"
          variant="transparent"
          onClick={onRemove}
          aria-label={t("filters.remove", { label: name, value: text })}
        />
      }
    >
      {name}: {text}
    </Badge>
  );
}

/** The active filters as removable badges, and the reset. */
export function FilterBadges({
  filters,
  userType,
  onRemove,
  onReset,
}: {
  filters: ConnectionFilters;
  userType: string;
  onRemove: (key: FilterKey, value: string) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation("connections");
  const badges = activeFilterBadges(filters);
  if (!badges.length) return null;
  return (
    <Group gap="xs" aria-label={t("filters.active")} role="group">
      {badges.map((b) => (
        <FilterBadge
          key={`${b.key}:${b.value}`}
          filterKey={b.key}
          value={b.value}
          userType={userType}
          onRemove={() => onRemove(b.key, b.value)}
        />
      ))}
      <Button variant="subtle" size="compact-sm" onClick={onReset}>
        {t("filters.reset")}
      </Button>
    </Group>
  );
}

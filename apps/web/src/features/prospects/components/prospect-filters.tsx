import { Button, Group, MultiSelect, Select, SimpleGrid, Stack, TagsInput, Text } from "@mantine/core";
import { PROSPECT_GENDERS, PROSPECT_SORTS } from "@quad/contract/api/prospects";
import { useTranslation } from "react-i18next";
import { Segmented } from "../../../components/ui/segmented";
import { useLocalCountries } from "../../../lib/reference/country-names";
import { EMPTY_FILTERS, type ProspectFilterState } from "../model";

/** Graduation years offered: this year and the next six (a student's last school years). */
export function yearOptions(now = new Date()): string[] {
  const year = now.getFullYear();
  return Array.from({ length: 7 }, (_, i) => String(year + i));
}

/**
 * The discover screen's filters (the connections' vocabulary: countries, graduation years, academic interests,
 * gender), whether already connected, and the order. `compact` leaves out connection and order (insights, invites).
 */
export function ProspectFilters({
  value,
  onChange,
  compact = false,
}: {
  value: ProspectFilterState;
  onChange: (next: ProspectFilterState) => void;
  compact?: boolean;
}) {
  const { t } = useTranslation("prospects");
  const countries = useLocalCountries();
  const set = (patch: Partial<ProspectFilterState>) => onChange({ ...value, ...patch });
  const countryData = (countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <Stack gap="sm" data-testid="prospect-filters">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: compact ? 3 : 4 }} spacing="sm">
        <MultiSelect
          label={t("filters.countries")}
          placeholder={value.country_ids.length ? undefined : t("filters.countriesPlaceholder")}
          data={countryData}
          value={value.country_ids}
          onChange={(country_ids) => set({ country_ids })}
          searchable
          clearable
          nothingFoundMessage={t("filters.nothingFound")}
          data-filter="country_ids"
        />
        <MultiSelect
          label={t("filters.years")}
          placeholder={value.graduation_years.length ? undefined : t("filters.yearsPlaceholder")}
          data={yearOptions()}
          value={value.graduation_years}
          onChange={(graduation_years) => set({ graduation_years })}
          clearable
          data-filter="graduation_years"
        />
        <TagsInput
          label={t("filters.interests")}
          placeholder={value.academic_interests.length ? undefined : t("filters.interestsPlaceholder")}
          value={value.academic_interests}
          onChange={(academic_interests) => set({ academic_interests: academic_interests.slice(0, 20) })}
          clearable
          data-filter="academic_interests"
        />
        {compact ? null : (
          <MultiSelect
            label={t("filters.genders")}
            placeholder={value.genders.length ? undefined : t("filters.gendersPlaceholder")}
            data={PROSPECT_GENDERS.map((g) => ({ value: g, label: t(`genders.${g}`) }))}
            value={value.genders}
            onChange={(genders) => set({ genders })}
            clearable
            data-filter="genders"
          />
        )}
      </SimpleGrid>
      {compact ? null : (
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t("filters.connected")}
            </Text>
            <Segmented
              value={value.connected}
              onChange={(connected) => set({ connected })}
              data={(["any", "not_connected", "connected"] as const).map((v) => ({
                value: v,
                label: t(`connectedFilter.${v}`),
              }))}
              aria-label={t("filters.connected")}
            />
          </Stack>
          <Group gap="sm" align="flex-end">
            <Select
              label={t("filters.sort")}
              data={PROSPECT_SORTS.map((s) => ({ value: s, label: t(`sorts.${s}`) }))}
              value={value.sort}
              onChange={(sort) => sort && set({ sort: sort as ProspectFilterState["sort"] })}
              allowDeselect={false}
              w={180}
            />
            <Button variant="subtle" onClick={() => onChange(EMPTY_FILTERS)}>
              {t("filters.reset")}
            </Button>
          </Group>
        </Group>
      )}
    </Stack>
  );
}

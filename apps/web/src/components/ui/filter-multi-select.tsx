import { Group, MultiSelect, Text } from "@mantine/core";
import { formatNumber } from "../../lib/i18n";

interface FilterMultiSelectProps {
  /** The filter's key, kept on the input as data-filter. */
  filterKey: string;
  label: string;
  /** Shown while nothing is chosen. */
  placeholder: string;
  data: { value: string; label: string }[];
  values: string[];
  onChange: (values: string[]) => void;
  /** How many records each value holds, shown beside the option. */
  counts: ReadonlyMap<string, number>;
  /** Said when no option matches (loading, failed or nothing found). */
  nothingFound: string;
  onDropdownOpen: () => void;
  /** A filter searched on the server drives its own search text. */
  searchValue?: string;
  onSearchChange?: (value: string) => void;
  onDropdownClose?: () => void;
}

/** One list filter: a searchable multi-select whose options carry their counts. */
export function FilterMultiSelect({
  filterKey,
  placeholder,
  values,
  counts,
  nothingFound,
  ...p
}: FilterMultiSelectProps) {
  return (
    <MultiSelect
      {...p}
      placeholder={values.length ? undefined : placeholder}
      value={values}
      searchable
      clearable
      hidePickedOptions
      nothingFoundMessage={nothingFound}
      maxDropdownHeight={280}
      renderOption={({ option }) => (
        <Group justify="space-between" gap="xs" wrap="nowrap" w="100%">
          <Text size="sm">{option.label}</Text>
          {counts.has(option.value) ? (
            <Text size="xs" c="dimmed">
              {formatNumber(counts.get(option.value) ?? 0)}
            </Text>
          ) : null}
        </Group>
      )}
      comboboxProps={{ withinPortal: true }}
      size="sm"
      data-filter={filterKey}
      // Mantine keeps 100 px for typing beside the pills: a chosen value or two then takes a second line.
      styles={{ inputField: { minWidth: "3rem" } }}
    />
  );
}

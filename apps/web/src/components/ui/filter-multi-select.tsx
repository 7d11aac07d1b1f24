import { Group, MultiSelect, Pill, Text } from "@mantine/core";
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
  /**
   * "+17 more": with it, a field holding many values shows the first ones and this one pill for the rest (a
   * dashboard link's nineteen countries would grow the field to as many pills); the chips below list them all.
   */
  moreLabel?: (count: number) => string;
}

/** At most this many pills in the field (the last one says how many more). */
const MAX_PILLS = 3;

/** One list filter: a searchable multi-select whose options carry their counts. */
export function FilterMultiSelect({
  filterKey,
  placeholder,
  values,
  counts,
  nothingFound,
  moreLabel,
  ...p
}: FilterMultiSelectProps) {
  const collapsed = moreLabel !== undefined && values.length > MAX_PILLS;
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
      renderPill={
        collapsed
          ? ({ option, value, onRemove }) => {
              const i = values.indexOf(String(value));
              if (i < MAX_PILLS - 1)
                return (
                  <Pill withRemoveButton onRemove={onRemove}>
                    {option?.label ?? value}
                  </Pill>
                );
              return i === MAX_PILLS - 1 ? <Pill>{moreLabel(values.length - (MAX_PILLS - 1))}</Pill> : null;
            }
          : undefined
      }
      comboboxProps={{ withinPortal: true }}
      size="sm"
      data-filter={filterKey}
      // Mantine keeps 100 px for typing beside the pills: a chosen value or two then takes a second line.
      styles={{ inputField: { minWidth: "3rem" } }}
    />
  );
}

import { Button, Collapse, Drawer, Group, SimpleGrid, Stack } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconAdjustmentsHorizontal } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import {
  type ApplicationsSearch,
  activeFilterCount,
  DATE_RANGES,
  type DayRange,
  FILTER_KEYS,
  type FilterKey,
  type RangeKey,
} from "../model";
import { DateRangeFilter } from "./date-range-filter";
import { FilterSelect } from "./filter-select";

interface FilterPanelProps {
  search: ApplicationsSearch;
  onValues: (key: FilterKey, values: string[]) => void;
  onRange: (key: RangeKey, range: DayRange | null) => void;
  onReset: () => void;
}

/** The daily ones in view: status, result, program and the date applied. */
const PRIMARY: readonly FilterKey[] = ["status", "result", "program"];
const SECONDARY = FILTER_KEYS.filter((k) => !PRIMARY.includes(k));

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
  const secondaryActive =
    SECONDARY.some((k) => (props.search.filters[k]?.length ?? 0) > 0) || Boolean(props.search.ranges.uploaded);
  const [more, { toggle }] = useDisclosure(secondaryActive);
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
        <Selects keys={PRIMARY} props={props} />
        <Range rangeKey="applied" props={props} />
      </SimpleGrid>
      <Collapse expanded={more}>
        <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm" verticalSpacing="xs" pt={4}>
          {more ? (
            <>
              <Selects keys={SECONDARY} props={props} />
              <Range rangeKey="uploaded" props={props} />
            </>
          ) : null}
        </SimpleGrid>
      </Collapse>
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={toggle}
        leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden="true" />}
        aria-expanded={more}
        style={{ alignSelf: "flex-start" }}
      >
        {more ? t("filters.fewer") : t("filters.more")}
      </Button>
    </Stack>
  );
}

/** Phone: one button; every filter in a drawer from the bottom. */
export function FilterDrawerButton(props: FilterPanelProps) {
  const { t } = useTranslation("applications");
  const [opened, { open, close }] = useDisclosure(false);
  const count = activeFilterCount(props.search);
  return (
    <>
      <Button
        variant="default"
        onClick={open}
        leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden="true" />}
        fullWidth
      >
        {count ? t("filters.openWithCount", { count }) : t("filters.open")}
      </Button>
      <Drawer
        opened={opened}
        onClose={close}
        position="bottom"
        size="90%"
        title={t("filters.title")}
        radius="md"
        closeButtonProps={{ "aria-label": t("common.close") }}
      >
        <Stack gap="sm">
          <Selects keys={FILTER_KEYS} props={props} />
          {DATE_RANGES.map((r) => (
            <Range key={r.key} rangeKey={r.key} props={props} />
          ))}
          <Group
            gap="sm"
            grow
            pos="sticky"
            bottom={0}
            py="sm"
            bg="var(--mantine-color-body)"
            style={{ borderTop: "1px solid var(--mantine-color-gray-3)" }}
          >
            {count ? (
              <Button variant="default" onClick={props.onReset}>
                {t("filters.reset")}
              </Button>
            ) : null}
            <Button onClick={close}>{t("filters.done")}</Button>
          </Group>
        </Stack>
      </Drawer>
    </>
  );
}

import { Button, Collapse, Drawer, Group, SimpleGrid, Stack } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconAdjustmentsHorizontal } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
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
  const secondaryActive = SECONDARY.some((k) => (props.filters[k]?.length ?? 0) > 0);
  const [more, { toggle }] = useDisclosure(secondaryActive);
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
        {selects(PRIMARY, props)}
      </SimpleGrid>
      <Collapse expanded={more}>
        <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm" verticalSpacing="xs" pt={4}>
          {more ? selects(SECONDARY, props) : null}
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
  const { t } = useTranslation("connections");
  const [opened, { open, close }] = useDisclosure(false);
  const count = activeFilterCount(props.filters);
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
        closeButtonProps={{ "aria-label": t("detail.close") }}
      >
        <Stack gap="sm">
          {selects(FILTER_KEYS, props)}
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

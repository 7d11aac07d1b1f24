import {
  Badge,
  Button,
  Checkbox,
  CloseButton,
  Collapse,
  Drawer,
  Group,
  Popover,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { toggleCountry, toggleRegion } from "@quad/contract/rules/dashboard";
import { IconChevronDown, IconChevronRight, IconMapPin, IconSearch } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePhone } from "../../../lib/screen";
import {
  type FilterBadge,
  filterBadges,
  isDraftChanged,
  type RegionFilterState,
  regionCheck,
  removeBadge,
  resetDraft,
  revertDraft,
  sameIds,
  setDraft,
} from "../model/region-filter";

export interface RegionOption {
  id: number;
  name: string;
  country_ids: number[];
}

interface RegionFilterProps {
  regions: RegionOption[];
  countryName: (id: number) => string;
  state: RegionFilterState;
  onChange: (state: RegionFilterState) => void;
  /** Apply the draft (saved with PUT selected_regions). */
  onApply: (countryIds: number[]) => void;
  saving: boolean;
}

function RegionRow({
  region,
  selected,
  countryName,
  onToggleRegion,
  onToggleCountry,
  query,
}: {
  region: RegionOption;
  selected: ReadonlySet<number>;
  countryName: (id: number) => string;
  onToggleRegion: () => void;
  onToggleCountry: (id: number) => void;
  query: string;
}) {
  const { t } = useTranslation("dashboard");
  const check = regionCheck(region, selected);
  const [open, { toggle }] = useDisclosure(false);
  const countries = region.country_ids
    .map((id) => ({ id, name: countryName(id) }))
    .filter((c) => !query || c.name.toLowerCase().includes(query))
    .sort((a, b) => a.name.localeCompare(b.name));
  const regionMatches = !query || region.name.toLowerCase().includes(query);
  if (!regionMatches && countries.length === 0) return null;
  const shown = query ? true : open;
  const chosen = region.country_ids.filter((id) => selected.has(id)).length;
  return (
    <Stack gap={4} data-region={region.id}>
      <Group gap={6} wrap="nowrap">
        <UnstyledButton
          onClick={toggle}
          aria-expanded={shown}
          aria-label={t(shown ? "filter.collapse" : "filter.expand", { name: region.name })}
          c="dimmed"
          style={{ display: "flex" }}
        >
          {shown ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
        </UnstyledButton>
        <Checkbox
          label={region.name}
          checked={check === "checked"}
          indeterminate={check === "indeterminate"}
          onChange={onToggleRegion}
          styles={{ label: { fontWeight: 600 } }}
        />
        <Text size="xs" c="dimmed" ml="auto">
          {t("filter.regionCount", { chosen, count: region.country_ids.length })}
        </Text>
      </Group>
      <Collapse expanded={shown}>
        <Stack gap={6} pl={46} py={4}>
          {countries.map((c) => (
            <Checkbox
              key={c.id}
              size="xs"
              label={c.name}
              checked={selected.has(c.id)}
              onChange={() => onToggleCountry(c.id)}
            />
          ))}
        </Stack>
      </Collapse>
    </Stack>
  );
}

function FilterPanel({ regions, countryName, state, onChange, onApply, saving }: RegionFilterProps) {
  const { t } = useTranslation("dashboard");
  const [query, setQuery] = useState("");
  const selected = useMemo(() => new Set(state.draft), [state.draft]);
  const q = query.trim().toLowerCase();
  const changed = isDraftChanged(state);
  const atDefault = sameIds(state.draft, resetDraft(state, regions).draft);
  return (
    <Stack gap="sm">
      <TextInput
        size="xs"
        leftSection={<IconSearch size={14} aria-hidden="true" />}
        placeholder={t("filter.search")}
        aria-label={t("filter.search")}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
      />
      <Text size="xs" c="dimmed" aria-live="polite">
        {state.draft.length ? t("filter.chosen", { count: state.draft.length }) : t("filter.noneChosen")}
      </Text>
      <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
        <Stack gap={8} role="group" aria-label={t("filter.regions")}>
          {regions.map((r) => (
            <RegionRow
              key={r.id}
              region={r}
              selected={selected}
              countryName={countryName}
              query={q}
              onToggleRegion={() => onChange(setDraft(state, toggleRegion(r, selected)))}
              onToggleCountry={(id) => onChange(setDraft(state, toggleCountry(id, selected)))}
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs">
          <Button size="xs" variant="subtle" disabled={atDefault} onClick={() => onChange(resetDraft(state, regions))}>
            {t("filter.reset")}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            disabled={!changed}
            onClick={() => onChange(revertDraft(state))}
          >
            {t("filter.revert")}
          </Button>
        </Group>
        <Button size="xs" disabled={!changed} loading={saving} onClick={() => onApply(state.draft)}>
          {t("filter.apply")}
        </Button>
      </Group>
    </Stack>
  );
}

/** The region and country filter (spec 2 §4): a popover on a computer, a drawer on a phone. */
export function RegionFilterButton(props: RegionFilterProps) {
  const { t } = useTranslation("dashboard");
  const phone = usePhone();
  const [opened, { open, close }] = useDisclosure(false);
  const apply = (ids: number[]) => {
    props.onApply(ids);
    close();
  };
  const trigger = (
    <Button
      variant="default"
      leftSection={<IconMapPin size={16} aria-hidden="true" />}
      onClick={opened ? close : open}
      aria-haspopup="dialog"
      aria-expanded={opened}
    >
      {t("filter.button", { count: props.state.applied.length })}
    </Button>
  );
  const panel = <FilterPanel {...props} onApply={apply} />;
  if (phone) {
    return (
      <>
        {trigger}
        <Drawer opened={opened} onClose={close} position="bottom" size="85%" title={t("filter.title")} radius="md">
          {panel}
        </Drawer>
      </>
    );
  }
  return (
    <Popover
      opened={opened}
      onChange={(o) => (o ? open() : close())}
      width={380}
      position="bottom-end"
      shadow="md"
      trapFocus
      withRoles={false}
    >
      <Popover.Target>{trigger}</Popover.Target>
      <Popover.Dropdown aria-label={t("filter.title")} role="dialog">
        <Text fw={600} size="sm" mb="xs">
          {t("filter.title")}
        </Text>
        {panel}
      </Popover.Dropdown>
    </Popover>
  );
}

/** The filter button's place while the regions load (the same button, hidden), so the header's buttons stay put. */
export function RegionFilterPlaceholder() {
  const { t } = useTranslation("dashboard");
  return (
    <Button
      variant="default"
      leftSection={<IconMapPin size={16} aria-hidden="true" />}
      disabled
      tabIndex={-1}
      aria-hidden="true"
      style={{ visibility: "hidden" }}
    >
      {t("filter.button", { count: 0 })}
    </Button>
  );
}

/** The applied choice as removable badges, with the "default filter" hint. */
export function RegionBadges({
  regions,
  countryName,
  applied,
  isDefault,
  onRemove,
}: {
  regions: RegionOption[];
  countryName: (id: number) => string;
  applied: number[];
  isDefault: boolean;
  onRemove: (next: number[]) => void;
}) {
  const { t } = useTranslation("dashboard");
  const badges = filterBadges(applied, regions);
  const name = (b: FilterBadge) =>
    b.kind === "region" ? (regions.find((r) => r.id === b.id)?.name ?? String(b.id)) : countryName(b.id);
  return (
    <Group gap={6} wrap="wrap" aria-label={t("filter.applied")} role="list">
      <Text size="xs" c="dimmed" fw={500}>
        {badges.length ? t("filter.showing") : t("filter.everyCountry")}
      </Text>
      {badges.map((b) => (
        <Badge
          key={`${b.kind}-${b.id}`}
          role="listitem"
          variant="light"
          color={b.kind === "region" ? "indigo" : "gray"}
          radius="sm"
          tt="none"
          size="lg"
          fw={500}
          pr={3}
          rightSection={
            <CloseButton
              size="xs"
              variant="transparent"
              aria-label={t("filter.remove", { name: name(b) })}
              onClick={() => onRemove(removeBadge(applied, b))}
            />
          }
        >
          {b.kind === "region" ? t("filter.regionBadge", { name: name(b), count: b.countryIds.length }) : name(b)}
        </Badge>
      ))}
      {isDefault ? (
        <Badge variant="outline" color="gray" radius="sm" size="lg" tt="none" fw={500} role="listitem">
          {t("filter.default")}
        </Badge>
      ) : null}
    </Group>
  );
}

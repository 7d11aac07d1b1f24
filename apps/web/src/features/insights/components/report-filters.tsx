import { Button, Group, Select, TextInput, Tooltip } from "@mantine/core";
import type { InsightFilters } from "@quad/contract/api/insights";
import type { AccessTier } from "@quad/contract/rules/plans";
import { IconLock } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocalCountries } from "../../../lib/reference/country-names";
import { graduationYears, reportFilters } from "../model/filters";

interface Props {
  reportId: number;
  tier: AccessTier;
  value: InsightFilters;
  onApply: (filters: InsightFilters) => void;
}

/** A report's filters: those the plan does not open are shown locked (the free plan: graduation year only). */
export function ReportFilters({ reportId, tier, value, onApply }: Props) {
  const { t } = useTranslation("insights");
  const countries = useLocalCountries();
  const [draft, setDraft] = useState<InsightFilters>(value);
  // The draft follows the applied filters' values (not the object's identity, new on each render of the page).
  const applied = JSON.stringify(value);
  useEffect(() => setDraft(JSON.parse(applied) as InsightFilters), [applied]);
  const filters = reportFilters(reportId, tier);
  const lock = (open: boolean) =>
    open ? undefined : (
      <Tooltip label={t("filters.paidOnly")}>
        <IconLock size={14} aria-label={t("filters.paidOnly")} />
      </Tooltip>
    );
  const set = (patch: Partial<InsightFilters>) => setDraft((d) => ({ ...d, ...patch }));

  return (
    <Group
      align="flex-end"
      gap="sm"
      wrap="wrap"
      component="form"
      aria-label={t("filters.title")}
      onSubmit={(e) => {
        e.preventDefault();
        onApply(
          Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== undefined && v !== "")) as InsightFilters,
        );
      }}
    >
      {filters.map(({ filter, open }) => {
        const common = {
          label: t(`filters.${filter}`),
          disabled: !open,
          rightSection: lock(open),
          w: { base: "100%", xs: 190 },
        };
        if (filter === "graduation_year") {
          return (
            <Select
              key={filter}
              {...common}
              clearable
              placeholder={t("filters.any")}
              data={graduationYears(new Date()).map((y) => ({ value: String(y), label: String(y) }))}
              value={draft.graduation_year ? String(draft.graduation_year) : null}
              onChange={(v) => set({ graduation_year: v ? Number(v) : undefined })}
            />
          );
        }
        if (filter === "country_id") {
          return (
            <Select
              key={filter}
              {...common}
              clearable={open}
              searchable
              placeholder={t("filters.any")}
              data={(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              value={draft.country_id ? String(draft.country_id) : null}
              onChange={(v) => set({ country_id: v ? Number(v) : undefined })}
            />
          );
        }
        if (filter === "user_type") {
          return (
            <Select
              key={filter}
              {...common}
              clearable={open}
              placeholder={t("filters.any")}
              data={(["student", "guardian", "counsellor"] as const).map((u) => ({
                value: u,
                label: t(`userType.${u}`),
              }))}
              value={draft.user_type ?? null}
              onChange={(v) => set({ user_type: (v ?? undefined) as InsightFilters["user_type"] })}
            />
          );
        }
        return (
          <TextInput
            key={filter}
            {...common}
            placeholder={t("filters.interestPlaceholder")}
            maxLength={200}
            value={draft.interest ?? ""}
            onChange={(e) => set({ interest: e.currentTarget.value || undefined })}
          />
        );
      })}
      <Group gap="xs">
        <Button type="submit" variant="filled">
          {t("filters.apply")}
        </Button>
        <Button
          variant="subtle"
          onClick={() => {
            setDraft({});
            onApply({});
          }}
        >
          {t("filters.clear")}
        </Button>
      </Group>
    </Group>
  );
}

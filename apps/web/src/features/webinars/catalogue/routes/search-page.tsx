import { Button, Card, Group, MultiSelect, Stack, TextInput, Title } from "@mantine/core";
import { DatePickerInput, DatesProvider } from "@mantine/dates";
import { Segmented } from "../../../../components/ui/segmented";
import "@mantine/dates/styles.css";
import { useDebouncedCallback } from "@mantine/hooks";
import { WEBINAR_TABS, type WebinarTab } from "@quad/contract/rules/webinar-sessions";
import { IconCalendar, IconSearch } from "@tabler/icons-react";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { DAYJS_LOCALE, dateInputFormat } from "../../../../lib/dates";
import { useCategories } from "../api/list-categories";
import { useSearchSessions } from "../api/search-sessions";
import { CatalogueFrame } from "../components/catalogue-frame";
import { ListPager } from "../components/list-pager";
import { SessionGrid } from "../components/session-grid";
import { useViewer } from "../components/use-viewer";
import { parseSearchState, type SearchState, searchParams } from "../model";

const PATH = "/webinars/categories/events/search";

function SearchScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewer = useViewer();
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const state = useMemo(() => parseSearchState(raw), [raw]);
  const [text, setText] = useState(state.q);
  const categories = useCategories();
  const results = useSearchSessions(state);
  const names = useMemo(
    () => new Map((categories.data?.categories ?? []).map((c) => [c.id, c.name] as const)),
    [categories.data],
  );

  const set = (patch: Partial<SearchState>) =>
    void navigate({ to: PATH, search: searchParams({ ...state, page: 1, ...patch }), replace: true });
  const debounced = useDebouncedCallback((q: string) => set({ q }), 300);
  const filtered = state.q !== "" || state.categories.length > 0 || state.from !== null || state.to !== null;
  const tabLabels: Record<WebinarTab, string> = {
    current: t("webinars.catalogue.tabs.current"),
    upcoming: t("webinars.catalogue.tabs.upcoming"),
    past: t("webinars.catalogue.tabs.past"),
  };

  return (
    <>
      <Title order={1} fz={{ base: "1.6rem", sm: "2rem" }}>
        {t("webinars.catalogue.search.title")}
      </Title>
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label={t("webinars.catalogue.search.text")}
              placeholder={t("webinars.catalogue.home.searchPlaceholder")}
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              w={{ base: "100%", sm: 300 }}
              value={text}
              onChange={(e) => {
                setText(e.currentTarget.value);
                debounced(e.currentTarget.value);
              }}
            />
            <MultiSelect
              label={t("webinars.catalogue.search.categories")}
              placeholder={state.categories.length ? undefined : t("webinars.catalogue.search.allCategories")}
              w={{ base: "100%", sm: 280 }}
              data={(categories.data?.categories ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              value={state.categories.map(String)}
              onChange={(v) => set({ categories: v.map(Number) })}
              clearable
              searchable
            />
            <DatePickerInput
              type="range"
              label={t("webinars.catalogue.search.dates")}
              placeholder={t("webinars.catalogue.search.anyDate")}
              // The placeholder is a text of its own here (a button, not an input): it keeps 4.5:1.
              styles={{ placeholder: { color: "var(--mantine-color-gray-7)" } }}
              leftSection={<IconCalendar size={16} aria-hidden="true" />}
              w={{ base: "100%", sm: 280 }}
              valueFormat={dateInputFormat()}
              value={[state.from, state.to]}
              onChange={([from, to]) => {
                if (from && !to) return;
                set({ from: from ?? null, to: to ?? null });
              }}
              clearable
              allowSingleDateInRange
            />
          </Group>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Segmented
              aria-label={t("webinars.catalogue.search.tab")}
              value={state.tab}
              onChange={(tab) => set({ tab })}
              data={WEBINAR_TABS.map((key) => ({ value: key, label: tabLabels[key] }))}
            />
            {filtered ? (
              <Button
                variant="subtle"
                onClick={() => {
                  setText("");
                  set({ q: "", categories: [], from: null, to: null });
                }}
              >
                {t("webinars.catalogue.search.clear")}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Card>
      <Stack gap="md">
        <SessionGrid
          sessions={results.data?.sessions}
          loading={results.isLoading}
          zone={viewer.zone}
          categoryNames={names}
          empty={{
            title: t("webinars.catalogue.search.empty"),
            body: t("webinars.catalogue.search.emptyBody"),
          }}
        />
        {results.data && results.data.matched > 0 ? (
          <ListPager total={results.data.matched} page={state.page} onPage={(page) => set({ page })} />
        ) : null}
      </Stack>
    </>
  );
}

/** /webinars/categories/events/search: text, categories, dates and tab in the URL; results a page at a time. */
export default function SearchPage() {
  const { i18n } = useTranslation();
  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALE[i18n.language as "en-US"] ?? "en", firstDayOfWeek: 1 }}>
      <CatalogueFrame>
        <SearchScreen />
      </CatalogueFrame>
    </DatesProvider>
  );
}

import { ActionIcon, Button, Group, Paper, Select, Stack, Tooltip } from "@mantine/core";
import { DatesProvider } from "@mantine/dates";
import type { ApplicationListItem } from "@quad/contract/api/applications-list";
import { APPLICATION_SORT_KEYS, type ApplicationSortKey } from "@quad/contract/rules/application-list";
import type { InstituteType } from "@quad/contract/rules/constants";
import { IconDownload, IconSortAscending, IconSortDescending } from "@tabler/icons-react";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ListBody } from "../../../components/ui/list-body";
import { ListFooter } from "../../../components/ui/list-footer";
import { ListSearchBox, ListToolbar } from "../../../components/ui/list-search";
import { CountTab, ListTabs } from "../../../components/ui/list-tabs";
import { PageHeader } from "../../../components/ui/page-header";
import { RouteLoader } from "../../../components/ui/route-loader";
import { DAYJS_LOCALE, useDatesReady } from "../../../lib/dates";
import { useNamespace } from "../../../lib/i18n";
import { listView, useDeferredList } from "../../../lib/list-state";
import { usePhone } from "../../../lib/screen";
import { useSessionStore } from "../../../lib/session-store";
import { useDownloadApplications } from "../api/download-applications";
import { useApplicationsList } from "../api/list-applications";
import { ApplicationCards } from "../components/application-cards";
import { ApplicationsEmptyState } from "../components/applications-empty-state";
import { ApplicationsTable } from "../components/applications-table";
import { BulkActions } from "../components/bulk-actions";
import { FilterBadges } from "../components/filter-badges";
import { FilterBar, FilterDrawerButton } from "../components/filter-panel";
import { ReviewDaysControl } from "../components/review-days-control";
import { isFiltered, removeBadge, resetFilters, setFilterValues, setRange } from "../model/filter-edits";
import { mergePages } from "../model/paging";
import {
  type ApplicationsSearch,
  applicationsSearchParams,
  listPayload,
  parseApplicationsSearch,
} from "../model/search";

const LIST_PATH = "/direct-apply/applications";
/** A school's sorts (decision 072): the university's own columns (fees, choice, uploads) are not its business. */
const SCHOOL_SORT_KEYS: readonly ApplicationSortKey[] = [
  "submitted_at",
  "first_name",
  "program_name",
  "start_date",
  "status",
  "result",
];

function ApplicationsScreen({ type, admin }: { type: InstituteType; admin: boolean }) {
  const { t } = useTranslation("applications");
  const navigate = useNavigate();
  const phone = usePhone();
  const rawSearch = useSearch({ strict: false }) as Record<string, unknown>;
  const search = useMemo(() => parseApplicationsSearch(rawSearch), [rawSearch]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the payload's text is its identity
  const payload = useMemo(() => listPayload(search), [JSON.stringify(search)]);
  const list = useDeferredList(useApplicationsList(payload));
  const download = useDownloadApplications();
  const [selected, setSelected] = useState<ApplicationListItem[]>([]);

  const go = (next: ApplicationsSearch) =>
    void navigate({ to: LIST_PATH, search: applicationsSearchParams(next), replace: true });
  // Patched onto the address as it is when it runs: a debounced search lands after a row was opened and keeps it.
  const setSearch = (patch: Partial<ApplicationsSearch>) =>
    void navigate({
      to: LIST_PATH,
      search: (prev: Record<string, unknown>) =>
        applicationsSearchParams({ ...parseApplicationsSearch(prev), ...patch }),
      replace: true,
    });

  // Another question is another selection.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a new payload only
  useEffect(() => setSelected([]), [payload]);

  const rows = useMemo(() => mergePages(list.data?.pages.map((p) => p.applications) ?? []), [list.data]);
  const first = list.data?.pages[0];

  const filtered = isFiltered(search);
  const { empty, waiting, fetching } = listView(list, rows.length);
  const school = type === "School";
  // An institution with no application at all has nothing to filter or sort yet.
  const none = first?.data_count === 0 && !filtered;
  const onReset = () => go(resetFilters(search));
  const open = (row: ApplicationListItem) =>
    void navigate({ to: "/direct-apply/applications/$id", params: { id: String(row.id) } });
  const onDownload = () =>
    download.mutate(payload, { onSuccess: ({ csv_url }) => void window.open(csv_url, "_blank", "noopener") });
  const filterProps = {
    search,
    onValues: (key: Parameters<typeof setFilterValues>[1], values: string[]) =>
      go(setFilterValues(search, key, values)),
    onRange: (key: Parameters<typeof setRange>[1], range: Parameters<typeof setRange>[2]) =>
      go(setRange(search, key, range)),
    onReset,
  };

  return (
    <Stack gap={0}>
      <PageHeader
        title={t("title")}
        description={school ? t("descriptionSchool") : t("description")}
        actions={
          school ? null : (
            <>
              <ReviewDaysControl canEdit={admin} />
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden="true" />}
                onClick={onDownload}
                loading={download.isPending}
                disabled={empty}
              >
                {t("list.download")}
              </Button>
            </>
          )
        }
      />
      <Paper withBorder radius="lg" p={{ base: "sm", sm: "md" }}>
        <ListTabs
          value={search.tab}
          onChange={(tab) => setSearch({ tab: tab === "past" ? "past" : "upcoming" })}
          label={t("tabs.label")}
          grow={phone}
        >
          {(["upcoming", "past"] as const).map((tab) => (
            // The answer counts both tabs under the same filters.
            <CountTab
              key={tab}
              value={tab}
              label={t(`tabs.${tab}`)}
              count={first ? (tab === "past" ? first.past_count : first.upcoming_count) : undefined}
            />
          ))}
        </ListTabs>

        <Stack gap="md">
          <ListToolbar phone={phone} hidden={none}>
            <ListSearchBox label={t("list.search")} value={search.q} onSearch={(q) => setSearch({ q })} phone={phone} />
            <Group gap={4} wrap="nowrap" w={phone ? "100%" : undefined}>
              <Select
                aria-label={t("list.sortBy")}
                style={{ flex: 1 }}
                w={phone ? undefined : 220}
                value={search.sort}
                allowDeselect={false}
                onChange={(v) =>
                  setSearch({
                    sort: (APPLICATION_SORT_KEYS.find((k) => k === v) ?? "submitted_at") as ApplicationSortKey,
                  })
                }
                data={(school ? SCHOOL_SORT_KEYS : APPLICATION_SORT_KEYS).map((k) => ({
                  value: k,
                  label: t(`sort.${k}`),
                }))}
                comboboxProps={{ withinPortal: true }}
              />
              <Tooltip label={search.dir === "asc" ? t("list.ascending") : t("list.descending")}>
                <ActionIcon
                  variant="default"
                  size={36}
                  aria-label={search.dir === "asc" ? t("list.ascending") : t("list.descending")}
                  onClick={() => setSearch({ dir: search.dir === "asc" ? "desc" : "asc" })}
                >
                  {search.dir === "asc" ? (
                    <IconSortAscending size={18} aria-hidden="true" />
                  ) : (
                    <IconSortDescending size={18} aria-hidden="true" />
                  )}
                </ActionIcon>
              </Tooltip>
            </Group>
          </ListToolbar>

          {none ? null : phone ? (
            <FilterDrawerButton {...filterProps} school={school} />
          ) : (
            <FilterBar {...filterProps} school={school} />
          )}
          <FilterBadges search={search} onRemove={(b) => go(removeBadge(search, b))} onReset={onReset} />

          {school ? null : <BulkActions selected={selected} onDone={() => setSelected([])} />}

          <ListBody
            phone={phone}
            empty={empty}
            waiting={waiting}
            emptyState={
              <ApplicationsEmptyState
                type={type}
                filtered={filtered}
                none={(first?.data_count ?? 0) === 0}
                tab={search.tab}
                onReset={onReset}
              />
            }
            cards={
              <ApplicationCards
                rows={rows}
                selected={selected}
                onSelectedChange={setSelected}
                onOpen={open}
                school={school}
              />
            }
            table={
              <ApplicationsTable
                rows={rows}
                fetching={fetching}
                search={search}
                onSort={(s) => setSearch(s)}
                selected={selected}
                onSelectedChange={setSelected}
                onOpen={open}
                school={school}
              />
            }
          />

          {rows.length > 0 && first ? (
            <ListFooter
              summary={
                filtered
                  ? t("list.showingFiltered", { shown: rows.length, matched: first.matched, total: first.total })
                  : t("list.showing", { shown: rows.length, total: first.matched })
              }
              hasNextPage={list.hasNextPage}
              fetchingNextPage={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
              loadMoreLabel={t("list.loadMore")}
            />
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** /direct-apply/applications: spec 3 §2 list (home of an ApplicationClient; University and School reach it too). */
export default function ApplicationsPage() {
  const ready = useNamespace("applications");
  const datesReady = useDatesReady();
  const { i18n } = useTranslation();
  const type = useSessionStore((s) => s.data?.institute_type);
  const admin = useSessionStore((s) => s.data?.is_admin ?? false);
  if (!ready || !datesReady || !type) return <RouteLoader />;
  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALE[i18n.language as "en-US"] ?? "en", firstDayOfWeek: 1 }}>
      <ApplicationsScreen type={type} admin={admin} />
    </DatesProvider>
  );
}

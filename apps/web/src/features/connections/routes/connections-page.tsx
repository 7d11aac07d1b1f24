import { Button, Group, Paper, Select, Stack, Tabs, Text, TextInput } from "@mantine/core";
import { useDebouncedCallback, useIntersection, useMediaQuery } from "@mantine/hooks";
import type { ConnectionListItem } from "@quad/contract/api/connections";
import { IconSearch } from "@tabler/icons-react";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/ui/page-header";
import { RouteLoader } from "../../../components/ui/route-loader";
import {
  type ConnectionsSearch,
  connectionsSearchParams,
  type FilterKey,
  parseConnectionsSearch,
} from "../../../lib/connections-search";
import { useDatesReady } from "../../../lib/dates";
import { formatNumber, useNamespace } from "../../../lib/i18n";
import { useSessionStore } from "../../../lib/session-store";
import { useConnectionsList } from "../api/list-connections";
import { useUpdateListingBadge } from "../api/update-listing-badge";
import { BulkActions } from "../components/bulk-actions";
import { ConnectionCards, ConnectionCardsSkeleton } from "../components/connection-cards";
import { ConnectionDrawer } from "../components/connection-drawer";
import { ConnectionsEmptyState } from "../components/connections-empty-state";
import { ConnectionsTable } from "../components/connections-table";
import { ExportButton } from "../components/export-button";
import { FilterBadges } from "../components/filter-badges";
import { FilterBar, FilterDrawerButton } from "../components/filter-panel";
import {
  badgedIds,
  CONNECTION_SORTS,
  CONNECTION_TABS,
  type ConnectionSort,
  connectionFreshness,
  isFiltered,
  listQuery,
  removeFilterValue,
  resetConnectionsSearch,
  setFilterValues,
} from "../model";

function ConnectionsScreen({ client }: { client: boolean }) {
  const { t, i18n } = useTranslation("connections");
  const navigate = useNavigate();
  const phone = useMediaQuery("(max-width: 48em)");
  const rawSearch = useSearch({ strict: false }) as Record<string, unknown>;
  const search = useMemo(() => parseConnectionsSearch(rawSearch), [rawSearch]);
  const { id: _open, ...listState } = search;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list key follows everything but the open connection
  const query = useMemo(() => listQuery(search), [JSON.stringify(listState)]);
  const list = useConnectionsList(query);
  const [searchText, setSearchText] = useState(search.q);
  const [selected, setSelected] = useState<ConnectionListItem[]>([]);

  const go = (next: ConnectionsSearch, replace = true) =>
    void navigate({ to: "/connections", search: connectionsSearchParams(next), replace });
  const setSearch = (patch: Partial<ConnectionsSearch>) => go({ ...search, ...patch });
  const debouncedQ = useDebouncedCallback((q: string) => setSearch({ q: q.trim() }), 300);

  // Another list (tab, filters, search, sort) is another selection.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a new list key only
  useEffect(() => setSelected([]), [query]);
  // The search box follows the address (a reset, the back button).
  useEffect(() => setSearchText(search.q), [search.q]);

  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.connections) ?? [], [list.data]);
  const first = list.data?.pages[0];

  // Seeing a row marks it seen on the server (its New/Updated clears next time); each id is sent once.
  const badge = useUpdateListingBadge();
  const sent = useRef(new Set<number>());
  useEffect(() => {
    const ids = badgedIds(rows, connectionFreshness).filter((id) => !sent.current.has(id));
    if (!ids.length || list.isPlaceholderData) return;
    for (const id of ids) sent.current.add(id);
    for (let i = 0; i < ids.length; i += 500) badge.mutate(ids.slice(i, i + 500));
  }, [rows, list.isPlaceholderData, badge.mutate]);

  // Infinite paging: nearing the end of the list loads the next page (the button does it too).
  const { ref: sentinel, entry } = useIntersection({ rootMargin: "400px" });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    if (entry?.isIntersecting && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [entry?.isIntersecting, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const filtered = isFiltered(search);
  const empty = list.isSuccess && !list.isPlaceholderData && rows.length === 0;
  const waiting = list.isLoading || (list.isPlaceholderData && rows.length === 0);
  const onFilter = (key: FilterKey, values: string[]) =>
    setSearch({ filters: setFilterValues(search.filters, key, values) });
  const onReset = () => {
    setSearchText("");
    go(resetConnectionsSearch(search));
  };
  const open = (row: ConnectionListItem) => go({ ...search, id: row.id }, false);
  const filterProps = { filters: search.filters, userType: search.tab, onChange: onFilter, onReset };

  return (
    <Stack gap={0}>
      <PageHeader
        title={t("title")}
        // An application client holds no school visits: its people come from webinars and its profile.
        description={client ? t("descriptionClient") : t("description")}
        actions={<ExportButton search={search} matched={first?.matched ?? 0} disabled={empty && !filtered} />}
      />
      <Paper withBorder radius="lg" p={{ base: "sm", sm: "md" }}>
        <Tabs
          value={search.tab}
          onChange={(tab) => setSearch({ tab: CONNECTION_TABS.find((x) => x === tab) ?? "student" })}
        >
          <Tabs.List
            mb="md"
            aria-label={t("tabs.label")}
            // Three tabs with their counts fit a phone's width side by side.
            grow={phone}
            style={{ flexWrap: "nowrap", overflowX: "auto" }}
          >
            {CONNECTION_TABS.map((tab) => (
              <Tabs.Tab key={tab} value={tab}>
                {t(`tabs.${tab}`)}
                {first ? (
                  <Text span size="sm" c="dimmed" ml={6} fw={600} data-count={tab}>
                    {formatNumber(first.counts[tab], i18n.language)}
                  </Text>
                ) : null}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>

        <Stack gap="md">
          <Group gap="sm" wrap={phone ? "wrap" : "nowrap"} align="flex-end">
            <TextInput
              aria-label={t("list.search")}
              placeholder={t("list.search")}
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              style={{ flex: 1 }}
              miw={phone ? "100%" : 240}
              value={searchText}
              onChange={(e) => {
                setSearchText(e.currentTarget.value);
                debouncedQ(e.currentTarget.value);
              }}
            />
            <Select
              aria-label={t("list.sort")}
              w={phone ? "100%" : 200}
              value={search.sort}
              allowDeselect={false}
              onChange={(v) =>
                setSearch({ sort: (CONNECTION_SORTS.find((s) => s === v) ?? "recent") as ConnectionSort })
              }
              data={CONNECTION_SORTS.map((s) => ({ value: s, label: t(`list.sorts.${s}`) }))}
              comboboxProps={{ withinPortal: true }}
            />
          </Group>

          {phone ? <FilterDrawerButton {...filterProps} /> : <FilterBar {...filterProps} />}
          <FilterBadges
            filters={search.filters}
            userType={search.tab}
            onRemove={(key, value) => setSearch({ filters: removeFilterValue(search.filters, key, value) })}
            onReset={onReset}
          />

          <BulkActions selected={selected} search={search} onDone={() => setSelected([])} />

          {empty ? (
            <ConnectionsEmptyState filtered={filtered} client={client} onReset={onReset} />
          ) : phone ? (
            waiting ? (
              <ConnectionCardsSkeleton />
            ) : (
              <ConnectionCards rows={rows} selected={selected} onSelectedChange={setSelected} onOpen={open} />
            )
          ) : (
            <ConnectionsTable
              rows={rows}
              fetching={list.isLoading || (list.isFetching && !list.isFetchingNextPage)}
              selected={selected}
              onSelectedChange={setSelected}
              onOpen={open}
            />
          )}

          {rows.length > 0 && first ? (
            <Group justify="space-between" gap="xs" ref={sentinel}>
              <Text size="sm" c="dimmed" aria-live="polite">
                {filtered
                  ? t("list.showingFiltered", {
                      shown: rows.length,
                      matched: first.matched,
                      total: first.total,
                    })
                  : t("list.showing", { shown: rows.length, total: first.total })}
              </Text>
              {list.hasNextPage ? (
                <Button
                  variant="subtle"
                  size="xs"
                  loading={list.isFetchingNextPage}
                  onClick={() => void fetchNextPage()}
                >
                  {t("list.loadMore")}
                </Button>
              ) : null}
            </Group>
          ) : null}
        </Stack>
      </Paper>
      <ConnectionDrawer id={search.id} onClose={() => go({ ...search, id: null })} />
    </Stack>
  );
}

/** /connections (University, ApplicationClient): spec 2 §2 Connections, issue 11 §4. */
export default function ConnectionsPage() {
  const ready = useNamespace("connections");
  const datesReady = useDatesReady();
  const type = useSessionStore((s) => s.data?.institute_type);
  if (!ready || !datesReady || !type) return <RouteLoader />;
  return <ConnectionsScreen client={type === "ApplicationClient"} />;
}

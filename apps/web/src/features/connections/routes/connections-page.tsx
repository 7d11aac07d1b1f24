import { Box, Paper, Select, Stack } from "@mantine/core";
import type { ConnectionListItem } from "@quad/contract/api/connections";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LockedContactsNotice } from "../../../components/plan/locked-contact";
import { ListBody } from "../../../components/ui/list-body";
import { ListFooter } from "../../../components/ui/list-footer";
import { ListSearchBox, ListToolbar } from "../../../components/ui/list-search";
import { CountTab, ListTabs } from "../../../components/ui/list-tabs";
import { PageHeader } from "../../../components/ui/page-header";
import { RouteLoader } from "../../../components/ui/route-loader";
import {
  type ConnectionsSearch,
  connectionsSearchParams,
  type FilterKey,
  parseConnectionsSearch,
} from "../../../lib/connections-search";
import { useDatesReady } from "../../../lib/dates";
import { useNamespace } from "../../../lib/i18n";
import { listView, useDeferredList } from "../../../lib/list-state";
import { usePhone } from "../../../lib/screen";
import { useSessionStore } from "../../../lib/session-store";
import { useConnectionsList } from "../api/list-connections";
import { useUpdateListingBadge } from "../api/update-listing-badge";
import { BulkActions } from "../components/bulk-actions";
import { ConnectionCards } from "../components/connection-cards";
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
  const { t } = useTranslation("connections");
  const navigate = useNavigate();
  const phone = usePhone();
  const rawSearch = useSearch({ strict: false }) as Record<string, unknown>;
  const search = useMemo(() => parseConnectionsSearch(rawSearch), [rawSearch]);
  const { id: _open, ...listState } = search;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list key follows everything but the open connection
  const query = useMemo(() => listQuery(search), [JSON.stringify(listState)]);
  const list = useDeferredList(useConnectionsList(query));
  const [selected, setSelected] = useState<ConnectionListItem[]>([]);

  const go = (next: ConnectionsSearch, replace = true) =>
    void navigate({ to: "/connections", search: connectionsSearchParams(next), replace });
  // Patched onto the address as it is when it runs: a debounced search lands after a row was opened and keeps it.
  const setSearch = (patch: Partial<ConnectionsSearch>) =>
    void navigate({
      to: "/connections",
      search: (prev: Record<string, unknown>) => connectionsSearchParams({ ...parseConnectionsSearch(prev), ...patch }),
      replace: true,
    });

  // Another list (tab, filters, search, sort) is another selection.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a new list key only
  useEffect(() => setSelected([]), [query]);

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

  const filtered = isFiltered(search);
  const { empty, waiting, fetching } = listView(list, rows.length);
  const onFilter = (key: FilterKey, values: string[]) =>
    setSearch({ filters: setFilterValues(search.filters, key, values) });
  const onReset = () => go(resetConnectionsSearch(search));
  const open = (row: ConnectionListItem) => go({ ...search, id: row.id }, false);
  // The look-ups count within the tab; on the tab of everyone they count every user type.
  const userType = search.tab === "all" ? "" : search.tab;
  const filterProps = { filters: search.filters, userType, onChange: onFilter, onReset };
  const countOf = (tab: (typeof CONNECTION_TABS)[number]) =>
    first
      ? tab === "all"
        ? first.counts.student + first.counts.guardian + first.counts.counsellor
        : first.counts[tab]
      : undefined;

  return (
    <Stack gap={0}>
      <PageHeader
        title={t("title")}
        // An application client holds no school visits: its people come from webinars and its profile.
        description={client ? t("descriptionClient") : t("description")}
        actions={<ExportButton search={search} matched={first?.matched ?? 0} disabled={empty && !filtered} />}
      />
      {/* Rows whose contact the plan locks (decision 104): say why once, with the request, above the list. */}
      {rows.some((r) => r.contact_locked) ? (
        <Box mb="md">
          <LockedContactsNotice />
        </Box>
      ) : null}
      <Paper withBorder radius="lg" p={{ base: "sm", sm: "md" }}>
        <ListTabs
          value={search.tab}
          onChange={(tab) => setSearch({ tab: CONNECTION_TABS.find((x) => x === tab) ?? "student" })}
          label={t("tabs.label")}
          // Three tabs with their counts fit a phone's width side by side.
          grow={phone}
        >
          {CONNECTION_TABS.map((tab) => (
            <CountTab key={tab} value={tab} label={t(`tabs.${tab}`)} count={countOf(tab)} />
          ))}
        </ListTabs>

        <Stack gap="md">
          <ListToolbar phone={phone}>
            <ListSearchBox label={t("list.search")} value={search.q} onSearch={(q) => setSearch({ q })} phone={phone} />
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
          </ListToolbar>

          {phone ? <FilterDrawerButton {...filterProps} /> : <FilterBar {...filterProps} />}
          <FilterBadges
            filters={search.filters}
            userType={userType}
            onRemove={(key, values) => setSearch({ filters: removeFilterValue(search.filters, key, values) })}
            onReset={onReset}
          />

          <BulkActions selected={selected} search={search} onDone={() => setSelected([])} />

          <ListBody
            phone={phone}
            empty={empty}
            waiting={waiting}
            emptyState={<ConnectionsEmptyState filtered={filtered} client={client} onReset={onReset} />}
            cards={<ConnectionCards rows={rows} selected={selected} onSelectedChange={setSelected} onOpen={open} />}
            table={
              <ConnectionsTable
                rows={rows}
                fetching={fetching}
                selected={selected}
                onSelectedChange={setSelected}
                onOpen={open}
              />
            }
          />

          {rows.length > 0 && first ? (
            <ListFooter
              summary={
                filtered
                  ? t("list.showingFiltered", { shown: rows.length, matched: first.matched, total: first.total })
                  : t("list.showing", { shown: rows.length, total: first.total })
              }
              hasNextPage={list.hasNextPage}
              fetchingNextPage={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
              loadMoreLabel={t("list.loadMore")}
            />
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

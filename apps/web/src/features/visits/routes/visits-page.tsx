import { Button, Group, Paper, Select, Stack, Tabs, Text, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import type { Event } from "@quad/contract/api/events";
import type { InstituteType } from "@quad/contract/rules/constants";
import { IconCalendarEvent, IconDownload, IconPresentation, IconQrcode, IconSearch } from "@tabler/icons-react";
import { Link, useLocation, useNavigate, useSearch } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ListBody } from "../../../components/ui/list-body";
import { PageHeader } from "../../../components/ui/page-header";
import { RouteLoader } from "../../../components/ui/route-loader";
import "../../../lib/dates";
import { viewerZone } from "../../../lib/dates";
import { useNamespace } from "../../../lib/i18n";
import { listView, useDeferredList } from "../../../lib/list-state";
import { usePhone } from "../../../lib/screen";
import { useSessionStore } from "../../../lib/session-store";
import { downloadEvents, useVisitsList } from "../api/list-events";
import { useVisitActions } from "../components/use-visit-actions";
import { VisitCards, VisitCardsSkeleton } from "../components/visit-cards";
import { VisitsEmptyState } from "../components/visits-empty-state";
import { VisitsTable } from "../components/visits-table";
import {
  parseVisitsSearch,
  STATUS_FILTERS,
  type StatusFilter,
  type VisitsSearch,
  visitDetailPath,
  visitSide,
  visitsFilters,
  visitsSearchParams,
} from "../model";

function VisitsScreen({ type, zone }: { type: InstituteType; zone: string }) {
  const { t } = useTranslation("visits");
  const navigate = useNavigate();
  const location = useLocation();
  const phone = usePhone();
  const rawSearch = useSearch({ strict: false }) as Record<string, unknown>;
  const search = useMemo(() => parseVisitsSearch(rawSearch), [rawSearch]);
  const filters = useMemo(() => visitsFilters(search), [search]);
  const list = useDeferredList(useVisitsList(filters));
  const { run, message, dialogs } = useVisitActions(type, zone);
  const [searchText, setSearchText] = useState(search.q);
  const [downloading, setDownloading] = useState(false);
  const side = visitSide(type);
  const listPath = location.pathname.startsWith("/events-list") ? "/events-list" : "/events";

  const setSearch = (patch: Partial<VisitsSearch>) => {
    void navigate({ to: listPath, search: visitsSearchParams({ ...search, ...patch }), replace: true });
  };
  const debouncedSearch = useDebouncedCallback((q: string) => setSearch({ q: q.trim() }), 300);

  const events = list.data?.pages.flatMap((p) => p.events) ?? [];
  const first = list.data?.pages[0];
  const filtered = search.status !== "all" || search.q !== "";
  // After a tab or filter change the previous answer stays on screen until the new one is in: it is no reason to
  // say "no past visits" or "no match" yet.
  const { empty, waiting, fetching } = listView(list, events.length);

  const open = (e: Event) => void navigate({ to: visitDetailPath(listPath, e.id) });
  const onAction = (action: Parameters<typeof run>[0], e: Event) => run(action, e, search.tab);
  const loadMore = () => {
    if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  };

  const download = async () => {
    setDownloading(true);
    try {
      const { csv_url } = await downloadEvents(filters);
      window.open(csv_url, "_blank", "noopener");
    } catch {
      // The API client already showed the error.
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap={0}>
      <PageHeader
        title={t("list.title")}
        description={side === "School" ? t("list.descriptionSchool") : t("list.descriptionUniversity")}
        actions={
          <>
            {type === "School" ? (
              <Button
                component={Link}
                to="/event/sessions"
                variant="subtle"
                leftSection={<IconPresentation size={16} aria-hidden="true" />}
              >
                {t("list.hostedEvents")}
              </Button>
            ) : null}
            {type !== "ApplicationClient" ? (
              <Button
                component={Link}
                to="/events/check-in"
                variant="subtle"
                leftSection={<IconQrcode size={16} aria-hidden="true" />}
              >
                {t("list.checkIn")}
              </Button>
            ) : null}
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              onClick={download}
              loading={downloading}
              disabled={empty}
            >
              {t("list.download")}
            </Button>
          </>
        }
      />

      <Paper withBorder radius="lg" p={{ base: "sm", sm: "md" }}>
        <Tabs value={search.tab} onChange={(tab) => setSearch({ tab: tab === "past" ? "past" : "upcoming" })}>
          <Tabs.List mb="md">
            <Tabs.Tab value="upcoming" leftSection={<IconCalendarEvent size={16} aria-hidden="true" />}>
              {t("tabs.upcoming")}
            </Tabs.Tab>
            <Tabs.Tab value="past">{t("tabs.past")}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        <Stack gap="md">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Select
              aria-label={t("filters.status")}
              w={{ base: "100%", xs: 220 }}
              value={search.status}
              onChange={(status) => setSearch({ status: (status ?? "all") as StatusFilter })}
              data={STATUS_FILTERS.map((s) => ({ value: s, label: t(`filters.statuses.${s}`) }))}
            />
            <TextInput
              aria-label={side === "School" ? t("filters.searchUniversity") : t("filters.searchSchool")}
              placeholder={side === "School" ? t("filters.searchUniversity") : t("filters.searchSchool")}
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              w={{ base: "100%", xs: 300 }}
              value={searchText}
              onChange={(e) => {
                setSearchText(e.currentTarget.value);
                debouncedSearch(e.currentTarget.value);
              }}
            />
          </Group>

          <ListBody
            phone={phone}
            empty={empty}
            waiting={waiting}
            emptyState={
              <VisitsEmptyState
                type={type}
                tab={search.tab}
                filtered={filtered}
                onClear={() => {
                  setSearchText("");
                  setSearch({ status: "all", q: "" });
                }}
              />
            }
            cards={
              <VisitCards
                events={events}
                type={type}
                zone={zone}
                onAction={onAction}
                onOpen={open}
                onMessage={message}
              />
            }
            table={
              <VisitsTable
                events={events}
                type={type}
                zone={zone}
                fetching={fetching}
                onAction={onAction}
                onOpen={open}
                onMessage={message}
              />
            }
            skeleton={<VisitCardsSkeleton />}
          />

          {events.length > 0 && first ? (
            <Group justify="space-between" gap="xs">
              <Text size="sm" c="dimmed" aria-live="polite">
                {filtered
                  ? t("list.showingFiltered", { shown: events.length, matched: first.matched, total: first.total })
                  : t("list.showing", { shown: events.length, total: first.total })}
              </Text>
              {list.hasNextPage ? (
                <Button variant="subtle" size="xs" loading={list.isFetchingNextPage} onClick={loadMore}>
                  {t("list.loadMore")}
                </Button>
              ) : null}
            </Group>
          ) : null}
        </Stack>
      </Paper>
      {dialogs}
    </Stack>
  );
}

/** /events (School home) and /events-list (University, ApplicationClient): spec 2 §2 Visits list. */
export default function VisitsPage() {
  const ready = useNamespace("visits");
  const type = useSessionStore((s) => s.data?.institute_type);
  const profileZone = useSessionStore((s) => s.data?.timezone);
  if (!ready || !type) return <RouteLoader />;
  return <VisitsScreen type={type} zone={viewerZone(profileZone)} />;
}

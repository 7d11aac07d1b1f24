import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSchool } from "@tabler/icons-react";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyStatePanel } from "../../../components/ui/empty-state-panel";
import { PageHeader } from "../../../components/ui/page-header";
import { RouteLoader } from "../../../components/ui/route-loader";
import "../../../lib/dates";
import { useNamespace } from "../../../lib/i18n";
import { useScreen } from "../../../lib/screen";
import { useSessionStore } from "../../../lib/session-store";
import { useSchoolsList } from "../api/list-schools";
import { type BookTarget, BookVisitModal } from "../components/book-visit-modal";
import { FeedbackModal } from "../components/feedback-modal";
import { FeedbackPrompt, type PendingFeedback } from "../components/feedback-prompt";
import { SchoolsCards } from "../components/schools-cards";
import { SchoolsFilters } from "../components/schools-filters";
import { SchoolsTable } from "../components/schools-table";
import { SendRequestModal } from "../components/send-request-modal";
import {
  DIRECTORY_TABLE_QUERY,
  isFiltered,
  parseSchoolsSearch,
  type SchoolsSearch,
  schoolsFilters,
  schoolsSearchParams,
} from "../model";

function SchoolsScreen() {
  const { t } = useTranslation("schools");
  const universityId = useSessionStore((s) => s.data?.partner_id ?? 0);
  const navigate = useNavigate();
  const rawSearch = useSearch({ strict: false }) as Record<string, unknown>;
  const search = useMemo(() => parseSchoolsSearch(rawSearch), [rawSearch]);
  const filters = useMemo(() => schoolsFilters(search), [search]);
  const list = useSchoolsList(universityId, filters);
  const [searchText, setSearchText] = useState(search.q);
  const [booking, setBooking] = useState<BookTarget | null>(null);
  const [requesting, setRequesting] = useState<BookTarget | null>(null);
  const [rating, setRating] = useState<PendingFeedback | null>(null);

  const setSearch = (next: SchoolsSearch) =>
    void navigate({ to: "/schools", search: schoolsSearchParams(next), replace: true });
  // The latest filters, so a filter changed while the text search waits is not lost.
  const latest = useRef(search);
  latest.current = search;
  const debouncedSearch = useDebouncedCallback((q: string) => setSearch({ ...latest.current, q: q.trim() }), 350);

  // The table where its columns fit, cards below (ADR 029); the first render guesses from the window.
  const wide = useScreen(DIRECTORY_TABLE_QUERY);
  const List = wide ? SchoolsTable : SchoolsCards;
  const schools = list.data?.pages.flatMap((p) => p.schools) ?? [];
  const first = list.data?.pages[0];
  const filtered = isFiltered(search);

  return (
    <Stack gap={0}>
      <PageHeader title={t("title")} description={t("description")} />
      <FeedbackPrompt onRate={setRating} />

      <Paper withBorder radius="lg" p="md">
        <Stack gap="md">
          <SchoolsFilters
            search={search}
            searchText={searchText}
            onSearchText={(text) => {
              setSearchText(text);
              debouncedSearch(text);
            }}
            onChange={setSearch}
          />

          {list.isSuccess && schools.length === 0 ? (
            <EmptyStatePanel
              compact
              icon={<IconSchool size={28} aria-hidden="true" />}
              title={filtered ? t("empty.filteredTitle") : t("empty.title")}
              description={filtered ? t("empty.filteredBody") : t("empty.body")}
              action={
                filtered ? (
                  <Button
                    variant="light"
                    onClick={() => {
                      setSearchText("");
                      setSearch(parseSchoolsSearch({}));
                    }}
                  >
                    {t("empty.clear")}
                  </Button>
                ) : null
              }
            />
          ) : (
            <List
              schools={schools}
              slotStatusVisible={first?.is_slot_status_visible ?? true}
              fetching={list.isLoading || (list.isFetching && !list.isFetchingNextPage && list.isPlaceholderData)}
              onBook={setBooking}
              onRequest={setRequesting}
            />
          )}

          {schools.length > 0 && first ? (
            <Group justify="space-between">
              <Text size="sm" c="dimmed" aria-live="polite">
                {t("table.showing", { shown: schools.length, matched: first.matched, total: first.total })}
              </Text>
              {list.hasNextPage ? (
                <Button
                  variant="light"
                  size="sm"
                  loading={list.isFetchingNextPage}
                  onClick={() => list.fetchNextPage()}
                >
                  {t("table.loadMore")}
                </Button>
              ) : null}
            </Group>
          ) : null}
        </Stack>
      </Paper>

      <BookVisitModal
        school={booking}
        onClose={() => setBooking(null)}
        onRequestInstead={(school) => {
          setBooking(null);
          setRequesting(school);
        }}
      />
      <SendRequestModal school={requesting} onClose={() => setRequesting(null)} />
      <FeedbackModal visit={rating} onClose={() => setRating(null)} />
    </Stack>
  );
}

/** /schools — the University's schools directory (spec 2 §2 Schools list). */
export default function SchoolsPage() {
  const ready = useNamespace("schools");
  return ready ? <SchoolsScreen /> : <RouteLoader />;
}

import { EventsListResponseSchema } from "@quad/contract/api/events";
import { CsvUrlResponseSchema } from "@quad/contract/api/team";
import { infiniteQueryOptions, keepPreviousData, type QueryClient, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { notificationKeys } from "../../../lib/notification-keys";
import { hasMorePages, nextVisitsPage, type VisitsFilters } from "../model";

/** POST events — one page of the visits list. */
export function listEvents(filters: VisitsFilters, pageNo: number, signal?: AbortSignal) {
  return apiRequest({
    method: "POST",
    path: "events",
    json: { ...filters, page_no: pageNo },
    schema: EventsListResponseSchema,
    signal,
  });
}

/** POST events with download: true — the CSV of the filtered list (answers csv_url). */
export function downloadEvents(filters: VisitsFilters) {
  return apiRequest({
    method: "POST",
    path: "events",
    json: { ...filters, download: true },
    schema: CsvUrlResponseSchema,
  });
}

export const visitsKeys = {
  all: ["events"] as const,
  lists: ["events", "list"] as const,
  list: (filters: VisitsFilters) => ["events", "list", filters] as const,
  detail: (id: number) => ["events", "detail", id] as const,
  slots: ["events", "slots"] as const,
};

/**
 * After a visit changed (or a change was refused). The lists and details on screen are refetched, and the change
 * waits for them, so that the screen shows the result when its dialog closes. The open times of a slot picker are
 * only marked stale after a change: the dialog that shows them is the one closing, and a picker loads them again
 * when it opens (waiting for them made every confirm, decline, cancel and reschedule wait for a month of slots
 * nobody would see). After a refusal the dialog stays open on them, so they are refetched (`slots: "refetch"`).
 */
export async function refreshVisits(
  client: QueryClient,
  { slots }: { slots: "stale" | "refetch" } = { slots: "stale" },
): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: visitsKeys.lists }),
    client.invalidateQueries({ queryKey: ["events", "detail"] }),
    client.invalidateQueries({ queryKey: visitsKeys.slots, refetchType: slots === "refetch" ? "active" : "none" }),
    // Acting on a visit reads its notifications on the server (and clears its New/Updated mark).
    client.invalidateQueries({ queryKey: notificationKeys.lists }),
  ]);
}

/** Changed filters are a new key (page 1, list cleared); the same filters fetch the next page and append. */
export function visitsListQueryOptions(filters: VisitsFilters) {
  return infiniteQueryOptions({
    queryKey: visitsKeys.list(filters),
    queryFn: ({ pageParam, signal }) => listEvents(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.events.length, 0);
      if (!hasMorePages(loaded, last.matched)) return undefined;
      return nextVisitsPage({ filters, loaded, page_no: last.page_no }, filters).page_no;
    },
    placeholderData: keepPreviousData,
  });
}

export function useVisitsList(filters: VisitsFilters) {
  return useInfiniteQuery(visitsListQueryOptions(filters));
}

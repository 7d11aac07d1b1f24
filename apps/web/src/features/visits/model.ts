import { EVENTS_PAGE_SIZE, type Event, type EventsListInput, VISIT_STATUSES } from "@quad/contract/api/events";
import type { InstituteType } from "@quad/contract/rules/constants";
import { LIVE_STATUSES, type VisitStatus, visitActionAllowed, visitMessagingOpen } from "@quad/contract/rules/visits";
import { z } from "zod";
import { todayIn } from "../../lib/dates";

export type VisitTab = "upcoming" | "past";
/** The side of a visit the viewer is on: a school, or the university (an application client reads as one). */
export type VisitSide = "School" | "University";

export function visitSide(type: InstituteType): VisitSide {
  return type === "School" ? "School" : "University";
}

/* ---------------------------------------------------------------- list search (URL) and paging */

export const STATUS_FILTERS = ["all", ...VISIT_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** The visits list filters, kept in the URL search params (plain strings, validated here). */
export const VisitsSearchSchema = z.object({
  tab: z.enum(["upcoming", "past"]).catch("upcoming"),
  status: z.enum(STATUS_FILTERS).catch("all"),
  q: z.string().trim().max(100).catch(""),
});
export type VisitsSearch = z.infer<typeof VisitsSearchSchema>;

export function parseVisitsSearch(search: Record<string, unknown>): VisitsSearch {
  return VisitsSearchSchema.parse(search);
}

/** Only values that differ from the defaults go into the URL. */
export function visitsSearchParams(search: VisitsSearch): Partial<VisitsSearch> {
  return {
    ...(search.tab !== "upcoming" ? { tab: search.tab } : {}),
    ...(search.status !== "all" ? { status: search.status } : {}),
    ...(search.q ? { q: search.q } : {}),
  };
}

/** The list call's filters (everything but the page and the download flag). */
export type VisitsFilters = Omit<EventsListInput, "page_no" | "download">;

export function visitsFilters(search: VisitsSearch): VisitsFilters {
  return {
    tab: search.tab,
    ...(search.status !== "all" ? { status: search.status } : {}),
    ...(search.q ? { search_text: search.q } : {}),
    per_page: EVENTS_PAGE_SIZE,
  };
}

export function sameFilters(a: VisitsFilters, b: VisitsFilters): boolean {
  return (
    a.tab === b.tab &&
    (a.status ?? "") === (b.status ?? "") &&
    (a.search_text ?? "") === (b.search_text ?? "") &&
    a.per_page === b.per_page
  );
}

export interface VisitsListState {
  filters: VisitsFilters;
  loaded: number;
  page_no: number;
}

/**
 * Spec 2 §4 paging: with data loaded and the same filters, fetch page_no + 1 and append; with changed
 * filters (or nothing loaded), clear the list and fetch page 1.
 */
export function nextVisitsPage(
  prev: VisitsListState | null,
  filters: VisitsFilters,
): { page_no: number; mode: "append" | "replace" } {
  if (prev && prev.loaded > 0 && sameFilters(prev.filters, filters)) {
    return { page_no: prev.page_no + 1, mode: "append" };
  }
  return { page_no: 1, mode: "replace" };
}

export function hasMorePages(loaded: number, matched: number): boolean {
  return loaded < matched;
}

/* ---------------------------------------------------------------- actions */

export type VisitAction = "confirm" | "decline" | "cancel" | "reschedule";

/**
 * What the viewer may do with a visit (spec 2 §4, contract rules/visits.ts): a school confirms (a visit
 * with a date, not past) or declines what waits for it; either side cancels a live visit that is not past
 * (cancellation is final); a live visit is rescheduled by a school or a university, past or not, since a
 * past visit cannot be confirmed or cancelled ("reschedule instead"). Application clients only cancel.
 */
export function visitActions(
  type: InstituteType,
  event: Pick<Event, "status" | "is_past" | "event_date">,
): VisitAction[] {
  const side = visitSide(type);
  const out: VisitAction[] = [];
  if (
    side === "School" &&
    event.event_date !== null &&
    !event.is_past &&
    visitActionAllowed("School", event.status, "confirm")
  )
    out.push("confirm");
  if (side === "School" && visitActionAllowed("School", event.status, "declined")) out.push("decline");
  if (type !== "ApplicationClient" && LIVE_STATUSES.includes(event.status)) out.push("reschedule");
  if (!event.is_past && visitActionAllowed(side, event.status, "cancel")) out.push("cancel");
  return out;
}

/**
 * Whether the viewer can send the other side a message about the visit: the contract's rule (decision 099),
 * the same the server applies, with today's date in the school's zone.
 */
export function canMessage(
  event: Pick<Event, "status" | "event_date" | "school_timezone" | "updated_at">,
  now: Date = new Date(),
): boolean {
  return visitMessagingOpen({
    status: event.status,
    eventDate: event.event_date,
    today: todayIn(event.school_timezone, now),
    changedAt: event.updated_at,
    now,
  });
}

/** The reschedule path segment follows the institute type (spec 1 §6). */
export function reschedulePath(type: InstituteType, id: number): string {
  return `${type === "School" ? "schools" : "universities"}/events/${id}/reschedule`;
}

/* ---------------------------------------------------------------- badges and statuses */

export const STATUS_COLORS: Record<VisitStatus, string> = {
  requested: "indigo",
  pending: "yellow",
  confirm: "teal",
  declined: "red",
  cancel: "gray",
  reschedule: "orange",
};

/* ---------------------------------------------------------------- cancel-event overlay state */

/** What the list or detail passes in the navigation state when it opens /cancel-event. */
export const CancelOverlaySchema = z.object({
  eventId: z.number().int().positive(),
  /** Where the overlay was opened from (path and query); closing goes back there. */
  background: z.string().startsWith("/"),
  tab: z.enum(["upcoming", "past"]),
  includePast: z.boolean(),
  /** Whether the overlay is a history entry of its own (closing goes back) or replaced one (closing replaces). */
  pushed: z.boolean(),
});
export type CancelOverlay = z.infer<typeof CancelOverlaySchema>;

export function readCancelOverlay(state: unknown): CancelOverlay | null {
  const raw = (state as { cancelEvent?: unknown } | null | undefined)?.cancelEvent;
  const parsed = CancelOverlaySchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** The visits list of a partner type (School /events; others /events-list). */
export function visitsListPath(type: InstituteType): "/events" | "/events-list" {
  return type === "School" ? "/events" : "/events-list";
}

/** The detail path under the list the viewer came from. */
export function visitDetailPath(listPath: string, id: number): string {
  return `${listPath.startsWith("/events-list") ? "/events-list" : "/events"}/${id}`;
}

/** The school's city and country ("Singapore, Singapore"), as the list shows it under the school's name. */
export function schoolPlace(e: Pick<Event, "school">, countryName: (code: string | null) => string | null): string {
  return [e.school.city, countryName(e.school.country)].filter(Boolean).join(", ");
}

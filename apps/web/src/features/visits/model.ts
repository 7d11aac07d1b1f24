import type { DaySlotSchema } from "@quad/contract/api/availability";
import { EVENTS_PAGE_SIZE, type Event, type EventsListInput, VISIT_STATUSES } from "@quad/contract/api/events";
import type { InstituteType } from "@quad/contract/rules/constants";
import { formatDate, formatTime, timezoneLabel } from "@quad/contract/rules/formats";
import { LIVE_STATUSES, type VisitStatus, visitActionAllowed } from "@quad/contract/rules/visits";
import { z } from "zod";

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

/** The reschedule path segment follows the institute type (spec 1 §6). */
export function reschedulePath(type: InstituteType, id: number): string {
  return `${type === "School" ? "schools" : "universities"}/events/${id}/reschedule`;
}

/* ---------------------------------------------------------------- badges and statuses */

/** How long a visit counts as New or Updated (see docs/decisions, visits badges). */
export const BADGE_WINDOW_DAYS = 7;

/**
 * New: created within the window, unchanged since, still ahead and live. Updated: changed after creation
 * (status, date, location) within the window. Otherwise no badge.
 */
export function visitBadge(
  event: Pick<Event, "created_at" | "updated_at" | "is_past" | "status">,
  now: Date,
): "new" | "updated" | null {
  const since = now.getTime() - BADGE_WINDOW_DAYS * 24 * 60 * 60 * 1000;
  const created = Date.parse(event.created_at);
  const updated = Date.parse(event.updated_at);
  // Creating a visit writes the same instant to both; any later write (status, date, location) moves updated_at.
  const changed = updated > created;
  if (changed) return updated >= since ? "updated" : null;
  return created >= since && !event.is_past && LIVE_STATUSES.includes(event.status) ? "new" : null;
}

export const STATUS_COLORS: Record<VisitStatus, string> = {
  requested: "indigo",
  pending: "yellow",
  confirm: "teal",
  declined: "red",
  cancel: "gray",
  reschedule: "orange",
};

/* ---------------------------------------------------------------- times in zones */

export interface ZonedTime {
  zone: string;
  date: string;
  from: string;
  to: string;
  /** "(GMT+08:00) Asia/Singapore" at the visit's time. */
  label: string;
}

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** The visit's start and end instants; null while it has no date. */
export function visitInstants(
  event: Pick<Event, "starts_at" | "time_from" | "time_to">,
): { start: Date; end: Date } | null {
  if (!event.starts_at || !event.time_from || !event.time_to) return null;
  const start = new Date(event.starts_at);
  const end = new Date(start.getTime() + (minutesOf(event.time_to) - minutesOf(event.time_from)) * 60_000);
  return { start, end };
}

export function zonedTime(start: Date, end: Date, zone: string): ZonedTime {
  return {
    zone,
    date: formatDate(start, zone),
    from: formatTime(start, zone),
    to: formatTime(end, zone),
    label: timezoneLabel(zone, start),
  };
}

/**
 * The visit's time in the school's zone, and in the viewer's zone when that is another zone.
 * Null while the visit has no date.
 */
export function visitTimes(
  event: Pick<Event, "starts_at" | "time_from" | "time_to" | "school_timezone">,
  viewerZone: string,
): { school: ZonedTime; viewer: ZonedTime | null } | null {
  const at = visitInstants(event);
  if (!at) return null;
  const school = zonedTime(at.start, at.end, event.school_timezone);
  const viewer = viewerZone !== event.school_timezone ? zonedTime(at.start, at.end, viewerZone) : null;
  return { school, viewer };
}

/** The viewer's zone: the one on their profile, else the browser's. */
export function viewerZone(profileZone: string | null | undefined): string {
  return profileZone || Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/* ---------------------------------------------------------------- reasons */

export const OTHER_REASON = "Other";

/** The i18n key stem of a reference reason (its English text as a slug). */
export function reasonSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The reason sent to the server: the chosen reason, or the typed text when "Other" is chosen. */
export function reasonText(choice: string | null, other: string): string {
  if (!choice) return "";
  return choice === OTHER_REASON ? other.trim() : choice;
}

/** Field problems of a reason form, as message keys; empty when it can be sent. */
export function reasonProblems(choice: string | null, other: string): { reason?: string; other?: string } {
  if (!choice) return { reason: "reasonRequired" };
  if (choice === OTHER_REASON && !other.trim()) return { other: "otherRequired" };
  return {};
}

/** Which reasons list a side picks from when it cancels or declines (see docs/decisions, visits reasons). */
export function reasonKind(
  action: "decline" | "cancel" | "reschedule",
  side: VisitSide,
): "event_decline_reasons" | "reject_reasons" | "reschedule_reasons" {
  if (action === "reschedule") return "reschedule_reasons";
  if (action === "decline" || side === "School") return "event_decline_reasons";
  return "reject_reasons";
}

/* ---------------------------------------------------------------- reschedule slots */

export type DaySlot = z.infer<typeof DaySlotSchema>;

/**
 * Open slots per date for a reschedule: dates from today in the school's zone, slots not started yet,
 * with room left, not already held by the visit's university, and not the visit's own slot date.
 */
export function openSlots(
  data: Record<string, DaySlot[]>,
  now: Date,
  current: Pick<Event, "slot_id" | "event_date">,
): Record<string, DaySlot[]> {
  const out: Record<string, DaySlot[]> = {};
  for (const [date, slots] of Object.entries(data)) {
    const open = slots
      .filter(
        (s) =>
          Date.parse(s.starts_at) > now.getTime() &&
          s.remaining > 0 &&
          !s.is_booked_by_university &&
          !(s.slot_id === current.slot_id && date === current.event_date),
      )
      .sort((a, b) => a.starts_at.localeCompare(b.starts_at));
    if (open.length) out[date] = open;
  }
  return out;
}

/** The first and last day (YYYY-MM-DD) of the month a date is in. */
export function monthRange(date: string): { start: string; end: string } {
  const [y, m] = date.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, "0");
  return { start: `${y}-${mm}-01`, end: `${y}-${mm}-${String(last).padStart(2, "0")}` };
}

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

/** Today's date (YYYY-MM-DD) in a zone. */
export function todayIn(zone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    now,
  );
}

/** The month a reschedule picker opens on: the visit's own month when it is still ahead, else this month. */
export function initialPickerMonth(eventDate: string | null, today: string): string {
  const from = eventDate && eventDate >= today ? eventDate : today;
  return `${from.slice(0, 7)}-01`;
}

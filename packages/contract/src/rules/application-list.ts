/**
 * Direct apply's applications list (spec 3 §3, §5, §9; issue 13 §2–§3): tabs, the application_status filter, sort
 * keys, days in status and the overdue marker. Decision 052.
 */
import {
  APPLICATION_RESULTS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  AWAITING_INSTITUTION,
  CLOSED_STATUSES,
  FEE_STATUSES,
  UCAS_CHOICES,
} from "./application.ts";

/**
 * The list's application_status filter (decision 052): new (staff have not opened it), overdue (waiting on the
 * institution past its review days), on_time (waiting on the institution, not overdue).
 */
export const ATTENTION_STATES = ["new", "overdue", "on_time"] as const;
export type AttentionState = (typeof ATTENTION_STATES)[number];
export const APPLICATION_TABS = ["upcoming", "past"] as const;
export type ApplicationTab = (typeof APPLICATION_TABS)[number];

export const APPLICATIONS_PAGE_SIZE = 20;
export const APPLICATION_ACTIVITIES_PAGE_SIZE = 50;

/** The spec's table sort keys (spec 3 §3), in its order; sort_by takes these. */
export const APPLICATION_SORT_KEYS = [
  "first_name",
  "program_name",
  "submitted_at",
  "start_date",
  "fee_waived",
  "status",
  "result",
  "choice",
  "document_upload_date",
  "fee_status",
] as const;
export type ApplicationSortKey = (typeof APPLICATION_SORT_KEYS)[number];
export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export const DEFAULT_APPLICATION_SORT = { sort_by: "submitted_at", sort_direction: "desc" } as const;

/**
 * What each sort key orders by: a column of the list's row (the program's name is the joined program's), and
 * for the coded values their workflow order instead of the alphabet (status submitted → withdrawn, result
 * admitted → rejected, choice firm → declined, fee paid → waived). Empty values sort last either way; ties
 * fall back to the id.
 */
export const APPLICATION_SORT_COLUMNS: Record<ApplicationSortKey, { column: string; ranked?: readonly string[] }> = {
  first_name: { column: "first_name" },
  program_name: { column: "program_name" },
  submitted_at: { column: "submitted_at" },
  start_date: { column: "start_date" },
  fee_waived: { column: "fee_waived" },
  status: { column: "status", ranked: APPLICATION_STATUSES },
  result: { column: "result", ranked: APPLICATION_RESULTS },
  choice: { column: "choice", ranked: UCAS_CHOICES },
  document_upload_date: { column: "document_upload_date" },
  fee_status: { column: "fee_status", ranked: FEE_STATUSES },
};

export const ATTENTION_LABELS: Record<AttentionState, string> = { new: "New", overdue: "Overdue", on_time: "On time" };

const DAY_MS = 86_400_000;
const timeOf = (at: Date | string) => (typeof at === "string" ? Date.parse(at) : at.getTime());

/** Whole days since the application entered its current status (0 on the first day). */
export function daysInStatus(statusChangedAt: Date | string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - timeOf(statusChangedAt)) / DAY_MS));
}

/** The instant before which a status change makes a waiting application overdue. */
export function overdueCutoff(reviewDays: number, now: Date): Date {
  return new Date(now.getTime() - reviewDays * DAY_MS);
}

/**
 * Overdue: waiting on the institution (submitted or in review) for longer than its review days (the deadline
 * the institution sets). Decided, completed and withdrawn applications never are.
 */
export function isOverdue(
  app: { status: ApplicationStatus; status_changed_at: Date | string },
  reviewDays: number,
  now: Date,
): boolean {
  return (
    AWAITING_INSTITUTION.includes(app.status) &&
    timeOf(app.status_changed_at) < overdueCutoff(reviewDays, now).getTime()
  );
}

/**
 * The first instant (ms since the epoch) at which the days in status or the overdue marker of any of these
 * applications changes: an answer showing them holds until then (decision 052, amended). Days in status move on
 * at each whole day since the status change; an application waiting on the institution turns overdue the
 * millisecond after its review days have passed.
 */
export function statusClockEnd(
  apps: readonly { status: ApplicationStatus; status_changed_at: Date | string }[],
  reviewDays: number,
  now: Date,
): number {
  let end = Number.POSITIVE_INFINITY;
  for (const app of apps) {
    const changed = timeOf(app.status_changed_at);
    end = Math.min(end, changed + (daysInStatus(app.status_changed_at, now) + 1) * DAY_MS);
    if (AWAITING_INSTITUTION.includes(app.status) && !isOverdue(app, reviewDays, now))
      end = Math.min(end, changed + reviewDays * DAY_MS + 1);
  }
  return end;
}

/**
 * The tabs (spec 3 §9, default upcoming; decision 052): past holds the applications whose intake has started
 * (start date before today in the institution's zone) and the finished ones (completed or withdrawn); upcoming
 * holds the rest, the work still ahead (an application without a start date stays upcoming until finished).
 */
export function tabOf(app: { status: ApplicationStatus; start_date: string | null }, today: string): ApplicationTab {
  if (CLOSED_STATUSES.includes(app.status)) return "past";
  return app.start_date !== null && app.start_date < today ? "past" : "upcoming";
}

/** The day a filter's date names: the date as written ("2026-03-01" or "2026-03-01T00:00:00+08:00"). */
export function dayOf(value: string): string {
  return value.slice(0, 10);
}

/** The day after a YYYY-MM-DD day (the exclusive end of a whole-day range). */
export function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The tabs' counts from applications counted per status and start date (one group per pair): what falls in
 * each tab on `today` (tabOf).
 */
export function tabCounts(
  groups: readonly { status: string; start_date: string | null; n: number }[],
  today: string,
): Record<ApplicationTab, number> {
  const counts: Record<ApplicationTab, number> = { upcoming: 0, past: 0 };
  for (const g of groups)
    counts[tabOf({ status: g.status as ApplicationStatus, start_date: g.start_date }, today)] += g.n;
  return counts;
}

import type { ApplicationFilters } from "@quad/contract/api/applications-list";
import { ZONES } from "../../lib/time-zones.ts";

/** Whose applications a query reads, and the clock and zone its day-based rules use. */
export interface ApplicationScope {
  partnerId: number;
  /**
   * Whose side reads: the institution owning the programs (its applications), or a school (the applications its
   * students shared with it, decision 072). Institution when left out.
   */
  side?: ApplicationSide;
  /** The institution's IANA zone (UTC when unknown): whole-day filters and "today" are its days. */
  zone: string;
  now: Date;
  /** The institution's review days (overdue). */
  reviewDays: number;
}

/** The institution that owns the programs, or a school reading its students' shared applications. */
export type ApplicationSide = "institution" | "school";

/** The list's question: search, filters, and optionally only these ids (a bulk export). */
export interface ApplicationQuery {
  search_text?: string;
  filters?: Partial<ApplicationFilters>;
  ids?: readonly number[];
}

export const zoneOf = (zone: string | null | undefined) => (zone && ZONES.has(zone) ? zone : "UTC");
/**
 * Per zone (zones are the known IANA ones, zoneOf): its date formatter (making one is the costly part) and the
 * last day it gave with the minute it gave it for. Every zone's offset is whole minutes, so a day never changes
 * within a minute.
 */
const dayFormats = new Map<string, { format: Intl.DateTimeFormat; minute: number; day: string }>();
/** Today (YYYY-MM-DD) in the scope's zone (asked on every list request: Intl, not dayjs's zone conversion). */
export function todayOf(scope: Pick<ApplicationScope, "zone" | "now">): string {
  const minute = Math.floor(scope.now.getTime() / 60_000);
  let entry = dayFormats.get(scope.zone);
  if (entry?.minute === minute) return entry.day;
  entry ??= {
    format: new Intl.DateTimeFormat("en-US", {
      timeZone: scope.zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      calendar: "gregory",
      numberingSystem: "latn",
    }),
    minute: Number.NaN,
    day: "",
  };
  const part = Object.fromEntries(entry.format.formatToParts(scope.now).map((p) => [p.type, p.value]));
  entry.minute = minute;
  entry.day = `${part.year}-${part.month}-${part.day}`;
  dayFormats.set(scope.zone, entry);
  return entry.day;
}

import { CONNECTION_SORTS, type ConnectionSort } from "@quad/contract/rules/connection-privacy";
import {
  ADDED_TO_LIST_STATES,
  APPLICANT_STATES,
  CONNECTION_USER_TYPES,
  LIST_STATES,
  type ListState,
} from "@quad/contract/rules/connections";
import { type ConnectionFilters, type ConnectionsSearch, FILTER_KEYS, listQuery } from "../../lib/connections-search";

export { listQuery } from "../../lib/connections-search";

/** The same filters for the export's JSON body; with `ids` (selected rows), only those among them. */
export function exportFilters(
  search: ConnectionsSearch,
  ids?: readonly number[],
): Record<string, string | string[] | number[]> {
  // The export reads every user type when user_type is left out.
  const { sort: _sort, ...query } = listQuery(search);
  const rest: Record<string, string | string[]> = { ...query };
  if (rest.user_type === "all") delete rest.user_type;
  return ids?.length ? { ...rest, ids: [...new Set(ids)] } : rest;
}

/** A query string with repeated keys for lists (`country_ids=1&country_ids=2`), as the server folds them. */
export function queryString(query: Record<string, string | number | readonly (string | number)[] | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === "") continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function activeFilterCount(filters: ConnectionFilters): number {
  return FILTER_KEYS.reduce((n, key) => n + (filters[key]?.length ?? 0), 0);
}

export {
  activeFilterBadges,
  type FilterBadge,
  type RegionCountries,
  removeFilterValue,
  setFilterValues,
} from "./filter-edits";

/** Reset: no filter and no search; the tab, the sort and the open connection stay. */
export function resetConnectionsSearch(search: ConnectionsSearch): ConnectionsSearch {
  return { ...search, filters: {}, q: "" };
}

export function isFiltered(search: Pick<ConnectionsSearch, "filters" | "q">): boolean {
  return search.q !== "" || activeFilterCount(search.filters) > 0;
}

/* ---------------------------------------------------------------- tabs, list states, badges */

/** The tabs: one per user type, then everyone (where a dashboard figure counting every type opens). */
export const CONNECTION_TABS = [...CONNECTION_USER_TYPES, "all"] as const;

export type Freshness = "new" | "updated" | null;

/** The row's New or Updated badge (spec 2 §9) as the server marks it; New wins. */
export function connectionFreshness(c: { is_new: boolean; is_updated: boolean }): Freshness {
  if (c.is_new) return "new";
  return c.is_updated ? "updated" : null;
}

/** Ids of the rows on screen that carry a badge: the ones `update_listing_badge` marks seen. */
export function badgedIds<T extends { id: number }>(rows: readonly T[], freshness: (row: T) => Freshness): number[] {
  return rows.filter((r) => freshness(r) !== null).map((r) => r.id);
}

/** The list-state label key (`listStates.none` when not on a list). */
export function listStateKey(state: string | null | undefined): string {
  return state && (LIST_STATES as readonly string[]).includes(state) ? `listStates.${state}` : "listStates.none";
}

export type ListGroup = "applicants" | "addedToList" | "offered" | null;

/** The dashboard group a state falls in (spec 2 §3: applicants ⊂ added to list; offered apart). */
export function listStateGroup(state: string | null | undefined): ListGroup {
  if (!state) return null;
  if ((APPLICANT_STATES as readonly string[]).includes(state)) return "applicants";
  if ((ADDED_TO_LIST_STATES as readonly string[]).includes(state)) return "addedToList";
  if (state === "offered") return "offered";
  return null;
}

export const LIST_STATE_COLORS: Record<ListState, string> = {
  shortlisted: "teal",
  longlisted: "cyan",
  applying: "indigo",
  applied: "violet",
  offered: "green",
};

/* ---------------------------------------------------------------- activities */

export interface ActivityLike {
  kind: string;
  duration_minutes?: number | null;
  event_title?: string | null;
}

export interface TextRef {
  key: string;
  values?: Record<string, string | number>;
}

/**
 * A timeline entry's label: its kind, and the attended duration when known ("Attended · 45 min"). Returns the
 * translation key and its values: the component translates them.
 */
export function activityLabel(activity: ActivityLike): TextRef {
  const minutes = activity.duration_minutes;
  if (activity.kind === "attended" && typeof minutes === "number" && minutes > 0) {
    return { key: "activity.attendedFor", values: { minutes: Math.round(minutes) } };
  }
  return { key: `activity.kinds.${activity.kind}` };
}

export interface ConsentLike {
  guardian_consent_at: string | null;
  guardian_consent_given_by: string | null;
  guardian_consent_method: string | null;
  guardian_consent_recorded_by: { name: string } | null;
  guardian_consent_by: string | null;
}

/**
 * The contact section's line on a guardian's consent (decision 043): who gave it, how (`methodKey`, translated by the
 * component and put in as `method`), when and who recorded it; a consent recorded before those fields existed shows
 * its stored sentence as it is. Null without a recorded consent.
 */
export function consentLabel(
  contact: ConsentLike,
  day: (iso: string) => string,
): (TextRef & { methodKey: string | null }) | null {
  const at = contact.guardian_consent_at;
  if (!at) return null;
  if (contact.guardian_consent_given_by !== null) {
    return {
      key: contact.guardian_consent_recorded_by ? "detail.consentRecorded" : "detail.consentRecordedNoRecorder",
      values: {
        guardian: contact.guardian_consent_given_by,
        date: day(at),
        ...(contact.guardian_consent_recorded_by ? { recorder: contact.guardian_consent_recorded_by.name } : {}),
      },
      methodKey: contact.guardian_consent_method ? `detail.consent.methods.${contact.guardian_consent_method}` : null,
    };
  }
  return {
    key: "detail.consentGiven",
    values: { date: day(at), by: contact.guardian_consent_by ?? "—" },
    methodKey: null,
  };
}

/** The timeline, newest first, by time then id (pages appended in order keep that order, duplicates dropped). */
export function timelineOrder<T extends { id: number; occurred_at: string }>(pages: readonly T[][]): T[] {
  const seen = new Set<number>();
  const out: T[] = [];
  for (const page of pages) {
    for (const item of page) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      out.push(item);
    }
  }
  return out.sort((a, b) => Date.parse(b.occurred_at) - Date.parse(a.occurred_at) || b.id - a.id);
}

/* ---------------------------------------------------------------- detail */

/** Whole years between a date of birth and a day (for "minor" labels; the server decides what is hidden). */
export function ageOn(dateOfBirth: string | null | undefined, today: Date): number | null {
  if (!dateOfBirth || !/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth)) return null;
  const [y, m, d] = dateOfBirth.split("-").map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const month = today.getUTCMonth() + 1;
  if (month < m || (month === m && today.getUTCDate() < d)) age -= 1;
  return age;
}

export function fullName(c: { first_name?: string | null; last_name?: string | null }): string {
  return [c.first_name, c.last_name]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(" ");
}

export function initials(c: { first_name?: string | null; last_name?: string | null }): string {
  return [c.first_name, c.last_name]
    .map((p) => p?.trim()?.[0] ?? "")
    .join("")
    .toUpperCase();
}

/** The next page to ask for, or undefined when every matched row is loaded (spec 2 §4: later pages append). */
export function nextPageNo(loaded: number, matched: number, lastPageNo: number): number | undefined {
  return loaded < matched ? lastPageNo + 1 : undefined;
}

/* ---------------------------------------------------------------- guardian consent and exports (issue 11 §1, §3) */

/** The contract's bound on the guardian's name (GuardianConsentInputSchema.given_by). */
export const GUARDIAN_NAME_MAX = 200;

/** The consent form's check of the guardian's name: a message key, or null when it will be accepted. */
export function guardianNameError(value: string): "detail.consent.nameRequired" | "detail.consent.nameTooLong" | null {
  const name = value.trim();
  if (!name) return "detail.consent.nameRequired";
  if (name.length > GUARDIAN_NAME_MAX) return "detail.consent.nameTooLong";
  return null;
}

/**
 * The loaded pages of the user's export history as one list, newest first, each export once: an export asked for
 * while older pages are loaded shifts them by one, so a page can repeat the last row of the one before; the copy on
 * the earlier (more recently fetched) page wins.
 */
export function exportHistory<T extends { id: number; requested_at: string }>(pages: readonly (readonly T[])[]): T[] {
  const byId = new Map<number, T>();
  for (const page of pages) for (const item of page) if (!byId.has(item.id)) byId.set(item.id, item);
  return [...byId.values()].sort((a, b) => Date.parse(b.requested_at) - Date.parse(a.requested_at) || b.id - a.id);
}

/* ---------------------------------------------------------------- hidden counts (spec 1 §4) */

function isConnectionsPath(path: string): boolean {
  return path === "/connections" || path.startsWith("/connections/");
}

/** The query key of GET connections/hidden_counts (the navigation's badge reads it). */
export const HIDDEN_COUNTS_KEY = ["connections", "hidden-counts"] as const;

/** A navigation that opens /connections from elsewhere (or the first page shown): the badge is cleared. */
export function entersConnections(fromPath: string | undefined, toPath: string): boolean {
  return isConnectionsPath(toPath) && (fromPath === undefined || !isConnectionsPath(fromPath));
}

/** The navigation badge's number: the connections not seen yet, none while the count is unknown or zero. */
export function unseenBadge(data: { user_connection_count: number } | undefined): number | null {
  const n = data?.user_connection_count ?? 0;
  return n > 0 ? n : null;
}

/** A navigation that leaves /connections (a change of its search params is staying). */
export function leavesConnections(fromPath: string | undefined, toPath: string): boolean {
  return fromPath !== undefined && isConnectionsPath(fromPath) && !isConnectionsPath(toPath);
}

export { CONNECTION_SORTS, type ConnectionSort };

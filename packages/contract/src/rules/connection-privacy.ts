/**
 * Connections: next steps, the list's badges and a minor's contact details (issue 11 §1, decision 043).
 * Pure rules shared by the server and the web app.
 */
import {
  type AccessTier,
  ACTIVITY_KINDS,
  ACTIVITY_TYPE_FILTER_VALUES,
  type ActivityKind,
  ADULT_AGE,
} from "./connections.ts";

/** The next steps (spec 2 "recommended steps") staff may set on a connection. */
export const NEXT_STEPS = [
  "send_information",
  "invite_to_event",
  "schedule_call",
  "schedule_meeting",
  "encourage_application",
  "follow_up",
  "no_action",
] as const;
export type NextStep = (typeof NEXT_STEPS)[number];

/** How a guardian's consent reached the institution (decision 043). */
export const CONSENT_METHODS = ["signed_form", "email", "phone_call", "in_person"] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];

/** List orders of GET connections. */
export const CONNECTION_SORTS = ["recent", "name", "last_activity"] as const;
export type ConnectionSort = (typeof CONNECTION_SORTS)[number];

/** Largest number of values one filter takes, and of ids one bulk call takes. */
export const FILTER_VALUES_MAX = 100;
export const BULK_IDS_MAX = 500;
/** Options a look-up answers at most (school names and cities are searched past that). */
export const FILTER_OPTIONS_MAX = 200;

/**
 * Whole years of age on `today` (YYYY-MM-DD) of someone born on `dateOfBirth` (YYYY-MM-DD); null when
 * the date of birth is unknown or not a date.
 */
export function ageOn(dateOfBirth: string | null | undefined, today: string): number | null {
  const birth = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth ?? "");
  const now = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!birth || !now) return null;
  const [by, bm, bd] = birth.slice(1).map(Number) as [number, number, number];
  const [ny, nm, nd] = now.slice(1).map(Number) as [number, number, number];
  const hadBirthday = nm > bm || (nm === bm && nd >= bd);
  return ny - by - (hadBirthday ? 0 : 1);
}

/** A minor: under ADULT_AGE on `today`. An unknown date of birth is not taken for a minor's. */
export function isMinor(dateOfBirth: string | null | undefined, today: string): boolean {
  const age = ageOn(dateOfBirth, today);
  return age !== null && age < ADULT_AGE;
}

/** A minor's contact details stay hidden until a guardian's consent is recorded (decision 043). */
export function contactHidden(
  dateOfBirth: string | null | undefined,
  guardianConsentAt: string | Date | null | undefined,
  today: string,
): boolean {
  return isMinor(dateOfBirth, today) && !guardianConsentAt;
}

/**
 * A connection's email and phone are locked unless its access tier is paid (decisions 104, 105): a free (or
 * no_access) connection shows who the person is and what they did, never how to reach them. Both this and the
 * minor rule (decision 043) can hold at once; either withholds the contact.
 */
export function contactLocked(accessTier: AccessTier | string): boolean {
  return accessTier !== "paid";
}

/** The date `ADULT_AGE` years before `today`: born after it means a minor (SQL filters use it). */
export function adultBirthCutoff(today: string): string {
  const [y, m, d] = today.split("-");
  const year = Number(y) - ADULT_AGE;
  // 29 February of a leap year, ADULT_AGE years on, is 28 February (the birthday counts from 1 March).
  const day = m === "02" && d === "29" && !isLeap(year) ? "28" : d;
  return `${String(year).padStart(4, "0")}-${m}-${day}`;
}
function isLeap(y: number) {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

/** New: never seen by the institution. Updated: changed since it was last seen (spec 2 §9 badges). */
export function listingBadge(
  viewedAt: string | Date | null | undefined,
  changedAt: string | Date,
): "new" | "updated" | null {
  if (!viewedAt) return "new";
  return new Date(changedAt).getTime() > new Date(viewedAt).getTime() ? "updated" : null;
}

/**
 * An activity_type filter value (the spec's label, e.g. 'Attended a session', or an activity kind)
 * as the activity kind it stands for; undefined when it is neither.
 */
export function activityKindOfFilter(value: string): ActivityKind | undefined {
  const byLabel = ACTIVITY_TYPE_FILTER_VALUES[value];
  if (byLabel) return byLabel;
  return (ACTIVITY_KINDS as readonly string[]).includes(value) ? (value as ActivityKind) : undefined;
}

/** The spec's label of an activity kind for the activity_type look-up (first label wins); the kind itself else. */
export function activityFilterLabel(kind: string): string {
  const entry = Object.entries(ACTIVITY_TYPE_FILTER_VALUES).find(([, k]) => k === kind);
  return entry ? entry[0] : kind;
}

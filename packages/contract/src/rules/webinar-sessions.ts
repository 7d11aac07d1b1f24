import { type SessionTiming, sessionTiming } from "./session-timing.ts";

/**
 * Pure rules of the guest area's webinar sessions (spec 3 §4, §9; issue 10 §2). The server uses
 * them to shape answers and refuse actions; the app uses the same functions to draw buttons.
 */

/** A recording stays "Watch Now" this many days after the end (spec 3 §9). */
export const WATCH_WINDOW_DAYS = 7;
/** The personal join link opens this many minutes before the start (a guest may wait in the lobby). */
export const JOIN_OPENS_MINUTES_BEFORE = 15;
/** A freed seat is offered to the first waitlisted guest for this long by default (hours). */
export const WAITLIST_OFFER_HOURS = 24;
/** Page size of the guest catalogue's lists. */
export const WEBINAR_PAGE_SIZE = 12;

export const WEBINAR_TABS = ["current", "upcoming", "past"] as const;
export type WebinarTab = (typeof WEBINAR_TABS)[number];
export const GUEST_ROLES = ["student", "parent", "counselor"] as const;
export type GuestRole = (typeof GUEST_ROLES)[number];
export const REGISTRATION_STATUSES = ["registered", "waitlisted", "cancelled"] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

const DAY_MS = 86_400_000;

/** Live, past or upcoming (spec 3 §4 "Session timing"): the tabs current, past and upcoming. */
export function webinarTiming(start: Date | string, end: Date | string, now: Date): SessionTiming {
  return sessionTiming(start, end, now);
}

/** The home tab a session belongs to: live is "current". */
export function webinarTab(start: Date | string, end: Date | string, now: Date): WebinarTab {
  const timing = sessionTiming(start, end, now);
  return timing === "live" ? "current" : timing;
}

export type ActionLabel = "Watch Now" | "Join Now" | "Join Live" | "Ask Question" | "Watch" | "Register";

export interface ActionInput {
  start_time: Date | string;
  end_time: Date | string;
  /** The guest holds a seat and asked to join live (spec 3 "register with join option"). */
  is_attending: boolean;
  /** The session embeds a Q&A (Slido) and shows it to attending registrants. */
  is_slido_embed: boolean;
}

/**
 * The action label of spec 3 §4, its rows taken in order: within 7 days after the end Watch Now;
 * live Join Now; an attending registrant before the end Join Live (Ask Question with a Q&A embed);
 * more than 7 days after the end Watch; otherwise Register.
 */
export function actionLabel(s: ActionInput, now: Date): ActionLabel {
  const end = new Date(s.end_time).getTime();
  const t = now.getTime();
  const timing = sessionTiming(s.start_time, s.end_time, now);
  if (timing === "past" && t - end <= WATCH_WINDOW_DAYS * DAY_MS) return "Watch Now";
  if (timing === "live") return "Join Now";
  if (s.is_attending && t < end) return s.is_slido_embed ? "Ask Question" : "Join Live";
  if (timing === "past") return "Watch";
  return "Register";
}

export interface NewWindowInput {
  start_time: Date | string;
  end_time: Date | string;
  is_in_person: boolean;
  is_recording_available: boolean;
  /** The guest asked to join (registered with the join option). */
  is_attending: boolean;
}

/**
 * Spec 3 §4 "After a webinar registration": the join link opens in a new window if the event is not
 * in person, a join was requested, and the event is running now or has ended with a recording.
 */
export function opensInNewWindow(s: NewWindowInput, now: Date): boolean {
  if (s.is_in_person || !s.is_attending) return false;
  const timing = sessionTiming(s.start_time, s.end_time, now);
  return timing === "live" || (timing === "past" && s.is_recording_available);
}

/** The personal join link leads to the meeting from a little before the start until the end. */
export function joinLinkOpen(start: Date | string, end: Date | string, now: Date): boolean {
  const t = now.getTime();
  return t >= new Date(start).getTime() - JOIN_OPENS_MINUTES_BEFORE * 60_000 && t < new Date(end).getTime();
}

/** Spec 3 §9: the academic year is the current year, plus one from August onward (in UTC). */
export function academicYear(now: Date): number {
  return now.getUTCFullYear() + (now.getUTCMonth() >= 7 ? 1 : 0);
}

/** Seats left of a session: null when it has no capacity (unlimited). */
export function seatsLeft(capacity: number | null, registered: number): number | null {
  return capacity === null ? null : Math.max(0, capacity - registered);
}

export interface GuestProfile {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  role?: string | null;
  date_of_birth?: string | null;
  graduation_year?: number | null;
  country_id?: number | null;
  city?: string | null;
  school_partner_id?: number | null;
  institute_name?: string | null;
}

const blank = (v: unknown) => v === null || v === undefined || (typeof v === "string" && v.trim() === "");

/**
 * The profile fields a guest must fill before registering for an event (spec 3 §2, §8 "Fill in
 * required fields to register for an event"; docs/decisions/035-guest-area.md): everyone names
 * themselves, their category and country and city; a student also their date of birth, graduation
 * year and school; a counselor their school.
 */
export function missingRequiredFields(p: GuestProfile): string[] {
  const required: (keyof GuestProfile)[] = ["first_name", "last_name", "email", "role", "country_id", "city"];
  if (p.role === "student") required.push("date_of_birth", "graduation_year");
  const missing = required.filter((k) => blank(p[k]));
  if ((p.role === "student" || p.role === "counselor") && blank(p.school_partner_id) && blank(p.institute_name)) {
    missing.push("institute_name");
  }
  return missing;
}

export function requiredFieldsFilled(p: GuestProfile): boolean {
  return missingRequiredFields(p).length === 0;
}

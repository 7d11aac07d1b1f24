import type { CheckInEvent, Participant } from "@quad/contract/api/check-in";
import { CHECK_IN_MESSAGES, parseCheckInQr, parseId } from "@quad/contract/rules/check-in";
import { timezoneLabel } from "@quad/contract/rules/formats";
import { formatSessionDate, formatSessionTime } from "../../lib/dates";

/** The selected event lives in the URL (`?webinar_id=`), so a reload or a shared link keeps it. */
export function selectedEventId(search: Record<string, unknown>): number | null {
  return parseId(search.webinar_id);
}

/** What a scanned text means for the event being checked in. */
export type ScannedCode =
  | { kind: "student"; student_id: number }
  | { kind: "invalid" }
  | { kind: "otherEvent"; webinar_id: number };

export function readScannedCode(text: string | null | undefined, webinarId: number): ScannedCode {
  const parsed = parseCheckInQr(text);
  if (!parsed.ok) return { kind: "invalid" };
  if (parsed.payload.webinar_id !== webinarId) return { kind: "otherEvent", webinar_id: parsed.payload.webinar_id };
  return { kind: "student", student_id: parsed.payload.student_id };
}

/** A camera stays on while people queue: the same code seen again within this window is the same scan. */
export const REPEAT_SCAN_WINDOW_MS = 4000;

export interface LastScan {
  text: string;
  at: number;
}

export function isRepeatScan(last: LastScan | null, text: string, now: number): boolean {
  return last !== null && last.text === text && now - last.at < REPEAT_SCAN_WINDOW_MS;
}

/** Why the camera could not start, from the browser's error (getUserMedia DOMException names). */
export type CameraProblem = "denied" | "unavailable" | "busy" | "failed";

export function cameraProblem(error: unknown): CameraProblem {
  const name = typeof error === "object" && error !== null ? (error as { name?: unknown }).name : undefined;
  if (name === "NotAllowedError" || name === "SecurityError" || name === "PermissionDeniedError") return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError" || name === "DevicesNotFoundError")
    return "unavailable";
  if (name === "NotReadableError" || name === "TrackStartError" || name === "AbortError") return "busy";
  // No mediaDevices at all (an insecure address or an old browser).
  if (typeof navigator !== "undefined" && !navigator.mediaDevices?.getUserMedia) return "unavailable";
  return "failed";
}

/** The outcome a check-in attempt shows above the scanner. */
export type ScanFeedback =
  | { kind: "checkedIn"; name: string }
  | { kind: "alreadyCheckedIn"; name: string; at: string | null }
  | { kind: "notRegistered" }
  | { kind: "invalid" }
  | { kind: "unreadable" }
  | { kind: "otherEvent" }
  | { kind: "closed" };

/** A failed check-in call's feedback by the server's answer; null when the API client's toast says it all. */
export function failureFeedback(status: number | undefined, body: unknown): ScanFeedback | null {
  const b = (typeof body === "object" && body !== null ? body : {}) as {
    error?: unknown;
    errors?: Record<string, unknown>;
  };
  if (status === 404 && typeof b.error === "string" && /^Student \d+ is not registered/.test(b.error))
    return { kind: "notRegistered" };
  if (status === 422 && b.errors?.webinar_id === CHECK_IN_MESSAGES.checkInClosed) return { kind: "closed" };
  return null;
}

export function personName(p: { first_name: string; last_name: string }): string {
  return `${p.first_name} ${p.last_name}`.trim();
}

export function initials(p: { first_name: string; last_name: string }): string {
  return `${p.first_name.at(0) ?? ""}${p.last_name.at(0) ?? ""}`.toUpperCase() || "?";
}

/** The participant's school: the directory school, else the name they typed. */
export function schoolName(p: Pick<Participant, "school" | "institute_name">): string | null {
  return p.school?.name ?? p.institute_name ?? null;
}

/**
 * "May 4, 2026 · 10:00 AM – 12:00 PM (GMT-04:00) America/New_York", in the event's own zone. Check-in events are
 * webinar sessions: the session formats of spec 3 §9 ('MMM D, YYYY', 'hh:mm A'), on every part of this screen.
 */
export function eventWhen(e: Pick<CheckInEvent, "start_time" | "end_time" | "timezone">): string {
  const zone = e.timezone;
  const sameDay = formatSessionDate(e.start_time, zone) === formatSessionDate(e.end_time, zone);
  const end = sameDay
    ? formatSessionTime(e.end_time, zone)
    : `${formatSessionDate(e.end_time, zone)} ${formatSessionTime(e.end_time, zone)}`;
  return `${formatSessionDate(e.start_time, zone)} · ${formatSessionTime(e.start_time, zone)} – ${end} ${timezoneLabel(zone, e.start_time)}`;
}

/** A check-in time in the event's zone, with its label. */
export function checkInTime(at: string, zone: string): string {
  return `${formatSessionTime(at, zone)} ${timezoneLabel(zone, at)}`;
}

/** Share of registered guests checked in, 0-100 (0 when nobody registered). */
export function checkedInPercent(e: Pick<CheckInEvent, "registered_count" | "checked_in_count">): number {
  if (e.registered_count <= 0) return 0;
  return Math.min(100, Math.round((e.checked_in_count / e.registered_count) * 100));
}

/** This session's check-ins, newest first, one line per student (a repeat moves it to the top). */
export interface RecentCheckIn {
  participant: Participant;
  status: "checked_in" | "already_checked_in";
  at: number;
}

export const RECENT_LIMIT = 50;

export function addRecent(list: readonly RecentCheckIn[], entry: RecentCheckIn): RecentCheckIn[] {
  const rest = list.filter((r) => r.participant.student_id !== entry.participant.student_id);
  return [entry, ...rest].slice(0, RECENT_LIMIT);
}

export type ParticipantFilter = "all" | "checked_in" | "not_checked_in";

export function hasMoreParticipants(loaded: number, matched: number): boolean {
  return loaded < matched;
}

/** Graduation years offered for a walk-in student: this year and the next six, plus a few past ones. */
export function graduationYears(now: Date): number[] {
  const year = now.getFullYear();
  return Array.from({ length: 10 }, (_, i) => year - 3 + i);
}

/**
 * QR check-in rules (spec 2 §2 "QR scan screen", §7 mobile calls): what a student's QR code carries,
 * how a scanned text is read, and the messages of the check-in calls.
 * docs/decisions/016-check-in-webinar-model.md explains the choices.
 */

/** The app path a check-in QR code points at; the code is a URL so a phone camera opens the check-in screen. */
export const CHECK_IN_PATH = "/events/check-in";

export interface CheckInQrPayload {
  student_id: number;
  webinar_id: number;
}

export type CheckInQrResult = { ok: true; payload: CheckInQrPayload } | { ok: false; reason: "empty" | "invalid" };

/** The text of a student's QR code for a webinar: `<origin>/events/check-in?webinar_id=W&student_id=S`. */
export function buildCheckInQr(origin: string, payload: CheckInQrPayload): string {
  const url = new URL(CHECK_IN_PATH, origin);
  url.searchParams.set("webinar_id", String(payload.webinar_id));
  url.searchParams.set("student_id", String(payload.student_id));
  return url.toString();
}

const MAX_ID = 2_147_483_647;

/** A positive 32-bit id written as plain digits (a QR payload is text); null otherwise. */
export function parseId(value: unknown): number | null {
  const text = typeof value === "number" ? String(value) : value;
  if (typeof text !== "string" || !/^[1-9]\d{0,9}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n <= MAX_ID ? n : null;
}

function fromPair(student: unknown, webinar: unknown): CheckInQrResult {
  const student_id = parseId(student);
  const webinar_id = parseId(webinar);
  if (student_id === null || webinar_id === null) return { ok: false, reason: "invalid" };
  return { ok: true, payload: { student_id, webinar_id } };
}

/**
 * Reads a scanned text: the check-in URL (any origin, the path must be the check-in path), or the JSON
 * object `{"student_id":S,"webinar_id":W}` older mobile codes carry. Anything else is invalid.
 */
export function parseCheckInQr(text: string | null | undefined): CheckInQrResult {
  const raw = (text ?? "").trim();
  if (!raw) return { ok: false, reason: "empty" };
  if (raw.startsWith("{")) {
    try {
      const value: unknown = JSON.parse(raw);
      if (typeof value !== "object" || value === null || Array.isArray(value)) return { ok: false, reason: "invalid" };
      const v = value as Record<string, unknown>;
      return fromPair(v.student_id, v.webinar_id);
    } catch {
      return { ok: false, reason: "invalid" };
    }
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, reason: "invalid" };
  if (url.pathname.replace(/\/+$/, "") !== CHECK_IN_PATH) return { ok: false, reason: "invalid" };
  return fromPair(url.searchParams.get("student_id"), url.searchParams.get("webinar_id"));
}

/** Texts the check-in calls answer with (the app shows its own translations of them by meaning). */
export const CHECK_IN_MESSAGES = {
  webinarNotFound: (id: number) => `Event ${id} not found`,
  notRegistered: (studentId: number, webinarId: number) =>
    `Student ${studentId} is not registered for event ${webinarId}`,
  studentNotFound: "No student with this email was found at this school",
  schoolNotFound: (id: number) => `School ${id} not found`,
  checkInClosed: "Check-in for this event has closed",
  notTeamMember: "is not a member of your team",
  graduationYearRequired: "Graduation year is required for students",
  schoolRequired: "Choose the school or type its name",
} as const;

export const GRADUATION_YEAR_MIN = 1950;
export const GRADUATION_YEAR_MAX = 2100;

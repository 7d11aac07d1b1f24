import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import { type DateInput, formatSessionDate, formatSessionTime } from "./formats.ts";
import { type SessionTiming, sessionTiming } from "./session-timing.ts";

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The webinar rules of spec 3 §9 for mails: a session's timing, how its time is written, and which
 * reminder or follow-up mail is due for a registration (issue 10 §3). The action label, the join
 * window and the academic year are in webinar-sessions.ts.
 */

export { type SessionTiming, sessionTiming };

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Watch window after a session's end (spec 3 §9): the replay is "Watch Now" and offered by mail for this long. */
export const WATCH_WINDOW_DAYS = 7;
const WATCH_WINDOW_MS = WATCH_WINDOW_DAYS * DAY_MS;

const ms = (value: DateInput) => dayjs(value).valueOf();

/**
 * A session's time as spec 3 §9 writes it: while live only the time, 'hh:mm A' ("02:30 PM"); otherwise
 * 'MMM D, YYYY [AT] hh:mm A' in capitals ("MAY 4, 2026 AT 02:30 PM"). Reuses the session formats of
 * formats.ts, so a Chinese reader (dayjs in zh-cn) gets "2026年5月4日 14:30" without the English word.
 * "" for an empty or invalid value.
 */
export function formatSessionStart(value: DateInput | null | undefined, live: boolean, tz?: string): string {
  const time = formatSessionTime(value, tz);
  if (!time) return "";
  if (live) return time.toUpperCase();
  const date = formatSessionDate(value, tz);
  const joiner = dayjs.locale() === "zh-cn" ? " " : " AT ";
  return `${date}${joiner}${time}`.toUpperCase();
}

/**
 * The mails a registration may get from Quad's background work, each at most once (webinar_mail_log):
 * the confirmation of a seat, the waitlist's acknowledgement, reminders, follow-ups and a seat offer.
 */
export const WEBINAR_MAIL_KINDS = [
  "confirmation",
  "waitlisted",
  "reminder_24h",
  "reminder_1h",
  "thanks",
  "replay",
  "waitlist_offer",
] as const;
export type WebinarMailKind = (typeof WEBINAR_MAIL_KINDS)[number];

export type ReminderKind = Extract<WebinarMailKind, "reminder_24h" | "reminder_1h">;

/** The reminders, earliest first, with how long before the start each one is sent (issue 10 §3). */
export const REMINDERS: readonly { kind: ReminderKind; beforeMs: number }[] = [
  { kind: "reminder_24h", beforeMs: 24 * HOUR_MS },
  { kind: "reminder_1h", beforeMs: HOUR_MS },
];

/** When a reminder is due: its time before the session's start. */
export function reminderAt(kind: ReminderKind, start: DateInput): Date {
  const reminder = REMINDERS.find((r) => r.kind === kind);
  if (!reminder) throw new RangeError(`Unknown reminder: ${kind}`);
  return new Date(ms(start) - reminder.beforeMs);
}

/**
 * The reminders due for a registration at `now` (none or one). A reminder is due from its time until
 * the next reminder's time (the last one until the start), so a late run sends the nearer reminder
 * rather than both; and only for guests who registered before its time: a guest who registers 3 hours
 * before the start has just had the confirmation mail, and gets the 1-hour reminder only.
 */
export function dueReminders(start: DateInput, now: DateInput, registeredAt?: DateInput | null): ReminderKind[] {
  const t = ms(now);
  const startMs = ms(start);
  const registered = registeredAt === null || registeredAt === undefined ? null : ms(registeredAt);
  return REMINDERS.filter((r, i) => {
    const at = startMs - r.beforeMs;
    const next = REMINDERS[i + 1];
    const until = next ? startMs - next.beforeMs : startMs;
    if (t < at || t >= until) return false;
    return registered === null || registered < at;
  }).map((r) => r.kind);
}

export type FollowUpKind = Extract<WebinarMailKind, "thanks" | "replay">;

export interface FollowUpInput {
  end: DateInput;
  now: DateInput;
  /** The guest joined (first_joined_at) or was checked in (attended_at). */
  attended: boolean;
  recordingAvailable: boolean;
}

/**
 * The follow-up after a session (issue 10 §3), due from the end while the 7-day watch window is open:
 * attendees get thanks; no-shows get the replay link when a recording exists (a recording added later
 * in the window is still offered); otherwise nothing.
 */
export function dueFollowUp(input: FollowUpInput): FollowUpKind | null {
  const sinceEnd = ms(input.now) - ms(input.end);
  if (sinceEnd < 0 || sinceEnd > WATCH_WINDOW_MS) return null;
  if (input.attended) return "thanks";
  return input.recordingAvailable ? "replay" : null;
}

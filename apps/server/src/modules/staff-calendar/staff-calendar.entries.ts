import type { Locale } from "@quad/contract/rules/constants";
import { wallClockInstant } from "@quad/contract/rules/slot-dates";
import { ICalEventStatus } from "ical-generator";
import type { CalendarEventInput } from "../mail/calendar-file.ts";
import { visitCalendarUid } from "../mail/visit-calendar.ts";
import { readerView, type VisitFacts, visitSummary } from "../mail/visit-mail.ts";
import { sessionCalendarEntry } from "../webinars/webinar-calendar.ts";
import { WEBINAR_ALARM_MINUTES } from "../webinars/webinar-mail-texts.ts";
import { webinarCalendarSequence, webinarCalendarUid } from "../webinars/webinar-mails.ts";
import type {
  StaffCalendarRepository,
  StaffFeedJoinedRow,
  StaffFeedSessionRow,
  StaffFeedVisitRow,
} from "./staff-calendar.repository.ts";

export type FeedEntry = Omit<CalendarEventInput, "method" | "filename" | "product">;

export interface FeedReader {
  partner_id: number;
  locale: Locale;
}

const LABELS = {
  "en-US": { page: "Session page", visit: "Visit", colon: ": ", join: "Meeting link" },
  "zh-CN": { page: "活动页面", visit: "访问", colon: "：", join: "会议链接" },
} satisfies Record<Locale, unknown>;

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The visit as the mails describe it (visitFacts of the visits module: the school's zone, its instants). */
function factsOf(v: StaffFeedVisitRow): VisitFacts | null {
  if (!v.event_date || v.start_minute === null || v.end_minute === null) return null;
  const zone = v.school_timezone ?? "UTC";
  return {
    id: v.id,
    status: "confirm",
    sequence: v.sequence,
    school: { id: v.school_id, name: v.school_name, timezone: zone },
    university: { id: v.university_id, name: v.university_name, timezone: v.timezone ?? v.university_timezone },
    starts_at: wallClockInstant(v.event_date, hhmm(v.start_minute), zone).toISOString(),
    ends_at: wallClockInstant(v.event_date, hhmm(v.end_minute), zone).toISOString(),
    location: v.location,
  };
}

/**
 * A confirmed visit in a staff feed: the UID and SEQUENCE of the visit's mailed files (visit-{id}@host and the
 * visit's revision), the same title, organizer and link as the reader's mail, so a calendar holding both keeps
 * one entry.
 */
export function visitFeedEntry(
  row: StaffFeedVisitRow,
  reader: FeedReader,
  ctx: { appUrl: string; sender: string; now: Date },
): FeedEntry | null {
  const facts = factsOf(row);
  if (!facts?.starts_at || !facts.ends_at) return null;
  const view = readerView(
    facts,
    { email: "", partner_id: reader.partner_id, locale: reader.locale, timezone: null, partner_timezone: null },
    ctx.appUrl,
  );
  const l = LABELS[reader.locale];
  return {
    uid: visitCalendarUid(ctx.appUrl, row.id),
    sequence: row.sequence,
    status: ICalEventStatus.CONFIRMED,
    start: new Date(facts.starts_at),
    end: new Date(facts.ends_at),
    timezone: facts.school.timezone,
    stamp: ctx.now,
    summary: visitSummary(reader.locale, row.university_name, row.school_name),
    description: [row.note ?? "", `${l.visit}${l.colon}${view.link}`].filter((s) => s.trim() !== "").join("\n\n"),
    location: row.location,
    url: view.link,
    organizer: { name: row.school_name, email: ctx.sender },
  };
}

/**
 * A session the user's institution hosts: the UID and SEQUENCE of the guests' files (webinar-{id}@host), the
 * meeting address (the host's own, not a guest's personal link) and the host's session page.
 */
export function hostedSessionEntry(
  row: StaffFeedSessionRow,
  locale: Locale,
  ctx: { appUrl: string; sender: string; now: Date },
): FeedEntry {
  const l = LABELS[locale];
  const page = `${ctx.appUrl}/event/sessions/${row.id}`;
  const where = row.is_in_person ? row.location : row.join_url;
  return {
    uid: webinarCalendarUid(ctx.appUrl, row.id),
    sequence: webinarCalendarSequence(row),
    status: ICalEventStatus.CONFIRMED,
    start: row.start_time,
    end: row.end_time,
    timezone: row.timezone,
    stamp: ctx.now,
    summary: row.title,
    description: [
      row.host_name,
      where ? (row.is_in_person ? where : `${l.join}${l.colon}${where}`) : "",
      `${l.page}${l.colon}${page}`,
    ]
      .filter((s) => s.trim() !== "")
      .join("\n"),
    location: where ?? null,
    url: page,
    organizer: { name: row.host_name, email: ctx.sender },
    alarmsMinutesBefore: [WEBINAR_ALARM_MINUTES],
  };
}

/** What a user's calendar is made of: their institution's confirmed visits and hosted sessions, their joined ones. */
export interface UserCalendarRows {
  visits: StaffFeedVisitRow[];
  hosted: StaffFeedSessionRow[];
  joined: StaffFeedJoinedRow[];
}

/**
 * The rows of "the calendar of user X" (decisions 087, 090): the one source of the staff feed and of calendar
 * sync. Each list is by start, ending after `since`, at most `limit` long (three indexed queries at once).
 */
export async function userCalendarRows(
  repo: StaffCalendarRepository,
  user: { id: number; partner_id: number },
  since: Date,
  limit: number,
): Promise<UserCalendarRows> {
  const [visits, hosted, joined] = await Promise.all([
    repo.confirmedVisits(user.partner_id, since.toISOString().slice(0, 10), limit),
    repo.hostedSessions(user.partner_id, since, limit),
    repo.joinedSessions(user.id, since, limit),
  ]);
  return { visits, hosted, joined };
}

/**
 * The entries of a user's calendar, by start, at most `limit`: one per UID (a session the institution hosts stays
 * the host's entry), each as the mails write it (UID, SEQUENCE, zone, title in the reader's language).
 */
export function userCalendarEntries(
  rows: UserCalendarRows,
  reader: FeedReader,
  ctx: { appUrl: string; sender: string; secret: string; now: Date },
  limit: number,
): FeedEntry[] {
  const entries = new Map<string, FeedEntry>();
  for (const v of rows.visits) {
    const entry = visitFeedEntry(v, reader, ctx);
    if (entry) entries.set(entry.uid, entry);
  }
  for (const s of rows.hosted) {
    const entry = hostedSessionEntry(s, reader.locale, ctx);
    entries.set(entry.uid, entry);
  }
  for (const { registration_id, join_url: _url, ...session } of rows.joined) {
    const entry = sessionCalendarEntry({
      session,
      registrationId: registration_id,
      appUrl: ctx.appUrl,
      secret: ctx.secret,
      sender: ctx.sender,
      now: ctx.now,
      locale: reader.locale,
    });
    if (!entries.has(entry.uid)) entries.set(entry.uid, entry);
  }
  return [...entries.values()]
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.uid.localeCompare(b.uid))
    .slice(0, limit);
}

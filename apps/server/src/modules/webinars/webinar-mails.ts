import { calendarLinks } from "@quad/contract/rules/calendar-links";
import type { Locale } from "@quad/contract/rules/constants";
import { WATCH_WINDOW_DAYS, type WebinarMailKind } from "@quad/contract/rules/webinar-timing";
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import { ICalEventStatus } from "ical-generator";
import { ZONES } from "../../lib/time-zones.ts";
import type { MailMessage } from "../../plugins/mailer.ts";
import { calendarFile } from "../mail/calendar-file.ts";
import { escapeHtml } from "../mail/templates.ts";
import { visitTimeText } from "../mail/visit-times.ts";
import { WEBINAR_MAIL_TEXTS as TEXTS, timeLeft, WEBINAR_ALARM_MINUTES } from "./webinar-mail-texts.ts";

export { WEBINAR_ALARM_MINUTES };

dayjs.extend(utc);
dayjs.extend(timezone);

/** What a webinar mail needs to know of the session, as it is when the mail is made. */
export interface WebinarMailSession {
  id: number;
  title: string;
  start_time: Date;
  end_time: Date;
  /** The zone the host announced the session in. */
  timezone: string;
  is_in_person: boolean;
  location: string | null;
  category_id: number | null;
  host_name: string;
  created_at: Date;
  updated_at: Date;
}

export interface WebinarMailGuest {
  email: string;
  first_name: string;
  locale: Locale;
  timezone: string | null;
}

export interface WebinarMailInput {
  kind: WebinarMailKind;
  session: WebinarMailSession;
  guest: WebinarMailGuest;
  /** The seat offer's end (waitlist_offer). */
  offer_expires_at?: Date | null;
  appUrl: string;
  /** The product's sender address (the calendar file's organizer). */
  sender: string;
  now: Date;
  /**
   * The registration's own links (confirmation): its personal join link (online sessions) and the
   * address of its .ics file (the Apple Calendar link).
   */
  personal?: { join_link: string | null; ics_url: string };
}

/**
 * The session's page in the guest area, where the guest joins, watches the replay or accepts a seat
 * (behind sign-in). The confirmation also carries the personal join link (joinLinkFor: written again
 * from the registration's id, the database keeps only its hash); the other mails link to this page.
 */
export function sessionPageLink(appUrl: string, session: Pick<WebinarMailSession, "id" | "category_id">): string {
  return session.category_id === null
    ? `${appUrl}/webinars/my-sessions`
    : `${appUrl}/webinars/categories/${session.category_id}/events/${session.id}`;
}

/** The calendar entry's UID: one per session, so every file about it updates the same entry. */
export function webinarCalendarUid(appUrl: string, sessionId: number): string {
  return `webinar-${sessionId}@${new URL(appUrl).hostname}`;
}

/** The entry's SEQUENCE: seconds between the session's creation and its last change (grows with each edit). */
export function webinarCalendarSequence(session: Pick<WebinarMailSession, "created_at" | "updated_at">): number {
  return Math.max(0, Math.floor((session.updated_at.getTime() - session.created_at.getTime()) / 1000));
}

/** The guest's own zone when it is a known one, else the session's. */
export function guestZone(guest: Pick<WebinarMailGuest, "timezone">, session: Pick<WebinarMailSession, "timezone">) {
  return guest.timezone && ZONES.has(guest.timezone)
    ? guest.timezone
    : ZONES.has(session.timezone)
      ? session.timezone
      : "UTC";
}

/** One instant in the reader's zone: "May 11, 2026 02:30 PM (America/New_York)" / "2026年5月11日 14:30（Asia/Shanghai）". */
export function instantIn(at: Date, zone: string, locale: Locale): string {
  const d = dayjs(at).tz(zone);
  return locale === "zh-CN"
    ? `${d.format("YYYY年M月D日 HH:mm")}（${zone}）`
    : `${d.format("MMM D, YYYY hh:mm A")} (${zone})`;
}

/** The mails that carry the session as a calendar file: the confirmation and the reminders. */
const withCalendar = (kind: WebinarMailKind) =>
  kind === "confirmation" || kind === "reminder_24h" || kind === "reminder_1h";

/**
 * A webinar mail from background work, in the guest's language: the session's time in the guest's zone
 * with the session's own zone beside it when it differs, where, who hosts, the session page (the
 * confirmation: the personal join link and add-to-calendar links), and for the confirmation and the
 * reminders the session as a calendar file (REQUEST, with a display alarm).
 */
export function webinarMail(input: WebinarMailInput): MailMessage {
  const { session, guest, kind } = input;
  const t = TEXTS[guest.locale];
  const k = t.kinds[kind];
  const zone = guestZone(guest, session);
  const at = { start: session.start_time, end: session.end_time };
  const page = sessionPageLink(input.appUrl, session);
  // The confirmation and the reminders carry the personal join link (online sessions), in the body and
  // in the calendar entry, so every file about the entry (one UID) keeps the same place.
  const joinLink = withCalendar(kind) && !session.is_in_person ? (input.personal?.join_link ?? null) : null;
  // The confirmation's button is the personal join link itself; the reminders' the session page.
  const link = kind === "confirmation" ? (joinLink ?? page) : page;
  // An in-person session's confirmation leads to its page (there is no meeting to join).
  const action = kind === "confirmation" && !joinLink ? t.pageAction : k.action;
  const instantText = (d: Date) => instantIn(d, zone, guest.locale);
  const details: [string, string][] = [
    [
      t.when,
      visitTimeText(
        at,
        zone,
        [session.timezone].filter((z) => ZONES.has(z)),
        guest.locale,
      ),
    ],
    [t.where, session.is_in_person ? session.location || "—" : t.online],
    [t.host, session.host_name],
  ];
  if (kind === "waitlist_offer" && input.offer_expires_at) {
    details.push([t.offerUntil, instantText(input.offer_expires_at)]);
  }
  if (kind === "replay") {
    details.push([t.replayUntil, instantText(new Date(session.end_time.getTime() + WATCH_WINDOW_DAYS * 86_400_000))]);
  }
  if (joinLink) details.push([t.joinLink, joinLink]);
  // The reminders say the real time left at sending (a late reminder never claims "24 hours").
  const left = timeLeft(session.start_time.getTime() - input.now.getTime(), guest.locale);
  const lead = k.lead(session.title, left);
  const where = session.is_in_person ? session.location || page : (joinLink ?? page);
  const description = joinLink
    ? `${lead}\n\n${t.joinLink}${t.colon}${joinLink}\n${t.joinNote}\n\n${page}`
    : `${lead}\n\n${link}`;
  const addLinks =
    kind === "confirmation" && input.personal
      ? calendarLinks(
          {
            title: session.title,
            start: session.start_time,
            end: session.end_time,
            details: description,
            location: where,
          },
          input.personal.ics_url,
        )
      : null;
  const addList: [string, string][] = addLinks
    ? [
        [t.google, addLinks.google],
        [t.outlook, addLinks.outlook],
        [t.apple, addLinks.apple],
      ]
    : [];
  const calendar = withCalendar(kind)
    ? calendarFile({
        method: "REQUEST",
        filename: "webinar.ics",
        product: "Webinars",
        uid: webinarCalendarUid(input.appUrl, session.id),
        sequence: webinarCalendarSequence(session),
        status: ICalEventStatus.CONFIRMED,
        start: session.start_time,
        end: session.end_time,
        stamp: input.now,
        summary: session.title,
        description,
        location: where,
        url: joinLink ?? link,
        organizer: { name: session.host_name, email: input.sender },
        attendee: guest.email,
        alarmsMinutesBefore: [WEBINAR_ALARM_MINUTES],
      })
    : undefined;

  const text = [
    t.greeting(guest.first_name),
    "",
    lead,
    "",
    ...details.map(([name, value]) => `${name}${t.colon}${value}`),
    "",
    `${action}${t.colon}${link}`,
    ...(joinLink ? [t.joinNote] : []),
    ...(addList.length > 0
      ? ["", `${t.addToCalendar}${t.colon}`, ...addList.map(([n, u]) => `- ${n}${t.colon}${u}`)]
      : []),
    ...(calendar ? ["", t.calendar] : []),
    "",
    t.footer,
  ].join("\n");

  const cell = "padding:4px 12px 4px 0;vertical-align:top";
  const rows = details
    .map(
      ([name, value]) =>
        `<tr><th scope="row" style="${cell};text-align:left;color:#6b7280;font-weight:normal">${escapeHtml(name)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const html = `<!doctype html><html lang="${guest.locale}"><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>${escapeHtml(t.greeting(guest.first_name))}</p><p><strong>${escapeHtml(lead)}</strong></p>
<table role="presentation" style="border-collapse:collapse;margin:8px 0 16px">${rows}</table>
<p><a href="${escapeHtml(link)}" style="background:#4c6ef5;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p><p style="font-size:12px;color:#6b7280">${escapeHtml(link)}</p>${
    joinLink ? `<p style="font-size:12px;color:#6b7280">${escapeHtml(t.joinNote)}</p>` : ""
  }${
    addList.length > 0
      ? `<p>${escapeHtml(t.addToCalendar)}${escapeHtml(t.colon)}${addList
          .map(([n, u]) => `<a href="${escapeHtml(u)}">${escapeHtml(n)}</a>`)
          .join(" · ")}</p>`
      : ""
  }${
    calendar ? `<p style="font-size:12px;color:#6b7280">${escapeHtml(t.calendar)}</p>` : ""
  }<p style="font-size:12px;color:#6b7280">${escapeHtml(t.footer)}</p></body></html>`;

  return {
    to: guest.email,
    subject: k.subject(session.title, left),
    text,
    html,
    ...(calendar ? { calendar } : {}),
  };
}

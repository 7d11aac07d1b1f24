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

/** Minutes before the start at which the attached calendar entry rings. */
export const WEBINAR_ALARM_MINUTES = 15;

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

interface KindTexts {
  subject: (title: string) => string;
  lead: (title: string) => string;
  action: string;
}

const TEXTS = {
  "en-US": {
    greeting: (name: string) => `Hello ${name},`,
    colon: ": ",
    when: "When",
    where: "Where",
    host: "Host",
    online: "Online",
    offerUntil: "Offer open until",
    replayUntil: "Replay in Quad until",
    calendar: `The attached calendar file (webinar.ics) adds the session to your calendar with a reminder ${WEBINAR_ALARM_MINUTES} minutes before it starts.`,
    footer: "You get this mail because you registered for this session on Quad. — The Quad team",
    joinLink: "Your join link",
    joinNote:
      "This link is yours alone: it opens the meeting from 15 minutes before the start and records your attendance. Please do not share it.",
    addToCalendar: "Add to your calendar",
    pageAction: "Open the session page",
    google: "Google Calendar",
    outlook: "Outlook",
    apple: "Apple Calendar (.ics)",
    kinds: {
      confirmation: {
        subject: (t) => `You're registered: ${t}`,
        lead: (t) => `You have a seat in ${t}. We will remind you 24 hours and 1 hour before it starts.`,
        action: "Join the session",
      },
      waitlisted: {
        subject: (t) => `You're on the waitlist: ${t}`,
        lead: (t) =>
          `${t} is full, so you are on its waiting list. If a seat frees up, we will mail you and hold it for you for a while.`,
        action: "See the session",
      },
      reminder_24h: {
        subject: (t) => `Reminder: ${t} starts in 24 hours`,
        lead: (t) => `${t} starts in 24 hours. Sign in to Quad to join it from the session page.`,
        action: "Open the session",
      },
      reminder_1h: {
        subject: (t) => `Starting soon: ${t} starts in 1 hour`,
        lead: (t) => `${t} starts in 1 hour. Sign in to Quad to join it from the session page.`,
        action: "Join the session",
      },
      thanks: {
        subject: (t) => `Thank you for attending ${t}`,
        lead: (t) => `Thank you for attending ${t}. We hope to see you at the next session.`,
        action: "See the session",
      },
      replay: {
        subject: (t) => `Missed ${t}? Watch the replay`,
        lead: (t) =>
          `You missed ${t}, but the recording is waiting for you in Quad for ${WATCH_WINDOW_DAYS} days after the session.`,
        action: "Watch the replay",
      },
      waitlist_offer: {
        subject: (t) => `A seat is free for you: ${t}`,
        lead: (t) =>
          `A seat has opened up in ${t} and it is yours if you accept it before the offer ends; after that it goes to the next person on the waiting list.`,
        action: "Accept the seat",
      },
    } satisfies Record<WebinarMailKind, KindTexts>,
  },
  "zh-CN": {
    greeting: (name: string) => `${name}，您好：`,
    colon: "：",
    when: "时间",
    where: "地点",
    host: "主办方",
    online: "线上",
    offerUntil: "名额保留至",
    replayUntil: "回放可观看至",
    calendar: `附件中的日历文件（webinar.ics）会将本场活动添加到您的日历，并在开始前 ${WEBINAR_ALARM_MINUTES} 分钟提醒您。`,
    footer: "您收到此邮件，是因为您在 Quad 上报名了本场活动。— Quad 团队",
    joinLink: "您的专属参会链接",
    joinNote: "此链接仅供您本人使用：活动开始前 15 分钟起可进入会议，并会记录您的出席。请勿转发。",
    addToCalendar: "添加到日历",
    pageAction: "打开活动页面",
    google: "Google 日历",
    outlook: "Outlook",
    apple: "Apple 日历（.ics）",
    kinds: {
      confirmation: {
        subject: (t) => `报名成功：${t}`,
        lead: (t) => `您已成功报名 ${t}。我们会在开始前 24 小时和 1 小时提醒您。`,
        action: "加入活动",
      },
      waitlisted: {
        subject: (t) => `您已进入候补名单：${t}`,
        lead: (t) => `${t} 名额已满，您已进入候补名单。如有名额空出，我们会发邮件通知您，并为您保留一段时间。`,
        action: "查看活动",
      },
      reminder_24h: {
        subject: (t) => `提醒：${t} 将在 24 小时后开始`,
        lead: (t) => `${t} 将在 24 小时后开始。请登录 Quad，在活动页面加入。`,
        action: "打开活动页面",
      },
      reminder_1h: {
        subject: (t) => `即将开始：${t} 将在 1 小时后开始`,
        lead: (t) => `${t} 将在 1 小时后开始。请登录 Quad，在活动页面加入。`,
        action: "加入活动",
      },
      thanks: {
        subject: (t) => `感谢您参加 ${t}`,
        lead: (t) => `感谢您参加 ${t}，期待在下一场活动中与您相见。`,
        action: "查看活动",
      },
      replay: {
        subject: (t) => `错过了 ${t}？观看回放`,
        lead: (t) => `您错过了 ${t}，活动结束后 ${WATCH_WINDOW_DAYS} 天内可在 Quad 观看回放。`,
        action: "观看回放",
      },
      waitlist_offer: {
        subject: (t) => `为您保留了一个名额：${t}`,
        lead: (t) => `${t} 空出了一个名额。请在名额保留期结束前接受，逾期名额将转给候补名单中的下一位。`,
        action: "接受名额",
      },
    } satisfies Record<WebinarMailKind, KindTexts>,
  },
} satisfies Record<Locale, unknown>;

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
  const lead = k.lead(session.title);
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
    subject: k.subject(session.title),
    text,
    html,
    ...(calendar ? { calendar } : {}),
  };
}

import type { Locale } from "@quad/contract/rules/constants";
import {
  type NotificationMessageKey,
  type NotificationParams,
  renderNotificationMessage,
} from "@quad/contract/rules/notification-messages";
import type { VisitStatus } from "@quad/contract/rules/visits";
import { fitSubject } from "../../lib/mail-subject.ts";
import { ZONES } from "../../lib/time-zones.ts";
import type { MailMessage } from "../../plugins/mailer.ts";
import { escapeHtml, NOTIFICATION_FOOTER } from "./templates.ts";
import { calendarMethod, visitCalendar, visitCalendarUid } from "./visit-calendar.ts";
import { type VisitInstants, visitTimeText, whenIn } from "./visit-times.ts";

/** What a visit's mail needs to know of the visit, as it is after the change being told. */
export interface VisitFacts {
  id: number;
  status: VisitStatus;
  /** The visit's revision (iCalendar SEQUENCE). */
  sequence: number;
  school: { id: number; name: string; timezone: string };
  /** `timezone`: the visit's planned zone chosen by the university, else the university's own zone. */
  university: { id: number; name: string; timezone: string | null };
  /** Instants (ISO); null while the visit has no date. */
  starts_at: string | null;
  ends_at: string | null;
  location: string | null;
}

/** One recipient of the mail. */
export interface VisitReader {
  email: string;
  partner_id: number;
  locale: Locale;
  /** The user's own zone, else their institution's. */
  timezone: string | null;
  partner_timezone: string | null;
}

/** The button of the mail: the visit page, named after what waits there for the reader. */
export type VisitMailAction = "confirm" | "chooseDate" | "view";

/** How a reader meets a visit: their side, their zone, the zones beside it, the page and its button. */
export interface ReaderView {
  side: "School" | "University";
  zone: string;
  otherZones: string[];
  link: string;
  action: VisitMailAction;
}

/**
 * A school reader opens the visit under /events, anyone else (university, application client) under
 * /events-list (the web's route table). A school that confirms manually is asked to "Review and
 * confirm" what waits for it (a dated request or a university's reschedule), or to choose a date for
 * a request without one; the button opens the visit page, where the confirm button is.
 */
export function readerView(visit: VisitFacts, reader: VisitReader, appUrl: string): ReaderView {
  const knownZone = (z: string | null): z is string => Boolean(z && ZONES.has(z));
  const side = reader.partner_id === visit.school.id ? "School" : "University";
  const own = side === "School" ? visit.school.timezone : (visit.university.timezone ?? visit.school.timezone);
  const zone = [reader.timezone, reader.partner_timezone, own].find(knownZone) ?? "UTC";
  const sides =
    side === "School"
      ? [visit.university.timezone, visit.school.timezone]
      : [visit.school.timezone, visit.university.timezone];
  const dated = visit.starts_at !== null;
  const waiting = side === "School" && (visit.status === "pending" || visit.status === "reschedule");
  const action: VisitMailAction =
    waiting && dated ? "confirm" : side === "School" && visit.status === "requested" && !dated ? "chooseDate" : "view";
  return {
    side,
    zone,
    otherZones: sides.filter(knownZone).filter((z) => z !== zone),
    link: `${appUrl}${side === "School" ? "/events" : "/events-list"}/${visit.id}`,
    action,
  };
}

const TEXTS = {
  "en-US": {
    greeting: "Hello,",
    colon: ": ",
    when: "When",
    where: "Where",
    school: "School",
    university: "University",
    note: "Note",
    message: "Message",
    reason: "Reason",
    noDate: "No date yet",
    noLocation: "Not set yet (the school adds it)",
    actions: { confirm: "Review and confirm", chooseDate: "Review and choose a date", view: "View the visit" },
    calendar: {
      REQUEST: "The attached calendar file (visit.ics) adds the visit to your calendar and keeps it up to date.",
      CANCEL: "The attached calendar file (visit.ics) removes the visit from your calendar.",
    },
    summary: (university: string, school: string) => `School visit: ${university} at ${school}`,
  },
  "zh-CN": {
    greeting: "您好：",
    colon: "：",
    when: "时间",
    where: "地点",
    school: "学校",
    university: "大学",
    note: "留言",
    message: "消息",
    reason: "原因",
    noDate: "尚未确定日期",
    noLocation: "尚未确定（由学校填写）",
    actions: { confirm: "查看并确认", chooseDate: "查看并选择日期", view: "查看访问" },
    calendar: {
      REQUEST: "附件中的日历文件（visit.ics）会将此次访问添加到您的日历，并随变更保持更新。",
      CANCEL: "附件中的日历文件（visit.ics）会将此次访问从您的日历中移除。",
    },
    summary: (university: string, school: string) => `学校访问：${university} 到访 ${school}`,
  },
} satisfies Record<Locale, unknown>;

/** The visit's calendar entry's title in the reader's language: the same in every mail and in the staff feed. */
export function visitSummary(locale: Locale, university: string, school: string): string {
  return TEXTS[locale].summary(university, school);
}

/** What the notification's second text is in a visit's mail: the university's note, or the reason of a change. */
const SUB_LABEL: Partial<Record<NotificationMessageKey, "note" | "message" | "reason" | null>> = {
  visitBooked: "note",
  visitRequested: "note",
  visitRequestSent: "note",
  visitConfirmed: "reason",
  visitDeclined: "reason",
  visitCancelled: "reason",
  visitRescheduled: "reason",
  visitMessage: "message",
  // The location itself is the second text: it is shown as the visit's place.
  visitLocationSet: null,
};

export interface VisitMailInput {
  reader: VisitReader;
  visit: VisitFacts;
  message_key: NotificationMessageKey;
  message_params: NotificationParams;
  sub_message: string | null;
  appUrl: string;
  /** The product's sender address (the calendar file's organizer). */
  sender: string;
  now: Date;
}

const isLink = (s: string) => /^https?:\/\/\S+$/i.test(s);

/**
 * A visit's notification as a mail its reader can act on: the text with the time in the reader's own
 * zone, when (with the other zones of the visit beside it), where, who, the note or reason, a button to
 * the visit, and the visit as a calendar file (invitation or cancellation) once it has a date.
 */
export function visitMail(input: VisitMailInput): MailMessage {
  const { reader, visit } = input;
  const t = TEXTS[reader.locale];
  const view = readerView(visit, reader, input.appUrl);
  const at: VisitInstants | null =
    visit.starts_at && visit.ends_at ? { start: new Date(visit.starts_at), end: new Date(visit.ends_at) } : null;
  const message = renderNotificationMessage(
    input.message_key,
    at ? { ...input.message_params, ...whenIn(at.start, view.zone) } : input.message_params,
    reader.locale,
  );
  const label = SUB_LABEL[input.message_key];
  const details: [string, string][] = [
    [t.when, at ? visitTimeText(at, view.zone, view.otherZones, reader.locale) : t.noDate],
    [t.where, visit.location || t.noLocation],
    [t.school, visit.school.name],
    [t.university, visit.university.name],
    ...(input.sub_message && label !== null ? [[t[label ?? "note"], input.sub_message] as [string, string]] : []),
  ];
  const action = t.actions[view.action];
  const calendar = at
    ? visitCalendar({
        uid: visitCalendarUid(input.appUrl, visit.id),
        sequence: visit.sequence,
        status: visit.status,
        at,
        timezone: visit.school.timezone,
        stamp: input.now,
        summary: t.summary(visit.university.name, visit.school.name),
        description: `${message}\n\n${view.link}`,
        location: visit.location,
        url: view.link,
        organizer: { name: visit.school.name, email: input.sender },
        attendee: reader.email,
      })
    : undefined;
  const calendarNote = at ? t.calendar[calendarMethod(visit.status)] : null;

  const text = [
    t.greeting,
    "",
    message,
    "",
    ...details.map(([name, value]) => `${name}${t.colon}${value}`),
    "",
    `${action}${t.colon}${view.link}`,
    ...(calendarNote ? ["", calendarNote] : []),
    "",
    NOTIFICATION_FOOTER[reader.locale],
  ].join("\n");

  const cell = "padding:4px 12px 4px 0;vertical-align:top";
  const rows = details
    .map(([name, value]) => {
      const shown = isLink(value) ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>` : escapeHtml(value);
      return `<tr><th scope="row" style="${cell};text-align:left;color:#6b7280;font-weight:normal">${escapeHtml(name)}</th><td style="${cell}">${shown}</td></tr>`;
    })
    .join("");
  const html = `<!doctype html><html lang="${reader.locale}"><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>${escapeHtml(t.greeting)}</p><p><strong>${escapeHtml(message)}</strong></p>
<table role="presentation" style="border-collapse:collapse;margin:8px 0 16px">${rows}</table>
<p><a href="${escapeHtml(view.link)}" style="background:#4c6ef5;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p><p style="font-size:12px;color:#6b7280">${escapeHtml(view.link)}</p>${
    calendarNote ? `<p style="font-size:12px;color:#6b7280">${escapeHtml(calendarNote)}</p>` : ""
  }<p style="font-size:12px;color:#6b7280">${escapeHtml(NOTIFICATION_FOOTER[reader.locale])}</p></body></html>`;

  return {
    to: reader.email,
    subject: fitSubject(message),
    text,
    html,
    ...(calendar ? { calendar } : {}),
  };
}

import type { Locale } from "@quad/contract/rules/constants";
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import { ICalEventStatus } from "ical-generator";
import type { MailMessage } from "../../plugins/mailer.ts";
import { calendarFile } from "../mail/calendar-file.ts";
import { escapeHtml } from "../mail/templates.ts";

dayjs.extend(utc);
dayjs.extend(timezone);

export interface BookingMailInput {
  bookingId: number;
  start: Date;
  end: Date;
  comments: string | null;
  user: { email: string; first_name: string; last_name: string; locale: Locale; timezone: string };
  partnerName: string;
  rep: { name: string; email: string; timezone: string };
  /** The product's sender address (the calendar's organizer). */
  sender: string;
  stamp: Date;
  url: string;
}

function invitation(input: BookingMailInput, attendee: string, summary: string, description: string) {
  return calendarFile({
    method: "REQUEST",
    filename: "meeting.ics",
    product: "Meetings",
    uid: `event-booking-${input.bookingId}@quad`,
    sequence: 0,
    status: ICalEventStatus.CONFIRMED,
    start: input.start,
    end: input.end,
    stamp: input.stamp,
    summary,
    description,
    location: null,
    url: input.url,
    organizer: { name: "Quad", email: input.sender },
    attendee,
  });
}

const page = (lines: string[]) =>
  `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937">${lines
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join("")}</body></html>`;

/** The confirmation to the user who booked, in their language, with the meeting in their zone. */
export function bookingUserMail(input: BookingMailInput): MailMessage {
  const zh = input.user.locale === "zh-CN";
  const at = dayjs(input.start).tz(input.user.timezone);
  const when = zh
    ? `${at.format("YYYY年M月D日 HH:mm")}（${input.user.timezone}）`
    : `${at.format("dddd, MMM D, YYYY h:mm A")} (${input.user.timezone})`;
  const t = zh
    ? {
        subject: `已预约与 ${input.rep.name} 的会议`,
        lines: [
          `${input.user.first_name}，您好：`,
          `您已预约与客户代表 ${input.rep.name}（${input.rep.email}）的 30 分钟会议，时间为 ${when}。`,
          ...(input.comments ? [`您的留言：${input.comments}`] : []),
          "附件中的日历文件可将会议加入您的日历。",
          "— Quad 团队",
        ],
        summary: `与 ${input.rep.name} 的会议`,
      }
    : {
        subject: `Your meeting with ${input.rep.name} is booked`,
        lines: [
          `Hello ${input.user.first_name},`,
          `You booked a 30-minute meeting with your account representative ${input.rep.name} (${input.rep.email}) on ${when}.`,
          ...(input.comments ? [`Your note: ${input.comments}`] : []),
          "The attached calendar file adds the meeting to your calendar.",
          "— The Quad team",
        ],
        summary: `Meeting with ${input.rep.name}`,
      };
  return {
    to: input.user.email,
    subject: t.subject,
    text: t.lines.join("\n\n"),
    html: page(t.lines),
    calendar: invitation(input, input.user.email, t.summary, t.lines.slice(1, -1).join("\n")),
  };
}

/** The notice to the representative (staff mail, in English), with the meeting in their zone. */
export function bookingRepMail(input: BookingMailInput): MailMessage {
  const at = dayjs(input.start).tz(input.rep.timezone);
  const who = `${input.user.first_name} ${input.user.last_name}`.trim();
  const lines = [
    `Hello ${input.rep.name},`,
    `${who} <${input.user.email}> of ${input.partnerName} booked a 30-minute meeting with you on ${at.format("dddd, MMM D, YYYY h:mm A")} (${input.rep.timezone}).`,
    ...(input.comments ? [`Their note: ${input.comments}`] : []),
    "— Quad",
  ];
  return {
    to: input.rep.email,
    subject: `Meeting booked: ${input.partnerName} — ${who}`,
    text: lines.join("\n\n"),
    html: page(lines),
    calendar: invitation(
      input,
      input.rep.email,
      `Meeting with ${who} (${input.partnerName})`,
      lines.slice(1, -1).join("\n"),
    ),
  };
}

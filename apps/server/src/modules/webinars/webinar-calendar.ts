import type { Locale } from "@quad/contract/rules/constants";
import { ICalEventStatus } from "ical-generator";
import type { CalendarEventInput } from "../mail/calendar-file.ts";
import { joinLinkFor } from "./join-link.ts";
import {
  sessionPageLink,
  WEBINAR_ALARM_MINUTES,
  type WebinarMailSession,
  webinarCalendarSequence,
  webinarCalendarUid,
} from "./webinar-mails.ts";

export interface CalendarEntryInput {
  session: WebinarMailSession;
  registrationId: number;
  appUrl: string;
  /** The join tokens' secret (FILE_URL_SECRET). */
  secret: string;
  /** The product's sender address (the entry's organizer). */
  sender: string;
  now: Date;
  locale: Locale;
}

const LABELS = {
  "en-US": { join: "Join (your personal link)", page: "Session page", colon: ": " },
  "zh-CN": { join: "加入（您的专属链接）", page: "活动页面", colon: "：" },
} satisfies Record<Locale, unknown>;

/**
 * A registered session as a calendar entry of the guest's own files (the .ics of the mail's Apple
 * link, the personal feed): the same UID and SEQUENCE as the mails' files, the personal join link as
 * URL, LOCATION (online) and in the description, and a display alarm.
 */
export function sessionCalendarEntry(
  input: CalendarEntryInput,
): Omit<CalendarEventInput, "method" | "filename" | "product"> {
  const { session } = input;
  const page = sessionPageLink(input.appUrl, session);
  const join = session.is_in_person ? null : joinLinkFor(input.appUrl, input.secret, input.registrationId);
  const l = LABELS[input.locale];
  const description = [
    session.host_name,
    join ? `${l.join}${l.colon}${join}` : (session.location ?? ""),
    `${l.page}${l.colon}${page}`,
  ]
    .filter((line) => line.trim() !== "")
    .join("\n");
  return {
    uid: webinarCalendarUid(input.appUrl, session.id),
    sequence: webinarCalendarSequence(session),
    status: ICalEventStatus.CONFIRMED,
    start: session.start_time,
    end: session.end_time,
    timezone: session.timezone,
    stamp: input.now,
    summary: session.title,
    description,
    location: session.is_in_person ? session.location : join,
    url: join ?? page,
    organizer: { name: session.host_name, email: input.sender },
    alarmsMinutesBefore: [WEBINAR_ALARM_MINUTES],
  };
}

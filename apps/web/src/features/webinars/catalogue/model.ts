import type { GuestWebinarSession } from "@quad/contract/api/webinars";
import { type CalendarLinkEvent, googleCalendarLink, outlookCalendarLink } from "@quad/contract/rules/calendar-links";
import { timezoneLabel } from "@quad/contract/rules/formats";
import { ID_MAX } from "@quad/contract/rules/input-limits";
import { PRESENCE_BEAT_SECONDS } from "@quad/contract/rules/webinar-attendance";
import {
  type ActionLabel,
  actionLabel,
  joinLinkOpen,
  opensInNewWindow,
  WEBINAR_TABS,
  type WebinarTab,
} from "@quad/contract/rules/webinar-sessions";
import { formatSessionDate, formatSessionTime } from "../../../lib/dates";

/**
 * Pure rules of the guest catalogue screens (issue 10 §2, §3): what a session's main action is for this viewer,
 * its times in the viewer's zone and its own, the add-to-calendar links and when presence is sent.
 */

type Session = GuestWebinarSession;

// ---------------------------------------------------------------------------------------------- the action

/** What the main button of a session does for this viewer. */
export type SessionAction =
  /** Register for a seat (with the "attend live" option). */
  | { kind: "register"; label: ActionLabel }
  /** Full: join the waitlist (the server decides; registering when full waitlists). */
  | { kind: "joinWaitlist"; label: ActionLabel }
  /** On the waitlist without an offer: nothing to do but wait (or leave). */
  | { kind: "waitlisted"; label: ActionLabel }
  /** A freed seat is held for this guest until `until`: registering again takes it. */
  | { kind: "takeSeat"; label: ActionLabel; until: string }
  /** Registered, not live yet: Join Live / Ask Question (link open from 15 minutes before), or just registered. */
  | { kind: "registered"; label: ActionLabel; joinOpen: boolean }
  /** Live: Join Now (registers with the join option first when needed). */
  | { kind: "join"; label: ActionLabel }
  /** Ended with a recording: Watch Now (7 days) or Watch. */
  | { kind: "watch"; label: ActionLabel }
  /** Ended without a recording. */
  | { kind: "ended"; label: ActionLabel };

/**
 * The action of spec 3 §4 for a session (its label from the contract's `actionLabel`), refined by the viewer's
 * registration, the waitlist and its offer. Signed-out viewers get the same actions; the screen sends them to sign in.
 */
export function sessionAction(s: Session, now: Date): SessionAction {
  const label = actionLabel(s, now);
  const registered = s.registration_status === "registered";
  const waitlisted = s.registration_status === "waitlisted";
  if (label === "Watch Now" || label === "Watch") {
    return s.is_recording_available ? { kind: "watch", label } : { kind: "ended", label };
  }
  if (label === "Join Now") return { kind: "join", label };
  if (registered) return { kind: "registered", label, joinOpen: joinLinkOpen(s.start_time, s.end_time, now) };
  if (waitlisted) {
    if (s.offer_expires_at && new Date(s.offer_expires_at).getTime() > now.getTime()) {
      return { kind: "takeSeat", label, until: s.offer_expires_at };
    }
    return { kind: "waitlisted", label };
  }
  if (s.seats_left === 0) return { kind: "joinWaitlist", label };
  return { kind: "register", label };
}

/** Whether a session opens its join link in a new window (the contract's rule of spec 3 §4). */
export function joinInNewWindow(s: Session, now: Date): boolean {
  return opensInNewWindow(s, now);
}

/** A guest may cancel a registration or leave the waitlist until the session ends. */
export function canCancel(s: Session, now: Date): boolean {
  return (
    (s.registration_status === "registered" || s.registration_status === "waitlisted") &&
    now.getTime() < new Date(s.end_time).getTime()
  );
}

// ---------------------------------------------------------------------------------------------- times

export interface ZonedWhen {
  date: string;
  /** "02:00 PM – 03:00 PM" (or "…, May 5, 2027 09:00 AM" when the session ends on another day). */
  time: string;
  /** "(GMT+08:00) Asia/Shanghai", in the reader's language. */
  zoneLabel: string;
  zone: string;
}

function when(start: string, end: string, zone: string, locale: string): ZonedWhen {
  const startDate = formatSessionDate(start, zone);
  const endDate = formatSessionDate(end, zone);
  const endText = endDate === startDate ? formatSessionTime(end, zone) : `${endDate} ${formatSessionTime(end, zone)}`;
  return {
    date: startDate,
    time: `${formatSessionTime(start, zone)} – ${endText}`,
    zoneLabel: timezoneLabel(zone, start, locale),
    zone,
  };
}

/**
 * The time line of a session card in the viewer's zone: while live, when it ends ("10:00 AM", with the date when
 * it ends on another day than today: a multi-day session); otherwise start – end, with the end's date when it
 * ends on another day than it starts.
 */
export function cardTimes(
  s: Pick<Session, "start_time" | "end_time">,
  zone: string,
  live: boolean,
  now: Date = new Date(),
): { live: boolean; text: string } {
  const endDate = formatSessionDate(s.end_time, zone);
  const endTime = formatSessionTime(s.end_time, zone);
  const reference = formatSessionDate(live ? now : s.start_time, zone);
  const end = endDate === reference ? endTime : `${endDate} ${endTime}`;
  return { live, text: live ? end : `${formatSessionTime(s.start_time, zone)} – ${end}` };
}

/**
 * A session's times in the viewer's zone (the profile's, else the browser's) with its label, and in the session's
 * own zone when that zone shows another offset or name (issue 10 §3 "time zones made plain").
 */
export function sessionWhen(
  s: Pick<Session, "start_time" | "end_time" | "timezone">,
  viewerZone: string,
  locale: string,
): { viewer: ZonedWhen; event: ZonedWhen | null } {
  const viewer = when(s.start_time, s.end_time, viewerZone, locale);
  if (s.timezone === viewerZone) return { viewer, event: null };
  const event = when(s.start_time, s.end_time, s.timezone, locale);
  const same = event.zoneLabel === viewer.zoneLabel && event.time === viewer.time && event.date === viewer.date;
  return { viewer, event: same ? null : event };
}

/** The viewer's zone: the guest's profile zone, else the browser's. */
export function viewerZone(profileZone: string | null | undefined, browserZone: string | undefined): string {
  return profileZone || browserZone || "UTC";
}

// ---------------------------------------------------------------------------------------------- calendars

export interface SessionCalendarLinks {
  google: string;
  outlook: string;
  /** The registrant's own .ics (Apple Calendar and others), served by the join link; null without a seat. */
  apple: string | null;
}

/**
 * Add-to-calendar links of a session (the contract's Google and Outlook templates, decision 038): the details carry
 * the description and the session's page; the location is the venue, or the personal join link once registered.
 */
export function sessionCalendarLinks(
  s: Pick<Session, "title" | "start_time" | "end_time" | "description" | "is_in_person" | "location" | "join_url">,
  pageUrl: string,
): SessionCalendarLinks {
  const text = (s.description ?? "").trim();
  const event: CalendarLinkEvent = {
    title: s.title,
    start: new Date(s.start_time),
    end: new Date(s.end_time),
    details: text ? `${text}\n\n${pageUrl}` : pageUrl,
    location: (s.is_in_person ? s.location : s.join_url) || pageUrl,
  };
  return {
    google: googleCalendarLink(event),
    outlook: outlookCalendarLink(event),
    apple: s.join_url ? `${s.join_url}/calendar.ics` : null,
  };
}

/** The calendar feed as a webcal:// address (calendar apps subscribe to it), from its https:// URL. */
export function webcalUrl(feedUrl: string): string {
  return feedUrl.replace(/^https?:\/\//, "webcal://");
}

// ---------------------------------------------------------------------------------------------- presence

/** A joined guest's session page reports every minute that it is still open (decision 038). */
export const PRESENCE_INTERVAL_MS = PRESENCE_BEAT_SECONDS * 1000;

export interface PresenceState {
  /** The session takes beats now (the contract's presenceOpen: from 15 minutes before the start to the end). */
  open: boolean;
  joined: boolean;
  visible: boolean;
  /** When the last beat was sent, else when the page started counting (ms). */
  since: number;
}

/**
 * How long to wait before the next presence beat, or null when none is due (not open, not joined or the page
 * hidden). The first beat comes a minute after the page starts counting: the server counts the time since the join,
 * and a beat sent before the join link has been opened would be refused. 0 means "now" (one overdue after the page
 * was hidden).
 */
export function presenceDelay(p: PresenceState, now: number): number | null {
  if (!p.open || !p.joined || !p.visible) return null;
  return Math.max(0, p.since + PRESENCE_INTERVAL_MS - now);
}

// ---------------------------------------------------------------------------------------------- URL state

export function parseTab(value: unknown, fallback: WebinarTab = "upcoming"): WebinarTab {
  return typeof value === "string" && (WEBINAR_TABS as readonly string[]).includes(value)
    ? (value as WebinarTab)
    : fallback;
}

export function parsePage(value: unknown): number {
  const n = typeof value === "string" ? Number(value) : typeof value === "number" ? value : Number.NaN;
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/**
 * A session's address, /webinars/categories/{category}/events/{id}: ids as the API takes them, the category 0 for a
 * session without one (lib/webinar-paths.ts). Null for an address no session can have.
 */
export function parseSessionAddress(params: {
  categoryId?: string;
  eventId?: string;
}): { categoryId: number; eventId: number } | null {
  const id = (value: string | undefined, min: number) => {
    const n = value !== undefined && /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
    return Number.isInteger(n) && n >= min && n <= ID_MAX ? n : null;
  };
  const categoryId = id(params.categoryId, 0);
  const eventId = id(params.eventId, 1);
  return categoryId === null || eventId === null ? null : { categoryId, eventId };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface SearchState {
  q: string;
  categories: number[];
  from: string | null;
  to: string | null;
  tab: WebinarTab;
  page: number;
}

/** The search screen's state from its query string (unknown or broken values fall back). */
export function parseSearchState(raw: Record<string, unknown>): SearchState {
  const text = (v: unknown) => (typeof v === "string" ? v : "");
  const categories = text(raw.categories)
    .split(",")
    .map((v) => Number(v))
    .filter((n) => Number.isInteger(n) && n > 0)
    .slice(0, 50);
  const from = DATE.test(text(raw.from)) ? text(raw.from) : null;
  let to = DATE.test(text(raw.to)) ? text(raw.to) : null;
  if (from && to && to < from) to = null;
  return {
    q: text(raw.q).slice(0, 100),
    categories: [...new Set(categories)],
    from,
    to,
    tab: parseTab(raw.tab),
    page: parsePage(raw.page),
  };
}

/** The query string of a search state (defaults left out). */
export function searchParams(s: SearchState): Record<string, string | undefined> {
  return {
    q: s.q.trim() || undefined,
    categories: s.categories.length ? s.categories.join(",") : undefined,
    from: s.from ?? undefined,
    to: s.to ?? undefined,
    tab: s.tab === "upcoming" ? undefined : s.tab,
    page: s.page > 1 ? String(s.page) : undefined,
  };
}

/** The filter_list body of a search state. */
export function filterBody(s: SearchState) {
  return {
    search_text: s.q.trim() || undefined,
    category_ids: s.categories.length ? s.categories : undefined,
    start_date: s.from ?? undefined,
    end_date: s.to ?? undefined,
    tab: s.tab,
    page_no: s.page,
  };
}

/** Pages of a list answered 12 a page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

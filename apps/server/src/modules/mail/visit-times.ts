import type { Locale } from "@quad/contract/rules/constants";
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";

dayjs.extend(utc);
dayjs.extend(timezone);

/** A visit's start and end instants. */
export interface VisitInstants {
  start: Date;
  end: Date;
}

/** An instant's wall clock in a zone: "2027-04-06", "09:30", weekday 0 (Sunday) .. 6. */
export interface WallClock {
  date: string;
  time: string;
  weekday: number;
}

export function wallClock(at: Date, zone: string): WallClock {
  const d = dayjs(at).tz(zone);
  return { date: d.format("YYYY-MM-DD"), time: d.format("HH:mm"), weekday: d.day() };
}

const WEEKDAYS: Record<Locale, string[]> = {
  "en-US": ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  "zh-CN": ["星期日", "星期一", "星期二", "星期三", "星期四", "星期五", "星期六"],
};
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * A calendar day as the language writes it (decision 018 for Chinese), with its weekday:
 * "Tue, Apr 6, 2027" / "2027年4月6日 星期二"; without the year: "Tue, Apr 6" / "4月6日 星期二".
 */
function day(c: WallClock, locale: Locale, withYear: boolean): string {
  const [year, month, date] = c.date.split("-").map(Number) as [number, number, number];
  const weekday = WEEKDAYS[locale][c.weekday];
  if (locale === "zh-CN") return `${withYear ? `${year}年` : ""}${month}月${date}日 ${weekday}`;
  return `${weekday}, ${MONTHS[month - 1]} ${date}${withYear ? `, ${year}` : ""}`;
}

/** The span in one zone: "09:30–10:30", the day added when it is not the reader's day. */
function span(at: VisitInstants, zone: string, locale: Locale, readerDate: string | null): string {
  const start = wallClock(at.start, zone);
  const end = wallClock(at.end, zone);
  const clock = `${start.time}–${end.time}`;
  if (readerDate === null) return `${day(start, locale, true)} ${clock}`;
  return start.date === readerDate ? clock : `${day(start, locale, false)} ${clock}`;
}

/**
 * When a visit takes place, for a reader: first in the reader's own zone, then in each other zone
 * of the visit (the school's, the university's) that differs from it, e.g.
 * "Tue, Apr 6, 2027 09:30–10:30 (America/New_York) — 21:30–22:30 in Asia/Singapore" or
 * "2027年4月6日 星期二 09:30–10:30（America/New_York），即 Asia/Singapore 时间 21:30–22:30".
 * The other zone's day is named when it is not the reader's day.
 */
export function visitTimeText(at: VisitInstants, readerZone: string, otherZones: string[], locale: Locale): string {
  const mine = span(at, readerZone, locale, null);
  const readerDate = wallClock(at.start, readerZone).date;
  const others = [...new Set(otherZones)]
    .filter((zone) => zone !== readerZone)
    .map((zone) => ({ zone, text: span(at, zone, locale, readerDate) }));
  if (locale === "zh-CN") {
    const beside = others.map((o) => `${o.zone} 时间 ${o.text}`).join("、");
    return `${mine}（${readerZone}）${beside ? `，即 ${beside}` : ""}`;
  }
  const beside = others.map((o) => `${o.text} in ${o.zone}`).join(", ");
  return `${mine} (${readerZone})${beside ? ` — ${beside}` : ""}`;
}

/**
 * Notification parameters naming the visit's start in the reader's zone, so the catalogue's
 * {{when}} reads in the reader's own time: { date: "2027-04-06", time: "09:30", timezone }.
 */
export function whenIn(start: Date, zone: string) {
  const c = wallClock(start, zone);
  return { date: c.date, time: c.time, timezone: zone };
}

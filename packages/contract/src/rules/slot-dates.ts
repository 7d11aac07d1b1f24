import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";

dayjs.extend(utc);
dayjs.extend(timezone);

/** ISO weekday (1 Monday … 7 Sunday) of a calendar date "YYYY-MM-DD". */
export function weekdayOf(date: string): number {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/** The calendar dates from start to end inclusive ("YYYY-MM-DD"). */
export function datesBetween(start: string, end: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += 86_400_000) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

/**
 * The instant of a wall-clock time on a date in a zone. The wall-clock time is what the school
 * set, so it never moves with daylight-saving changes; a time that does not exist on a
 * spring-forward day resolves to the first valid instant after it.
 */
export function wallClockInstant(date: string, hhmm: string, zone: string): Date {
  return dayjs.tz(`${date} ${hhmm}`, "YYYY-MM-DD HH:mm", zone).toDate();
}

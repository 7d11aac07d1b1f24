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
  const offset = steadyOffset(date, zone);
  if (offset === null) return dayjs.tz(`${date} ${hhmm}`, "YYYY-MM-DD HH:mm", zone).toDate();
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [h, min] = hhmm.split(":").map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, d, h, min) - offset * 60_000);
}

/**
 * The zone's UTC offset in minutes on a date when it holds all day; null on a day the clocks change
 * (those dates take the exact, slower path). Cached: a year of slots asks for the same dates often.
 */
const offsets = new Map<string, number | null>();
function steadyOffset(date: string, zone: string): number | null {
  const key = `${zone}|${date}`;
  const cached = offsets.get(key);
  if (cached !== undefined) return cached;
  const early = dayjs.tz(`${date} 00:00`, "YYYY-MM-DD HH:mm", zone).utcOffset();
  const late = dayjs.tz(`${date} 23:59`, "YYYY-MM-DD HH:mm", zone).utcOffset();
  const value = early === late ? early : null;
  if (offsets.size > 50_000) offsets.clear();
  offsets.set(key, value);
  return value;
}

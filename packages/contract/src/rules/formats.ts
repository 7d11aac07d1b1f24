import dayjs from "dayjs";
import customParseFormat from "dayjs/plugin/customParseFormat.js";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/** Display formats of spec 1 §9 / spec 2 (dayjs format strings). */
export const DATE_FORMAT = "MMM DD, YYYY";
export const TIME_FORMAT = "hh:mma";

/** Webinar sessions (spec 3 §9): date-range format 'MMM D, YYYY', time 'hh:mm A'. */
export const SESSION_DATE_FORMAT = "MMM D, YYYY";
export const SESSION_TIME_FORMAT = "hh:mm A";

export type DateInput = string | number | Date | dayjs.Dayjs;

/**
 * The spec's formats are the English ones; Chinese readers get their own way of writing the same
 * date and time ("2027年4月5日", "14:30") rather than English patterns filled with Chinese words.
 * Chosen by dayjs's current locale, which the app sets before it switches language (lib/dates.ts).
 */
const LOCALE_FORMATS: Record<string, { date: string; time: string }> = {
  "zh-cn": { date: "YYYY年M月D日", time: "HH:mm" },
};
const formatsNow = () => LOCALE_FORMATS[dayjs.locale()] ?? { date: DATE_FORMAT, time: TIME_FORMAT };
const sessionFormatsNow = () =>
  LOCALE_FORMATS[dayjs.locale()] ?? { date: SESSION_DATE_FORMAT, time: SESSION_TIME_FORMAT };

/** The date pattern of dayjs's current locale ("MMM DD, YYYY" / "YYYY年M月D日"): date inputs show dates as lists do. */
export function dateFormatNow(): string {
  return formatsNow().date;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const WALL_CLOCK = /^\d{1,2}:\d{2}(:\d{2})?$/;

/**
 * An instant (ISO string, epoch ms, Date) shown in `tz` when given, else in the runtime's zone.
 * A date-only string ("2024-03-05") is a calendar date and is never shifted by a zone.
 */
function toDayjs(value: DateInput, tz?: string): dayjs.Dayjs | null {
  if (typeof value === "string" && DATE_ONLY.test(value)) {
    const d = dayjs(value, "YYYY-MM-DD", true);
    return d.isValid() ? d : null;
  }
  const d = dayjs(value);
  if (!d.isValid()) return null;
  return tz ? d.tz(tz) : d;
}

/** 'MMM DD, YYYY', e.g. "Mar 05, 2024"; "" for an empty or invalid value. */
export function formatDate(value: DateInput | null | undefined, tz?: string): string {
  if (value === null || value === undefined || value === "") return "";
  return toDayjs(value, tz)?.format(formatsNow().date) ?? "";
}

/**
 * 'hh:mma', e.g. "02:30pm"; "" for an empty or invalid value.
 * A wall-clock string ("14:30" or "14:30:00", as slots store them) is formatted as is, without a zone.
 */
export function formatTime(value: DateInput | null | undefined, tz?: string): string {
  if (value === null || value === undefined || value === "") return "";
  if (typeof value === "string" && WALL_CLOCK.test(value)) {
    const d = dayjs(value, ["HH:mm:ss", "H:mm:ss", "HH:mm", "H:mm"], true);
    return d.isValid() ? d.format(formatsNow().time) : "";
  }
  return toDayjs(value, tz)?.format(formatsNow().time) ?? "";
}

/**
 * A webinar session's date, 'MMM D, YYYY' ("May 4, 2026"; spec 3 §9). Screens about sessions (check-in) use this
 * and `formatSessionTime` throughout, and never mix them with the visits' 'MMM DD, YYYY' / 'hh:mma'.
 */
export function formatSessionDate(value: DateInput | null | undefined, tz?: string): string {
  if (value === null || value === undefined || value === "") return "";
  return toDayjs(value, tz)?.format(sessionFormatsNow().date) ?? "";
}

/** A webinar session's time, 'hh:mm A' ("02:30 PM"; spec 3 §9). */
export function formatSessionTime(value: DateInput | null | undefined, tz?: string): string {
  if (value === null || value === undefined || value === "") return "";
  return toDayjs(value, tz)?.format(sessionFormatsNow().time) ?? "";
}

/** The zone's UTC offset at `at` as "+08:00" / "-05:00" (DST-aware). Throws RangeError for an unknown zone. */
export function timezoneOffset(name: string, at: DateInput = new Date()): string {
  const minutes = dayjs(at).tz(name).utcOffset();
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, "0");
  const mm = String(abs % 60).padStart(2, "0");
  return `${sign}${hh}:${mm}`;
}

/** Interface languages whose readers get a zone's own name instead of its IANA id (by dayjs locale). */
const ZONE_NAME_LOCALES: Record<string, string> = { "zh-cn": "zh-CN" };

const GMT_LIKE = /^(GMT|UTC)([+\-−]\d|$)/;

function intlZoneName(name: string, locale: string, at: Date, style: "longGeneric" | "long"): string | null {
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone: name, timeZoneName: style }).formatToParts(at);
    const value = parts.find((p) => p.type === "timeZoneName")?.value ?? null;
    return value && !GMT_LIKE.test(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * A zone's name in `locale` ("Asia/Shanghai" -> "中国标准时间", "America/New_York" -> "北美东部时间"): the generic
 * name (no standard/daylight switch), else the name in force at `at` ("UTC" -> "协调世界时"), else the IANA id when
 * the runtime has no name for it (e.g. "Etc/GMT+5").
 */
export function localizedZoneName(name: string, locale: string, at: DateInput = new Date()): string {
  const when = dayjs(at).toDate();
  return intlZoneName(name, locale, when, "longGeneric") ?? intlZoneName(name, locale, when, "long") ?? name;
}

/**
 * '[offset] name', e.g. "(GMT+08:00) Asia/Shanghai"; the offset is the one in force at `at`. The spec's form names
 * the zone by its IANA id; a Chinese reader gets the zone's Chinese name instead ("(GMT+08:00) 中国标准时间"), chosen
 * by `locale` (an interface locale, e.g. "zh-CN") or, when not given, by dayjs's current locale as the dates are.
 */
export function timezoneLabel(name: string, at: DateInput = new Date(), locale?: string): string {
  const offset = `(GMT${timezoneOffset(name, at)})`;
  const nameLocale = locale ?? ZONE_NAME_LOCALES[dayjs.locale()];
  if (!nameLocale || nameLocale.toLowerCase().startsWith("en")) return `${offset} ${name}`;
  return `${offset} ${localizedZoneName(name, nameLocale, at)}`;
}

export const FILE_SIZE_UNITS = ["Bytes", "KB", "MB", "GB", "TB", "PB", "EB", "ZB", "YB"] as const;

/** Base 1024, units Bytes..YB, at most 2 decimals (trailing zeros dropped): 1536 -> "1.5 KB", 0 -> "0 Bytes". */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 Bytes";
  const raw = Math.floor(Math.log(bytes) / Math.log(1024));
  const i = Math.min(Math.max(raw, 0), FILE_SIZE_UNITS.length - 1);
  const value = Number.parseFloat((bytes / 1024 ** i).toFixed(2));
  return `${value} ${FILE_SIZE_UNITS[i]}`;
}

/** Removes only the first space: "+1 555 010 2030" -> "+1555 010 2030". */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return "";
  return value.replace(" ", "");
}

/** Weekday numbers of the spec: 1 Monday .. 7 Sunday (ISO 8601). */
export const WEEKDAYS = [
  { value: 1, name: "Monday", short: "Mon" },
  { value: 2, name: "Tuesday", short: "Tue" },
  { value: 3, name: "Wednesday", short: "Wed" },
  { value: 4, name: "Thursday", short: "Thu" },
  { value: 5, name: "Friday", short: "Fri" },
  { value: 6, name: "Saturday", short: "Sat" },
  { value: 7, name: "Sunday", short: "Sun" },
] as const;
export type Weekday = (typeof WEEKDAYS)[number]["value"];

/** The ISO weekday (1 Monday .. 7 Sunday) of a date, in `tz` when given; a date-only string is that calendar day. */
export function isoWeekday(value: DateInput, tz?: string): Weekday {
  const d = toDayjs(value, tz);
  if (!d) throw new RangeError(`Invalid date: ${String(value)}`);
  const day = d.day();
  return (day === 0 ? 7 : day) as Weekday;
}

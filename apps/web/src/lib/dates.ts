import type { Locale } from "@quad/contract/rules/constants";
import { type DateInput, formatDate, formatTime } from "@quad/contract/rules/formats";
import dayjs from "dayjs";
import { startTransition, useEffect, useState } from "react";
import { browserZone } from "./browser-facts";
import { beforeLocaleChange, i18n } from "./i18n";

/**
 * dayjs following the interface language. The signed-in shell and screens that format dates import this
 * module, so dayjs's Chinese locale loads with them, not with the sign-in screen. The shell waits for
 * `useDatesReady()` so no screen draws a date before the right locale is in place. (Not a top-level
 * await: that splits the sign-in bundle into dozens of chunks.)
 */

export const DAYJS_LOCALE: Record<Locale, string> = { "en-US": "en", "zh-CN": "zh-cn" };

export async function applyDayjsLocale(locale: string): Promise<void> {
  if (locale === "zh-CN") await import("dayjs/locale/zh-cn");
  dayjs.locale(DAYJS_LOCALE[locale as Locale] ?? "en");
}

beforeLocaleChange(applyDayjsLocale);
let ready = false;
const datesReady = applyDayjsLocale(i18n.language).then(() => {
  ready = true;
});

/** True once dayjs speaks the interface language of the first load. */
export function useDatesReady(): boolean {
  const [isReady, setReady] = useState(ready);
  useEffect(() => {
    // A transition, as for texts (useNamespace): what waited is drawn in slices.
    if (!isReady) void datesReady.then(() => startTransition(() => setReady(true)));
  }, [isReady]);
  return isReady;
}

/*
 * Every date and time the app shows is written here (issue 24 §3): one style per locale — the spec's "MMM DD,
 * YYYY" and "hh:mma" in English, "2026年11月28日" and "14:30" in Chinese (the contract's formatters, which follow
 * dayjs's locale set above). Screens never pass a pattern of their own to dayjs for a date they show.
 */
export {
  type DateInput,
  /** The pattern a date input shows its value in (Mantine's valueFormat): the same style as every list. */
  dateFormatNow as dateInputFormat,
  formatDate,
  formatSessionDate,
  formatSessionTime,
  formatTime,
} from "@quad/contract/rules/formats";

/** A date and its time: "Nov 28, 2026 02:30pm" / "2026年11月28日 14:30"; "" for an empty or invalid value. */
export function formatDateTime(value: DateInput | null | undefined, tz?: string): string {
  const date = formatDate(value, tz);
  return date ? `${date} ${formatTime(value, tz)}` : "";
}

export { dayjs };

/** Today's date (YYYY-MM-DD) in a zone. */
export function todayIn(zone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    now,
  );
}

/** The viewer's zone: the one on their profile, else the browser's. */
export function viewerZone(profileZone: string | null | undefined): string {
  return profileZone || browserZone();
}

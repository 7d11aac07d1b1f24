import type { Locale } from "@quad/contract/rules/constants";
import dayjs from "dayjs";
import { i18n } from "./i18n";

/**
 * dayjs following the interface language. Screens that format dates import dayjs from here, so dayjs
 * (and its Chinese locale) loads with the first screen that needs it, not with the sign-in screen.
 */

export const DAYJS_LOCALE: Record<Locale, string> = { "en-US": "en", "zh-CN": "zh-cn" };

export async function applyDayjsLocale(locale: string): Promise<void> {
  if (locale === "zh-CN") await import("dayjs/locale/zh-cn");
  dayjs.locale(DAYJS_LOCALE[locale as Locale] ?? "en");
}

void applyDayjsLocale(i18n.language);
i18n.on("languageChanged", (lng) => void applyDayjsLocale(lng));

/** Spec 1 §9 default formats. */
export const DATE_FORMAT = "MMM DD, YYYY";
export const TIME_FORMAT = "hh:mma";

export { dayjs };

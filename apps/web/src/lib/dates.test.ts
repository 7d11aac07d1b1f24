import { describe, expect, it } from "vitest";
import { applyDayjsLocale, dayjs, formatDate, formatDateTime, formatSessionDate } from "./dates";
import { changeLocale, i18n, initI18n } from "./i18n";

describe("dayjs follows the interface language", () => {
  it("switches to Chinese and back", async () => {
    await applyDayjsLocale("zh-CN");
    expect(dayjs.locale()).toBe("zh-cn");
    expect(dayjs("2026-03-01").format("MMMM")).toBe("三月");
    await applyDayjsLocale("en-US");
    expect(dayjs.locale()).toBe("en");
  });

  it("is in the new language before i18next switches, so screens redraw once with the right dates", async () => {
    await initI18n("en-US");
    const seen: string[] = [];
    const listener = () => seen.push(dayjs.locale());
    i18n.on("languageChanged", listener);
    try {
      await changeLocale("zh-CN");
      await changeLocale("en-US");
    } finally {
      i18n.off("languageChanged", listener);
    }
    expect(seen).toEqual(["zh-cn", "en"]);
  });
});

describe("one date style per locale, from one place (issue 24 §3)", () => {
  it("writes a date the same way on every list: the spec's in English, 年月日 in Chinese", async () => {
    await applyDayjsLocale("zh-CN");
    try {
      expect(formatDate("2026-11-28")).toBe("2026年11月28日");
      expect(formatDate("2026-11-28T10:00:00Z", "UTC")).toBe("2026年11月28日");
      expect(formatDateTime("2026-11-28T14:30:00Z", "UTC")).toBe("2026年11月28日 14:30");
      expect(formatSessionDate("2026-11-05T10:00:00Z", "UTC")).toBe("2026年11月5日");
    } finally {
      await applyDayjsLocale("en-US");
    }
    expect(formatDate("2026-11-28")).toBe("Nov 28, 2026");
    expect(formatDateTime("2026-11-28T14:30:00Z", "UTC")).toBe("Nov 28, 2026 02:30pm");
    expect(formatDateTime(null)).toBe("");
  });

  // "11月 28, 2026" came from screens formatting with the English pattern under the Chinese locale.
  it("no screen formats a shown date with a pattern of its own", () => {
    const sources = import.meta.glob(["../**/*.{ts,tsx}", "!../**/*.test.{ts,tsx}", "!./dates.ts"], {
      query: "?raw",
      import: "default",
      eager: true,
    }) as Record<string, string>;
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const own = /\.format\((`\$\{)?(DATE_FORMAT|TIME_FORMAT|SESSION_DATE_FORMAT|SESSION_TIME_FORMAT)|valueFormat="MMM/;
    const offenders = Object.entries(sources)
      .filter(([, text]) => own.test(text))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });
});

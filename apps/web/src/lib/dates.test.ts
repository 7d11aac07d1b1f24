import { describe, expect, it } from "vitest";
import { applyDayjsLocale, dayjs } from "./dates";
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

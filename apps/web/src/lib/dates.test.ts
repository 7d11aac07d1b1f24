import { describe, expect, it } from "vitest";
import { applyDayjsLocale, dayjs } from "./dates";
import { i18n } from "./i18n";

describe("dayjs follows the interface language", () => {
  it("switches to Chinese and back", async () => {
    await applyDayjsLocale("zh-CN");
    expect(dayjs.locale()).toBe("zh-cn");
    expect(dayjs("2026-03-01").format("MMMM")).toBe("三月");
    await applyDayjsLocale("en-US");
    expect(dayjs.locale()).toBe("en");
  });

  it("listens to i18next language changes", async () => {
    i18n.emit("languageChanged", "zh-CN");
    await new Promise((r) => setTimeout(r, 20));
    expect(dayjs.locale()).toBe("zh-cn");
    i18n.emit("languageChanged", "en-US");
    await new Promise((r) => setTimeout(r, 20));
    expect(dayjs.locale()).toBe("en");
  });
});

import { describe, expect, it } from "vitest";
import { changeLocale, ensureNamespace, i18n, initI18n } from "./i18n";

describe("i18n", () => {
  it("switches texts and the <html lang> attribute, also for namespaces loaded later", async () => {
    await initI18n("en-US");
    expect(document.documentElement.lang).toBe("en-US");
    expect(i18n.t("auth.signIn.submit")).toBe("Sign in");
    await ensureNamespace("areas");
    expect(i18n.t("dashboard.title", { ns: "areas" })).toBe("Dashboard");

    await changeLocale("zh-CN");
    expect(document.documentElement.lang).toBe("zh-CN");
    expect(i18n.t("auth.signIn.submit")).toBe("登录");
    expect(i18n.t("dashboard.title", { ns: "areas" })).toBe("仪表板");
  });

  it("has a screen's texts in the new language when the screen asks for them during a switch", async () => {
    await initI18n("en-US");
    // The language is switched while a screen that was still loading asks for its namespace.
    const switching = changeLocale("zh-CN");
    const screen = ensureNamespace("visits");
    await Promise.all([switching, screen]);
    expect(i18n.language).toBe("zh-CN");
    expect(i18n.hasResourceBundle("zh-CN", "visits")).toBe(true);
    expect(i18n.t("list.title", { ns: "visits" })).not.toBe("list.title");
  });
});

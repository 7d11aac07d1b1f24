import { describe, expect, it } from "vitest";
import { changeLocale, ensureNamespace, formatNumber, i18n, initI18n } from "./i18n";

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

  it("formats the connections screens' counts in the reader's language", async () => {
    await initI18n("en-US");
    await ensureNamespace("connections");
    await ensureNamespace("configuration");
    const t = (key: string, values: Record<string, unknown>, ns = "connections") => i18n.t(key, { ns, ...values });
    expect(t("export.rows", { written: 20412, expected: 20412 })).toBe("20,412 of 20,412 rows");
    expect(t("export.scope", { count: 1234 })).toBe("1,234 connections in this tab match.");
    expect(t("list.showingFiltered", { shown: 1000, matched: 20412, total: 1000000 })).toBe(
      "Showing 1,000 of 20,412 matching connections (1,000,000 in this tab)",
    );
    expect(t("files.more", { shown: 1000, total: 12345 }, "configuration")).toBe(
      "Showing the latest 1,000 of 12,345 files.",
    );
    expect(formatNumber(20412)).toBe("20,412");
    expect(formatNumber(1234567, "de-DE")).toBe("1.234.567");

    await changeLocale("zh-CN");
    expect(t("export.rows", { written: 20412, expected: 30000 })).toBe("20,412 / 30,000 行");
    expect(formatNumber(20412)).toBe("20,412");
    await changeLocale("en-US");
  });
});

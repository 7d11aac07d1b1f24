import type { InsightWidget } from "@quad/contract/api/insights";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { changeLocale, ensureNamespace, initI18n } from "../../../lib/i18n";
import { renderScreen } from "../../../test/render";
import { ReportWidget } from "./report-widget";

async function show(widget: InsightWidget) {
  await initI18n("en-US");
  await ensureNamespace("insights");
  await renderScreen(() => <ReportWidget widget={widget} minGroup={10} />, "/higher-ed-insights");
}

describe("ReportWidget", () => {
  afterEach(async () => {
    await changeLocale("en-US");
  });

  it("lists the protected figures by name, Other last, and says how many groups were withheld", async () => {
    await show({
      key: "country",
      total: 1250,
      withheld: 3,
      rows: [
        { key: "US", label: "United States", label_zh: null, value: 1200, share: 0.96 },
        { key: "other", label: "Other", label_zh: null, value: 50, share: 0.04 },
      ],
    });
    expect(await screen.findByRole("rowheader", { name: "United States" })).toBeTruthy();
    expect(screen.getByRole("cell", { name: "1,200" })).toBeTruthy();
    expect(screen.getByRole("rowheader", { name: "Other" })).toBeTruthy();
    expect(screen.getByText(/3 groups of fewer than 10 people are in Other or withheld/)).toBeTruthy();
  });

  it("says 'Fewer than 10' and shows no figure when the filters leave too few people, in both languages", async () => {
    await show({ key: "graduation_year", total: null, withheld: 1, rows: [] });
    expect(await screen.findByText("Fewer than 10")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    await changeLocale("zh-CN");
    expect(await screen.findByText("少于 10")).toBeTruthy();
  });

  it("names user types by key in the reader's language", async () => {
    await show({
      key: "user_type",
      total: 40,
      withheld: 0,
      rows: [{ key: "guardian", label: "guardian", label_zh: null, value: 40, share: 1 }],
    });
    expect(await screen.findByRole("rowheader", { name: "Parents" })).toBeTruthy();
    await changeLocale("zh-CN");
    expect(await screen.findByRole("rowheader", { name: "家长" })).toBeTruthy();
  });
});

import type { ConnectionExport } from "@quad/contract/api/connections-export";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { changeLocale, ensureNamespace, initI18n } from "../../../lib/i18n";
import { renderScreen } from "../../../test/render";
import { ExportStatus } from "./export-button";

const item = (over: Partial<ConnectionExport>): ConnectionExport => ({
  id: 1,
  status: "email_sent",
  expected_rows: 20412,
  rows_written: 20412,
  filters: {},
  columns: [],
  requested_at: "2026-03-04T10:00:00.000Z",
  finished_at: null,
  mailed_at: null,
  error: null,
  ...over,
});

async function show(value: ConnectionExport) {
  await initI18n("en-US");
  await ensureNamespace("connections");
  await renderScreen(() => <ExportStatus item={value} />, "/connections");
}

describe("ExportStatus", () => {
  afterEach(async () => {
    await changeLocale("en-US");
  });

  it("says the rows written of the filter's count in the reader's number format", async () => {
    await show(item({}));
    expect(await screen.findByText("20,412 of 20,412 rows")).toBeTruthy();
    expect(screen.queryByText(/^Reason:/)).toBeNull();
  });

  it("says why a failed export failed, in both languages", async () => {
    await show(item({ status: "failed", rows_written: 0, error: "timed_out" }));
    expect(
      await screen.findByText(
        "Reason: the export took too long and was stopped. Try fewer connections, or try again later.",
      ),
    ).toBeTruthy();
    await changeLocale("zh-CN");
    expect(await screen.findByText("原因：导出耗时过长，已停止。请减少联系人数量，或稍后再试。")).toBeTruthy();
  });

  it("says 'something went wrong' for a failure without a known reason", async () => {
    await show(item({ status: "failed", error: null }));
    expect(await screen.findByText("Reason: something went wrong on our side. Please try again.")).toBeTruthy();
  });
});

import type { SessionUser } from "@quad/contract/api/auth";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLocale, ensureNamespace, initI18n } from "../../../lib/i18n";
import { useSessionStore } from "../../../lib/session-store";
import { renderScreen, stubApi } from "../../../test/render";
import { UNIVERSITY_ADMIN } from "../../../test/users";
import { PaymentsCard } from "./payments-card";

const payment = (id: number, patch: Record<string, unknown>) => ({
  id,
  kind: "application_fee",
  status: "paid",
  amount: { amount_minor: 8000, currency: "USD" },
  due_date: null,
  application_id: 41,
  program: { id: 3, name: "BSc Physics" },
  student: { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com" },
  flagged_at: null,
  paid_at: "2026-11-22T10:00:00.000Z",
  refunded_at: null,
  created_at: "2026-11-20T10:00:00.000Z",
  pay_path: "/payments/x",
  can_refund: true,
  can_waive: false,
  ...patch,
});

let asked: URL[] = [];
async function show(payments: unknown[]) {
  asked = [];
  const answer = stubApi({
    "GET payments": [200, { payments, totals: [], total: payments.length, page_no: 1, per_page: 25 }],
  });
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
    asked.push(new URL(String(input), "http://quad.test"));
    return answer(input, init);
  });
  useSessionStore.getState().signIn(UNIVERSITY_ADMIN as unknown as SessionUser);
  await initI18n("en-US");
  await ensureNamespace("applications");
  return renderScreen(() => <PaymentsCard applicationId={41} />, "/direct-apply/applications/41");
}

afterEach(async () => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
  await changeLocale("en-US");
});

describe("the application's Payments section", () => {
  it("lists the application's payments with their status, each a link to its drawer on /payments", async () => {
    await show([
      payment(7, {}),
      payment(8, {
        kind: "deposit",
        status: "due",
        amount: { amount_minor: 25_050, currency: "USD" },
        paid_at: null,
        due_date: "2026-12-20",
      }),
    ]);
    const fee = await screen.findByRole("link", { name: "Application fee" });
    expect(fee.getAttribute("href")).toBe("/payments?payment=7");
    expect(screen.getByRole("link", { name: "Deposit" }).getAttribute("href")).toBe("/payments?payment=8");
    expect(screen.getByText("$80.00")).toBeTruthy();
    expect(screen.getByText("$250.50")).toBeTruthy();
    expect(screen.getByText("Paid")).toBeTruthy();
    expect(screen.getByText("Due Dec 20, 2026")).toBeTruthy();
    expect(asked[0]?.searchParams.get("application_id")).toBe("41");
    await changeLocale("zh-CN");
    expect(await screen.findByText("押金")).toBeTruthy();
  });

  it("flags money paid after the withdrawal", async () => {
    await show([payment(9, { flagged_at: "2026-11-23T10:00:00.000Z" })]);
    expect(await screen.findByText("Paid after withdrawal — not applied")).toBeTruthy();
  });

  it("says when nothing is asked of the applicant yet", async () => {
    await show([]);
    expect(await screen.findByText(/No payment asked of this applicant yet/)).toBeTruthy();
  });
});

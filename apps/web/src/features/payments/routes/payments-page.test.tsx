import type { SessionUser } from "@quad/contract/api/auth";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { changeLocale } from "../../../lib/i18n";
import { useSessionStore } from "../../../lib/session-store";
import { renderScreen, stubApi } from "../../../test/render";
import { UNIVERSITY_ADMIN } from "../../../test/users";
import PaymentsPage from "./payments-page";

const payment = (id: number, patch: Record<string, unknown> = {}) => ({
  id,
  kind: "application_fee",
  status: "due",
  amount: { amount_minor: 8000, currency: "USD" },
  due_date: "2026-12-15",
  application_id: 40 + id,
  program: { id: 3, name: "BSc Physics" },
  student: { first_name: "Ada", last_name: `Student${id}`, email: `ada${id}@example.com` },
  flagged_at: null,
  paid_at: null,
  refunded_at: null,
  created_at: "2026-11-20T10:00:00.000Z",
  pay_path: `/payments/${"t".repeat(42)}${id}`,
  can_refund: false,
  can_waive: false,
  ...patch,
});
const money = (amount_minor: number, currency: string) => ({ amount_minor, currency });
const LIST = {
  payments: [
    payment(1),
    payment(2, {
      status: "paid",
      kind: "deposit",
      amount: money(500_000, "JPY"),
      flagged_at: "2026-11-22T10:00:00.000Z",
      paid_at: "2026-11-22T10:00:00.000Z",
      can_refund: true,
    }),
  ],
  totals: [
    { currency: "JPY", paid: money(500_000, "JPY"), due: money(0, "JPY"), refunded: money(0, "JPY") },
    { currency: "USD", paid: money(25_050, "USD"), due: money(8000, "USD"), refunded: money(1500, "USD") },
  ],
  total: 30,
  page_no: 1,
  per_page: 25,
};
const DETAIL = {
  payment: payment(2, { status: "paid", kind: "deposit", paid_at: "2026-11-22T10:00:00.000Z", can_refund: true }),
  events: [
    { id: 1, kind: "created", at: "2026-11-20T10:00:00.000Z", detail: {} },
    { id: 2, kind: "checkout_started", at: "2026-11-21T10:00:00.000Z", detail: {} },
    { id: 3, kind: "paid", at: "2026-11-22T10:00:00.000Z", detail: {} },
  ],
};

let calls: { method: string; url: URL; body?: unknown }[] = [];
/** Stubs the API; the answers it returns may be changed afterwards (a job moving an export on). */
function stub(routes: Parameters<typeof stubApi>[0]) {
  const answers: Parameters<typeof stubApi>[0] = {
    "GET payments": [200, LIST],
    "GET student_applications/programs": [200, { options: [{ value: 3, label: "BSc Physics", count: 2 }] }],
    "GET payments/2": [200, DETAIL],
    ...routes,
  };
  const answer = stubApi(answers);
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ method: init?.method ?? "GET", url: new URL(String(input), "http://quad.test"), body });
    return answer(input, init);
  });
  return answers;
}
const listCalls = () => calls.filter((c) => c.method === "GET" && c.url.pathname === "/api/v1/partners/payments");
const lastListQuery = () => Object.fromEntries(listCalls().at(-1)?.url.searchParams ?? []);

/** A phone: the rows are cards (jsdom lays out no table rows). */
function onPhone() {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query.includes("max-width"),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

beforeEach(() => {
  calls = [];
  useSessionStore.getState().signIn(UNIVERSITY_ADMIN as unknown as SessionUser);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
  await changeLocale("en-US");
});

describe("/payments for staff", () => {
  it("sends the address's filters as the list's query, and a changed filter goes back to page 1", async () => {
    stub({});
    onPhone();
    const { router } = await renderScreen(
      PaymentsPage,
      "/payments",
      "/payments?program=3&status=due&kind=application_fee&from=2026-11-01&to=2026-11-30&page=2",
    );
    expect((await screen.findAllByTestId("payment-card", {}, { timeout: 5000 }))[0]?.textContent).toContain(
      "Ada Student1",
    );
    expect(lastListQuery()).toEqual({
      program_id: "3",
      status: "due",
      kind: "application_fee",
      from: "2026-11-01",
      to: "2026-11-30",
      page_no: "2",
    });
    fireEvent.click(screen.getByRole("combobox", { name: "Status" }));
    fireEvent.click(await screen.findByRole("option", { name: "Paid" }));
    await vi.waitFor(() => expect(lastListQuery()).toMatchObject({ status: "paid", page_no: "1" }));
    expect(router.state.location.search).toMatchObject({ status: "paid" });
  });

  it("shows the totals per currency, the flag and each payment's money in the reader's language", async () => {
    stub({});
    onPhone();
    await renderScreen(PaymentsPage, "/payments");
    const totals = await screen.findByTestId("payment-totals");
    const usd = within(totals).getByText("Totals in USD").closest("[data-currency]") as HTMLElement;
    expect(within(usd).getByText("$250.50")).toBeTruthy();
    expect(within(usd).getByText("$80.00")).toBeTruthy();
    expect(within(usd).getByText("$15.00")).toBeTruthy();
    const jpy = within(totals).getByText("Totals in JPY").closest("[data-currency]") as HTMLElement;
    expect(within(jpy).getAllByText("¥500,000")).toHaveLength(1);
    expect(await screen.findByText("Paid after withdrawal — not applied")).toBeTruthy();
    expect(screen.getAllByTestId("payment-card")[0]?.textContent).toContain("$80.00");
    expect(screen.getByTestId("payments-count").textContent).toBe("30 payments");
    await changeLocale("zh-CN");
    expect(await screen.findByText("USD 合计")).toBeTruthy();
    expect(screen.getAllByText("US$250.50").length).toBeGreaterThan(0);
  });

  it("opens the drawer from the address, with the history and the pay link", async () => {
    stub({});
    await renderScreen(PaymentsPage, "/payments", "/payments?payment=2");
    expect(await screen.findByTestId("payment-history")).toBeTruthy();
    expect(screen.getByText("Checkout started")).toBeTruthy();
    const link = screen.getByRole("textbox", { name: /Payment link/ }) as HTMLInputElement;
    expect(link.value).toMatch(/\/payments\/t{42}2$/);
    expect(screen.queryByRole("button", { name: "Waive" })).toBeNull();
  });

  it("refunds only after the confirmation, and shows the server's refusal in the dialog", async () => {
    stub({ "POST payments/2/refund": [409, { error: "Online payment is not set up yet" }] });
    await renderScreen(PaymentsPage, "/payments", "/payments?payment=2");
    fireEvent.click(await screen.findByRole("button", { name: "Refund" }));
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    const dialog = await screen.findByRole("dialog", { name: "Refund this payment?" });
    fireEvent.click(within(dialog).getByRole("button", { name: /^Refund/ }));
    expect(await within(dialog).findByRole("alert")).toHaveProperty("textContent", "Online payment is not set up yet");
    expect(calls.filter((c) => c.method === "POST").map((c) => c.url.pathname)).toEqual([
      "/api/v1/partners/payments/2/refund",
    ]);
  });

  describe("Download CSV", () => {
    const exportOf = (status: "preparing" | "ready" | "failed") => ({
      export: {
        id: 7,
        status,
        expected_rows: 30,
        rows_written: status === "ready" ? 30 : null,
        requested_at: "2026-11-26T12:00:00.000Z",
        finished_at: status === "preparing" ? null : "2026-11-26T12:00:02.000Z",
        csv_url: status === "ready" ? "/api/v1/partners/files/abc.csv?expires=1&signature=00" : null,
      },
    });
    let downloads: string[] = [];
    beforeEach(() => {
      downloads = [];
      vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
        downloads.push(this.getAttribute("href") ?? "");
      });
    });
    afterEach(() => vi.restoreAllMocks());
    const exportCalls = () => calls.filter((c) => c.url.pathname.startsWith("/api/v1/partners/payments/exports"));
    const csvButton = () => screen.findByRole("button", { name: /Download CSV|Preparing CSV/ });

    it("asks for the export with the filters, shows it is being prepared, then downloads its link", async () => {
      const answers = stub({
        "POST payments/exports": [202, exportOf("preparing")],
        "GET payments/exports/7": [200, exportOf("preparing")],
      });
      await renderScreen(PaymentsPage, "/payments", "/payments?status=due&kind=deposit&page=2");
      await screen.findByTestId("payments-count", {}, { timeout: 5000 });
      fireEvent.click(await csvButton());
      await vi.waitFor(() =>
        expect(exportCalls().map((c) => `${c.method} ${c.url.pathname}`)).toContain(
          "GET /api/v1/partners/payments/exports/7",
        ),
      );
      expect(exportCalls()[0]).toMatchObject({ method: "POST", body: { status: "due", kind: "deposit" } });
      const waiting = await screen.findByRole("button", { name: /Preparing CSV/ });
      expect(waiting.hasAttribute("disabled") || waiting.dataset.loading !== undefined).toBe(true);
      expect(downloads).toEqual([]);

      answers["GET payments/exports/7"] = [200, exportOf("ready")];
      await vi.waitFor(() => expect(downloads).toEqual(["/api/v1/partners/files/abc.csv?expires=1&signature=00"]), {
        timeout: 5000,
      });
      const done = await screen.findByRole("button", { name: "Download CSV" });
      expect(done.hasAttribute("disabled")).toBe(false);
      const polls = exportCalls().filter((c) => c.method === "GET").length;
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(exportCalls().filter((c) => c.method === "GET").length).toBe(polls);
      expect(screen.queryByRole("alert")).toBeNull();
    });

    it("says clearly when the export failed, in the reader's language, and asks again from the message", async () => {
      const answers = stub({
        "POST payments/exports": [202, exportOf("preparing")],
        "GET payments/exports/7": [200, exportOf("failed")],
      });
      await renderScreen(PaymentsPage, "/payments");
      await screen.findByTestId("payments-count", {}, { timeout: 5000 });
      fireEvent.click(await csvButton());
      const alert = await screen.findByRole("alert", {}, { timeout: 5000 });
      expect(alert.textContent).toContain("The CSV could not be prepared");
      expect(downloads).toEqual([]);
      expect((await screen.findByRole("button", { name: "Download CSV" })).hasAttribute("disabled")).toBe(false);
      await changeLocale("zh-CN");
      expect(await screen.findByText("无法准备 CSV 文件")).toBeTruthy();
      await changeLocale("en-US");

      answers["GET payments/exports/7"] = [200, exportOf("ready")];
      fireEvent.click(within(await screen.findByRole("alert")).getByRole("button", { name: "Try again" }));
      await vi.waitFor(() => expect(downloads).toHaveLength(1), { timeout: 5000 });
      expect(screen.queryByRole("alert")).toBeNull();
      expect(exportCalls().filter((c) => c.method === "POST")).toHaveLength(2);
    });
  });

  it("tells a School that its students' payments are theirs, and asks the server nothing", async () => {
    stub({});
    useSessionStore.getState().signIn({ ...UNIVERSITY_ADMIN, institute_type: "School" } as unknown as SessionUser);
    await renderScreen(PaymentsPage, "/payments");
    expect(await screen.findByText("Your students pay their own fees")).toBeTruthy();
    expect(listCalls()).toEqual([]);
  });
});

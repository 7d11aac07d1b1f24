import type { PublicPayment } from "@quad/contract/api/payments";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLocale } from "../../../lib/i18n";
import { renderScreen, stubApi } from "../../../test/render";
import PaymentPage from "./payment-page";

const TOKEN = "pAyMeNt_tOkEn-0123456789abcdefghijklmnopqrs";
const PATH = `/api/v1/payments/public/${TOKEN}`;
const payment = (over: Partial<PublicPayment> = {}): PublicPayment => ({
  token: TOKEN,
  kind: "deposit",
  status: "due",
  amount: { amount_minor: 50000, currency: "USD" },
  due_date: "2026-12-10",
  program: "Data Science",
  institution: "Northbridge University",
  paid_at: null,
  can_pay: true,
  ...over,
});

async function show(p: PublicPayment | null, query = "") {
  vi.stubGlobal("fetch", vi.fn(stubApi(p ? { [`GET ${PATH}`]: [200, { payment: p }] } : {})));
  await renderScreen(PaymentPage, "/payments/$id", `/payments/${TOKEN}${query}`);
}

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  await changeLocale("en-US");
});

describe("/payments/{token}", () => {
  it("shows what is due, to whom, the amount and due date, and opens the provider's checkout", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    const fetchMock = vi.fn(
      stubApi({
        [`GET ${PATH}`]: [200, { payment: payment() }],
        [`POST ${PATH}/checkout`]: [200, { url: "https://checkout.example/cs_1" }],
      }),
    );
    vi.stubGlobal("fetch", fetchMock);
    await renderScreen(PaymentPage, "/payments/$id", `/payments/${TOKEN}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Enrolment deposit" })).toBeTruthy();
    expect(screen.getAllByText("Data Science").length).toBe(2);
    expect(screen.getAllByText("Northbridge University").length).toBeGreaterThan(0);
    expect(screen.getByText("$500.00")).toBeTruthy();
    expect(screen.getByText("Due")).toBeTruthy();
    expect(screen.getByText("Dec 10, 2026")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Pay $500.00" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://checkout.example/cs_1"));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/checkout")) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ locale: "en-US", return_to: "web" });
  });

  it("says a paid, refunded, waived or cancelled payment needs nothing, without a Pay button", async () => {
    await show(payment({ status: "paid", paid_at: "2026-11-28T10:00:00Z", can_pay: false }));
    expect(await screen.findByText("Paid on Nov 28, 2026. The receipt was mailed to the student.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Pay/ })).toBeNull();
  });

  it.each([
    ["refunded", "This payment was refunded by Northbridge University."],
    ["cancelled", "This payment is no longer due: there is nothing to pay."],
    ["waived", "Northbridge University waived this payment: there is nothing to pay."],
  ] as const)("explains a %s payment", async (status, text) => {
    await show(payment({ status, can_pay: false }));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Pay/ })).toBeNull();
  });

  it("offers to try again after a failed payment", async () => {
    await show(payment({ status: "failed" }));
    expect(await screen.findByText(/The last attempt did not go through/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Pay $500.00" })).toBeTruthy();
  });

  it("says online payment is not set up yet when it cannot be paid online", async () => {
    await show(payment({ can_pay: false }));
    expect(
      await screen.findByText("Online payment is not set up yet. Northbridge University will tell you how to pay."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Pay/ })).toBeNull();
  });

  it("asks again after a successful checkout until the payment is paid", async () => {
    let calls = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        calls += 1;
        const p = payment(
          calls < 2 ? { status: "pending" } : { status: "paid", paid_at: "2026-11-29T09:00:00Z", can_pay: false },
        );
        return new Response(JSON.stringify({ payment: p }), {
          status: 200,
          headers: { "content-type": "application/json" },
        });
      }),
    );
    await renderScreen(PaymentPage, "/payments/$id", `/payments/${TOKEN}?checkout=success`);
    expect(await screen.findByText("Confirming your payment…")).toBeTruthy();
    expect(await screen.findByText("Payment received", {}, { timeout: 4000 })).toBeTruthy();
    expect(calls).toBeGreaterThanOrEqual(2);
  });

  it("says a cancelled checkout was not completed", async () => {
    await show(payment({ status: "pending" }), "?checkout=cancelled");
    expect(await screen.findByText("Payment not completed")).toBeTruthy();
  });

  it("says a link that leads nowhere is not found", async () => {
    await show(null);
    expect(await screen.findByText("Payment not found")).toBeTruthy();
  });

  it("reads in Chinese, money in the reader's language", async () => {
    await show(payment());
    await screen.findByRole("heading", { level: 1, name: "Enrolment deposit" });
    await changeLocale("zh-CN");
    expect(await screen.findByRole("heading", { level: 1, name: "入学定金" })).toBeTruthy();
    expect(screen.getByText("US$500.00")).toBeTruthy();
  });
});

import type { GuestPayment } from "@quad/contract/api/payments";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useGuestSession } from "../../../lib/guest-session";
import { renderScreen, stubApi } from "../../../test/render";
import MobileRedirectPage from "./mobile-redirect-page";
import MyPaymentsPage from "./my-payments-page";
import TuitionPage from "./tuition-page";

const TOKEN = "pAyMeNt_tOkEn-0123456789abcdefghijklmnopqrs";
const mine = (over: Partial<GuestPayment>): GuestPayment => ({
  token: TOKEN,
  kind: "application_fee",
  status: "due",
  amount: { amount_minor: 7500, currency: "USD" },
  due_date: null,
  program: "Data Science",
  institution: "Northbridge University",
  paid_at: null,
  can_pay: true,
  application_id: 4,
  ...over,
});

afterEach(() => {
  vi.unstubAllGlobals();
  useGuestSession.getState().signOut();
});

describe("/payments for a student", () => {
  it("asks someone not signed in to the guest area to sign in there, coming back here", async () => {
    await renderScreen(MyPaymentsPage, "/payments");
    expect(await screen.findByRole("heading", { level: 1, name: "Payments" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(
      "/webinars/sign-in?redirect_to=%2Fpayments",
    );
  });

  it("lists what is due with Pay buttons and what is paid with its date", async () => {
    useGuestSession.getState().signIn({ id: 9, first_name: "Ama", authToken: "guest-tok" } as never);
    const paid = mine({
      token: `${TOKEN.slice(0, 42)}x`,
      kind: "deposit",
      status: "paid",
      amount: { amount_minor: 50000, currency: "USD" },
      paid_at: "2026-11-20T10:00:00Z",
      can_pay: false,
    });
    const fetchMock = vi.fn(stubApi({ "GET /api/v1/webinars/payments": [200, { payments: [mine({}), paid] }] }));
    vi.stubGlobal("fetch", fetchMock);
    await renderScreen(MyPaymentsPage, "/payments");
    const due = await screen.findByRole("region", { name: "To pay" });
    expect(within(due).getByRole("button", { name: "Pay the Application fee, $75.00" })).toBeTruthy();
    const settled = screen.getByRole("region", { name: "Paid and settled" });
    expect(within(settled).getByText("$500.00 · paid Nov 20, 2026")).toBeTruthy();
    expect(within(settled).queryByRole("button")).toBeNull();
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get("authentication_token")).toBe("guest-tok");
  });
});

describe("/mobile-payment-redirect", () => {
  it("tells the outcome in plain words with the way back to the payment", async () => {
    await renderScreen(
      MobileRedirectPage,
      "/mobile-payment-redirect",
      `/mobile-payment-redirect?payment=${TOKEN}&result=success`,
    );
    expect(await screen.findByText("Payment sent")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See the payment" }).getAttribute("href")).toBe(`/payments/${TOKEN}`);
  });

  it("says a cancelled payment was not completed; without a token there is no link", async () => {
    await renderScreen(MobileRedirectPage, "/mobile-payment-redirect", "/mobile-payment-redirect?result=cancel");
    expect(await screen.findByText("Payment not completed")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "See the payment" })).toBeNull();
  });
});

describe("/tuition-fee", () => {
  it("shows a program's tuition range and fees as money in the reader's language", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        stubApi({
          "GET /api/v1/programs/12/tuition": [
            200,
            {
              program: { id: 12, name: "Data Science", institution: "Northbridge University" },
              currency: "USD",
              min_cost: { amount_minor: 2_100_000, currency: "USD" },
              max_cost: { amount_minor: 2_650_000, currency: "USD" },
              application_fee: { amount_minor: 7500, currency: "USD" },
              deposit: { amount_minor: 50000, currency: "USD" },
              deposit_due_days: 14,
            },
          ],
        }),
      ),
    );
    await renderScreen(TuitionPage, "/tuition-fee", "/tuition-fee?program_id=12");
    expect(await screen.findByText("$21,000 – $26,500")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Tuition fees" })).toBeTruthy();
    expect(screen.getByText("$75")).toBeTruthy();
    expect(screen.getByText("$500")).toBeTruthy();
    expect(screen.getByText("Due 14 days after an offer")).toBeTruthy();
  });

  it("asks for a program without one, and says a program not open is not available", async () => {
    await renderScreen(TuitionPage, "/tuition-fee");
    expect(await screen.findByText("Choose a program")).toBeTruthy();
    vi.stubGlobal("fetch", vi.fn(stubApi({})));
    await renderScreen(TuitionPage, "/tuition-fee", "/tuition-fee?program_id=99");
    expect(await screen.findByText("Program not available")).toBeTruthy();
  });
});

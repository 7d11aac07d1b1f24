import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { createProgram } from "../../test/application-fixtures.ts";
import {
  applicationRow,
  applyAsStudent,
  deliverTo,
  eventsOf,
  GUESTS,
  offer,
  openCheckout,
  PARTNERS,
  paymentsOf,
  STRIPE_ENV,
  usCountry,
} from "../../test/payment-fixtures.ts";
import { FAKE_CARD_DECLINED, type FakeStripe, startFakeStripe } from "../../test/stripe-fake.ts";
import { waitFor } from "../../test/webinars.ts";
import { studentApplicationEvents, studentApplications } from "../applications/applications.table.ts";
import { outbox } from "../mail/mail.table.ts";

const NOW = new Date("2026-11-26T12:00:00Z");
let fake: FakeStripe;
let t: TestApp;
let uni: Awaited<ReturnType<TestApp["createSignedIn"]>>;
let countryId: number;
let programId: number;

beforeAll(async () => {
  fake = await startFakeStripe({
    secretKey: STRIPE_ENV.STRIPE_SECRET_KEY,
    webhookSecret: STRIPE_ENV.STRIPE_WEBHOOK_SECRET,
  });
  t = await createTestApp({
    now: () => NOW,
    env: { ...STRIPE_ENV, STRIPE_API_URL: fake.url, JOBS_WORKERS: "true", JOBS_POLL_SECONDS: "0.5" },
  });
  deliverTo(t, fake);
  uni = await t.createSignedIn("University");
  countryId = await usCountry(t);
  const p = await createProgram(t.db, uni.partner.id, {
    name: "Data Science",
    application_fee: "75.00",
    currency: "USD",
    deposit_amount: "500.00",
    deposit_due_days: 14,
  });
  programId = p.program.id;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const receipts = (to: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to_address, to), like(outbox.subject, "Receipt%")));

describe("due payments made by the applications' rules", () => {
  it("an application to a program with a fee makes its fee due at once, in minor units", async () => {
    const { applicationId } = await applyAsStudent(t, countryId, programId);
    const [fee, ...others] = await paymentsOf(t, applicationId);
    expect(others).toEqual([]);
    expect(fee).toMatchObject({ kind: "application_fee", status: "due", amount_minor: 7500, currency: "USD" });
    expect(fee?.public_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await eventsOf(t, fee?.id as number)).map((e) => e.kind)).toEqual(["created"]);
  });

  it("an offer makes the deposit due (offer + the program's days); the offer gone cancels it", async () => {
    const { applicationId } = await applyAsStudent(t, countryId, programId);
    await offer(t, uni.token, applicationId);
    const deposit = (await paymentsOf(t, applicationId)).find((p) => p.kind === "deposit");
    expect(deposit).toMatchObject({ status: "due", amount_minor: 50_000, due_date: "2026-12-10" });
    const res = await t.injectAs(uni.token, {
      method: "PUT",
      url: `${PARTNERS}/student_applications/${applicationId}`,
      payload: { result: "waitlisted" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await paymentsOf(t, applicationId)).find((p) => p.kind === "deposit");
    expect(after?.status).toBe("cancelled");
  });
});

describe("staff's record on the application", () => {
  it("a deposit or fee marked paid by other means is no longer asked; marked not paid, it is due again", async () => {
    const { applicationId } = await applyAsStudent(t, countryId, programId);
    await offer(t, uni.token, applicationId);
    const put = async (payload: Record<string, unknown>) => {
      const res = await t.injectAs(uni.token, {
        method: "PUT",
        url: `${PARTNERS}/student_applications/${applicationId}`,
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const statuses = async () =>
      (await paymentsOf(t, applicationId)).map((p) => [p.kind, p.status] as [string, string]);
    expect(await statuses()).toEqual([
      ["application_fee", "due"],
      ["deposit", "due"],
    ]);
    await put({ is_deposit_paid: true, fee_status: "paid" });
    expect(await statuses()).toEqual([
      ["application_fee", "cancelled"],
      ["deposit", "cancelled"],
    ]);
    const [fee] = await paymentsOf(t, applicationId);
    expect((await eventsOf(t, fee?.id as number)).at(-1)?.detail).toMatchObject({
      reason: "marked paid on the application",
    });
    await put({ is_deposit_paid: false });
    expect(await statuses()).toEqual([
      ["application_fee", "cancelled"],
      ["deposit", "cancelled"],
      ["deposit", "due"],
    ]);
  });
});

describe("the webhook", () => {
  it("refuses a bad signature (400) and records nothing", async () => {
    const { guest, applicationId } = await applyAsStudent(t, countryId, programId);
    const [fee] = await paymentsOf(t, applicationId);
    const session = await openCheckout(t, guest.token, fee?.public_token as string);
    fake.state.badSignature = true;
    try {
      await fake.payWith(session);
    } finally {
      fake.state.badSignature = false;
    }
    expect(fake.sent.at(-1)).toMatchObject({ type: "checkout.session.completed", status: 400 });
    const [after] = await paymentsOf(t, applicationId);
    expect(after?.status).toBe("pending");
    expect((await eventsOf(t, after?.id as number)).map((e) => e.kind)).toEqual(["created", "checkout_started"]);
    expect((await applicationRow(t, applicationId))?.fee_status).toBe("unpaid");
  });

  it("records a payment once when the webhook arrives twice: one paid event, one receipt; the fee is paid", async () => {
    const { guest, applicationId } = await applyAsStudent(t, countryId, programId);
    const [fee] = await paymentsOf(t, applicationId);
    const session = await openCheckout(t, guest.token, fee?.public_token as string);
    const back = await fake.payWith(session);
    expect(back).toBe(`http://quad.test/payments/${fee?.public_token}?checkout=success`);
    const delivered = fake.sent.at(-1);
    expect(delivered).toMatchObject({ type: "checkout.session.completed", status: 200 });
    expect(await fake.resend(delivered?.id as string)).toBe(200);
    const [paid] = await paymentsOf(t, applicationId);
    expect(paid?.status).toBe("paid");
    expect(paid?.provider_payment_id).toMatch(/^pi_test_/);
    const kinds = (await eventsOf(t, paid?.id as number)).map((e) => e.kind);
    expect(kinds.filter((k) => k === "paid")).toHaveLength(1);
    expect(await receipts(guest.email)).toHaveLength(1);
    expect((await applicationRow(t, applicationId))?.fee_status).toBe("paid");
  });

  it("keeps a payment paid when its failure arrives after it (events out of order)", async () => {
    const { guest, applicationId } = await applyAsStudent(t, countryId, programId);
    const [fee] = await paymentsOf(t, applicationId);
    const session = await openCheckout(t, guest.token, fee?.public_token as string);
    fake.state.hold = true;
    try {
      await fake.payWith(session);
      await fake.payWith(session, FAKE_CARD_DECLINED);
    } finally {
      fake.state.hold = false;
    }
    expect(fake.held.map((e) => e.type)).toEqual([
      "checkout.session.completed",
      "checkout.session.async_payment_failed",
    ]);
    await fake.release([0, 1]);
    expect(fake.sent.slice(-2).map((s) => s.status)).toEqual([200, 200]);
    const [after] = await paymentsOf(t, applicationId);
    expect(after?.status).toBe("paid");
    expect((await eventsOf(t, after?.id as number)).map((e) => e.kind)).toEqual([
      "created",
      "checkout_started",
      "paid",
    ]);
  });

  it("a paid deposit sets the application's deposit and completes the offer; a refund reverses it", async () => {
    const { guest, applicationId } = await applyAsStudent(t, countryId, programId);
    await offer(t, uni.token, applicationId);
    const deposit = (await paymentsOf(t, applicationId)).find((p) => p.kind === "deposit");
    const session = await openCheckout(t, guest.token, deposit?.public_token as string);
    await fake.payWith(session);
    const paid = await applicationRow(t, applicationId);
    expect(paid).toMatchObject({ status: "completed", is_deposit_paid: true });
    const timeline = await t.db
      .select()
      .from(studentApplicationEvents)
      .where(
        and(eq(studentApplicationEvents.application_id, applicationId), eq(studentApplicationEvents.kind, "deposit")),
      );
    expect(timeline).toMatchObject([{ to_value: "paid", actor_kind: "system" }]);

    const res = await t.injectAs(uni.token, {
      method: "POST",
      url: `${PARTNERS}/payments/${deposit?.id}/refund`,
      payload: { note: "Student declined the offer" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payment).toMatchObject({ status: "refunded", can_refund: false });
    expect(fake.refunds.at(-1)).toMatchObject({ amount: 50_000 });
    expect(await applicationRow(t, applicationId)).toMatchObject({ status: "decided", is_deposit_paid: false });
    // Stripe's own charge.refunded arrives afterwards and changes nothing.
    await waitFor(() => fake.sent.some((s) => s.type === "charge.refunded"), 5000, "charge.refunded");
    expect(fake.sent.filter((s) => s.type === "charge.refunded").map((s) => s.status)).toEqual([200]);
    const kinds = (await eventsOf(t, deposit?.id as number)).map((e) => e.kind);
    expect(kinds).toEqual(["created", "checkout_started", "paid", "refunded"]);
  });

  it("flags a payment paid for a withdrawn application and leaves the application as it is", async () => {
    const { guest, applicationId } = await applyAsStudent(t, countryId, programId);
    const [fee] = await paymentsOf(t, applicationId);
    const session = await openCheckout(t, guest.token, fee?.public_token as string);
    const res = await t.injectAs(guest.token, {
      method: "POST",
      url: `${GUESTS}/my-applications/${applicationId}/withdraw`,
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect((await paymentsOf(t, applicationId))[0]?.status).toBe("cancelled");
    await fake.payWith(session);
    const [after] = await paymentsOf(t, applicationId);
    expect(after?.status).toBe("paid");
    expect(after?.flagged_at).not.toBeNull();
    expect((await eventsOf(t, after?.id as number)).map((e) => e.kind)).toContain("flagged");
    expect(await applicationRow(t, applicationId)).toMatchObject({ status: "withdrawn", fee_status: "unpaid" });
  });
});

describe("paying by link (a parent)", () => {
  it("shows what is due and to whom, nothing of the student, and opens a checkout", async () => {
    const { guest, applicationId } = await applyAsStudent(t, countryId, programId, { first_name: "Zephyrine" });
    const [fee] = await paymentsOf(t, applicationId);
    const page = await t.app.inject({ method: "GET", url: `/api/v1/payments/public/${fee?.public_token}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().payment).toMatchObject({
      kind: "application_fee",
      status: "due",
      amount: { amount_minor: 7500, currency: "USD" },
      program: "Data Science",
      can_pay: true,
    });
    expect(page.body).not.toContain(guest.email);
    expect(page.body).not.toContain("Zephyrine");
    const res = await t.app.inject({
      method: "POST",
      url: `/api/v1/payments/public/${fee?.public_token}/checkout`,
      payload: { locale: "zh-CN", return_to: "mobile" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const session = fake.sessions.get(res.json().url.split("/").pop());
    expect(session?.success_url).toBe(
      `http://quad.test/mobile-payment-redirect?payment=${fee?.public_token}&result=success`,
    );
    expect(session?.locale).toBe("zh");
    const unknown = await t.app.inject({ method: "GET", url: `/api/v1/payments/public/${"x".repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
  });

  it("lists a student's own payments with their application; another student's checkout is not found", async () => {
    const mine = await applyAsStudent(t, countryId, programId);
    const other = await applyAsStudent(t, countryId, programId);
    const [fee] = await paymentsOf(t, mine.applicationId);
    const list = await t.injectAs(mine.guest.token, { method: "GET", url: `${GUESTS}/payments` });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().payments.map((p: { token: string }) => p.token)).toEqual([fee?.public_token]);
    // My applications shows each payment on its application.
    expect(list.json().payments[0].application_id).toBe(mine.applicationId);
    const res = await t.injectAs(other.guest.token, {
      method: "POST",
      url: `${GUESTS}/payments/${fee?.public_token}/checkout`,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(404);
  });
  it("shows the student a deposit only once the offer is told (a held decision tells nothing)", async () => {
    const { guest, applicationId } = await applyAsStudent(t, countryId, programId);
    await offer(t, uni.token, applicationId);
    const kinds = async () =>
      (await t.injectAs(guest.token, { method: "GET", url: `${GUESTS}/payments` }))
        .json()
        .payments.map((p: { kind: string }) => p.kind);
    expect((await paymentsOf(t, applicationId)).map((p) => p.kind)).toEqual(["application_fee", "deposit"]);
    expect(await kinds()).toEqual(["application_fee"]);
    // Told (as the release job marks it): the deposit is theirs to pay.
    await t.db
      .update(studentApplications)
      .set({ decision_released_at: NOW })
      .where(eq(studentApplications.id, applicationId));
    expect((await kinds()).sort()).toEqual(["application_fee", "deposit"]);
  });
});

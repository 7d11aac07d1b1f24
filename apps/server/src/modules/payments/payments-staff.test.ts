import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { createApplication, createProgram } from "../../test/application-fixtures.ts";
import { applicationRow, applyAsStudent, offer, PARTNERS, paymentsOf, usCountry } from "../../test/payment-fixtures.ts";
import { backfillDuePayments } from "./payment-dues.ts";

/** Staff's side, without online payment set up (no Stripe keys): what is due still shows. */
const NOW = new Date("2026-11-26T12:00:00Z");
let t: TestApp;
type Signed = Awaited<ReturnType<TestApp["createSignedIn"]>>;
let uni: Signed;
let other: Signed;
let school: Signed;
let countryId: number;
let usd: number;
let jpy: number;
let kwd: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  uni = await t.createSignedIn("University");
  other = await t.createSignedIn("University");
  school = await t.createSignedIn("School");
  countryId = await usCountry(t);
  usd = (
    await createProgram(t.db, uni.partner.id, {
      name: "Physics",
      application_fee: "80.00",
      currency: "USD",
      application_fee_waivable: true,
      deposit_amount: "250.50",
      min_cost: "20000.00",
      max_cost: "30000.00",
    })
  ).program.id;
  jpy = (await createProgram(t.db, uni.partner.id, { name: "Tokyo Term", application_fee: "5000", currency: "JPY" }))
    .program.id;
  // KWD has three minor digits (fils); programs keep two decimals, so 12.34 KWD is 12340 fils.
  kwd = (await createProgram(t.db, uni.partner.id, { name: "Gulf Term", application_fee: "12.34", currency: "KWD" }))
    .program.id;
  ids.usdA = (await applyAsStudent(t, countryId, usd)).applicationId;
  ids.usdB = (await applyAsStudent(t, countryId, usd)).applicationId;
  ids.jpy = (await applyAsStudent(t, countryId, jpy)).applicationId;
  ids.kwd = (await applyAsStudent(t, countryId, kwd)).applicationId;
  await offer(t, uni.token, ids.usdB);
});
afterAll(async () => t?.close());

const list = (query = "") => t.injectAs(uni.token, { method: "GET", url: `${PARTNERS}/payments${query}` });
const feeOf = async (applicationId: number) =>
  (await paymentsOf(t, applicationId)).find((p) => p.kind === "application_fee");

describe("amounts", () => {
  it("are integers in the currency's minor unit: USD cents, JPY has none, KWD three", async () => {
    expect((await feeOf(ids.usdA as number))?.amount_minor).toBe(8000);
    expect((await feeOf(ids.jpy as number))?.amount_minor).toBe(5000);
    expect((await feeOf(ids.kwd as number))?.amount_minor).toBe(12_340);
    const deposit = (await paymentsOf(t, ids.usdB as number)).find((p) => p.kind === "deposit");
    expect(deposit?.amount_minor).toBe(25_050);
    const body = (await list()).json();
    for (const p of body.payments) expect(Number.isInteger(p.amount.amount_minor)).toBe(true);
  });
});

describe("GET payments", () => {
  it("lists the institution's payments with totals per currency", async () => {
    const res = await list();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(5);
    expect(body.totals).toEqual([
      {
        currency: "JPY",
        paid: { amount_minor: 0, currency: "JPY" },
        due: { amount_minor: 5000, currency: "JPY" },
        refunded: { amount_minor: 0, currency: "JPY" },
      },
      {
        currency: "KWD",
        paid: { amount_minor: 0, currency: "KWD" },
        due: { amount_minor: 12_340, currency: "KWD" },
        refunded: { amount_minor: 0, currency: "KWD" },
      },
      {
        currency: "USD",
        paid: { amount_minor: 0, currency: "USD" },
        due: { amount_minor: 8000 * 2 + 25_050, currency: "USD" },
        refunded: { amount_minor: 0, currency: "USD" },
      },
    ]);
  });

  it("filters by program, kind, status and creation day", async () => {
    const kinds = (await list(`?program_id=${usd}&kind=deposit`)).json();
    expect(kinds.payments.map((p: { kind: string }) => p.kind)).toEqual(["deposit"]);
    expect((await list(`?program_id=${jpy}`)).json().total).toBe(1);
    expect((await list("?status=paid")).json()).toMatchObject({ total: 0, totals: [] });
    expect((await list("?from=2026-11-26&to=2026-11-26")).json().total).toBe(5);
    expect((await list("?from=2026-11-27")).json().total).toBe(0);
    expect((await list("?status=owed")).statusCode).toBe(422);
  });

  it("filters by application (the application's detail screen)", async () => {
    const one = (await list(`?application_id=${ids.usdB}`)).json();
    expect(one.payments.map((p: { kind: string }) => p.kind).sort()).toEqual(["application_fee", "deposit"]);
    expect(one.payments.every((p: { application_id: number }) => p.application_id === ids.usdB)).toBe(true);
    expect((await list(`?application_id=${ids.jpy}`)).json().total).toBe(1);
    const theirs = await t.injectAs(other.token, {
      method: "GET",
      url: `${PARTNERS}/payments?application_id=${ids.jpy}`,
    });
    expect(theirs.json()).toMatchObject({ total: 0, payments: [] });
    expect((await list("?application_id=abc")).statusCode).toBe(422);
  });

  it("is refused to a School (403) and shows another university none of them", async () => {
    expect((await t.injectAs(school.token, { method: "GET", url: `${PARTNERS}/payments` })).statusCode).toBe(403);
    const res = await t.injectAs(other.token, { method: "GET", url: `${PARTNERS}/payments` });
    expect(res.json()).toMatchObject({ total: 0, payments: [] });
  });
});

describe("the applications CSV", () => {
  it("has the fee's and the deposit's payment: status and amount", async () => {
    const res = await t.injectAs(uni.token, {
      method: "POST",
      url: `${PARTNERS}/student_applications`,
      payload: { tab: "upcoming", download: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const file = await t.app.inject({ method: "GET", url: res.json().csv_url });
    const [header, ...lines] = file.rawPayload.toString("utf8").slice(1).split("\r\n");
    expect(header?.endsWith(",Fee payment,Deposit payment")).toBe(true);
    expect(lines.find((l) => l.startsWith(`${ids.jpy},`))).toContain(",Due 5000 JPY,");
    expect(lines.find((l) => l.startsWith(`${ids.usdB},`))?.endsWith(",Due 80.00 USD,Due 250.50 USD")).toBe(true);
  });
});

describe("one payment: detail, waive, refund", () => {
  it("another institution gets 404 on the payment, its refund and its waiver; nothing changes", async () => {
    const fee = await feeOf(ids.usdA as number);
    for (const [method, path] of [
      ["GET", ""],
      ["POST", "/refund"],
      ["POST", "/waive"],
    ] as const) {
      const res = await t.injectAs(other.token, {
        method,
        url: `${PARTNERS}/payments/${fee?.id}${path}`,
        ...(method === "POST" ? { payload: {} } : {}),
      });
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await feeOf(ids.usdA as number))?.status).toBe("due");
  });

  it("refuses a member's refund (403: money goes back out by an admin only); the answer says they cannot", async () => {
    const member = await t.createUser({ partner_id: uni.partner.id, role: "member" });
    const token = await t.signIn(member.email);
    const fee = await feeOf(ids.usdA as number);
    const res = await t.injectAs(token, { method: "POST", url: `${PARTNERS}/payments/${fee?.id}/refund`, payload: {} });
    expect(res.statusCode, res.body).toBe(403);
    const read = await t.injectAs(token, { method: "GET", url: `${PARTNERS}/payments/${fee?.id}` });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().payment.can_refund).toBe(false);
  });

  it("shows the payment with its history", async () => {
    const fee = await feeOf(ids.usdA as number);
    const res = await t.injectAs(uni.token, { method: "GET", url: `${PARTNERS}/payments/${fee?.id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      payment: { status: "due", can_waive: true, can_refund: false, pay_path: `/payments/${fee?.public_token}` },
      events: [{ kind: "created" }],
    });
  });

  it("waives a fee the program lets waive (the application's fee status follows); not a deposit it does not", async () => {
    const fee = await feeOf(ids.usdA as number);
    const res = await t.injectAs(uni.token, {
      method: "POST",
      url: `${PARTNERS}/payments/${fee?.id}/waive`,
      payload: { note: "Scholarship" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payment.status).toBe("waived");
    expect((await applicationRow(t, ids.usdA as number))?.fee_status).toBe("waived");
    const deposit = (await paymentsOf(t, ids.usdB as number)).find((p) => p.kind === "deposit");
    const refused = await t.injectAs(uni.token, {
      method: "POST",
      url: `${PARTNERS}/payments/${deposit?.id}/waive`,
      payload: {},
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe("This program does not allow waiving this payment");
  });

  it("answers a refund or a checkout without online payment set up with the catalogue's message", async () => {
    const fee = await feeOf(ids.jpy as number);
    const page = await t.app.inject({ method: "GET", url: `/api/v1/payments/public/${fee?.public_token}` });
    expect(page.json().payment).toMatchObject({ status: "due", can_pay: false });
    const res = await t.app.inject({
      method: "POST",
      url: `/api/v1/payments/public/${fee?.public_token}/checkout`,
      payload: {},
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe("Online payment is not set up yet");
  });
});

describe("GET programs/{id}/tuition", () => {
  it("gives an active program's tuition and fees as money", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/v1/programs/${usd}/tuition` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      currency: "USD",
      min_cost: { amount_minor: 2_000_000, currency: "USD" },
      max_cost: { amount_minor: 3_000_000, currency: "USD" },
      application_fee: { amount_minor: 8000, currency: "USD" },
      deposit: { amount_minor: 25_050, currency: "USD" },
    });
  });
});

describe("the backfill of existing applications", () => {
  it("makes the missing fee payments of applications from before payments, once", async () => {
    const old = await createApplication(t.db, { partnerId: uni.partner.id, programId: usd });
    expect(await paymentsOf(t, old.id)).toEqual([]);
    expect(await backfillDuePayments({ db: t.db, now: () => NOW })).toBe(1);
    expect(await paymentsOf(t, old.id)).toMatchObject([{ kind: "application_fee", status: "due", amount_minor: 8000 }]);
    expect(await backfillDuePayments({ db: t.db, now: () => NOW })).toBe(0);
  });
});

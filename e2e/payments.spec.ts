import { expectAccessible } from "./support/a11y.ts";
import {
  GUEST_API,
  type Guest,
  type Headers,
  isoDay,
  makeStudent as makeGuestStudent,
  partnerSession,
  signInGuest,
} from "./support/direct-apply.ts";
import { API, screenshot } from "./support/helpers.ts";
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "./support/test.ts";
import { expectLoaded, signInTo } from "./support/ui.ts";

/**
 * Payments (issue 27 §3), in both languages, on data made per run through the real API and the fake Stripe that
 * global-setup.ts starts (its hosted checkout page, its signed webhooks to the server): a student pays the deposit of
 * an offer from My applications through the provider's checkout and the university sees "Deposit paid" on the
 * application; a parent who holds only the link pays the application fee in a fresh browser without any session,
 * after a declined card first.
 */

const CARD_OK = "4242 4242 4242 4242";
const CARD_DECLINED = "4000 0000 0000 0002";
const LOCALES = ["en-US", "zh-CN"] as const;
type Locale = (typeof LOCALES)[number];

const TEXT = {
  "en-US": {
    myApplications: "My applications",
    payments: "Payments",
    deposit: "Enrolment deposit",
    fee: "Application fee",
    pay: /^Pay /,
    received: "Payment received",
    notCompleted: "Payment not completed",
    paid: "Paid",
  },
  "zh-CN": {
    myApplications: "我的申请",
    payments: "付款",
    deposit: "入学定金",
    fee: "申请费",
    pay: /^支付/,
    received: "已收到付款",
    notCompleted: "付款未完成",
    paid: "已支付",
  },
} as const;

test.describe.configure({ mode: "serial" });

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const programName = `Marine Biology BSc ${run}`;
let university: { headers: Headers; partnerId: number };
let program: { id: number; intake_rounds: { id: number }[] };
const students = new Map<Locale, Guest & { first: string; applicationId: number }>();

async function makeStudent(request: APIRequestContext, first: string): Promise<Guest & { first: string }> {
  const guest = await makeGuestStudent(request, {
    first,
    last: "Mensah",
    tag: "payer",
    city: "Accra",
    timezone: "Africa/Accra",
    date_of_birth: "2008-03-02",
    school: { institute_name: "Achimota School" },
  });
  return { ...guest, first };
}

/**
 * The student applies; the university reviews the application to an offer (which makes the deposit due) and releases
 * the decision: the student sees the deposit once told (decision 080).
 */
async function applyAndOffer(request: APIRequestContext, student: Guest): Promise<number> {
  const applied = await request.post(`${GUEST_API}/programs/${program.id}/apply`, {
    headers: { authentication_token: student.token },
    multipart: { intake_round_id: String(program.intake_rounds[0]?.id) },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { application } = (await applied.json()) as { application: { id: number } };
  for (const data of [{ status: "in_review" }, { result: "admitted" }]) {
    const res = await request.put(`${API}/student_applications/${application.id}`, {
      headers: university.headers,
      data,
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  const released = await request.post(`${API}/student_applications/release_decisions`, {
    headers: university.headers,
    data: { ids: [application.id] },
  });
  expect(released.ok(), await released.text()).toBe(true);
  await expect
    .poll(
      async () => {
        const res = await request.get(`${GUEST_API}/payments`, { headers: { authentication_token: student.token } });
        return ((await res.json()) as { payments: { kind: string }[] }).payments.some((p) => p.kind === "deposit");
      },
      { timeout: 30_000, message: "the released offer's deposit reaches the student" },
    )
    .toBe(true);
  return application.id;
}

/** The page reads `locale`: the stored choice of the interface language, before the app starts. */
async function inLocale(context: BrowserContext, locale: Locale) {
  if (locale === "en-US") return;
  await context.addInitScript(() => {
    const raw = JSON.parse(localStorage.getItem("quad-portal") ?? "{}") as { state?: Record<string, unknown> };
    raw.state = { ...raw.state, locale: "zh-CN", localeSource: "user" };
    localStorage.setItem("quad-portal", JSON.stringify(raw));
  });
}

/** On the fake provider's hosted page: the card, then Pay; the provider sends the browser back. */
async function payOnCheckout(page: Page, card: string) {
  await expect(page).toHaveURL(/\/checkout\/cs_test_/);
  await page.getByLabel("Card number").fill(card);
  await page.getByRole("button", { name: "Pay" }).click();
}

test.beforeAll(async ({ request }) => {
  university = await partnerSession(request, "university@quad.test");
  const res = await request.post(`${API}/programs`, {
    headers: university.headers,
    data: {
      name: programName,
      program_type: "undergraduate",
      currency: "USD",
      application_fee: "75",
      deposit_amount: "500",
      deposit_due_days: 14,
      min_cost: "21,000",
      max_cost: "26,500",
      description: "Oceans, reefs and fieldwork on the coast, with a final-year research project.",
      intake_rounds: [
        { name: `Fall ${run}`, opening_date: isoDay(-10), deadline: isoDay(60), start_date: isoDay(200) },
      ],
      action: "activate",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  program = ((await res.json()) as { program: typeof program }).program;
  for (const locale of LOCALES) {
    const student = await makeStudent(request, `Ama${locale === "en-US" ? "En" : "Zh"}${run}`);
    students.set(locale, { ...student, applicationId: await applyAndOffer(request, student) });
  }
});

for (const locale of LOCALES) {
  const text = TEXT[locale];

  test(`a student pays the deposit of an offer through the provider's checkout and the university sees it paid (${locale})`, async ({
    browser,
    page,
  }) => {
    test.setTimeout(150_000);
    const student = students.get(locale);
    if (!student) throw new Error("no student");
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signInGuest(context, student);
    await inLocale(context, locale);
    const guestPage = await context.newPage();
    await guestPage.goto("/webinars/my-sessions?tab=applications");
    await expectLoaded(guestPage.getByRole("heading", { level: 1, name: text.myApplications }));
    const mine = guestPage.getByRole("article", { name: programName });
    const payments = mine.getByRole("region", { name: text.payments });
    const deposit = payments.locator('[data-kind="deposit"]');
    await expect(deposit).toContainText("$500.00");
    await expect(deposit.locator("[data-payment-status]")).toHaveAttribute("data-payment-status", "due");
    await screenshot(guestPage, `payments-my-applications-${locale}`);
    await deposit.getByRole("button", { name: text.pay }).click();

    await payOnCheckout(guestPage, CARD_OK);
    await expect(guestPage).toHaveURL(/\/payments\/[\w-]{43}\?checkout=success$/);
    await expectLoaded(guestPage.getByRole("heading", { level: 1, name: text.deposit }));
    await expect(guestPage.getByText(text.received)).toBeVisible({ timeout: 15_000 });
    await expect(guestPage.locator("[data-payment-status]")).toHaveText(text.paid);
    await expectAccessible(guestPage);
    await screenshot(guestPage, `payments-deposit-received-${locale}`);

    // Back in My applications: the deposit paid, with its date, and no Pay button any more.
    await guestPage.goto("/webinars/my-sessions?tab=applications");
    await expect(deposit.locator("[data-payment-status]")).toHaveAttribute("data-payment-status", "paid");
    await expect(deposit.getByRole("button", { name: text.pay })).toHaveCount(0);
    await context.close();

    await signInTo(
      page,
      "university@quad.test",
      `/direct-apply/applications/${student.applicationId}`,
      `${student.first} Mensah`,
    );
    await expect(page.getByRole("region", { name: "Deposit" }).locator('[data-deposit="paid"]')).toHaveText(
      "Deposit paid",
    );
  });

  test(`a parent pays the application fee by its link, without any session, after a declined card (${locale})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const student = students.get(locale);
    if (!student) throw new Error("no student");
    const mine = await request.get(`${GUEST_API}/payments`, { headers: { authentication_token: student.token } });
    expect(mine.ok(), await mine.text()).toBe(true);
    const { payments } = (await mine.json()) as { payments: { token: string; kind: string; application_id: number }[] };
    const fee = payments.find((p) => p.kind === "application_fee" && p.application_id === student.applicationId);
    if (!fee) throw new Error("no application fee due");

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await inLocale(context, locale);
    const parent = await context.newPage();
    await parent.goto(`/payments/${fee.token}`);
    await expectLoaded(parent.getByRole("heading", { level: 1, name: text.fee }));
    await expect(parent.getByText(programName).first()).toBeVisible();
    await expect(parent.locator("[data-amount]")).toHaveText(/\$75\.00/);
    await expectAccessible(parent);

    await parent.getByRole("button", { name: text.pay }).click();
    await payOnCheckout(parent, CARD_DECLINED);
    await expect(parent).toHaveURL(/\?checkout=cancelled$/);
    await expect(parent.getByText(text.notCompleted)).toBeVisible();

    await parent.getByRole("button", { name: text.pay }).click();
    await payOnCheckout(parent, CARD_OK);
    await expect(parent).toHaveURL(/\?checkout=success$/);
    await expect(parent.getByText(text.received)).toBeVisible({ timeout: 15_000 });
    await expect(parent.locator("[data-payment-status]")).toHaveText(text.paid);
    await screenshot(parent, `payments-fee-received-phone-${locale}`);
    await context.close();
  });
}

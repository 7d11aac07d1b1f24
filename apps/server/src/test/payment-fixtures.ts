import { eq } from "drizzle-orm";
import { studentApplications } from "../modules/applications/applications.table.ts";
import { paymentEvents, payments } from "../modules/payments/payments.table.ts";
import { countries } from "../modules/reference/reference.table.ts";
import type { TestApp } from "./app.ts";
import { multipartBody } from "./files.ts";
import type { FakeStripe } from "./stripe-fake.ts";
import { signUpGuest } from "./webinars.ts";

export const STRIPE_ENV = { STRIPE_SECRET_KEY: "sk_test_quad_payments", STRIPE_WEBHOOK_SECRET: "whsec_quad_payments" };
export const PARTNERS = "/api/v1/partners";
export const GUESTS = "/api/v1/webinars";
export const WEBHOOK = "/api/v1/payments/stripe/webhook";

/**
 * The fake's webhooks delivered to the app in the test (app.inject), answered with the app's status once the
 * queued event is settled (the test app runs job workers: JOBS_WORKERS "true").
 */
export function deliverTo(t: TestApp, fake: FakeStripe) {
  fake.setWebhook(async (payload, signature) => {
    const res = await t.app.inject({
      method: "POST",
      url: WEBHOOK,
      headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
      payload,
    });
    await t.drainJobs("payment-webhook");
    return res.statusCode;
  });
}

export async function usCountry(t: TestApp) {
  const [us] = await t.db.select({ id: countries.id }).from(countries).where(eq(countries.code, "US"));
  return us?.id as number;
}

/** A student signs up and applies to the program (no rounds, courses or documents): answers them and the id. */
export async function applyAsStudent(
  t: TestApp,
  countryId: number,
  programId: number,
  over: Record<string, string> = {},
) {
  const guest = await signUpGuest(t.app, countryId, over);
  const body = multipartBody({});
  const res = await t.app.inject({
    method: "POST",
    url: `${GUESTS}/programs/${programId}/apply`,
    headers: { authentication_token: guest.token, ...body.headers },
    payload: body.payload,
  });
  if (res.statusCode !== 201) throw new Error(`apply failed ${res.statusCode} ${res.body}`);
  return { guest, applicationId: res.json().application.id as number };
}

export async function paymentsOf(t: TestApp, applicationId: number) {
  return t.db.select().from(payments).where(eq(payments.application_id, applicationId)).orderBy(payments.id);
}

export async function eventsOf(t: TestApp, paymentId: number) {
  return t.db.select().from(paymentEvents).where(eq(paymentEvents.payment_id, paymentId)).orderBy(paymentEvents.id);
}

export async function applicationRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(studentApplications).where(eq(studentApplications.id, id));
  return row;
}

/** Staff move an application into review, then to an offer (admitted). */
export async function offer(t: TestApp, token: string, id: number) {
  for (const payload of [{ status: "in_review" }, { result: "admitted" }]) {
    const res = await t.injectAs(token, { method: "PUT", url: `${PARTNERS}/student_applications/${id}`, payload });
    if (res.statusCode !== 200) throw new Error(`update failed ${res.statusCode} ${res.body}`);
  }
}

/** The student opens the checkout of their payment; answers the fake's session id. */
export async function openCheckout(t: TestApp, guestToken: string, paymentToken: string) {
  const res = await t.injectAs(guestToken, {
    method: "POST",
    url: `${GUESTS}/payments/${paymentToken}/checkout`,
    payload: { locale: "en-US", return_to: "web" },
  });
  if (res.statusCode !== 200) throw new Error(`checkout failed ${res.statusCode} ${res.body}`);
  const url = res.json().url as string;
  return url.split("/").pop() as string;
}

import type { AddressInfo } from "node:net";
import { Worker } from "node:worker_threads";
import { outbox } from "@quad/server/src/modules/mail/mail.table.ts";
import { partners } from "@quad/server/src/modules/partners/partners.table.ts";
import { paymentEvents, payments } from "@quad/server/src/modules/payments/payments.table.ts";
import { countries } from "@quad/server/src/modules/reference/reference.table.ts";
import { createProgram } from "@quad/server/src/test/application-fixtures.ts";
import { multipartBody } from "@quad/server/src/test/files.ts";
import { STRIPE_ENV } from "@quad/server/src/test/payment-fixtures.ts";
import { startFakeStripe } from "@quad/server/src/test/stripe-fake.ts";
import { signUpGuest } from "@quad/server/src/test/webinars.ts";
import { and, eq, inArray, like, sql } from "drizzle-orm";
import Stripe from "stripe";
import { benchApp } from "./lib/bench-app.ts";
import { percentile } from "./lib/util.ts";

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 100);
const TARGET_P95_MS = 100;

async function main() {
  const fake = await startFakeStripe(STRIPE_ENV_PAIR);
  fake.state.hold = true;
  const { app, drop } = await benchApp("payments", {
    JOBS_WORKERS: "true",
    JOBS_POLL_SECONDS: "0.5",
    ...STRIPE_ENV,
    STRIPE_API_URL: fake.url,
  });
  try {
    await app.listen({ port: 0, host: "127.0.0.1" });
    const webhook = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1/payments/stripe/webhook`;
    const { db } = app.ctx;
    const [us] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, "US"));
    const [uni] = await db
      .insert(partners)
      .values({ institute_type: "University", name: "Bench University", status: "active", timezone: "UTC" })
      .returning();
    if (!uni) throw new Error("university not made");
    const { program } = await createProgram(db, uni.id, { application_fee: "75.00", currency: "USD" });

    /** n students apply and pay on the fake's page: answers their payment ids (the events are held by the fake). */
    async function paidAtTheProvider(n: number): Promise<number[]> {
      const ids: number[] = [];
      for (let i = 0; i < n; i++) {
        // Each student signs up from an address of their own (the sign-up is throttled per network address).
        const from = `127.1.${Math.floor(ids.length / 250) + (n === PAYMENTS ? 1 : 0)}.${(ids.length % 250) + 1}`;
        const guest = await signUpGuest(
          { inject: ((opts: object) => app.inject({ ...opts, remoteAddress: from })) as never },
          us?.id as number,
        );
        const body = multipartBody({});
        const applied = await app.inject({
          method: "POST",
          url: `/api/v1/webinars/programs/${program.id}/apply`,
          headers: { authentication_token: guest.token, ...body.headers },
          payload: body.payload,
        });
        if (applied.statusCode !== 201) throw new Error(`apply: ${applied.statusCode} ${applied.body}`);
        const mine = await app.inject({
          method: "GET",
          url: "/api/v1/webinars/payments",
          headers: { authentication_token: guest.token },
        });
        const token = (mine.json() as { payments: { token: string }[] }).payments[0]?.token as string;
        const checkout = await app.inject({
          method: "POST",
          url: `/api/v1/webinars/payments/${token}/checkout`,
          headers: { authentication_token: guest.token },
          payload: { locale: "en-US", return_to: "web" },
        });
        if (checkout.statusCode !== 200) throw new Error(`checkout: ${checkout.statusCode} ${checkout.body}`);
        await fake.payWith(String(checkout.json().url).split("/").pop() as string);
        const [row] = await db.select({ id: payments.id }).from(payments).where(eq(payments.public_token, token));
        ids.push(row?.id as number);
      }
      return ids;
    }

    /** Every held event twice, shuffled, all at once: answers each delivery's time and status. */
    async function deliverAllTwice() {
      const signer = new Stripe(STRIPE_ENV.STRIPE_SECRET_KEY);
      const events = fake.held.splice(0);
      const deliveries = [...events, ...events]
        .map((e) => ({ e, key: Math.random() }))
        .sort((a, b) => a.key - b.key)
        .map(({ e }) => ({
          payload: e.payload,
          signature: signer.webhooks.generateTestHeaderString({
            payload: e.payload,
            secret: STRIPE_ENV.STRIPE_WEBHOOK_SECRET,
          }),
        }));
      return deliverFromAnotherThread(webhook, deliveries);
    }

    /** Waits until the queued events are settled (at most a minute). */
    async function settled() {
      const deadline = Date.now() + 60_000;
      while ((await app.ctx.jobs.pending("payment-webhook")) > 0) {
        if (Date.now() > deadline) throw new Error("payment-webhook jobs still pending after a minute");
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }

    /** Paid once each: status paid, exactly one paid event, exactly one receipt. */
    async function recordedOnce(ids: number[]) {
      const rows = await db
        .select({ id: payments.id, status: payments.status })
        .from(payments)
        .where(inArray(payments.id, ids));
      const paidEvents = await db
        .select({ payment_id: paymentEvents.payment_id, n: sql<number>`count(*)::int` })
        .from(paymentEvents)
        .where(and(inArray(paymentEvents.payment_id, ids), eq(paymentEvents.kind, "paid")))
        .groupBy(paymentEvents.payment_id);
      const [receipts] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(outbox)
        .where(like(outbox.subject, "Receipt%"));
      return {
        paid: rows.filter((r) => r.status === "paid").length,
        once: paidEvents.filter((e) => e.n === 1).length,
        twice: paidEvents.filter((e) => e.n > 1).length,
        receipts: receipts?.n ?? 0,
      };
    }

    const started = Date.now();
    const warm = await paidAtTheProvider(10);
    await deliverAllTwice();
    await settled();
    const ids = await paidAtTheProvider(PAYMENTS);
    console.log(
      `payments: ${PAYMENTS} paid at the provider (+10 warm-up) in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    const answers = await deliverAllTwice();
    const settling = performance.now();
    await settled();
    const settledMs = performance.now() - settling;
    const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
    const non2xx = answers.filter((a) => a.status < 200 || a.status > 299).length;
    const check = await recordedOnce(ids);
    const p95 = percentile(sorted, 95);
    const exact = check.paid === PAYMENTS && check.once === PAYMENTS && check.twice === 0;
    const receiptsOk = check.receipts === PAYMENTS + warm.length;
    const pass = exact && receiptsOk && non2xx === 0 && p95 <= TARGET_P95_MS;
    console.log(
      `payments_webhook: ${answers.length} deliveries at once for ${PAYMENTS} payments (${non2xx} non-2xx); ` +
        `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, ` +
        `max ${sorted.at(-1)?.toFixed(1)} ms; paid ${check.paid}/${PAYMENTS}, one paid event ${check.once}, ` +
        `more than one ${check.twice}, receipts ${check.receipts} (expected ${PAYMENTS + warm.length}); ` +
        `all settled ${Math.round(settledMs)} ms after the last answer — ${pass ? "PASS" : "FAIL"}`,
    );
  } finally {
    await app.close();
    await fake.close();
    await drop();
  }
}

/**
 * Sends the deliveries all at once from a worker thread (its own event loop, as the provider's servers are apart
 * from ours): answers each one's time and status.
 */
function deliverFromAnotherThread(url: string, deliveries: { payload: string; signature: string }[]) {
  // node:http rather than fetch: fetch's own work per request (about half a millisecond here) would be counted in
  // every answer's time, since the 200 are sent from one thread at once.
  const code = `
    const { parentPort, workerData } = require("node:worker_threads");
    const http = require("node:http");
    const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
    const post = (d) => new Promise((resolve, reject) => {
      const started = performance.now();
      const req = http.request(workerData.url, {
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "stripe-signature": d.signature, "content-length": Buffer.byteLength(d.payload) },
      }, (res) => {
        res.resume();
        res.on("end", () => resolve({ ms: performance.now() - started, status: res.statusCode }));
      });
      req.on("error", reject);
      req.end(d.payload);
    });
    Promise.all(workerData.deliveries.map(post)).then((answers) => { agent.destroy(); parentPort.postMessage(answers); });`;
  return new Promise<{ ms: number; status: number }[]>((resolve, reject) => {
    const worker = new Worker(code, { eval: true, workerData: { url, deliveries } });
    worker.once("message", (answers: { ms: number; status: number }[]) => {
      resolve(answers);
      void worker.terminate();
    });
    worker.once("error", reject);
  });
}

const STRIPE_ENV_PAIR = { secretKey: STRIPE_ENV.STRIPE_SECRET_KEY, webhookSecret: STRIPE_ENV.STRIPE_WEBHOOK_SECRET };

await main();

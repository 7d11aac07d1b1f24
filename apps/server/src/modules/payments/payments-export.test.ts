import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobInfo } from "../../plugins/jobs.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { createProgram } from "../../test/application-fixtures.ts";
import { applyAsStudent, offer, PARTNERS, usCountry } from "../../test/payment-fixtures.ts";
import { paymentExports } from "./payments.table.ts";
import { createPaymentExportJob, PAYMENT_EXPORT_QUEUE, paymentExportWorker } from "./payments-export.job.ts";
import { createPaymentExportRepository } from "./payments-export.repository.ts";

/** The staff's payments CSV as a background job (decision 115, amended), with the app's job workers running. */
const NOW = new Date("2026-11-26T12:00:00Z");
let t: TestApp;
type Signed = Awaited<ReturnType<TestApp["createSignedIn"]>>;
let uni: Signed;
let other: Signed;
let school: Signed;
let usd: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW, env: { JOBS_WORKERS: "true", JOBS_POLL_SECONDS: "0.5" } });
  uni = await t.createSignedIn("University");
  other = await t.createSignedIn("University");
  school = await t.createSignedIn("School");
  const countryId = await usCountry(t);
  usd = (
    await createProgram(t.db, uni.partner.id, {
      name: "Physics",
      application_fee: "80.00",
      currency: "USD",
      deposit_amount: "250.50",
    })
  ).program.id;
  const jpy = (
    await createProgram(t.db, uni.partner.id, { name: "Tokyo Term", application_fee: "5000", currency: "JPY" })
  ).program.id;
  ids.usdA = (await applyAsStudent(t, countryId, usd)).applicationId;
  ids.usdB = (await applyAsStudent(t, countryId, usd)).applicationId;
  ids.jpy = (await applyAsStudent(t, countryId, jpy)).applicationId;
  await offer(t, uni.token, ids.usdB);
});
afterAll(async () => t?.close());

const ask = (token: string, payload: object) =>
  t.injectAs(token, { method: "POST", url: `${PARTNERS}/payments/exports`, payload });
const statusOf = (token: string, id: number) =>
  t.injectAs(token, { method: "GET", url: `${PARTNERS}/payments/exports/${id}` });
const rowOf = async (id: number) => (await t.db.select().from(paymentExports).where(eq(paymentExports.id, id)))[0];

/** The file behind a status's link: its data lines (the BOM and the header line aside). */
async function csvLines(csvUrl: string) {
  const link = new URL(csvUrl, "http://quad.test");
  const file = await t.app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
  expect(file.statusCode).toBe(200);
  const [header, ...lines] = file.rawPayload
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .split("\r\n");
  expect(header).toBe(
    "Payment,Application,First name,Last name,Email,Program,Kind,Status,Amount,Currency,Due date,Paid at,Refunded at,Flagged",
  );
  return lines.filter((l) => l !== "");
}

describe("POST payments/exports", () => {
  it("answers 202 at once, preparing, while nothing is written; the job then writes the file and the status links it", async () => {
    // Every write to storage waits until the answer is in: a request that wrote the file would never answer.
    const storage = t.app.ctx.storage;
    const write = storage.write;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    storage.write = async (...args) => {
      await gate;
      return write.apply(storage, args);
    };
    let id: number;
    try {
      const res = await ask(uni.token, { kind: "deposit" });
      expect(res.statusCode, res.body).toBe(202);
      id = res.json().export.id;
      expect(res.json()).toEqual({
        export: {
          id,
          status: "preparing",
          expected_rows: 1,
          rows_written: null,
          requested_at: NOW.toISOString(),
          finished_at: null,
          csv_url: null,
        },
      });
      const waiting = await statusOf(uni.token, id);
      expect(waiting.statusCode, waiting.body).toBe(200);
      expect(waiting.json().export).toMatchObject({ status: "preparing", csv_url: null });
      expect((await rowOf(id))?.status).toBe("preparing");
    } finally {
      release();
      storage.write = write;
    }
    await t.drainJobs(PAYMENT_EXPORT_QUEUE);
    const ready = (await statusOf(uni.token, id)).json().export;
    expect(ready).toMatchObject({ status: "ready", rows_written: 1, finished_at: NOW.toISOString() });
    expect(ready.csv_url).toMatch(/^\/api\/v1\/partners\/files\/.+\?expires=\d+&signature=[0-9a-f]{64}$/);
    const lines = await csvLines(ready.csv_url);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^\\d+,${ids.usdB},.*,Physics,Deposit,Due,250\\.50,USD,`));
  });

  it("writes every payment under the filters, and only those", async () => {
    const res = await ask(uni.token, { program_id: usd, kind: "application_fee" });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().export.expected_rows).toBe(2);
    await t.drainJobs(PAYMENT_EXPORT_QUEUE);
    const ready = (await statusOf(uni.token, res.json().export.id)).json().export;
    expect(ready).toMatchObject({ status: "ready", rows_written: 2 });
    const lines = await csvLines(ready.csv_url);
    const applications = lines.map((l) => Number(l.split(",")[1])).sort();
    expect(applications).toEqual([ids.usdA, ids.usdB].sort());
    expect(lines.every((l) => l.includes(",Physics,Application fee,Due,80.00,USD,"))).toBe(true);

    const all = await ask(uni.token, {});
    await t.drainJobs(PAYMENT_EXPORT_QUEUE);
    const every = (await statusOf(uni.token, all.json().export.id)).json().export;
    expect(every).toMatchObject({ status: "ready", expected_rows: 4, rows_written: 4 });
    expect(await csvLines(every.csv_url)).toHaveLength(4);

    const none = await ask(uni.token, { status: "paid" });
    await t.drainJobs(PAYMENT_EXPORT_QUEUE);
    const empty = (await statusOf(uni.token, none.json().export.id)).json().export;
    expect(empty).toMatchObject({ status: "ready", expected_rows: 0, rows_written: 0 });
    expect(await csvLines(empty.csv_url)).toEqual([]);
  });

  it("refuses bad filters (422) and a School (403), and writes another university's payments none of ours", async () => {
    expect((await ask(uni.token, { status: "owed" })).statusCode).toBe(422);
    expect((await ask(school.token, {})).statusCode).toBe(403);
    const theirs = await ask(other.token, {});
    expect(theirs.statusCode, theirs.body).toBe(202);
    expect(theirs.json().export.expected_rows).toBe(0);
  });
});

describe("GET payments/exports/{id}", () => {
  it("is the institution's own: another university is told it does not exist (404), a School is refused (403)", async () => {
    const id = (await ask(uni.token, { kind: "deposit" })).json().export.id;
    await t.drainJobs(PAYMENT_EXPORT_QUEUE);
    const res = await statusOf(other.token, id);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("/files/");
    expect((await statusOf(school.token, id)).statusCode).toBe(403);
    expect((await statusOf(uni.token, 2_000_000)).statusCode).toBe(404);
    // A colleague of the same institution reads it (as the list).
    const member = await t.createUser({ partner_id: uni.partner.id, role: "member" });
    const colleague = await statusOf(await t.signIn(member.email), id);
    expect(colleague.json().export).toMatchObject({ id, status: "ready" });
  });

  it("reads as failed an export still preparing long after its job's every attempt", async () => {
    const row = await createPaymentExportRepository(t.db).create({
      partner_id: uni.partner.id,
      user_id: uni.user.id,
      filters: {},
      expected_rows: 4,
      requested_at: new Date(NOW.getTime() - 3 * 60 * 60 * 1000),
    });
    expect((await statusOf(uni.token, row.id)).json().export).toMatchObject({ status: "failed", csv_url: null });
  });
});

describe("the payment-export job", () => {
  const preparing = () =>
    createPaymentExportRepository(t.db).create({
      partner_id: uni.partner.id,
      user_id: uni.user.id,
      filters: { kind: "deposit" },
      expected_rows: 1,
      requested_at: NOW,
    });
  /** The job's work on the app's context, as the registered worker has it. */
  const workOf = () => createPaymentExportJob(t.app.ctx);

  it("is retried when storage fails, and after its last retry the export is failed", async () => {
    const row = await preparing();
    const handler = paymentExportWorker(workOf(), t.app.log);
    const storage = t.app.ctx.storage;
    const write = storage.write;
    storage.write = async () => {
      throw new Error("storage away");
    };
    try {
      const job = (retryCount: number): JobInfo<"payment-export"> => ({
        id: "j",
        name: PAYMENT_EXPORT_QUEUE,
        data: { export_id: row.id },
        retryCount,
        retryLimit: 3,
      });
      await expect(handler({ export_id: row.id }, job(0))).rejects.toThrow("storage away");
      expect((await rowOf(row.id))?.status).toBe("preparing");
      await expect(handler({ export_id: row.id }, job(3))).rejects.toThrow("storage away");
    } finally {
      storage.write = write;
    }
    expect((await rowOf(row.id))?.status).toBe("failed");
    expect((await statusOf(uni.token, row.id)).json().export).toMatchObject({ status: "failed", csv_url: null });
    // A retry still queued afterwards leaves it failed.
    expect(await workOf().run(row.id)).toBe("skipped");
  });

  it("starts over after an attempt cut short (its file removed), and leaves a ready export alone", async () => {
    const row = await preparing();
    // The file an earlier attempt left (its worker died after naming it).
    const before = await t.app.ctx.storage.put(Buffer.from("Payment\r\n"), "csv");
    await t.db.update(paymentExports).set({ file_key: before }).where(eq(paymentExports.id, row.id));
    expect(await t.app.ctx.storage.read(before)).toBeDefined();
    expect(await workOf().run(row.id)).toBe("ready");
    expect(await t.app.ctx.storage.read(before)).toBeUndefined();
    const ready = await rowOf(row.id);
    expect(ready).toMatchObject({ status: "ready", rows_written: 1 });
    expect(await workOf().run(row.id)).toBe("skipped");
    expect((await rowOf(row.id))?.file_key).toBe(ready?.file_key);
  });
});

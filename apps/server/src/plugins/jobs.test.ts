import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build } from "../app.ts";
import { loadConfig } from "../config.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { partners } from "../modules/partners/partners.table.ts";
import { createWebinarJobs } from "../modules/webinars/webinar-jobs.ts";
import { webinarMailLog } from "../modules/webinars/webinar-mail-log.table.ts";
import { openTestDatabase } from "../test/database.ts";
import { startSmtpSink } from "../test/smtp-sink.ts";
import { createGuest, createSession, register, waitFor } from "../test/webinars.ts";

declare module "./jobs.ts" {
  interface JobPayloads {
    "test-once": { n: number };
    "test-flaky": { failures: number };
    "test-broken": Record<string, never>;
    "test-late-a": { n: number };
    "test-late-b": { n: number };
    "test-late-c": { n: number };
  }
}

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let partnerId: number;

const configWith = (env: Record<string, string>) =>
  loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    SERVE_WEB: "false",
    APP_URL: "http://quad.test",
    SMTP_URL: sink.url,
    JOBS_POLL_SECONDS: "0.5",
    ...env,
  });
const workersOn = () => configWith({ JOBS_WORKERS: "true" });
const workersOff = () => configWith({ JOBS_WORKERS: "false" });

beforeAll(async () => {
  sink = await startSmtpSink();
  database = await openTestDatabase();
  const [p] = await database.db
    .insert(partners)
    .values({ institute_type: "University", name: "Harbour University", status: "active" })
    .returning();
  partnerId = p?.id ?? 0;
});
afterAll(async () => {
  await database.close();
  await sink.close();
});

/** A guest whose 24-hour reminder is due now. */
async function dueReminder() {
  const session = await createSession(database.db, partnerId);
  const guest = await createGuest(database.db);
  const registration = await register(database.db, session, guest);
  return { session, guest, registration };
}

const mailsTo = (address: string) => sink.mails.filter((m) => m.to.includes(address));

describe("jobs on pg-boss", () => {
  it("keeps a job sent before a stop and runs it once in the next app on the same database", async () => {
    const { guest, registration } = await dueReminder();
    const first = await build(workersOff(), { database });
    await first.ready();
    expect(first.ctx.jobs.workers).toBe(false);
    const id = await first.ctx.jobs.send(
      "webinar-mail",
      { registration_id: registration.id, kind: "reminder_24h" },
      { singletonKey: `${registration.id}-reminder_24h` },
    );
    expect(id).toBeTruthy();
    await new Promise((r) => setTimeout(r, 1200));
    await first.close();
    expect(mailsTo(guest.email)).toHaveLength(0);
    expect(
      await first.ctx.db.select().from(webinarMailLog).where(eq(webinarMailLog.registration_id, registration.id)),
    ).toEqual([]);

    const second = await build(workersOn(), { database });
    await second.ready();
    try {
      await waitFor(() => mailsTo(guest.email).length > 0, 20_000, "the reminder");
      await waitFor(async () => (await second.ctx.jobs.count("webinar-mail", "created")) === 0, 10_000, "the queue");
      await second.ctx.mailer.flush();
    } finally {
      await second.close();
    }
    expect(mailsTo(guest.email)).toHaveLength(1);
    const log = await database.db
      .select()
      .from(webinarMailLog)
      .where(eq(webinarMailLog.registration_id, registration.id));
    expect(log.map((l) => l.kind)).toEqual(["reminder_24h"]);
  });

  it("runs a job once and retries a failing one until it succeeds", async () => {
    const app = await build(workersOn(), { database });
    await app.ready();
    try {
      const { jobs } = app.ctx;
      const runs: number[] = [];
      let attempts = 0;
      await jobs.define("test-once");
      await jobs.define("test-flaky", { retryLimit: 3, retryDelay: 1, retryBackoff: false });
      await jobs.define("test-broken", { retryLimit: 1, retryDelay: 1, retryBackoff: false });
      await jobs.work("test-once", async (data) => {
        runs.push(data.n);
      });
      await jobs.work("test-flaky", async (data) => {
        attempts += 1;
        if (attempts <= data.failures) throw new Error(`attempt ${attempts} fails`);
      });
      let brokenRuns = 0;
      await jobs.work("test-broken", async () => {
        brokenRuns += 1;
        throw new Error("always fails");
      });
      await jobs.send("test-once", { n: 7 });
      await jobs.send("test-flaky", { failures: 2 });
      await jobs.send("test-broken", {});
      await waitFor(async () => (await jobs.count("test-flaky", "completed")) === 1, 20_000, "the flaky job");
      await waitFor(async () => (await jobs.count("test-broken", "failed")) === 1, 20_000, "the broken job");
      expect(runs).toEqual([7]);
      expect(attempts).toBe(3);
      expect(brokenRuns).toBe(2);
      expect(await jobs.count("test-once", "completed")).toBe(1);
    } finally {
      await app.close();
    }
  });

  it("accepts one queued job per singleton key", async () => {
    const app = await build(workersOff(), { database });
    await app.ready();
    try {
      const key = { singletonKey: "999999-reminder_1h" };
      const a = await app.ctx.jobs.send("webinar-mail", { registration_id: 999999, kind: "reminder_1h" }, key);
      const b = await app.ctx.jobs.send("webinar-mail", { registration_id: 999999, kind: "reminder_1h" }, key);
      expect(a).toBeTruthy();
      expect(b).toBeNull();
    } finally {
      await app.close();
    }
  });

  it("creates queues defined after start, several at once, and takes what is sent to them", async () => {
    const app = await build(workersOn(), { database });
    await app.ready();
    const ran: string[] = [];
    try {
      const late = ["test-late-a", "test-late-b", "test-late-c"] as const;
      // Not awaited, as modules declare them: concurrent create_queue calls deadlock in pg-boss unless taken in turn.
      for (const name of late) {
        void app.ctx.jobs.define(name, { retryLimit: 0 });
        void app.ctx.jobs.work(name, async (data) => {
          ran.push(`${name}:${data.n}`);
        });
      }
      const ids = await Promise.all(late.map((name, n) => app.ctx.jobs.send(name, { n })));
      expect(ids.every((id) => typeof id === "string")).toBe(true);
      await waitFor(() => ran.length === late.length);
      expect(ran.sort()).toEqual(["test-late-a:0", "test-late-b:1", "test-late-c:2"]);
    } finally {
      await app.close();
    }
  });

  it("never mails a reminder twice across two instances on one database", async () => {
    // A second instance: its own connections to the same PostgreSQL database, or the same PGlite.
    const other: Database = database.url ? await openDatabase({ url: database.url }) : database;
    const guests = await Promise.all([dueReminder(), dueReminder(), dueReminder()]);
    const a = await build(workersOn(), { database });
    const b = await build(workersOn(), { database: other });
    await Promise.all([a.ready(), b.ready()]);
    try {
      // Both instances race to mail every reminder, directly and through their queues.
      const direct = await Promise.all(
        guests.flatMap(({ registration }) =>
          [a, b, a, b].map((app) => createWebinarJobs(app.ctx).mailOnce(registration.id, "reminder_24h")),
        ),
      );
      expect(direct.filter((o) => o === "sent")).toHaveLength(guests.length);
      expect(direct.filter((o) => o !== "sent").every((o) => o === "already_sent")).toBe(true);
      await Promise.all([a.ctx.jobs.send("webinar-scan", {}), b.ctx.jobs.send("webinar-scan", {})]);
      await new Promise((r) => setTimeout(r, 2500));
      await waitFor(
        async () =>
          (await a.ctx.jobs.count("webinar-mail", "created")) + (await a.ctx.jobs.count("webinar-mail", "active")) ===
          0,
        10_000,
        "the mail queue",
      );
      await Promise.all([a.ctx.mailer.flush(), b.ctx.mailer.flush()]);
    } finally {
      await Promise.all([a.close(), b.close()]);
      if (other !== database) await other.close();
    }
    for (const { guest } of guests) expect(mailsTo(guest.email)).toHaveLength(1);
  });

  it("lets the app close while its workers wait for jobs", async () => {
    const app = await build(workersOn(), { database });
    await app.ready();
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

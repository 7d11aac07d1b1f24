import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { startSmtpSink } from "../../test/smtp-sink.ts";
import { waitFor } from "../../test/webinars.ts";
import { people } from "../webinars/webinars.table.ts";
import { connectionExports, connections } from "./connections.table.ts";
import { EXPORT_BATCH_ROWS, EXPORT_QUEUE } from "./connections-export.job.ts";

const API = "/api/v1/partners";
const ROWS = EXPORT_BATCH_ROWS * 8;
const postgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let uni: Awaited<ReturnType<TestApp["createSignedIn"]>>;

// PGlite runs inside this process: there is no server backend whose connection could be terminated.
describe.skipIf(!postgres)(
  "an export whose database connection drops mid-way (PostgreSQL only: PGlite has no backends)",
  () => {
    beforeAll(async () => {
      sink = await startSmtpSink();
      t = await createTestApp({ env: { SMTP_URL: sink.url, JOBS_WORKERS: "true" } });
      uni = await t.createSignedIn("University");
      const persons = await t.db
        .insert(people)
        .values(Array.from({ length: ROWS }, (_, i) => ({ email: `fault${i}@example.test` })))
        .returning({ id: people.id });
      await t.db.insert(connections).values(
        persons.map((p, i) => ({
          partner_id: uni.partner.id,
          person_id: p.id,
          user_type: "student" as const,
          source: "webinar" as const,
          first_name: `Fault${i}`,
          last_name: "Example",
          email: `fault${i}@example.test`,
        })),
      );
    });
    afterAll(async () => {
      await t?.close();
      await sink?.close();
    });

    it("keeps the instance serving, retries the job and finishes the export once", async () => {
      const [record] = await t.db
        .insert(connectionExports)
        .values({
          partner_id: uni.partner.id,
          user_id: uni.user.id,
          filters: {},
          columns: [{ key: "email", header: "Email" }],
          expected_rows: ROWS,
        })
        .returning();
      if (!record) throw new Error("export not recorded");

      // The first upload holds after its first chunk (the cursor is then mid-way) until the backend is gone.
      const storage = t.app.ctx.storage;
      const write = storage.write;
      let midWay!: () => void;
      const reachedMidWay = new Promise<void>((resolve) => {
        midWay = resolve;
      });
      let resume!: () => void;
      const resumed = new Promise<void>((resolve) => {
        resume = resolve;
      });
      let attempts = 0;
      storage.write = async (name, source, contentType) => {
        attempts += 1;
        if (attempts > 1) return write(name, source, contentType);
        async function* held() {
          let first = true;
          for await (const chunk of source) {
            yield chunk;
            if (first) {
              first = false;
              midWay();
              await resumed;
            }
          }
        }
        return write(name, Readable.from(held()), contentType);
      };

      const admin = new pg.Client({ connectionString: t.database.url });
      await admin.connect();
      try {
        await t.app.ctx.jobs.send(
          EXPORT_QUEUE,
          { export_id: record.id },
          { singletonKey: String(record.id), retryDelay: 1, retryBackoff: false },
        );
        await reachedMidWay;
        const cut = (await t.db.select().from(connectionExports).where(eq(connectionExports.id, record.id)))[0];
        expect(cut?.rows_written).toBeLessThan(ROWS);
        // The cursor's backend, terminated from a connection of its own.
        let pid: number | undefined;
        await waitFor(
          async () => {
            const { rows } = await admin.query<{ pid: number }>(
              `select pid from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'
              and query ilike '%order by "connections"."id"%'`,
            );
            pid = rows[0]?.pid;
            return pid !== undefined;
          },
          10_000,
          "the cursor's backend",
        );
        const { rows } = await admin.query<{ done: boolean }>("select pg_terminate_backend($1) as done", [pid]);
        expect(rows[0]?.done).toBe(true);
        resume();

        // The instance keeps serving, and the job, retried, writes the file once and mails it once.
        await waitFor(
          async () =>
            (await t.db.select().from(connectionExports).where(eq(connectionExports.id, record.id)))[0]?.status ===
            "email_sent",
          30_000,
          "the export after its retry",
        );
        const status = await t.injectAs(uni.token, { method: "GET", url: `${API}/connections/download_status` });
        expect(status.statusCode).toBe(200);
        expect(attempts).toBe(2);
        const done = (await t.db.select().from(connectionExports).where(eq(connectionExports.id, record.id)))[0];
        expect(done).toMatchObject({ status: "email_sent", rows_written: ROWS });
        expect(done?.file_key).not.toBe(cut?.file_key);
        expect(await storage.stream(cut?.file_key ?? "")).toBeUndefined();
        const file = await storage.stream(done?.file_key ?? "");
        let text = "";
        for await (const chunk of file?.body ?? []) text += chunk.toString();
        expect(text.trim().split("\r\n")).toHaveLength(ROWS + 1);
        await t.app.ctx.mailer.flush();
        expect(sink.mails.filter((m) => m.to.includes(uni.user.email))).toHaveLength(1);
        expect(await t.app.ctx.jobs.count(EXPORT_QUEUE, "completed")).toBe(1);
      } finally {
        storage.write = write;
        resume();
        await admin.end();
      }
    }, 60_000);
  },
);

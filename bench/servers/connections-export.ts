// One connections export of BENCH_EXPORT_ROWS rows, run by the export job's own code in this process on the
// PostgreSQL database named by BENCH_DATABASE_URL (created and dropped by the runner): migrates it, writes one
// University with that many connections by bulk SQL, then times the job (cursor -> CSV writer -> local file
// storage -> the mail in the outbox) while sampling this process's RSS. Answers one IPC message.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { EXPORT_COLUMNS } from "@quad/contract/rules/connections";
import { loadConfig } from "@quad/server/src/config.ts";
import { openDatabase } from "@quad/server/src/db/client.ts";
import { connectionExports } from "@quad/server/src/modules/connections/connections.table.ts";
import { createConnectionExportJob } from "@quad/server/src/modules/connections/connections-export.job.ts";
import { createOutboxRepository } from "@quad/server/src/modules/mail/outbox.repository.ts";
import { partners } from "@quad/server/src/modules/partners/partners.table.ts";
import { seedReferenceData } from "@quad/server/src/modules/reference/reference.seed.ts";
import { users } from "@quad/server/src/modules/users/users.table.ts";
import { createMailer } from "@quad/server/src/plugins/mailer.ts";
import { createLocalStorage } from "@quad/server/src/plugins/storage.ts";
import { sql } from "drizzle-orm";
import pino from "pino";

export interface ExportBenchResult {
  rows: number;
  expectedRows: number;
  seedSeconds: number;
  seconds: number;
  fileBytes: number;
  baselineRssBytes: number;
  peakRssBytes: number;
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error("BENCH_DATABASE_URL is not set");
  const rows = Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000);
  const database = await openDatabase({ url });
  await database.migrate();
  await seedReferenceData(database.db);
  const { db } = database;
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    DATABASE_URL: url,
    APP_URL: "http://127.0.0.1",
    FILE_URL_SECRET: randomBytes(32).toString("hex"),
    SECRETS_KEY: randomBytes(32).toString("base64"),
  });

  const seedStart = performance.now();
  const [partner] = await db
    .insert(partners)
    .values({ institute_type: "University", name: "Export University", status: "active", timezone: "America/New_York" })
    .returning({ id: partners.id });
  const [user] = await db
    .insert(users)
    .values({
      partner_id: partner?.id ?? 0,
      email: "bench-export@quad.test",
      first_name: "Bench",
      last_name: "Exporter",
      password_hash: "x",
      role: "admin",
    })
    .returning({ id: users.id });
  // People and their connections: every column of the catalogue filled, countries and interests varied.
  await db.execute(
    sql`insert into people (email) select 'lead' || g || '@bench.test' from generate_series(1, ${rows}) g`,
  );
  // Bulk rows with the user triggers off (the dashboard rollups, the list version): only the export is measured.
  await db.execute(sql`alter table connections disable trigger user`);
  await db.execute(sql`
    insert into connections (partner_id, person_id, user_type, source, list_state, first_name, last_name, email, phone,
      gender, date_of_birth, country_id, state, city, citizenship_ids, graduation_year, interest, fit, status,
      academic_interests, course_interests, scores, school_name, school_state, school_city, activities_count,
      first_activity_at, last_activity_at)
    select ${partner?.id ?? 0}, p.id, (array['student','guardian','counsellor'])[1 + p.id % 3], 'webinar',
      (array[null,'shortlisted','applying'])[1 + p.id % 3], 'First' || p.id, 'Last, "quoted"', p.email, '+1 555 ' || p.id,
      'female', date '2008-01-01' + (p.id % 2000), 1 + p.id % 200, 'State', 'City ' || (p.id % 500), array[1 + p.id % 200],
      2026 + p.id % 4, 'High', 'Good', 'Active', array['Engineering','Arts'], array['Physics'],
      jsonb_build_object('sat', 1200 + p.id % 400, 'toefl', 100), 'School ' || (p.id % 3000), 'CA', 'Town',
      1 + p.id % 9, now() - interval '300 days', now() - (p.id % 300) * interval '1 day'
    from people p`);
  await db.execute(sql`alter table connections enable trigger user`);
  await db.execute(sql`vacuum analyze connections`);
  const seedSeconds = (performance.now() - seedStart) / 1000;

  const [record] = await db
    .insert(connectionExports)
    .values({
      partner_id: partner?.id ?? 0,
      user_id: user?.id ?? 0,
      filters: {},
      columns: EXPORT_COLUMNS.map((c) => ({ key: c.key, header: c.header })),
      expected_rows: rows,
    })
    .returning({ id: connectionExports.id });

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "quad-export-bench-"));
  const storage = createLocalStorage(dir);
  const mailer = createMailer({
    outbox: createOutboxRepository(db),
    from: "Quad <noreply@quad.test>",
    log: pino({ level: "silent" }),
  });
  const batchSize = process.env.BENCH_EXPORT_BATCH ? Number(process.env.BENCH_EXPORT_BATCH) : undefined;
  const job = createConnectionExportJob({ database, storage, mailer, config, now: () => new Date() }, { batchSize });

  global.gc?.();
  const baselineRssBytes = process.memoryUsage().rss;
  let peakRssBytes = baselineRssBytes;
  let ticks = 0;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRssBytes = Math.max(peakRssBytes, m.rss);
    if (process.env.BENCH_EXPORT_TRACE && ++ticks % 100 === 0)
      console.error(
        `rss ${(m.rss / 1e6).toFixed(0)} heap ${(m.heapUsed / 1e6).toFixed(0)}/${(m.heapTotal / 1e6).toFixed(0)} ext ${(m.external / 1e6).toFixed(0)} ab ${(m.arrayBuffers / 1e6).toFixed(0)}`,
      );
  }, 20);
  const t0 = performance.now();
  const outcome = await job.run(record?.id ?? 0);
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  peakRssBytes = Math.max(peakRssBytes, process.memoryUsage().rss);
  if (outcome !== "mailed") throw new Error(`the export job answered ${outcome}`);

  const [done] = await db
    .execute<{ rows_written: number; file_key: string }>(
      sql`select rows_written, file_key from connection_exports where id = ${record?.id ?? 0}`,
    )
    .then((r) => r.rows);
  const fileBytes = fs.statSync(path.join(dir, done?.file_key ?? "")).size;
  fs.rmSync(dir, { recursive: true, force: true });
  await database.close();
  const result: ExportBenchResult = {
    rows: Number(done?.rows_written ?? 0),
    expectedRows: rows,
    seedSeconds,
    seconds,
    fileBytes,
    baselineRssBytes,
    peakRssBytes,
  };
  process.send?.(result);
}

main().catch((err) => {
  process.send?.({ error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  process.exitCode = 1;
});

/**
 * Calendar sync figure (issue 25 "Done when"): 200 users with 50 confirmed visits each, written by the sync jobs
 * to a local Radicale (one CalDAV account and calendar per user), then synced again with nothing changed (the
 * server must hold exactly 10,000 events, no duplicate), then one visit rescheduled and synced.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/calendar-sync.ts
 *
 * A fresh database is created next to the one named (and dropped at the end). BENCH_CAL_USERS and
 * BENCH_CAL_EVENTS change the scale.
 */
import { performance } from "node:perf_hooks";
import { build } from "@quad/server/src/app.ts";
import { loadConfig } from "@quad/server/src/config.ts";
import { hashPassword } from "@quad/server/src/lib/passwords.ts";
import { SYNC_QUEUE } from "@quad/server/src/modules/calendar-sync/calendar-sync.job.ts";
import { createCalendarSyncService } from "@quad/server/src/modules/calendar-sync/calendar-sync.service.ts";
import { calendarConnections } from "@quad/server/src/modules/calendar-sync/calendar-sync.table.ts";
import { partners } from "@quad/server/src/modules/partners/partners.table.ts";
import { createUsersRepository } from "@quad/server/src/modules/users/users.repository.ts";
import { users } from "@quad/server/src/modules/users/users.table.ts";
import { events } from "@quad/server/src/modules/visits/visits.table.ts";
import { startRadicale } from "@quad/server/src/test/radicale.ts";
import { eq, isNull, lt, or } from "drizzle-orm";
import pg from "pg";

const USERS = Number(process.env.BENCH_CAL_USERS ?? 200);
const EVENTS = Number(process.env.BENCH_CAL_EVENTS ?? 50);
const base = process.env.DATABASE_URL;
if (!base) throw new Error("DATABASE_URL (a PostgreSQL server) is required");

const dbName = `quad_bench_calendar_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`create database ${dbName}`);
const url = new URL(base);
url.pathname = `/${dbName}`;

const accounts = Object.fromEntries(Array.from({ length: USERS }, (_, i) => [`rep${i}`, `pw-${i}`]));
const dav = await startRadicale(accounts);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

try {
  const config = loadConfig({
    NODE_ENV: "production",
    DATABASE_URL: url.toString(),
    LOG_LEVEL: "warn",
    SERVE_WEB: "false",
    SEED_ON_START: "false",
    APP_URL: "http://quad.bench",
    JOBS_POLL_SECONDS: "0.5",
    OUTBOUND_ALLOW_ADDRESSES: "127.0.0.1",
    FILE_URL_SECRET: "bench-secret-0123456789abcdef",
    SECRETS_KEY: "YmVuY2gtc2VjcmV0cy1rZXktMDEyMzQ1Njc4OWFiY2Q=",
  });
  // Radicale runs on plain http on loopback: the outbound rule allows it only through this (never in production).
  const app = await build({ ...config, NODE_ENV: "test", OUTBOUND_ALLOW_HTTP: true });
  await app.ready();
  const { db } = app.ctx;
  const passwordHash = await hashPassword("bench-password");
  const [school] = await db
    .insert(partners)
    .values({ institute_type: "School", name: "Bench School", status: "active", timezone: "Europe/London" })
    .returning();
  if (!school) throw new Error("no school");

  const calendars: string[] = [];
  const ids: number[] = [];
  for (let i = 0; i < USERS; i += 1) {
    calendars.push(await dav.makeCalendar(`rep${i}`, "visits", `Visits ${i}`));
    const [uni] = await db
      .insert(partners)
      .values({ institute_type: "University", name: `Bench University ${i}`, status: "active", timezone: "UTC" })
      .returning();
    if (!uni) throw new Error("no university");
    const [user] = await db
      .insert(users)
      .values({
        partner_id: uni.id,
        email: `rep${i}@bench.test`,
        first_name: "Rep",
        last_name: `${i}`,
        password_hash: passwordHash,
        role: "admin",
      })
      .returning();
    if (!user) throw new Error("no user");
    ids.push(user.id);
    await db.insert(events).values(
      Array.from({ length: EVENTS }, (_, k) => ({
        school_partner_id: school.id,
        university_partner_id: uni.id,
        event_date: new Date(Date.now() + (k + 1) * 86_400_000).toISOString().slice(0, 10),
        start_minute: 540 + (i % 8) * 30,
        end_minute: 600 + (i % 8) * 30,
        status: "confirm",
        location: `Room ${k}`,
      })),
    );
  }

  const service = createCalendarSyncService(app.ctx);
  const usersRepo = createUsersRepository(db);
  const drained = async () => {
    for (;;) {
      if ((await app.ctx.jobs.pending(SYNC_QUEUE)) === 0) return;
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  const objects = async () => {
    let total = 0;
    const uids = new Set<string>();
    for (let i = 0; i < USERS; i += 1) {
      for (const o of await dav.objects(calendars[i] ?? "", `rep${i}`)) {
        total += 1;
        uids.add(`${i}:${/UID:(.+)/.exec(o)?.[1]?.trim()}`);
      }
    }
    return { total, distinct: uids.size };
  };

  // First run: connecting queues each user's sync; the jobs write every visit.
  let started = performance.now();
  for (let i = 0; i < USERS; i += 1) {
    const me = await usersRepo.findWithPartner(ids[i] ?? 0);
    if (!me) throw new Error("no user");
    await service.connect(me, me.partner_id, {
      provider: "caldav",
      server_url: `${dav.url}/`,
      username: `rep${i}`,
      auth_token: `pw-${i}`,
    });
  }
  await drained();
  const first = performance.now() - started;
  const afterFirst = await objects();
  const notSynced = await db
    .select({ id: calendarConnections.user_id })
    .from(calendarConnections)
    .where(or(isNull(calendarConnections.last_synced_at)));

  // Second run: nothing changed.
  const before = new Date();
  started = performance.now();
  await app.ctx.jobs.sendMany(
    SYNC_QUEUE,
    ids.map((id) => ({ data: { user_id: id }, options: { singletonKey: `user-${id}` } })),
  );
  await drained();
  const second = performance.now() - started;
  const afterSecond = await objects();
  const stale = await db
    .select({ id: calendarConnections.user_id })
    .from(calendarConnections)
    .where(lt(calendarConnections.last_synced_at, before));

  // One visit rescheduled.
  const [visit] = await db
    .select()
    .from(events)
    .where(eq(events.university_partner_id, (await usersRepo.findWithPartner(ids[0] ?? 0))?.partner_id ?? 0))
    .limit(1);
  if (!visit) throw new Error("no visit");
  await db
    .update(events)
    .set({ start_minute: 900, end_minute: 960, sequence: visit.sequence + 1 })
    .where(eq(events.id, visit.id));
  started = performance.now();
  await app.ctx.jobs.send(SYNC_QUEUE, { user_id: ids[0] ?? 0 }, { singletonKey: `user-${ids[0]}` });
  await drained();
  const update = performance.now() - started;
  const moved = (await dav.objects(calendars[0] ?? "", "rep0")).find((o) => o.includes(`UID:visit-${visit.id}@`));

  console.log(
    JSON.stringify(
      {
        users: USERS,
        events_per_user: EVENTS,
        first_run: seconds(first),
        events_after_first: afterFirst,
        users_not_synced_after_first: notSynced.length,
        second_run: seconds(second),
        events_after_second: afterSecond,
        users_not_synced_in_second: stale.length,
        reschedule_one: seconds(update),
        rescheduled_written: Boolean(moved && /DTSTART;TZID=Europe\/London:\d{8}T150000/.test(moved)),
      },
      null,
      2,
    ),
  );
  await app.close();
} finally {
  await dav.stop();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}

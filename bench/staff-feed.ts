import type { AddressInfo } from "node:net";
import { partners } from "@quad/server/src/modules/partners/partners.table.ts";
import { createStaffCalendarService } from "@quad/server/src/modules/staff-calendar/staff-calendar.service.ts";
import { users } from "@quad/server/src/modules/users/users.table.ts";
import { events } from "@quad/server/src/modules/visits/visits.table.ts";
import { webinars } from "@quad/server/src/modules/webinars/webinar-sessions.table.ts";
import { benchApp } from "./lib/bench-app.ts";
import { load, type Tally } from "./lib/throughput.ts";
import { percentile } from "./lib/util.ts";

const VISITS = 300;
const SESSIONS = 200;
const TARGET_P95_MS = 50;

async function main() {
  const { app, drop } = await benchApp("feed");
  try {
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { db } = app.ctx;
    const now = new Date();
    const [uni, school] = await db
      .insert(partners)
      .values([
        { institute_type: "University", name: "Bench University", status: "active", timezone: "America/New_York" },
        { institute_type: "School", name: "Bench School", status: "active", timezone: "Asia/Singapore" },
      ])
      .returning();
    if (!uni || !school) throw new Error("partners not made");
    const [user] = await db
      .insert(users)
      .values({ email: "feed@bench.test", first_name: "Feed", last_name: "Bench", partner_id: uni.id, role: "admin" })
      .returning();
    if (!user) throw new Error("user not made");
    const day = (i: number) => new Date(now.getTime() + (i - 60) * 86_400_000).toISOString().slice(0, 10);
    await db.insert(events).values(
      Array.from({ length: VISITS }, (_, i) => ({
        school_partner_id: school.id,
        university_partner_id: uni.id,
        event_date: day(i),
        start_minute: 9 * 60 + (i % 8) * 30,
        end_minute: 9 * 60 + (i % 8) * 30 + 60,
        timezone: "America/New_York",
        status: "confirm",
        location: "Counselling office",
        note: "Two representatives",
        sequence: i % 4,
      })),
    );
    await db.insert(webinars).values(
      Array.from({ length: SESSIONS }, (_, i) => ({
        partner_id: uni.id,
        title: `Session ${i + 1}`,
        start_time: new Date(now.getTime() + (i - 40) * 43_200_000),
        end_time: new Date(now.getTime() + (i - 40) * 43_200_000 + 3_600_000),
        timezone: "America/New_York",
        join_url: `https://meet.example.test/${i}`,
        status: "published",
      })),
    );
    const feed = await createStaffCalendarService(app.ctx).reset(user);
    const path = new URL(feed.calendar_feed?.url ?? "").pathname;
    const target = { url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${path}`, headers: {} };
    const probe = await fetch(target.url);
    const count = ((await probe.text()).match(/BEGIN:VEVENT/g) ?? []).length;
    if (probe.status !== 200 || count !== VISITS + SESSIONS) throw new Error(`probe: ${probe.status}, ${count} events`);

    await load(target, 10, 3);
    const tally: Tally = {
      target,
      latencies: [],
      ok: 0,
      requests: 0,
      non2xx: 0,
      errors: 0,
      timeouts: 0,
      seconds: 0,
      roundsRps: [],
    };
    await load(target, 10, 10, tally);
    const sorted = tally.latencies.sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    console.log(
      `staff_feed: ${count} events, ${tally.ok} answers in 10 s (${Math.round(tally.ok / 10)} req/s, ${tally.non2xx} non-2xx), ` +
        `p50 ${percentile(sorted, 50)} ms, p95 ${p95} ms, p99 ${percentile(sorted, 99)} ms — ${p95 <= TARGET_P95_MS ? "PASS" : "FAIL"} (target p95 <= ${TARGET_P95_MS} ms)`,
    );
  } finally {
    await app.close();
    await drop();
  }
}

await main();

// The dashboard under writes: the whole first screen at once, each call right after a new activity, and the
// insert throughput of a hot institution's activities with the rollup triggers and without.
import { performance } from "node:perf_hooks";
import pg from "pg";
import { setDashboardTriggers } from "./connections.ts";
import { send } from "./dashboard-calls.ts";
import { type DashboardOptions, type DashboardResult, type Q, spread } from "./dashboard-results.ts";
import type { Target } from "./throughput.ts";
import { errorText } from "./util.ts";

/**
 * New connections and activities start at the user's previous view (GET dashboards/events moves it), at most
 * 30 days back: every first screen and cold request is asked as by a user last here 30 days ago.
 */
export const lastViewedLongAgo = (q: Q) =>
  q(
    `update dashboard_preferences set last_viewed_at = now() - interval '30 days',
       previous_viewed_at = now() - interval '30 days'`,
  );

/** The whole first screen: every call at once, end to end, rounds one after another (2 rounds of warm-up). */
export async function measureFirstScreens(
  q: Q,
  firstScreens: readonly { institution: string; targets: Target[] }[],
  rounds: number,
): Promise<DashboardResult["firstScreen"]> {
  const firstScreen: DashboardResult["firstScreen"] = [];
  for (const screen of firstScreens) {
    const requests = screen.targets.map((t) => `${t.method ?? "GET"} ${t.url.replace(/^http:\/\/[^/]+/, "")}`);
    try {
      const walls: number[] = [];
      for (let r = -2; r < rounds; r++) {
        await lastViewedLongAgo(q);
        const w0 = performance.now();
        const answers = await Promise.all(screen.targets.map((t) => send(t)));
        const wall = performance.now() - w0;
        const bad = answers.findIndex((a) => a.status !== 200);
        if (bad >= 0) throw new Error(`${requests[bad]} answered ${answers[bad]?.status}: ${answers[bad]?.text}`);
        if (r >= 0) walls.push(wall);
      }
      firstScreen.push({ institution: screen.institution, calls: requests.length, requests, ...spread(walls) });
    } catch (err) {
      firstScreen.push({ institution: screen.institution, calls: requests.length, requests, error: errorText(err) });
    }
  }
  return firstScreen;
}

/**
 * Writes one new activity (a profile view) of one of the institution's live connections at a time, taking
 * its connections' people in turn.
 */
export async function activityWriter(q: Q, partnerId: number, people: number) {
  const ids = (
    await q(
      `select person_id from connections where partner_id = $1 and disconnected_at is null order by id limit $2`,
      [partnerId, people],
    )
  ).rows.map((r) => Number(r.person_id));
  let next = 0;
  const person = () => ids[next++ % ids.length] as number;
  return (c: pg.ClientBase) =>
    c.query(
      "insert into activities (person_id, partner_id, kind, occurred_at) values ($1, $2, 'profile_view', now())",
      [person(), partnerId],
    );
}

/**
 * Cold path: each call right after one new activity of one of the institution's connections, which changes its
 * figures and its connections' version; 1 connection.
 */
export async function measureCold(
  q: Q,
  client: pg.ClientBase,
  insertActivity: (c: pg.ClientBase) => Promise<unknown>,
  targets: readonly { label: string; target: Target }[],
  rounds: number,
): Promise<DashboardResult["cold"]> {
  const cold: DashboardResult["cold"] = [];
  for (const { label, target } of targets) {
    try {
      const times: number[] = [];
      for (let r = 0; r < rounds; r++) {
        await lastViewedLongAgo(q);
        await insertActivity(client);
        const c0 = performance.now();
        const { status, text } = await send(target);
        times.push(performance.now() - c0);
        if (status !== 200) throw new Error(`answered ${status}: ${text}`);
      }
      cold.push({ label, ...spread(times) });
    } catch (err) {
      cold.push({ label, error: errorText(err) });
    }
  }
  return cold;
}

/**
 * Insert throughput of one hot institution's activities: with the rollup triggers and without, one writer in
 * sequence and 50 at once, each twice in turns (the order's effect on caches is shared alike).
 */
export async function measureInserts(
  q: Q,
  databaseUrl: string,
  insertActivity: (c: pg.ClientBase) => Promise<unknown>,
  opts: Pick<DashboardOptions, "inserts">,
): Promise<DashboardResult["inserts"]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 50 });
  try {
    const inserts: DashboardResult["inserts"] = [];
    const writers = await Promise.all(Array.from({ length: 50 }, () => pool.connect()));
    try {
      for (const concurrency of [1, 50]) {
        for (const triggers of [true, false, true, false]) {
          await setDashboardTriggers(q, triggers);
          const latencies: number[] = [];
          const each = Math.ceil(opts.inserts / concurrency);
          const w0 = performance.now();
          await Promise.all(
            writers.slice(0, concurrency).map(async (w) => {
              for (let i = 0; i < each; i++) {
                const i0 = performance.now();
                await insertActivity(w);
                latencies.push(performance.now() - i0);
              }
            }),
          );
          const seconds = (performance.now() - w0) / 1000;
          inserts.push({
            triggers,
            concurrency,
            rows: latencies.length,
            seconds: Math.round(seconds * 100) / 100,
            perSecond: Math.round(latencies.length / seconds),
            latency: spread(latencies),
          });
        }
      }
    } finally {
      for (const w of writers) w.release();
      await setDashboardTriggers(q, true);
    }
    return inserts;
  } finally {
    await pool.end().catch(() => undefined);
  }
}

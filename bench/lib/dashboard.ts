// The university dashboard (issue 12 §3, decision 050) on PostgreSQL at the connections bench's scale: 1,000,000
// connections and 10,000,000 activities across 2,000 institutions (lib/connections.ts, BENCH_CONNECTIONS_FRACTION),
// list-state history over two years, schools and visits; then the rollups rebuilt, every dashboard call at 50
// connections for the largest institution and a random other one, the whole first screen at once, each call
// right after a write, and the insert throughput of a hot institution's activities with the rollup triggers and
// without.
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import pg from "pg";
import type { QuadReady } from "../servers/quad.ts";
import { rebuildDashboardRollups, seedConnections, seedStateChanges, setDashboardTriggers } from "./connections.ts";
import {
  adminQuery,
  figures,
  load,
  type Measured,
  type Server,
  signIn,
  startServer,
  stopServer,
  type Tally,
  type Target,
  tally,
} from "./throughput.ts";
import { errorText, onInterrupt, percentile } from "./util.ts";

export const DASHBOARD_BENCH = "dashboard";
export const DASHBOARD_TARGETS = { callP95Ms: 100, firstScreenP95Ms: 300 };

/** Every POST dashboards/<name> call (spec 2 §7). */
export const DASHBOARD_FIGURES = [
  "summary",
  "connection_insights",
  "listing",
  "university_profile_views",
  "event_connections",
  "country_wise_visits",
  "recommended_schools",
  "new_connections",
  "new_activities",
  "chart_summary",
  "added_list_chart_summary",
  "applicant_chart_summary",
  "trend_chart",
  "added_list_trend_chart",
  "added_list_dimentions",
  "applicant_trend_chart",
  "country_wise_connections",
] as const;

/** The default region filter (spec 2 §9, decision 050): Eastern Asia and South-eastern Asia. */
const DEFAULT_REGIONS = [11, 12];
const SCHOOLS = 200;

export interface DashboardOptions {
  databaseUrl: string;
  connections: number;
  /** measured seconds per call at `connections` */
  seconds: number;
  /** seconds per call at 1 connection (0: not measured) */
  singleSeconds: number;
  /** sequential rounds of the whole first screen */
  firstScreenRounds: number;
  /** requests per call right after a write */
  coldRounds: number;
  /** activities inserted per insert-throughput run */
  inserts: number;
  keepDatabase: boolean;
}

export interface DashboardCall {
  institution: string;
  label: string;
  request: string;
  probe: string;
  loaded: Measured;
  single: Measured | null;
  drainMs: number;
}

export interface Spread {
  n: number;
  p50: number;
  p95: number;
  max: number;
}

export interface DashboardResult {
  database: string;
  seedSeconds: number;
  rebuildMs: number;
  seeded: Record<string, number>;
  institutions: { label: string; id: number; connections: number }[];
  calls: DashboardCall[];
  firstScreen: ({ institution: string; calls: number; requests: string[] } & (Spread | { error: string }))[];
  cold: ({ label: string } & (Spread | { error: string }))[];
  inserts: {
    triggers: boolean;
    concurrency: number;
    rows: number;
    seconds: number;
    perSecond: number;
    latency: Spread;
  }[];
}

type Q = (text: string, values?: unknown[]) => Promise<pg.QueryResult>;

const round1 = (n: number) => Math.round(n * 10) / 10;

function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: round1(percentile(sorted, 50)),
    p95: round1(percentile(sorted, 95)),
    max: round1(sorted.at(-1) ?? Number.NaN),
  };
}

/**
 * Schools the connections study at (students of every institution, 200 schools), and the largest institution's
 * visits to some of them: 30 past and 10 upcoming (recommended schools, visits by country); one connection in
 * fifty made in the last 30 days (new connections). Written with the rollup triggers off like the rest of the seed.
 */
async function seedSchools(q: Q, universityId: number) {
  const countries = await q(
    `select array_agg(id order by id) ids from countries where code in ('US','GB','IN','CN','JP','KR','SG','VN','CA','AU')`,
  );
  const ids = countries.rows[0]?.ids as number[];
  const schools = await q(
    `insert into partners (institute_type, name, status, registered_at, approved_at, timezone, country_id, school_type)
     select 'School', 'Bench High School ' || g, 'active', now(), now(), 'Europe/London', ($1::int[])[1 + g % 10],
            (array['public_partner','private_partner','international'])[1 + g % 3]
     from generate_series(1, $2::int) g returning id`,
    [ids, SCHOOLS],
  );
  const schoolIds = schools.rows.map((r) => Number(r.id));
  await setDashboardTriggers(q, false);
  try {
    await q(
      `update connections set school_partner_id = ($1::int[])[1 + id % $2::int]
       where user_type = 'student' and id % 3 <> 0`,
      [schoolIds, SCHOOLS],
    );
    // The connections seed ends 30 days ago: one in fifty was made in the last 30 days (new connections).
    await q(
      `update connections set created_at = now() - (id % 30) * interval '1 day' - interval '1 hour',
         first_activity_at = now() - (id % 30) * interval '1 day' - interval '1 hour'
       where id % 50 = 0`,
    );
  } finally {
    await setDashboardTriggers(q, true);
  }
  await q(
    `insert into events (school_partner_id, university_partner_id, event_date, start_minute, end_minute, timezone, status,
       school_changed_at, university_changed_at, created_at, updated_at)
     select ($2::int[])[1 + g * 3], $1, (current_date + (case when g < 30 then -10 * (g + 1) else 3 * (g - 29) end))::date,
            600, 645, 'Europe/London', 'confirm', now() - interval '60 days', now() - interval '60 days',
            now() - interval '60 days', now() - interval '60 days'
     from generate_series(0, 39) g`,
    [universityId, schoolIds],
  );
}

/** Starts the app on a fresh database, seeds, rebuilds the rollups, then measures (see bench/README.md). */
export async function measureDashboard(opts: DashboardOptions): Promise<DashboardResult> {
  const name = `quad_bench_${randomBytes(6).toString("hex")}`;
  const dbUrl = new URL(opts.databaseUrl);
  dbUrl.pathname = `/${name}`;
  const drop = () => adminQuery(opts.databaseUrl, `drop database if exists ${name} with (force)`);
  let server: Server<QuadReady> | undefined;
  const forget = onInterrupt(drop);
  const client = new pg.Client({ connectionString: dbUrl.toString() });
  let pool: pg.Pool | undefined;
  let connected = false;
  try {
    await adminQuery(opts.databaseUrl, `create database ${name}`);
    server = await startServer<QuadReady>("quad.ts", {
      ...process.env,
      NODE_ENV: "production",
      BENCH_DATABASE_URL: dbUrl.toString(),
    });
    const ready = server.ready;
    const base = `http://127.0.0.1:${ready.port}/api/v1/partners`;
    await client.connect();
    connected = true;
    const q: Q = (text, values) =>
      client.query(text, values as unknown[]).catch((err: unknown) => {
        throw new Error(`seeding: ${errorText(err)} in: ${text.replace(/\s+/g, " ").slice(0, 160)}`);
      });

    // Seed: connections and activities (triggers off), schools and visits, list-state history, rollups rebuilt.
    const t0 = performance.now();
    const admin = (await q("select partner_id, password_hash from users where id = $1", [ready.userId])).rows[0] as {
      partner_id: number;
      password_hash: string;
    };
    const largestId = admin.partner_id;
    await seedConnections(q, largestId);
    await seedSchools(q, largestId);
    const stateChanges = await seedStateChanges(q);
    const rebuildMs = await rebuildDashboardRollups(q);
    await q("vacuum analyze");
    const seedSeconds = round1((performance.now() - t0) / 1000);
    const seeded: Record<string, number> = { connection_state_changes: stateChanges };
    for (const table of [
      "partners",
      "connections",
      "activities",
      "events",
      "dashboard_connection_counts",
      "dashboard_connection_years",
      "dashboard_state_months",
      "dashboard_activity_days",
    ]) {
      seeded[table] = Number((await q(`select count(*) as n from ${table}`)).rows[0]?.n);
    }

    // A random other institution (every other one holds about the same number), with an admin to sign in as.
    const mid = (
      await q(
        `select partner_id as id, count(*)::int as n from connections where partner_id <> $1
         group by 1 order by md5(partner_id::text || $2) limit 1`,
        [largestId, name],
      )
    ).rows[0] as { id: number; n: number };
    const midEmail = "bench-mid-admin@quad.test";
    await q(
      `insert into users (partner_id, email, first_name, last_name, password_hash, role, status, email_confirmed_at,
         privacy_policy_accepted_at)
       values ($1, $2, 'Mid', 'Admin', $3, 'admin', 'active', now(), now())`,
      [mid.id, midEmail, admin.password_hash],
    );
    const largestCount = Number(
      (await q("select count(*) as n from connections where partner_id = $1", [largestId])).rows[0]?.n,
    );
    const institutions = [
      { label: "largest", id: largestId, connections: largestCount, email: ready.email },
      { label: "random other", id: mid.id, connections: mid.n, email: midEmail },
    ];
    const regionCountries = (
      await q(
        "select array_agg(country_id order by country_id) ids from region_countries where region_id = any($1::int[])",
        [DEFAULT_REGIONS],
      )
    ).rows[0]?.ids as number[] | null;
    const countryIds = regionCountries ?? [];

    const browser = { "accept-encoding": "gzip, deflate, br, zstd" };
    const post = (url: string, headers: Record<string, string>, body: unknown): Target => ({
      url,
      headers,
      method: "POST",
      body: JSON.stringify(body),
    });
    const send = async (t: Target, timeoutMs = 60_000) => {
      const res = await fetch(t.url, {
        method: t.method ?? "GET",
        headers: t.body === undefined ? t.headers : { ...t.headers, "content-type": "application/json" },
        ...(t.body === undefined ? {} : { body: t.body }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { status: res.status, text: await res.text() };
    };
    const describe = (text: string) => {
      const body = JSON.parse(text) as Record<string, unknown>;
      return Object.entries(body)
        .slice(0, 6)
        .map(([k, v]) => `${k} ${Array.isArray(v) ? `[${v.length}]` : typeof v === "object" ? "{…}" : String(v)}`)
        .join(", ");
    };

    type Call = { institution: string; label: string; target: Target; loaded: Tally; single: Tally; drainMs: number };
    const calls: Call[] = [];
    const firstScreens: { institution: string; targets: Target[] }[] = [];
    const defaults: Target[] = [];
    for (const inst of institutions) {
      const token = await signIn({ port: ready.port, email: inst.email, password: ready.password });
      const headers = { authentication_token: token, ...browser };
      const add = (label: string, target: Target) =>
        calls.push({
          institution: inst.label,
          label,
          target,
          loaded: tally(target),
          single: tally(target),
          drainMs: 0,
        });
      const scoped = { country_ids: countryIds };
      for (const figure of DASHBOARD_FIGURES) {
        const target = post(`${base}/dashboards/${figure}`, headers, scoped);
        add(`${figure}, regions 11+12`, target);
        add(`${figure}, no filter`, post(`${base}/dashboards/${figure}`, headers, {}));
        if (inst.label === "largest") defaults.push(target);
      }
      const events = { url: `${base}/dashboards/events`, headers };
      const selected = { url: `${base}/selected_regions`, headers };
      add("GET dashboards/events", events);
      add("GET selected_regions", selected);
      if (inst.label === "largest") defaults.push(events, selected);
      // What the dashboard page asks for on its first load (apps/web/src/features/dashboard: the screen, its
      // region filter and week at a glance, the funnel, splits, trends' first tab, country-wise overview, new
      // connections and activities, recommended schools' upcoming list, event connections, visits by country).
      const figure = (f: string, body: unknown = scoped) => post(`${base}/dashboards/${f}`, headers, body);
      firstScreens.push({
        institution: inst.label,
        targets: [
          selected,
          { url: `${base}/misc/regions`, headers },
          { url: `${base}/misc/countries`, headers },
          { url: `${base}/user_configurations`, headers },
          events,
          figure("summary"),
          figure("connection_insights"),
          figure("listing"),
          figure("university_profile_views"),
          figure("added_list_dimentions"),
          figure("new_connections"),
          figure("new_activities"),
          figure("event_connections"),
          figure("country_wise_visits"),
          figure("chart_summary"),
          figure("trend_chart"),
          figure("country_wise_connections", { country_ids: countryIds, group_by: "country" }),
          figure("recommended_schools", { country_ids: countryIds, previous_visited: false }),
        ],
      });
    }

    // Each call: probe (200), 1 connection, then `connections`, then the backlog served.
    const probes = new Map<Call, string>();
    for (const c of calls) {
      try {
        const { status, text } = await send(c.target);
        if (status !== 200) throw new Error(`${c.target.method ?? "GET"} ${c.target.url} answered ${status}: ${text}`);
        probes.set(c, describe(text));
        if (opts.singleSeconds > 0) await load(c.target, 1, opts.singleSeconds, c.single);
        await load(c.target, opts.connections, opts.seconds, c.loaded);
        const d0 = performance.now();
        await send(c.target, 120_000).catch(() => undefined);
        c.drainMs = Math.round(performance.now() - d0);
      } catch (err) {
        c.loaded.error = errorText(err);
      }
    }

    // New connections and activities start at the user's previous view (GET dashboards/events moves it), at most
    // 30 days back: every first screen and cold request below is asked as by a user last here 30 days ago.
    const lastViewedLongAgo = () =>
      q(
        `update dashboard_preferences set last_viewed_at = now() - interval '30 days',
           previous_viewed_at = now() - interval '30 days'`,
      );

    // The whole first screen: every call at once, end to end, rounds one after another (2 rounds of warm-up).
    const firstScreen: DashboardResult["firstScreen"] = [];
    for (const screen of firstScreens) {
      const requests = screen.targets.map((t) => `${t.method ?? "GET"} ${t.url.replace(/^http:\/\/[^/]+/, "")}`);
      try {
        const walls: number[] = [];
        for (let r = -2; r < opts.firstScreenRounds; r++) {
          await lastViewedLongAgo();
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

    // Cold path: each call of the largest institution right after one new activity (a profile view) of one of
    // its connections, which changes its figures and its connections' version; 1 connection.
    const people = (
      await q(
        `select person_id from connections where partner_id = $1 and disconnected_at is null order by id limit $2`,
        [largestId, Math.max(opts.inserts, opts.coldRounds * defaults.length)],
      )
    ).rows.map((r) => Number(r.person_id));
    let next = 0;
    const person = () => people[next++ % people.length] as number;
    const insertActivity = (c: pg.ClientBase) =>
      c.query(
        "insert into activities (person_id, partner_id, kind, occurred_at) values ($1, $2, 'profile_view', now())",
        [person(), largestId],
      );
    const cold: DashboardResult["cold"] = [];
    for (const target of defaults) {
      const label = calls.find((c) => c.target === target)?.label ?? target.url;
      try {
        const times: number[] = [];
        for (let r = 0; r < opts.coldRounds; r++) {
          await lastViewedLongAgo();
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

    // Insert throughput of one hot institution's activities: with the rollup triggers and without, one writer
    // in sequence and 50 at once, each twice in turns (the order's effect on caches is shared alike).
    pool = new pg.Pool({ connectionString: dbUrl.toString(), max: 50 });
    const inserts: DashboardResult["inserts"] = [];
    const writers = await Promise.all(Array.from({ length: 50 }, () => (pool as pg.Pool).connect()));
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

    if (server.child.exitCode !== null) {
      for (const c of calls) c.loaded.error ??= `app server exited during the run\n${server.tail}`;
    }
    return {
      database: `PostgreSQL ${dbUrl.host}, fresh database ${name} (${opts.keepDatabase ? "KEPT: drop it yourself" : "dropped after"})`,
      seedSeconds,
      rebuildMs,
      seeded,
      institutions: institutions.map(({ label, id, connections }) => ({ label, id, connections })),
      calls: calls.map((c) => ({
        institution: c.institution,
        label: c.label,
        request: `${c.target.method ?? "GET"} ${c.target.url.replace(/^http:\/\/[^/]+/, "")}${c.target.body ? ` ${c.target.body.length > 80 ? `${c.target.body.slice(0, 77)}...` : c.target.body}` : ""}`,
        probe: probes.get(c) ?? "",
        loaded: figures(c.loaded),
        single: opts.singleSeconds > 0 && c.single.requests > 0 ? figures(c.single) : null,
        drainMs: c.drainMs,
      })),
      firstScreen,
      cold,
      inserts,
    };
  } finally {
    await pool?.end().catch(() => undefined);
    if (connected) await client.end().catch(() => undefined);
    await stopServer(server);
    forget();
    if (!opts.keepDatabase) {
      await drop().catch((err) => console.error(`  could not drop database ${name}: ${errorText(err)}`));
    }
  }
}

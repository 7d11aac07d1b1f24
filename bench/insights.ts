// `npx tsx bench/insights.ts` (from the repo root): the insight reports (issue 26 §2, decisions 107–109) on PostgreSQL
// at the dashboard bench's scale: the connections seed (lib/connections.ts: 1,000,000 connections, 10,000,000
// activities over 2,000 institutions, people from their connections), the largest institution on the paid insights
// plan, the rollups rebuilt once by `insights_refresh` (the job's function, timed), then every report call of the
// largest institution at 50 connections for BENCH_SECONDS (default 5) after a 1 s warm-up, each probed first (200).
// Target: p95 <= 150 ms per call. A fresh database (dropped afterwards); BENCH_DATABASE_URL names the server.
// BENCH_CONNECTIONS_FRACTION=0.01 checks the run at a hundredth of the scale.
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { seedConnections } from "./lib/connections.ts";
import { adminQuery, load, signIn, startServer, stopServer, type Target, tally } from "./lib/throughput.ts";
import { percentile } from "./lib/util.ts";
import type { QuadReady } from "./servers/quad.ts";

const TARGET_P95_MS = 150;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5) || 5;
const base = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function main() {
  const name = `quad_bench_insights_${randomBytes(4).toString("hex")}`;
  await adminQuery(base, `create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const server = await startServer<QuadReady>("quad.ts", {
    ...process.env,
    NODE_ENV: "production",
    BENCH_DATABASE_URL: url.toString(),
  }).catch(async (err: unknown) => {
    await adminQuery(base, `drop database if exists ${name} with (force)`);
    throw err;
  });
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const q = (text: string, values?: unknown[]) => client.query(text, values);
  try {
    const ready = server.ready;
    const t0 = performance.now();
    const admin = (await q("select partner_id from users where id = $1", [ready.userId])).rows[0] as {
      partner_id: number;
    };
    await seedConnections(q, admin.partner_id);
    await q("vacuum analyze");
    const seedSeconds = Math.round((performance.now() - t0) / 100) / 10;
    await q(
      `insert into partner_plans (partner_id, area, tier, changed_by) values ($1, 'insights', 'paid', 'bench')
       on conflict (partner_id, area) do update set tier = 'paid'`,
      [admin.partner_id],
    );
    const r0 = performance.now();
    await q("select insights_refresh(now())");
    const refreshMs = Math.round(performance.now() - r0);
    const counts = (
      await q(
        `select (select count(*) from connections)::int as connections, (select count(*) from activities)::int as activities,
                (select count(*) from connections where partner_id = $1)::int as largest,
                (select coalesce(sum(n), 0) from insight_people)::int as people,
                (select count(*) from insight_people)::int as people_rows,
                (select count(*) from insight_interests)::int as interest_rows,
                (select count(*) from insight_categories)::int as category_rows,
                (select count(*) from insight_partner_counts)::int as partner_rows`,
        [admin.partner_id],
      )
    ).rows[0];
    console.log(`seeded in ${seedSeconds} s; insights_refresh ${refreshMs} ms; ${JSON.stringify(counts)}`);

    const token = await signIn(ready);
    const api = `http://127.0.0.1:${ready.port}/api/v1/partners`;
    const headers = { authentication_token: token, "accept-encoding": "gzip, deflate, br" };
    const country = (await q("select id from countries where code = 'IN'")).rows[0]?.id as number;
    const get = (path: string): Target => ({ url: `${api}/${path}`, headers });
    const targets: [string, Target][] = [
      ["GET reports", get("reports")],
      ...[1, 2, 3, 4, 5, 6].map((id): [string, Target] => [`GET reports/${id}`, get(`reports/${id}`)]),
      ["GET reports/1, graduation year", get("reports/1?graduation_year=2027")],
      [
        "GET reports/1, every filter",
        get(`reports/1?graduation_year=2027&country_id=${country}&user_type=student&interest=Engineering`),
      ],
      ["GET reports/3, year and country", get(`reports/3?graduation_year=2026&country_id=${country}`)],
      ["GET reports/4, year", get("reports/4?graduation_year=2028")],
      ["GET sisense/dashboards", get("sisense/dashboards")],
      ["GET sisense/signin", get("sisense/signin?dashboard_id=4")],
    ];
    const signed = (await (await fetch(`${api}/sisense/signin?dashboard_id=4`, { headers })).json()) as {
      url: string;
      token: string;
    };
    targets.push([
      "GET reports/4 with the Bearer token",
      { url: `http://127.0.0.1:${ready.port}${signed.url}`, headers: { authorization: `Bearer ${signed.token}` } },
    ]);

    let failed = 0;
    for (const [label, target] of targets) {
      const probe = await fetch(target.url, { headers: target.headers });
      const text = await probe.text();
      if (probe.status !== 200) {
        console.log(`${label}: probe ${probe.status} ${text.slice(0, 200)} — FAIL`);
        failed += 1;
        continue;
      }
      await load(target, CONNECTIONS, 1);
      const t = tally(target);
      await load(target, CONNECTIONS, SECONDS, t);
      const sorted = t.latencies.sort((a, b) => a - b);
      const p95 = percentile(sorted, 95);
      const pass = p95 <= TARGET_P95_MS && t.non2xx === 0 && t.errors === 0;
      if (!pass) failed += 1;
      console.log(
        `${label}: ${Math.round(t.ok / t.seconds)} req/s, p50 ${percentile(sorted, 50)} ms, p95 ${p95} ms, p99 ${percentile(sorted, 99)} ms, ${t.non2xx} non-2xx — ${pass ? "PASS" : "FAIL"}`,
      );
    }
    console.log(`${targets.length - failed}/${targets.length} calls within p95 <= ${TARGET_P95_MS} ms`);
  } finally {
    await client.end();
    await stopServer(server);
    await adminQuery(base, `drop database if exists ${name} with (force)`);
  }
}

await main();

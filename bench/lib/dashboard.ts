// The university dashboard (issue 12 §3, decision 050) on PostgreSQL at the connections bench's scale: 1,000,000
// connections and 10,000,000 activities across 2,000 institutions (lib/connections.ts, BENCH_CONNECTIONS_FRACTION),
// list-state history over two years, schools and visits; then the rollups rebuilt, every dashboard call at 50
// connections for the largest institution and a random other one, the whole first screen at once, each call
// right after a write, and the insert throughput of a hot institution's activities with the rollup triggers and
// without.
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { QuadReady } from "../servers/quad.ts";
import { dashboardCalls, measureCalls } from "./dashboard-calls.ts";
import type { DashboardOptions, DashboardResult, Q } from "./dashboard-results.ts";
import { seedDashboard } from "./dashboard-seed.ts";
import { activityWriter, measureCold, measureFirstScreens, measureInserts } from "./dashboard-writes.ts";
import { adminQuery, figures, type Server, startServer, stopServer } from "./throughput.ts";
import { errorText, onInterrupt } from "./util.ts";

export const DASHBOARD_BENCH = "dashboard";
export const DASHBOARD_TARGETS = { callP95Ms: 100, firstScreenP95Ms: 300 };

/** Starts the app on a fresh database, seeds, rebuilds the rollups, then measures (see bench/README.md). */
export async function measureDashboard(opts: DashboardOptions): Promise<DashboardResult> {
  const name = `quad_bench_${randomBytes(6).toString("hex")}`;
  const dbUrl = new URL(opts.databaseUrl);
  dbUrl.pathname = `/${name}`;
  const drop = () => adminQuery(opts.databaseUrl, `drop database if exists ${name} with (force)`);
  let server: Server<QuadReady> | undefined;
  const forget = onInterrupt(drop);
  const client = new pg.Client({ connectionString: dbUrl.toString() });
  let connected = false;
  try {
    await adminQuery(opts.databaseUrl, `create database ${name}`);
    server = await startServer<QuadReady>("quad.ts", {
      ...process.env,
      NODE_ENV: "production",
      BENCH_DATABASE_URL: dbUrl.toString(),
    });
    const ready = server.ready;
    await client.connect();
    connected = true;
    const q: Q = (text, values) =>
      client.query(text, values as unknown[]).catch((err: unknown) => {
        throw new Error(`seeding: ${errorText(err)} in: ${text.replace(/\s+/g, " ").slice(0, 160)}`);
      });

    const { largestId, rebuildMs, seedSeconds, seeded, institutions, countryIds } = await seedDashboard(q, ready, name);
    const { calls, firstScreens, defaults } = await dashboardCalls(ready, institutions, countryIds);
    const probes = await measureCalls(calls, opts);
    const firstScreen = await measureFirstScreens(q, firstScreens, opts.firstScreenRounds);
    const insertActivity = await activityWriter(
      q,
      largestId,
      Math.max(opts.inserts, opts.coldRounds * defaults.length),
    );
    const cold = await measureCold(
      q,
      client,
      insertActivity,
      defaults.map((target) => ({ label: calls.find((c) => c.target === target)?.label ?? target.url, target })),
      opts.coldRounds,
    );
    const inserts = await measureInserts(q, dbUrl.toString(), insertActivity, opts);

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
    if (connected) await client.end().catch(() => undefined);
    await stopServer(server);
    forget();
    if (!opts.keepDatabase) {
      await drop().catch((err) => console.error(`  could not drop database ${name}: ${errorText(err)}`));
    }
  }
}

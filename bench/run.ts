// `npm run bench`: throughput of check_session vs a bare route on PostgreSQL, the sign-in route's initial
// JavaScript, and `npm start` time on an existing data folder. Prints a table, writes results/latest.json.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { type BrowserResult, measureBrowser, withStaticServer } from "./lib/browser.ts";
import { measureBundle, webDist } from "./lib/bundle.ts";
import { EXPORT_TARGETS, measureConnectionsExport } from "./lib/connections-export.ts";
import { DASHBOARD_BENCH, DASHBOARD_TARGETS, measureDashboard } from "./lib/dashboard.ts";
import { type ListsResult, measureLists } from "./lib/lists.ts";
import { LIST_BENCHES, LIST_TARGETS } from "./lib/lists-benches.ts";
import { dashboardDetails, dashboardRows } from "./lib/report-dashboard.ts";
import { failed, figuresOf, latency, ms, type Outcome, rps, table, verdict } from "./lib/report-format.ts";
import { listDetails, listRows, RACE, raceRows } from "./lib/report-lists.ts";
import { WEB_TARGETS, webDetails, webRows } from "./lib/report-web.ts";
import { measureStartup, type StartupResult } from "./lib/startup.ts";
import { type LoadFigures, measureThroughput, type ThroughputOptions } from "./lib/throughput.ts";
import { benchDir, errorText, runInterruptCleanups, stopAllGroups } from "./lib/util.ts";

const TARGETS = { ratio: 0.4, ...WEB_TARGETS };
/** One connections export of a million rows (BENCH_EXPORT_ROWS) by the export job. */
const EXPORT = "connections-export";

function numberEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  const n = raw === undefined || raw === "" ? fallback : Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return n;
}

const skip = new Set((process.env.BENCH_SKIP ?? "").split(",").map((s) => s.trim().toLowerCase()));
// `npm run bench -- webinar schools`: only the steps and list figures whose names contain one of the words.
const only = process.argv
  .slice(2)
  .map((s) => s.trim().toLowerCase())
  .filter(Boolean);
const wanted = (name: string) => !skip.has(name) && (only.length === 0 || only.some((w) => name.includes(w)));
const load: ThroughputOptions = {
  databaseUrl: process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test",
  connections: numberEnv("BENCH_CONNECTIONS", 50),
  seconds: numberEnv("BENCH_SECONDS", 10),
  warmupSeconds: numberEnv("BENCH_WARMUP_SECONDS", 2),
  rounds: Math.max(1, Math.round(numberEnv("BENCH_ROUNDS", 2))),
};

const listBenches = LIST_BENCHES.filter((b) => wanted(b) && !skip.has("lists"));
const race = wanted(RACE) && !skip.has("lists");
const lists = {
  ...load,
  seconds: numberEnv("BENCH_LIST_SECONDS", 5),
  rounds: Math.max(1, Math.round(numberEnv("BENCH_LIST_ROUNDS", 1))),
  warmupSeconds: numberEnv("BENCH_LIST_WARMUP_SECONDS", 0),
  singleSeconds: numberEnv("BENCH_LIST_SINGLE_SECONDS", 2),
  benches: listBenches,
  keepDatabase: process.env.BENCH_KEEP_DB === "1",
  race,
  coldRounds: Math.round(numberEnv("BENCH_APPLICATIONS_COLD_ROUNDS", 10)),
};

let interrupted = false;

async function step<T>(name: string, fn: () => Promise<T> | T): Promise<Outcome<T> | undefined> {
  if (interrupted) return { ok: false, seconds: 0, error: "not run: interrupted" };
  if (name === "lists" ? !listBenches.length && !race : !wanted(name)) {
    console.log(`- ${name}: skipped (${skip.has(name) ? "BENCH_SKIP" : "not selected"})`);
    return undefined;
  }
  console.log(`- ${name} …`);
  const t0 = performance.now();
  const seconds = () => Math.round((performance.now() - t0) / 100) / 10;
  try {
    const value = await fn();
    console.log(`  done in ${seconds()} s`);
    return { ok: true, seconds: seconds(), value };
  } catch (err) {
    const error = errorText(err);
    console.error(`  FAILED: ${error.split("\n").join("\n  ")}`);
    return { ok: false, seconds: seconds(), error };
  }
}

async function main() {
  const startedAt = new Date();
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? "unknown",
    memoryGb: Math.round(os.totalmem() / 1e8) / 10,
    node: process.version,
    loadAverageAtStart: os.loadavg().map((n) => Math.round(n * 100) / 100),
  };
  console.log(
    `Quad bench: ${machine.cpus} CPUs, load ${machine.loadAverageAtStart.join(" ")}, node ${machine.node}; ` +
      `${load.connections} connections, ${load.warmupSeconds} s warm-up + ${load.seconds} s per target`,
  );

  const throughput = await step("throughput", () => measureThroughput(load));
  const listsOutcome = await step("lists", () => measureLists(lists));
  const dashboardOutcome = await step(DASHBOARD_BENCH, () =>
    measureDashboard({
      databaseUrl: load.databaseUrl,
      connections: load.connections,
      seconds: lists.seconds,
      singleSeconds: lists.singleSeconds,
      firstScreenRounds: Math.max(1, Math.round(numberEnv("BENCH_DASHBOARD_ROUNDS", 50))),
      coldRounds: Math.max(1, Math.round(numberEnv("BENCH_DASHBOARD_COLD_ROUNDS", 20))),
      inserts: Math.max(50, Math.round(numberEnv("BENCH_DASHBOARD_INSERTS", 2000))),
      keepDatabase: lists.keepDatabase,
    }),
  );
  const exportRows = Math.round(numberEnv("BENCH_EXPORT_ROWS", 1_000_000));
  const exportOutcome = await step(EXPORT, () =>
    measureConnectionsExport({ databaseUrl: load.databaseUrl, rows: exportRows }),
  );

  let browser: Outcome<BrowserResult> | undefined;
  const wantBrowser = wanted("browser");
  const startup = await step("startup", () =>
    measureStartup(async (baseUrl) => {
      if (wantBrowser) browser = await step("browser", () => measureBrowser(baseUrl, "npm start (the real server)"));
    }),
  );
  // After start-up: `npm start` rebuilds apps/web/dist when its sources changed, so this sizes the same
  // build the browser just loaded.
  const bundle = await step("bundle", () => measureBundle());
  if (wantBrowser && !browser && fs.existsSync(path.join(webDist, "index.html"))) {
    console.log("  (start-up did not leave a server up: loading /sign-in from a static server of apps/web/dist)");
    browser = await step("browser", () =>
      withStaticServer((baseUrl) => measureBrowser(baseUrl, "static fallback (uncompressed, no API)")),
    );
  }

  if (wantBrowser && !browser) {
    browser = { ok: false, seconds: 0, error: "not run: no server came up and apps/web/dist/index.html is missing" };
  }

  const bare = figuresOf(throughput?.ok ? throughput.value.bare : undefined);
  const checkSession = figuresOf(throughput?.ok ? throughput.value.checkSession : undefined);
  const appHealthz = figuresOf(throughput?.ok ? throughput.value.appHealthz : undefined);
  const ratio = bare && checkSession ? checkSession.rps / bare.rps : undefined;

  const rows: string[][] = [["figure", "measured", "target", "status"]];
  const loadRow = (label: string, key: "bare" | "checkSession" | "appHealthz", f: LoadFigures | undefined) => {
    if (f) {
      const ofBare = key !== "bare" && bare ? ` (${((f.rps / bare.rps) * 100).toFixed(1)} % of bare)` : "";
      rows.push([label, `${rps(f)}${ofBare}, p50/p95/p99 ${latency(f)}`, "-", "info"]);
      if (f.non2xx > 0 || f.errors > 0 || f.timeouts > 0) {
        rows.push([
          `  ${label} problems`,
          `${f.non2xx} non-2xx, ${f.errors} errors, ${f.timeouts} timeouts`,
          "0",
          "FAIL",
        ]);
      }
    } else if (!throughput) rows.push([label, "skipped", "-", "-"]);
    else if (!throughput.ok) rows.push([label, failed(throughput), "-", "ERROR"]);
    else
      rows.push([
        label,
        failed({ ok: false, seconds: 0, error: (throughput.value[key] as { error: string }).error }),
        "-",
        "ERROR",
      ]);
  };
  loadRow("GET /bare (bare Fastify)", "bare", bare);
  loadRow("GET check_session (app, PostgreSQL)", "checkSession", checkSession);
  loadRow("  diagnostic: app GET /healthz", "appHealthz", appHealthz);
  rows.push([
    "check_session / bare",
    ratio === undefined ? "n/a" : `${(ratio * 100).toFixed(1)} %`,
    `>= ${TARGETS.ratio * 100} %`,
    ratio === undefined ? "-" : verdict(ratio >= TARGETS.ratio),
  ]);
  rows.push(...listRows(listBenches, listsOutcome, lists));
  rows.push(...dashboardRows(dashboardOutcome));
  rows.push(...raceRows(race, listsOutcome));
  const exportTarget = `<= ${EXPORT_TARGETS.seconds} s, RSS growth <= ${EXPORT_TARGETS.rssGrowthBytes / 1024 / 1024} MB`;
  if (!exportOutcome) rows.push([EXPORT, "skipped", exportTarget, "-"]);
  else if (!exportOutcome.ok) rows.push([EXPORT, failed(exportOutcome), exportTarget, "ERROR"]);
  else {
    const e = exportOutcome.value;
    const growth = e.peakRssBytes - e.baselineRssBytes;
    rows.push([
      `${EXPORT}: ${e.expectedRows.toLocaleString("en-US")} rows to CSV (cursor, local storage)`,
      `${e.rows.toLocaleString("en-US")} rows, ${(e.fileBytes / 1e6).toFixed(1)} MB in ${e.seconds.toFixed(1)} s, RSS +${(growth / 1024 / 1024).toFixed(1)} MB (seeded in ${e.seedSeconds.toFixed(0)} s)`,
      exportTarget,
      verdict(
        e.rows === e.expectedRows && e.seconds <= EXPORT_TARGETS.seconds && growth <= EXPORT_TARGETS.rssGrowthBytes,
      ),
    ]);
  }
  rows.push(...webRows(bundle, browser, wantBrowser, startup));

  const details: string[] = [];
  if (throughput?.ok) {
    const t = throughput.value;
    details.push(
      `Throughput: ${load.connections} connections, ${t.rounds} turns of ${load.seconds / t.rounds} s per target; ${t.database}`,
    );
    for (const [label, f] of [
      ["bare", bare],
      ["check_session", checkSession],
      ["app /healthz", appHealthz],
    ] as const) {
      if (f) details.push(`  ${label}: req/s per turn ${f.roundsRps.join(", ")}; max latency ${ms(f.latencyMs.max)}`);
    }
  }
  details.push(...listDetails(listsOutcome, lists));
  details.push(...dashboardDetails(dashboardOutcome, lists));
  details.push(...webDetails(bundle, browser, startup));

  const loadAverageAtEnd = os.loadavg().map((n) => Math.round(n * 100) / 100);
  console.log(`\n${details.join("\n")}\n`);
  console.log(table(rows));
  console.log(
    `\nLoad average ${machine.loadAverageAtStart.join(" ")} -> ${loadAverageAtEnd.join(" ")} on ${machine.cpus} CPUs ` +
      "(other work on the machine makes these figures noisy).",
  );

  const results = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    machine: { ...machine, loadAverageAtEnd },
    settings: { ...load, databaseUrl: load.databaseUrl.replace(/\/\/[^@/]*@/, "//***@") },
    targets: TARGETS,
    throughput: throughput ? { ...throughput, ratio: ratio ?? null } : undefined,
    lists: listsOutcome as Outcome<ListsResult> | undefined,
    listTargetsMs: LIST_TARGETS,
    bundle,
    browser,
    startup: startup as Outcome<StartupResult> | undefined,
    dashboard: dashboardOutcome,
    dashboardTargets: DASHBOARD_TARGETS,
    connectionsExport: exportOutcome,
    connectionsExportTargets: EXPORT_TARGETS,
  };
  const out = path.join(benchDir, "results", "latest.json");
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`Results written to ${path.relative(process.cwd(), out) || out}`);
  if (!interrupted) process.exit(0);
}

// Servers run in their own process groups, so Ctrl-C does not reach them: end them here, and drop the
// bench database.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    console.error(`\n${signal}: stopping the servers this run started`);
    stopAllGroups();
    void runInterruptCleanups().finally(() => process.exit(130));
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

// `npm run bench`: throughput of check_session vs a bare route on PostgreSQL, the sign-in route's initial
// JavaScript, and `npm start` time on an existing data folder. Prints a table, writes results/latest.json.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { APPLICATIONS_CSV_TARGETS } from "./lib/applications-figures.ts";
import { type BrowserResult, measureBrowser, withStaticServer } from "./lib/browser.ts";
import { measureBundle, webDist } from "./lib/bundle.ts";
import { EXPORT_TARGETS, measureConnectionsExport } from "./lib/connections-export.ts";
import { DASHBOARD_BENCH, DASHBOARD_TARGETS, measureDashboard } from "./lib/dashboard.ts";
import { type ListsResult, measureLists } from "./lib/lists.ts";
import { LIST_BENCHES, LIST_TARGETS } from "./lib/lists-benches.ts";
import { measureStartup, type StartupResult } from "./lib/startup.ts";
import { type LoadFigures, type Measured, measureThroughput, type ThroughputOptions } from "./lib/throughput.ts";
import { benchDir, errorText, kB, runInterruptCleanups, stopAllGroups } from "./lib/util.ts";
import { RACE_CAPACITY, RACE_GUESTS } from "./lib/webinars.ts";

type Outcome<T> = { ok: true; seconds: number; value: T } | { ok: false; seconds: number; error: string };

const TARGETS = { ratio: 0.4, initialJsGzip: 200_000, startupMs: 5000 };
/** 200 concurrent registrations on one session of capacity 50. */
const RACE = "webinar_capacity";
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

const ms = (n: number) => (Number.isFinite(n) ? `${n < 10 ? n.toFixed(2) : n.toFixed(1)} ms` : "n/a");
const rps = (f: LoadFigures) => `${Math.round(f.rps).toLocaleString("en-US")} req/s`;
const latency = (f: LoadFigures) => `${ms(f.latencyMs.p50)} / ${ms(f.latencyMs.p95)} / ${ms(f.latencyMs.p99)}`;

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? "").length))) ?? [];
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  const [head, ...body] = rows;
  return [line(head ?? []), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...body.map(line)].join("\n");
}

function verdict(pass: boolean): string {
  return pass ? "PASS" : "FAIL";
}

function failed(o: Outcome<unknown> | undefined): string {
  if (!o) return "skipped";
  if (o.ok) return "";
  const lines = o.error.replace(/^(Error: )+/, "").split("\n");
  // the first line, and the next one when the first only announces it ("Invalid configuration:")
  const text = (lines[0]?.trim().endsWith(":") ? `${lines[0]} ${lines[1] ?? ""}` : (lines[0] ?? ""))
    .replace(/\s+/g, " ")
    .trim();
  return `error: ${text.length > 90 ? `${text.slice(0, 89)}…` : text}`;
}

const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** applications_list beyond the loaded runs: each variant cold (after a change), and the CSV of the largest institution. */
function applicationsRows(a: ListsResult["applications"]): string[][] {
  if (!a) return [];
  const out: string[][] = [];
  for (const c of a.cold) {
    const label = `  applications_list cold: ${c.label}, after a change`;
    if ("error" in c) out.push([label, failed({ ok: false, seconds: 0, error: c.error }), "-", "ERROR"]);
    else out.push([label, `p50/p95/max ${ms(c.p50)} / ${ms(c.p95)} / ${ms(c.max)} (1 conn., ${c.n})`, "-", "info"]);
  }
  const target = `RSS growth <= ${MB(APPLICATIONS_CSV_TARGETS.rssGrowthBytes)}`;
  const label = "applications_list: download: true, the largest institution's applications";
  if ("error" in a.csv) out.push([label, failed({ ok: false, seconds: 0, error: a.csv.error }), target, "ERROR"]);
  else {
    const c = a.csv;
    const growth = c.peakRssBytes - c.baselineRssBytes;
    out.push([
      `applications_list: download: true of ${c.expectedRows.toLocaleString("en-US")} applications (cursor, on the request)`,
      `${c.rows.toLocaleString("en-US")} rows, ${MB(c.fileBytes)} in ${c.seconds} s; server RSS ${MB(c.baselineRssBytes)} -> peak ${MB(c.peakRssBytes)} (+${MB(growth)}, ${c.peakFrom})`,
      target,
      verdict(c.rows === c.expectedRows && growth <= APPLICATIONS_CSV_TARGETS.rssGrowthBytes),
    ]);
  }
  return out;
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

  const figuresOf = (m: Measured | undefined) => (m && !("error" in m) ? m : undefined);
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
  for (const bench of LIST_BENCHES) {
    const target = `p95 <= ${LIST_TARGETS[bench]} ms`;
    if (!listBenches.includes(bench)) {
      rows.push([`${bench} list`, "skipped", target, "-"]);
      continue;
    }
    if (!listsOutcome?.ok) {
      rows.push([
        `${bench} list`,
        listsOutcome ? failed(listsOutcome) : "skipped",
        target,
        listsOutcome ? "ERROR" : "-",
      ]);
      continue;
    }
    for (const v of listsOutcome.value.variants.filter((x) => x.bench === bench)) {
      const label = `${bench}: ${v.label}`;
      const f = figuresOf(v.loaded);
      if (!f) {
        rows.push([
          label,
          failed({ ok: false, seconds: 0, error: (v.loaded as { error: string }).error }),
          target,
          "ERROR",
        ]);
        continue;
      }
      const single = figuresOf(v.single ?? undefined);
      const alone = single ? `; 1 conn p50 ${ms(single.latencyMs.p50)}` : "";
      // fewer answers than connections: most requests were still queued when the run ended
      const answers = f.requests - f.non2xx;
      const few = answers > 0 && answers < lists.connections ? ` (only ${answers} answers: lower bound)` : "";
      const measured =
        answers === 0
          ? `no answer within ${lists.seconds / lists.rounds} s at ${lists.connections} connections${alone}`
          : `${rps(f)}, p50/p95/p99 ${latency(f)}${alone}${few}`;
      rows.push(
        v.diagnostic
          ? [`  diagnostic: ${label}`, measured, "-", "info"]
          : [label, measured, target, verdict(answers > 0 && f.latencyMs.p95 <= LIST_TARGETS[bench])],
      );
      if (f.non2xx > 0 || f.errors > 0 || f.timeouts > 0) {
        rows.push([
          `  ${label} problems`,
          `${f.non2xx} non-2xx, ${f.errors} errors, ${f.timeouts} timeouts`,
          "0",
          "FAIL",
        ]);
      }
    }
    if (bench === "applications_list") rows.push(...applicationsRows(listsOutcome.value.applications));
  }
  const callTarget = `p95 <= ${DASHBOARD_TARGETS.callP95Ms} ms`;
  const screenTarget = `p95 <= ${DASHBOARD_TARGETS.firstScreenP95Ms} ms`;
  if (!dashboardOutcome) rows.push([DASHBOARD_BENCH, "skipped", callTarget, "-"]);
  else if (!dashboardOutcome.ok) rows.push([DASHBOARD_BENCH, failed(dashboardOutcome), callTarget, "ERROR"]);
  else {
    const d = dashboardOutcome.value;
    rows.push([
      "dashboard: dashboard_rollups_rebuild() after the bulk seed",
      `${(d.rebuildMs / 1000).toFixed(1)} s (seed in all ${d.seedSeconds} s)`,
      "-",
      "info",
    ]);
    for (const c of d.calls) {
      const label = `dashboard: ${c.institution}: ${c.label}`;
      const f = figuresOf(c.loaded);
      if (!f) {
        rows.push([
          label,
          failed({ ok: false, seconds: 0, error: (c.loaded as { error: string }).error }),
          callTarget,
          "ERROR",
        ]);
        continue;
      }
      const single = figuresOf(c.single ?? undefined);
      const answers = f.requests - f.non2xx;
      rows.push([
        label,
        `${rps(f)}, p50/p95/p99 ${latency(f)}${single ? `; 1 conn p50 ${ms(single.latencyMs.p50)}` : ""}`,
        callTarget,
        verdict(answers > 0 && f.non2xx === 0 && f.errors === 0 && f.latencyMs.p95 <= DASHBOARD_TARGETS.callP95Ms),
      ]);
    }
    for (const s of d.firstScreen) {
      const label = `dashboard: ${s.institution}: whole first screen (${s.calls} calls at once)`;
      if ("error" in s) rows.push([label, failed({ ok: false, seconds: 0, error: s.error }), screenTarget, "ERROR"]);
      else
        rows.push([
          label,
          `p50/p95/max ${ms(s.p50)} / ${ms(s.p95)} / ${ms(s.max)} over ${s.n} rounds`,
          screenTarget,
          verdict(s.p95 <= DASHBOARD_TARGETS.firstScreenP95Ms),
        ]);
    }
    for (const c of d.cold) {
      const label = `  dashboard cold: largest: ${c.label}, after a write`;
      if ("error" in c) rows.push([label, failed({ ok: false, seconds: 0, error: c.error }), "-", "ERROR"]);
      else rows.push([label, `p50/p95/max ${ms(c.p50)} / ${ms(c.p95)} / ${ms(c.max)} (1 conn., ${c.n})`, "-", "info"]);
    }
    for (const i of d.inserts) {
      rows.push([
        `  dashboard: activity inserts, ${i.concurrency === 1 ? "1 writer" : `${i.concurrency} writers`}, rollup triggers ${i.triggers ? "on" : "off"}`,
        `${i.perSecond.toLocaleString("en-US")} rows/s (${i.rows} in ${i.seconds} s), p50/p95 ${ms(i.latency.p50)} / ${ms(i.latency.p95)}`,
        "-",
        "info",
      ]);
    }
  }
  const raceTarget = `exactly ${RACE_CAPACITY} registered`;
  if (!race) rows.push([RACE, "skipped", raceTarget, "-"]);
  else if (!listsOutcome?.ok || !listsOutcome.value.race) rows.push([RACE, failed(listsOutcome), raceTarget, "ERROR"]);
  else if ("error" in listsOutcome.value.race)
    rows.push([RACE, failed({ ok: false, seconds: 0, error: listsOutcome.value.race.error }), raceTarget, "ERROR"]);
  else {
    const r = listsOutcome.value.race;
    const answers = Object.entries(r.answers)
      .map(([status, n]) => `${n} × ${status}`)
      .join(", ");
    rows.push([
      `${RACE}: ${RACE_GUESTS} guests at once, capacity ${RACE_CAPACITY}`,
      `${r.registered} registered, ${r.waitlisted} waitlisted in ${(r.wallMs / 1000).toFixed(2)} s (${answers}; p50 ${r.p50Ms} ms, max ${r.maxMs} ms)`,
      raceTarget,
      verdict(
        r.registered === RACE_CAPACITY &&
          r.waitlisted === RACE_GUESTS - RACE_CAPACITY &&
          r.answers["200"] === RACE_GUESTS,
      ),
    ]);
  }
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
  rows.push(
    bundle?.ok
      ? [
          "initial JS, gzip -9 (entry + modulepreload)",
          `${kB(bundle.value.initialGzip)} in ${bundle.value.initial.length} files`,
          `<= ${kB(TARGETS.initialJsGzip)}`,
          verdict(bundle.value.initialGzip <= TARGETS.initialJsGzip),
        ]
      : [
          "initial JS, gzip -9 (entry + modulepreload)",
          failed(bundle),
          `<= ${kB(TARGETS.initialJsGzip)}`,
          bundle ? "ERROR" : "-",
        ],
  );
  if (browser?.ok) {
    const b = browser.value;
    rows.push([
      "/sign-in JS loaded in Chromium, gzip -9",
      `${kB(b.gzipJs)} in ${b.scripts.length} files${b.signInFormShown ? "" : " (no password field shown!)"}`,
      `<= ${kB(TARGETS.initialJsGzip)}`,
      verdict(b.gzipJs <= TARGETS.initialJsGzip),
    ]);
    const encodings = [...new Set(b.scripts.map((s) => s.contentEncoding ?? "none"))].join(", ");
    rows.push([
      "/sign-in JS transferred over the wire",
      `${kB(b.transferredJs)} (content-encoding: ${encodings})`,
      "-",
      "info",
    ]);
  } else if (wantBrowser) {
    rows.push([
      "/sign-in JS loaded in Chromium",
      failed(browser),
      `<= ${kB(TARGETS.initialJsGzip)}`,
      browser ? "ERROR" : "-",
    ]);
  }
  rows.push(
    startup?.ok
      ? [
          "npm start -> /healthz 200 (existing data)",
          startup.value.note
            ? `${(startup.value.ms / 1000).toFixed(2)} s, but it rebuilt the web app (sources were being edited)`
            : `${(startup.value.ms / 1000).toFixed(2)} s (first start ${(startup.value.first.ms / 1000).toFixed(2)} s)`,
          `<= ${TARGETS.startupMs / 1000} s`,
          // a start that rebuilt the web app does not measure what the target is about: see the server alone
          startup.value.note ? "n/a" : verdict(startup.value.ms <= TARGETS.startupMs),
        ]
      : [
          "npm start -> /healthz 200 (existing data)",
          failed(startup),
          `<= ${TARGETS.startupMs / 1000} s`,
          startup ? "ERROR" : "-",
        ],
  );

  if (startup?.ok) {
    const s = startup.value;
    rows.push([
      "  diagnostic: server alone (no npm, no build check)",
      s.serverOnlyMs === null ? `error: ${s.serverOnlyError}` : `${(s.serverOnlyMs / 1000).toFixed(2)} s`,
      "-",
      "info",
    ]);
  }

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
  if (listsOutcome?.ok) {
    const l = listsOutcome.value;
    details.push(
      `Lists: per variant ${lists.singleSeconds} s at 1 connection, then ${lists.rounds} × ${lists.seconds / lists.rounds} s ` +
        `at ${lists.connections} connections (each followed by serving the backlog); ${l.database}`,
      `  seeded in ${l.seedSeconds} s: ${Object.entries(l.seeded)
        .map(([table, n]) => `${table} ${n.toLocaleString("en-US")}`)
        .join(", ")}`,
    );
    for (const v of l.variants) {
      const f = figuresOf(v.loaded);
      const single = figuresOf(v.single ?? undefined);
      details.push(
        `  ${v.bench}: ${v.label}: ${v.request}`,
        `    probe: ${v.probe || "-"}` +
          (f ? `; req/s per turn ${f.roundsRps.join(", ")}; max ${ms(f.latencyMs.max)}` : "") +
          (single ? `; 1 connection: ${rps(single)}, p50/p95/p99 ${latency(single)}` : "") +
          `; backlog served in ${v.drainMs.map((n) => `${(n / 1000).toFixed(1)} s`).join(", ")}`,
      );
    }
  }
  if (dashboardOutcome?.ok) {
    const d = dashboardOutcome.value;
    details.push(
      `Dashboard: per call ${lists.singleSeconds} s at 1 connection, then ${lists.seconds} s at ${lists.connections} connections; ${d.database}`,
      `  seeded in ${d.seedSeconds} s (rollups rebuilt in ${(d.rebuildMs / 1000).toFixed(1)} s): ${Object.entries(
        d.seeded,
      )
        .map(([table, n]) => `${table} ${n.toLocaleString("en-US")}`)
        .join(", ")}`,
      `  institutions: ${d.institutions.map((i) => `${i.label} #${i.id} (${i.connections.toLocaleString("en-US")} connections)`).join(", ")}`,
    );
    for (const c of d.calls) {
      const single = figuresOf(c.single ?? undefined);
      details.push(
        `  ${c.institution}: ${c.label}: ${c.request}`,
        `    probe: ${c.probe || "-"}` +
          (single ? `; 1 connection: ${rps(single)}, p50/p95/p99 ${latency(single)}` : "") +
          `; backlog served in ${(c.drainMs / 1000).toFixed(1)} s`,
      );
    }
    for (const s of d.firstScreen) details.push(`  first screen (${s.institution}): ${s.requests.join(", ")}`);
  }
  if (bundle?.ok) {
    const b = bundle.value;
    details.push(
      `Initial files (apps/web/dist, ${b.built}, built ${b.builtAt}):`,
      ...b.initial.map((f) => `  ${f.file}  ${kB(f.bytes)} raw, ${kB(f.gzip)} gzip`),
      `  initial CSS: ${kB(b.initialCssGzip)} gzip`,
      `Largest lazy chunks (${b.lazyCount} chunks, ${kB(b.lazyGzipTotal)} gzip in all):`,
      ...b.largestLazy.map((f) => `  ${f.file}  ${kB(f.bytes)} raw, ${kB(f.gzip)} gzip`),
    );
  }
  if (browser?.ok) {
    details.push(
      `Scripts of ${browser.value.url} (${browser.value.server}):`,
      ...browser.value.scripts.map(
        (s) => `  ${s.url}  ${kB(s.transferred)} transferred, ${s.gzip === null ? "n/a" : kB(s.gzip)} gzip`,
      ),
    );
  }
  if (startup?.ok) {
    const s = startup.value;
    details.push(
      `Start-up runs: first ${(s.first.ms / 1000).toFixed(2)} s${s.first.rebuiltWeb ? " (built the web app)" : ""}; ` +
        `measured ${s.measured.map((r) => `${(r.ms / 1000).toFixed(2)} s${r.rebuiltWeb ? " (rebuilt the web app)" : ""}`).join(", ")}`,
    );
    if (s.note) details.push(`  note: ${s.note}`);
  }

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

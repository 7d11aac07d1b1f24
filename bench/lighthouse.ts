/**
 * Lighthouse on the screens of issue 28 against a running Quad (`npx tsx bench/lighthouse.ts`, bench/README.md):
 * mobile (Lighthouse's defaults: simulated slow 4G, 4x CPU slowdown) `LIGHTHOUSE_RUNS` times per screen, and desktop
 * as many times with `LIGHTHOUSE_DESKTOP=1`; prints the issue's table. `--only <name>` measures one screen (names in
 * lib/lighthouse-screens.ts). Exits 1 when a run errors.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { summarize, TARGETS, table } from "./lib/lighthouse-report.ts";
import { measureScreen, type ScreenResult } from "./lib/lighthouse-run.ts";
import { SCREENS } from "./lib/lighthouse-screens.ts";
import { benchDir } from "./lib/util.ts";

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  if (at === -1) return undefined;
  const value = process.argv[at + 1];
  if (!value || value.startsWith("--")) throw new Error(`${name} needs a value`);
  return value;
}

function usage(error: string): never {
  console.error(`${error}\nusage: npx tsx bench/lighthouse.ts [--only ${SCREENS.map((s) => s.name).join("|")}]`);
  process.exit(2);
}

async function main(): Promise<number> {
  const baseUrl = (process.env.LIGHTHOUSE_URL ?? "http://127.0.0.1:3000").replace(/\/$/, "");
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) usage(`LIGHTHOUSE_RUNS must be a whole number >= 1 (got ${runs})`);
  const desktop = process.env.LIGHTHOUSE_DESKTOP === "1";
  let only: string | undefined;
  try {
    only = option("--only");
  } catch (err) {
    usage((err as Error).message);
  }
  const screens = only ? SCREENS.filter((s) => s.name === only) : SCREENS;
  if (screens.length === 0) usage(`no screen named ${only}`);

  const health = await fetch(`${baseUrl}/healthz`).catch((err: Error) => err);
  if (health instanceof Error || !health.ok) {
    console.error(
      `No Quad answers at ${baseUrl}/healthz (${health instanceof Error ? health.message : health.status}): start ` +
        "one (npm start, or PORT=3400 DATA_DIR=/tmp/quad-lh npm start) and set LIGHTHOUSE_URL.",
    );
    return 1;
  }

  const version = createRequire(import.meta.url)("lighthouse/package.json").version as string;
  const reportDir = path.join(benchDir, "results/lighthouse");
  fs.mkdirSync(reportDir, { recursive: true });
  const loadBefore = os.loadavg()[0] ?? 0;
  const started = new Date();
  console.log(
    `Lighthouse ${version} on ${process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"} against ${baseUrl}: ` +
      `${screens.length} screen(s), ${runs} mobile run(s) each${desktop ? ` and ${runs} desktop` : ""}; ` +
      `load average ${loadBefore.toFixed(2)}`,
  );

  const results: ScreenResult[] = [];
  for (const screen of screens) {
    console.log(`${screen.name} (${screen.visit === "first" ? "first visit" : `repeat visit, ${screen.email}`})`);
    results.push(await measureScreen(screen, { baseUrl, runs, desktop, reportDir }));
  }

  const loadAfter = os.loadavg()[0] ?? 0;
  const chromium = firstChromium(reportDir, results);
  console.log(
    `\n${started.toISOString().slice(0, 16).replace("T", " ")} UTC, Lighthouse ${version}${chromium}, mobile ` +
      `(simulated slow 4G, 4x CPU)${desktop ? " and desktop" : ""}, median of ${runs}; load average ` +
      `${loadBefore.toFixed(2)} -> ${loadAfter.toFixed(2)}. Bold: misses issue 28's target (performance >= ` +
      `${TARGETS.score}, LCP <= ${TARGETS.lcp / 1000} s, TBT <= ${TARGETS.tbt} ms, CLS <= ${TARGETS.cls}` +
      `${desktop ? `, desktop >= ${TARGETS.desktop}` : ""}).\n`,
  );
  console.log(table(results, runs, desktop));
  fs.writeFileSync(
    path.join(reportDir, "latest.json"),
    JSON.stringify(
      { started, baseUrl, lighthouse: version, runs, loadBefore, loadAfter, screens: results.map(summarize) },
      null,
      2,
    ),
  );
  console.log(`\nReports: ${path.relative(process.cwd(), reportDir)}/ (one JSON per run, latest.json the table's)`);
  const failed = results.filter((r) => r.error);
  if (failed.length)
    console.error(`\n${failed.length} screen(s) errored: ${failed.map((r) => r.screen.name).join(", ")}`);
  return failed.length ? 1 : 0;
}

/** The browser's version, from the first report written. */
function firstChromium(reportDir: string, results: ScreenResult[]): string {
  const first = results.find((r) => r.mobile.length);
  if (!first) return "";
  try {
    const lhr = JSON.parse(fs.readFileSync(path.join(reportDir, `${first.screen.name}-mobile-1.json`), "utf8"));
    const match = /Chrome\/([\d.]+)/.exec(lhr.environment?.hostUserAgent ?? "");
    return match ? `, Chromium ${match[1]}` : "";
  } catch {
    return "";
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);

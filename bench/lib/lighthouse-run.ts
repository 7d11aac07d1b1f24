import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Flags, type Result } from "lighthouse";
import puppeteer, { type Page } from "puppeteer-core";
import { demoPassword, type Screen } from "./lighthouse-screens.ts";
import { errorText } from "./util.ts";

/** One Lighthouse run's figures (times in ms). */
export interface RunFigures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  warnings: string[];
}

export interface ScreenResult {
  screen: Screen;
  path: string;
  mobile: RunFigures[];
  desktop: RunFigures[];
  error?: string;
}

export interface RunOptions {
  baseUrl: string;
  runs: number;
  desktop: boolean;
  /** Where each run's report (its JSON) is written. */
  reportDir: string;
}

const CHROME_FLAGS = ["--headless=new", "--no-sandbox"];

function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  // A new temporary profile each launch (chrome-launcher's default): a first visit has nothing cached or stored.
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
}

async function idle(page: Page): Promise<void> {
  // The signed-in shell keeps one live stream open (server-sent events): idle is one request at most in flight.
  await page.waitForNetworkIdle({ idleTime: 1000, timeout: 30_000, concurrency: 1 }).catch(() => undefined);
}

/**
 * Signs the demo account in through the sign-in screen of the browser on `port` (the app stores its session itself,
 * under `quad-portal` in localStorage), lands on the screen, then loads it once more as a new document: its scripts,
 * styles and texts are in the browser's cache, as for someone coming back.
 */
async function signInAndWarm(port: number, baseUrl: string, email: string, screenPath: string): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/sign-in?redirect_to=${encodeURIComponent(screenPath)}`, { waitUntil: "load" });
    // The server draws the sign-in page read-only (decision 121): the app's own fields take the typing.
    await page.waitForSelector('input[autocomplete="email"]:not([readonly])', { timeout: 30_000 });
    await page.type('input[autocomplete="email"]', email);
    await page.type('input[autocomplete="current-password"]', demoPassword());
    await page.click('button[type="submit"]');
    await page
      .waitForFunction(`window.location.pathname === ${JSON.stringify(screenPath)}`, { timeout: 30_000 })
      .catch(() => {
        throw new Error(`signing in as ${email} did not reach ${screenPath} (at ${page.url()})`);
      });
    await idle(page);
    await page.goto(`${baseUrl}${screenPath}`, { waitUntil: "load" });
    await idle(page);
    const at = new URL(page.url()).pathname;
    if (at !== screenPath) throw new Error(`after signing in as ${email}, ${screenPath} went to ${at}`);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** One Lighthouse run (performance only) on the browser at `port`; throws when Lighthouse reports an error. */
async function runLighthouse(
  url: string,
  port: number,
  opts: { desktop: boolean; keepStorage: boolean; report: string },
): Promise<RunFigures> {
  const flags: Flags = {
    port,
    output: "json",
    logLevel: (process.env.LIGHTHOUSE_LOG_LEVEL as Flags["logLevel"]) ?? "error",
    onlyCategories: ["performance"],
    // A repeat visit keeps the signed-in session and the cache; a first visit starts from a fresh profile anyway.
    disableStorageReset: opts.keepStorage,
    // LIGHTHOUSE_TRACE=1: the run's trace, with the JavaScript sampling profile, beside its report (what a long task ran).
    ...(process.env.LIGHTHOUSE_TRACE === "1"
      ? { additionalTraceCategories: "disabled-by-default-v8.cpu_profiler" }
      : {}),
  };
  const result = await lighthouse(url, flags, opts.desktop ? desktopConfig : undefined);
  if (!result) throw new Error("Lighthouse returned no result");
  const lhr: Result = result.lhr;
  fs.writeFileSync(opts.report, JSON.stringify(lhr));
  if (process.env.LIGHTHOUSE_TRACE === "1") {
    fs.writeFileSync(opts.report.replace(/\.json$/, ".trace.json"), JSON.stringify(result.artifacts.Trace));
  }
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== new URL(url).pathname) throw new Error(`${new URL(url).pathname} ended on ${landed}`);
  const score = lhr.categories.performance?.score;
  const metric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`no ${id} in the report`);
    return value;
  };
  if (score === null || score === undefined) throw new Error("no performance score in the report");
  return {
    score: Math.round(score * 100),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    warnings: lhr.runWarnings.map(String),
  };
}

/**
 * Lighthouse's NO_NAVSTART ("Something went wrong with recording the trace… Please run Lighthouse again") is its own
 * trace losing the navigation's start, now and then, whatever the page: such a run is made again, twice at most.
 */
async function withRetries(run: () => Promise<RunFigures>): Promise<RunFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= 3 || !errorText(err).startsWith("NO_NAVSTART")) throw err;
      console.log(`  (NO_NAVSTART: run made again)`);
    }
  }
}

/** `runs` mobile runs of one screen (and as many desktop runs when asked), each reported as it ends. */
export async function measureScreen(screen: Screen, opts: RunOptions): Promise<ScreenResult> {
  const result: ScreenResult = { screen, path: "", mobile: [], desktop: [] };
  const modes = opts.desktop ? (["mobile", "desktop"] as const) : (["mobile"] as const);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    result.path = await screen.path(opts.baseUrl);
    const url = `${opts.baseUrl}${result.path}`;
    if (screen.visit === "repeat") {
      if (!screen.email) throw new Error(`screen ${screen.name} has no account to sign in with`);
      chrome = await launchChrome();
      await signInAndWarm(chrome.port, opts.baseUrl, screen.email, result.path);
    }
    for (const mode of modes) {
      for (let run = 1; run <= opts.runs; run += 1) {
        const own = chrome ? undefined : await launchChrome();
        try {
          const port = (chrome ?? own)?.port ?? 0;
          const report = path.join(opts.reportDir, `${screen.name}-${mode}-${run}.json`);
          const figures = await withRetries(() =>
            runLighthouse(url, port, {
              desktop: mode === "desktop",
              keepStorage: screen.visit === "repeat",
              report,
            }),
          );
          result[mode].push(figures);
          const warned = figures.warnings.length ? ` (warnings: ${figures.warnings.join("; ")})` : "";
          console.log(
            `  ${screen.name} ${mode} ${run}/${opts.runs}: ${figures.score}, LCP ${Math.round(figures.lcp)} ms, ` +
              `TBT ${Math.round(figures.tbt)} ms, CLS ${figures.cls.toFixed(3)}${warned}`,
          );
        } finally {
          own?.kill();
        }
      }
    }
  } catch (err) {
    result.error = errorText(err);
    console.log(`  ${screen.name}: error: ${result.error}`);
  } finally {
    chrome?.kill();
  }
  return result;
}

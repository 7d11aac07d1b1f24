// The report's rows and details of the web app: the initial JavaScript, what Chromium loads, `npm start`.
import type { BrowserResult } from "./browser.ts";
import type { measureBundle } from "./bundle.ts";
import { failed, type Outcome, verdict } from "./report-format.ts";
import type { StartupResult } from "./startup.ts";
import { kB } from "./util.ts";

export const WEB_TARGETS = { initialJsGzip: 200_000, startupMs: 5000 };
const TARGETS = WEB_TARGETS;

type BundleResult = Awaited<ReturnType<typeof measureBundle>>;

export function webRows(
  bundle: Outcome<BundleResult> | undefined,
  browser: Outcome<BrowserResult> | undefined,
  wantBrowser: boolean,
  startup: Outcome<StartupResult> | undefined,
): string[][] {
  const rows: string[][] = [];
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
  return rows;
}

export function webDetails(
  bundle: Outcome<BundleResult> | undefined,
  browser: Outcome<BrowserResult> | undefined,
  startup: Outcome<StartupResult> | undefined,
): string[] {
  const details: string[] = [];
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
  return details;
}

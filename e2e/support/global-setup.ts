import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { FullConfig } from "@playwright/test";
import { startFakeStripe } from "../../apps/server/src/test/stripe-fake.ts";
import { startFakeZoom } from "../../apps/server/src/test/zoom-fake.ts";

/**
 * Starts the real server (tsx, PGlite in a fresh temporary folder, demo world seeded, dev mailbox on)
 * on a free port for the whole run, after building the web app when its build is missing or stale.
 * Returns the teardown (SIGTERM, then the temporary folder is removed).
 *
 * Environment:
 * - E2E_BASE_URL: use an already running server instead (nothing is built or started).
 * - E2E_DATABASE_URL: run the server on this PostgreSQL database instead of PGlite (it must be empty
 *   or hold only the demo world: sign-ins and registrations of earlier runs do not collide, mails do not).
 * - E2E_SKIP_BUILD=1: serve whatever apps/web/dist holds.
 * The server serves a copy of apps/web/dist taken at start, so a rebuild during the run does not disturb it.
 */

/** The Zoom app the e2e server is registered as, and the account the fake Zoom signs in (e2e/zoom.spec.ts). */
export const E2E_ZOOM = { clientId: "quad-e2e", clientSecret: "quad-e2e-secret", email: "visits.zoom@example.test" };

/** The Stripe account the e2e server is configured with; the fake Stripe checks the key and signs with the secret. */
export const E2E_STRIPE = { secretKey: "sk_test_quad_e2e", webhookSecret: "whsec_quad_e2e" };

const root = path.resolve(import.meta.dirname, "../..");
const resultsRoot = path.join(root, "e2e/test-results");
let logFile = "";

function newestMtime(p: string): number {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/**
 * Same rule as scripts/web-build.mjs (npm start, the budgets step): rebuild when dist/index.html is older than any
 * web or contract source, or the first paint's render module (dist-ssr) is missing.
 */
function buildWebIfStale(): void {
  const built = path.join(root, "apps/web/dist/index.html");
  const sources = [
    "apps/web/src",
    "apps/web/index.html",
    "apps/web/public",
    "packages/contract/src",
    "apps/web/vite.config.ts",
  ]
    .map((p) => path.join(root, p))
    .filter((p) => fs.existsSync(p));
  const sourceTime = Math.max(0, ...sources.map(newestMtime));
  const drawn = path.join(root, "apps/web/dist-ssr/render.js");
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs >= sourceTime && fs.existsSync(drawn)) return;
  console.log("[e2e] building the web app…");
  const started = Date.now();
  const r = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, encoding: "utf8" });
  if (r.status !== 0) {
    throw new Error(`[e2e] web build failed (exit ${r.status}):\n${r.stdout}\n${r.stderr}`.slice(-6000));
  }
  console.log(`[e2e] web app built in ${Math.round((Date.now() - started) / 1000)}s`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "(no server log)";
  }
}

async function waitForReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `[e2e] the server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${tail(logFile)}`,
      );
    }
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`[e2e] the server was not ready within ${timeoutMs / 1000}s:\n${tail(logFile)}`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    child.once("exit", () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/** Output folders of earlier runs (each run has its own, see playwright.config.ts) older than two hours. */
function removeOldRuns(keep: string): void {
  if (!fs.existsSync(resultsRoot)) return;
  const cutoff = Date.now() - 2 * 3_600_000;
  for (const entry of fs.readdirSync(resultsRoot, { withFileTypes: true })) {
    const dir = path.join(resultsRoot, entry.name);
    if (!entry.isDirectory() || dir === keep) continue;
    if (fs.statSync(dir).mtimeMs < cutoff) fs.rmSync(dir, { recursive: true, force: true });
  }
}

export default async function globalSetup(config: FullConfig): Promise<(() => Promise<void>) | undefined> {
  const outputDir = config.projects[0]?.outputDir ?? path.join(resultsRoot, "run");
  removeOldRuns(outputDir);
  fs.mkdirSync(outputDir, { recursive: true });
  logFile = path.join(outputDir, "server.log");

  if (process.env.E2E_BASE_URL) {
    console.log(`[e2e] using the server at ${process.env.E2E_BASE_URL}`);
    return undefined;
  }
  if (process.env.E2E_SKIP_BUILD !== "1") buildWebIfStale();

  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "quad-e2e-"));
  const baseURL = `http://localhost:${port}`;
  // Serve a copy of the build: a rebuild of apps/web/dist during the run (vite empties it first) cannot break it.
  const webDist = path.join(dataDir, "web");
  fs.cpSync(path.join(root, "apps/web/dist"), webDist, { recursive: true });
  // The render module of the public pages' first paint sits beside the build (decision 121).
  fs.cpSync(path.join(root, "apps/web/dist-ssr"), path.join(dataDir, "dist-ssr"), { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "development",
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: baseURL,
    DATA_DIR: path.join(dataDir, "db"),
    WEB_DIST: webDist,
    SEED_ON_START: "true",
    SERVE_WEB: "true",
    MAILBOX_ENABLED: "true",
    LOG_LEVEL: "warn",
    // The configuration journey's CRM listens on loopback over http (decision 057).
    OUTBOUND_ALLOW_HTTP: "true",
    OUTBOUND_ALLOW_ADDRESSES: "127.0.0.1",
    // The demo institutions' Slack posts to the app's own local sink (decision 091).
    SLACK_DEMO_WEBHOOK_URL: `http://127.0.0.1:${port}/dev/slack-sink`,
    // Every journey's browser comes from 127.0.0.1: the mail throttle's address limit (30 per 15 minutes)
    // would refuse a run's registrations and invitations past the 30th (decision 060).
    MAIL_MAX_PER_ADDRESS: "100000",
  };
  // Mail goes to the outbox (read through /dev/mailbox.json), never to a configured SMTP server.
  delete env.SMTP_URL;
  delete env.DATABASE_URL;
  if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;

  // Zoom's OAuth and API on loopback (the Zoom journey connects through it; issue 25 §2).
  const zoom = await startFakeZoom({ ...E2E_ZOOM, account: { id: "zoom-e2e", email: E2E_ZOOM.email } });
  Object.assign(env, {
    ZOOM_CLIENT_ID: E2E_ZOOM.clientId,
    ZOOM_CLIENT_SECRET: E2E_ZOOM.clientSecret,
    ZOOM_AUTHORIZE_URL: zoom.authorizeUrl,
    ZOOM_TOKEN_URL: zoom.tokenUrl,
    ZOOM_API_URL: zoom.apiUrl,
  });

  // Stripe's API, hosted checkout page and signed webhooks on loopback (the payments journey pays through it;
  // issue 27 §3). Its webhooks go to the server's webhook address.
  const stripe = await startFakeStripe({
    ...E2E_STRIPE,
    webhook: `http://127.0.0.1:${port}/api/v1/payments/stripe/webhook`,
  });
  Object.assign(env, {
    STRIPE_SECRET_KEY: E2E_STRIPE.secretKey,
    STRIPE_WEBHOOK_SECRET: E2E_STRIPE.webhookSecret,
    STRIPE_API_URL: stripe.url,
  });

  const log = fs.openSync(logFile, "w");
  const child = spawn(process.execPath, ["--import", "tsx", "e2e/support/start-app.mjs"], {
    cwd: root,
    env,
    stdio: ["ignore", log, log],
  });
  let stopping = false;
  child.on("exit", (code, signal) => {
    fs.appendFileSync(logFile, `[e2e] server exited: code ${code}, signal ${signal}\n`);
    if (!stopping)
      console.error(`\n[e2e] the server stopped during the run (code ${code}, signal ${signal}); see ${logFile}`);
  });
  const started = Date.now();
  try {
    // The demo world is seeded before the server answers: ~30 s on a quiet machine, minutes on a busy one.
    await waitForReady(`http://127.0.0.1:${port}/readyz`, child, 300_000);
  } catch (err) {
    stopping = true;
    await stop(child);
    await zoom.close();
    await stripe.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  console.log(
    `[e2e] server ready on ${baseURL} in ${Math.round((Date.now() - started) / 1000)}s (log: ${path.relative(root, logFile)})`,
  );
  process.env.E2E_BASE_URL = baseURL;

  return async () => {
    stopping = true;
    await stop(child);
    await zoom.close();
    await stripe.close();
    fs.closeSync(log);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

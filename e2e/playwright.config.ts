import { defineConfig, devices } from "@playwright/test";
import { TIME_SCALE } from "./support/time-scale.ts";

/**
 * Browser journeys against the built app and the real server on a fresh database.
 * global-setup.ts builds the web app when needed, starts the server on a free port and exports
 * E2E_BASE_URL before the workers start (they read this file again and inherit the variable).
 */
const ci = process.env.CI === "true" || process.env.CI === "1";

// Each run writes to a folder of its own under test-results/ (traces, failure screenshots, server.log): people sharing
// the tree run the journeys at the same time, and Playwright empties its output folder when a run starts. Workers
// read this file again and inherit the id from the main process.
process.env.E2E_RUN_ID ??= `${new Date().toISOString().replace(/\D/g, "").slice(0, 14)}-${process.pid}`;

const browser = {
  ...devices["Desktop Chrome"],
  viewport: { width: 1440, height: 900 },
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  },
};

const VISIT_WORLD = [
  "availability.spec.ts",
  "visits.spec.ts",
  "visit-requests.spec.ts",
  "schools.spec.ts",
  "visit-lifecycle.spec.ts",
];

const CLIENT_WORLD = ["applications.spec.ts", "notifications.spec.ts"];

export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  outputDir: `test-results/${process.env.E2E_RUN_ID}`,
  globalSetup: "./support/global-setup.ts",
  fullyParallel: false,
  workers: 2,
  // E2E_RETRIES overrides (0 in CI proves a run passes without any retry).
  retries: process.env.E2E_RETRIES ? Number(process.env.E2E_RETRIES) : ci ? 1 : 0,
  forbidOnly: ci,
  reporter: "list",
  // Generous: the machine has 2 cores shared with the server and other work (and E2E_TIME_SCALE, times 2 by default).
  timeout: 60_000 * TIME_SCALE,
  expect: { timeout: 10_000 * TIME_SCALE },
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: "en-US",
    timezoneId: "UTC",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    actionTimeout: 10_000 * TIME_SCALE,
    navigationTimeout: 30_000 * TIME_SCALE,
  },
  projects: [
    // These journeys share the demo school's visit state (its calendar, its auto-accept setting, the
    // demo university's bookings): one at a time, alongside the other journeys. Listed first, so that this
    // chain (the longest: about half of the run) starts at once on one worker while the other takes the rest;
    // listed last, it started when the other journeys were done and ran alone on one worker.
    { name: "visit-world", use: browser, testMatch: VISIT_WORLD, workers: 1 },
    // The application client's notifications: the applications journey makes and opens its applications (each a
    // notification, read once opened) while the notifications journey counts them; one at a time.
    { name: "client-world", use: browser, testMatch: CLIENT_WORLD, workers: 1 },
    { name: "chromium", use: browser, testIgnore: [...VISIT_WORLD, ...CLIENT_WORLD] },
  ],
});

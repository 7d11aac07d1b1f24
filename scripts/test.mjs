// `npm test`: lint, typecheck, unit, bundle budgets (the web build made when missing or stale), API and (when
// chromium is present, or required) browser journeys.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const e2eRequired = process.env.E2E_REQUIRED === "1";

const steps = [
  ["lint", ["npx", "biome", "ci", "."]],
  ["architecture", ["npm", "run", "check:architecture"]],
  ["typecheck", ["npm", "run", "typecheck"]],
  ["unit: contract", ["npm", "run", "test", "-w", "packages/contract"]],
  ["unit: web", ["npm", "run", "test", "-w", "apps/web"]],
  ["budgets", ["npm", "run", "budgets"]],
  ["api", ["npm", "run", "test", "-w", "apps/server"]],
];
if (fs.existsSync(chromium)) steps.push(["browser journeys", ["npm", "run", "test", "-w", "e2e"]]);
else if (e2eRequired) {
  console.error(`Browser journeys are required but no chromium at ${chromium}`);
  process.exit(1);
} else console.warn(`\nNo chromium at ${chromium}: skipping the browser journeys (install Debian's chromium).\n`);

const results = [];
for (const [name, [cmd, ...args]] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: process.env });
  results.push({ name, ok: r.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  if (r.status !== 0) break;
}
console.log("\nSummary:");
for (const r of results) console.log(`  ${r.ok ? "✔" : "✘"} ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed || results.length < steps.length ? 1 : 0);

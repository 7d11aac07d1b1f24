// `npm run budgets` (a step of `npm test`): the web app's bundle budgets (apps/web/.size-limit.mjs, decision 119),
// checked by size-limit against the production build, built first when it is missing or older than its sources.
// `--suggest`: today's sizes and the limits the rule gives (size + 1 %, at least + 1 kB, up to a whole kB).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { buildWeb, webBuildNeeded } from "./web-build.mjs";

const web = path.resolve(import.meta.dirname, "../apps/web");
const suggest = process.argv.includes("--suggest");

const needed = webBuildNeeded({ needs: [".vite/manifest.json"] });
if (needed) {
  console.log(`The web app's build is ${needed}: building it…`);
  const status = buildWeb();
  if (status !== 0) process.exit(status);
}

if (!suggest) {
  const r = spawnSync("npx", ["size-limit"], { cwd: web, stdio: "inherit" });
  process.exit(r.status ?? 1);
}

const r = spawnSync("npx", ["size-limit", "--json"], { cwd: web, encoding: "utf8" });
let checks;
try {
  checks = JSON.parse(r.stdout);
} catch {
  console.error(`size-limit --json did not answer a list (exit ${r.status}):\n${r.stdout}\n${r.stderr}`);
  process.exit(1);
}
const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
const ruled = (size) => Math.ceil(Math.max(size * 1.01, size + 1000) / 1000);
const rows = checks.map((c) => [
  c.name,
  kB(c.size),
  c.sizeLimit ? `${c.sizeLimit / 1000} kB` : "—",
  `${ruled(c.size)} kB`,
]);
const header = ["budget", "size (gzip)", "limit", "rule's limit"];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
for (const row of [header, widths.map((w) => "-".repeat(w)), ...rows]) {
  console.log(`| ${row.map((cell, i) => cell.padEnd(widths[i])).join(" | ")} |`);
}

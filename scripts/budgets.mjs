// `npm run budgets` (a step of `npm test`): the web app's bundle budgets (apps/web/.size-limit.mjs, decision 119),
// checked by size-limit against the production build, built first when it is missing or older than its sources.
// `--suggest`: today's sizes and the limits the rule gives (size + 1 %, at least + 1 kB, up to a whole kB).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildWeb, webBuildNeeded } from "./web-build.mjs";

const web = path.resolve(import.meta.dirname, "../apps/web");
const suggest = process.argv.includes("--suggest");

const needed = webBuildNeeded({ needs: [".vite/manifest.json"] });
if (needed) {
  console.log(`The web app's build is ${needed}: building it…`);
  const status = buildWeb();
  if (status !== 0) process.exit(status);
}

// The files each entry loads (JavaScript and CSS): on a phone's round trips and HTTP/1.1's six connections, a request
// costs about what 5 kB do, so a change that splits the shared chunks again fails here even when the bytes hold
// (decision 120). Rule: today's count plus 10 %, at least plus 2.
const { ENTRIES, filesOf } = await import(pathToFileURL(path.join(web, ".size-limit.mjs")).href);
const manifest = JSON.parse(fs.readFileSync(path.join(web, "dist/.vite/manifest.json"), "utf8"));
const fileCounts = ENTRIES.map((entry) => ({ entry, count: filesOf(manifest, entry).length }));
const ruledFiles = (count) => count + Math.max(2, Math.ceil(count * 0.1));

if (!suggest) {
  const r = spawnSync("npx", ["size-limit"], { cwd: web, stdio: "inherit" });
  const over = fileCounts.filter(({ entry, count }) => !(count <= entry.files));
  for (const { entry, count } of fileCounts) {
    console.log(
      `  ${over.some((o) => o.entry === entry) ? "✖" : "✔"} ${entry.name} · files: ${count} (limit ${entry.files})`,
    );
  }
  if (over.length)
    console.error(`\n${over.length} entr${over.length === 1 ? "y loads" : "ies load"} more files than allowed`);
  process.exit(r.status || (over.length ? 1 : 0));
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
const filesRows = fileCounts.map(({ entry, count }) => [
  `${entry.name} · files`,
  String(count),
  String(entry.files ?? "—"),
  String(ruledFiles(count)),
]);
const rows = [
  ...checks.map((c) => [c.name, kB(c.size), c.sizeLimit ? `${c.sizeLimit / 1000} kB` : "—", `${ruled(c.size)} kB`]),
  ...filesRows,
];
const header = ["budget", "size (gzip)", "limit", "rule's limit"];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
for (const row of [header, widths.map((w) => "-".repeat(w)), ...rows]) {
  console.log(`| ${row.map((cell, i) => cell.padEnd(widths[i])).join(" | ")} |`);
}

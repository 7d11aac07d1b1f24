// `npm run check:architecture` (a step of `npm test`): the layering of docs/architecture.md.
// 1. dependency-cruiser's rules (.dependency-cruiser.cjs): layers, the data layer, features apart, no file cycles.
// 2. No cycles between units: a server module, a web feature, a contract folder, each top-level layer.
// 3. No source file over 300 lines (tests, journeys and migrations aside).
// 4. The decisions index (docs/decisions/README.md) links every record.
// Decision 063 says why these rules and this tool.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const MAX_LINES = 300;
const ROOTS = ["apps/server/src", "apps/web/src", "packages/contract/src", "bench", "scripts"];

const problems = [];

// 1. The dependency rules, and the graph for step 2.
const cruiser = path.join(root, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs");
const cruise = spawnSync(
  process.execPath,
  [
    cruiser,
    "apps/server/src",
    "apps/web/src",
    "packages/contract/src",
    "--config",
    ".dependency-cruiser.cjs",
    "--output-type",
    "json",
  ],
  { cwd: root, encoding: "utf8", maxBuffer: 512 * 1024 * 1024 },
);
let result;
try {
  result = JSON.parse(cruise.stdout);
} catch {
  console.error(`dependency-cruiser gave no graph:\n${cruise.stderr || cruise.stdout}`);
  process.exit(2);
}
for (const v of result.summary.violations) {
  const via = v.cycle ? ` (cycle: ${v.cycle.map((c) => c.name ?? c).join(" → ")})` : "";
  problems.push(`${v.rule.name}: ${v.from} → ${v.to}${via}`);
}

// 2. Cycles between units.
/** The unit a file belongs to: its server module or web feature, else its top-level folder. */
export function unitOf(file) {
  const m =
    /^apps\/server\/src\/modules\/([^/]+)\//.exec(file) ??
    /^apps\/web\/src\/features\/([^/]+)\//.exec(file) ??
    /^(apps\/(?:server|web)\/src|packages\/contract\/src)\/([^/]+)\//.exec(file);
  if (!m) return null;
  if (file.startsWith("apps/server/src/modules/")) return `server:modules/${m[1]}`;
  if (file.startsWith("apps/web/src/features/")) return `web:features/${m[1]}`;
  const side = m[1].startsWith("apps/server") ? "server" : m[1].startsWith("apps/web") ? "web" : "contract";
  return `${side}:${m[2]}`;
}
const isTest = (f) => /\.test\.tsx?$|\/src\/test\//.test(f);
const edges = new Map();
for (const mod of result.modules) {
  if (isTest(mod.source)) continue;
  const from = unitOf(mod.source);
  if (!from) continue;
  for (const dep of mod.dependencies) {
    const to = unitOf(dep.resolved);
    if (!to || to === from || isTest(dep.resolved)) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    const targets = edges.get(from);
    if (!targets.has(to)) targets.set(to, `${mod.source} → ${dep.resolved}`);
  }
}
// Tarjan's strongly connected components: each component of more than one unit is a loop.
let index = 0;
const stack = [];
const state = new Map();
function connect(v) {
  state.set(v, { index, low: index, onStack: true });
  index++;
  stack.push(v);
  for (const w of edges.get(v)?.keys() ?? []) {
    if (!state.has(w)) {
      connect(w);
      state.get(v).low = Math.min(state.get(v).low, state.get(w).low);
    } else if (state.get(w).onStack) state.get(v).low = Math.min(state.get(v).low, state.get(w).index);
  }
  if (state.get(v).low !== state.get(v).index) return;
  const component = [];
  let w;
  do {
    w = stack.pop();
    state.get(w).onStack = false;
    component.push(w);
  } while (w !== v);
  if (component.length < 2) return;
  const inside = new Set(component);
  const links = [];
  for (const a of component)
    for (const [b, example] of edges.get(a) ?? []) if (inside.has(b)) links.push(`    ${a} → ${b}  (${example})`);
  problems.push(`unit-cycle: ${component.sort().join(", ")}\n${links.join("\n")}`);
}
for (const v of edges.keys()) if (!state.has(v)) connect(v);

// `--layers`: print the units in layers (each unit above every unit it imports), as docs/architecture.md lists them.
if (process.argv.includes("--layers") && problems.length === 0) {
  const level = new Map();
  const levelOf = (u) => {
    if (level.has(u)) return level.get(u);
    level.set(u, 0);
    const l = Math.max(-1, ...[...(edges.get(u)?.keys() ?? [])].map(levelOf)) + 1;
    level.set(u, l);
    return l;
  };
  for (const u of edges.keys()) levelOf(u);
  const rows = new Map();
  for (const [u, l] of level) rows.set(l, [...(rows.get(l) ?? []), u]);
  for (const l of [...rows.keys()].sort((a, b) => a - b)) console.log(`${l}: ${rows.get(l).sort().join(", ")}`);
}

// 3. File sizes.
const SOURCE = /\.(ts|tsx|mjs|cjs|js)$/;
const EXEMPT = /\.test\.tsx?$|\.spec\.ts$|\/migrations\/|\/node_modules\/|\/dist\/|\/results\//;
function walk(dir) {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && entry.name !== "dist") walk(rel);
    } else if (SOURCE.test(entry.name) && !EXEMPT.test(rel)) {
      const lines = fs.readFileSync(path.join(root, rel), "utf8").split("\n").length - 1;
      if (lines > MAX_LINES) problems.push(`file-size: ${rel} has ${lines} lines (at most ${MAX_LINES})`);
    }
  }
}
for (const dir of ROOTS) walk(dir);

// 4. The decisions index links every record.
const decisionsDir = path.join(root, "docs/decisions");
const decisionsIndex = fs.readFileSync(path.join(decisionsDir, "README.md"), "utf8");
for (const name of fs.readdirSync(decisionsDir))
  if (name.endsWith(".md") && name !== "README.md" && !decisionsIndex.includes(`(${name})`))
    problems.push(`decisions-index: docs/decisions/README.md does not link ${name}`);

// Known problems, while they are being removed, live in scripts/architecture-baseline.json: the check
// fails on any problem not listed there, and on any listed problem that is gone (so the list only shrinks).
// `node scripts/check-architecture.mjs --write-baseline` rewrites it from what is found now; `--all` ignores it.
const baselineFile = path.join(root, "scripts/architecture-baseline.json");
const key = (p) => p.split("\n")[0];
if (process.argv.includes("--write-baseline")) {
  const keys = [...new Set(problems.map(key))].sort();
  if (keys.length) fs.writeFileSync(baselineFile, `${JSON.stringify(keys, null, 2)}\n`);
  else fs.rmSync(baselineFile, { force: true });
  console.log(`baseline: ${keys.length} known problem(s)`);
  process.exit(0);
}
const known = new Set(
  !process.argv.includes("--all") && fs.existsSync(baselineFile)
    ? JSON.parse(fs.readFileSync(baselineFile, "utf8"))
    : [],
);
const fresh = problems.filter((p) => !known.has(key(p)));
const found = new Set(problems.map(key));
const gone = [...known].filter((k) => !found.has(k));
if (fresh.length)
  console.error(`${fresh.join("\n")}\n\n✘ ${fresh.length} architecture problem(s): see docs/architecture.md`);
if (gone.length)
  console.error(
    `${gone.join("\n")}\n\n✘ ${gone.length} known problem(s) are gone: remove them from scripts/architecture-baseline.json (--write-baseline)`,
  );
if (fresh.length || gone.length) process.exit(1);
const rest = known.size
  ? `, ${known.size} known problem(s) left in scripts/architecture-baseline.json`
  : ", no violation";
console.log(`✔ architecture: ${result.summary.totalCruised} files, ${edges.size} units${rest}`);

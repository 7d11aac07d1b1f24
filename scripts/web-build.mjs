// The web app's production build (apps/web/dist) and whether it is current. One rule for `npm start` and the budgets
// step of `npm test` (e2e/support/global-setup.ts keeps the same): rebuilt when dist/index.html is missing or older
// than any web or contract source.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
export const webDist = path.join(root, "apps/web/dist");
const built = path.join(webDist, "index.html");

const SOURCES = [
  "apps/web/src",
  "apps/web/index.html",
  "apps/web/public",
  "packages/contract/src",
  "apps/web/vite.config.ts",
];

function newestMtime(p) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** Why the build must be made again ("missing", "stale", or another file that must be there), or null when current. */
export function webBuildNeeded({ needs = [] } = {}) {
  if (!fs.existsSync(built)) return "missing";
  const sources = SOURCES.map((p) => path.join(root, p)).filter((p) => fs.existsSync(p));
  if (fs.statSync(built).mtimeMs < Math.max(0, ...sources.map(newestMtime))) return "stale";
  // The server's first paint of the public pages (decision 121), built by the same command.
  if (!fs.existsSync(path.join(root, "apps/web/dist-ssr/render.js"))) return "no dist-ssr/render.js";
  const absent = needs.find((file) => !fs.existsSync(path.join(webDist, file)));
  return absent ? `no ${absent}` : null;
}

/** `npm run build -w apps/web`, its output shown; the exit status. */
export function buildWeb() {
  const r = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "inherit" });
  return r.status ?? 1;
}

// `npm start`: builds the web app when its sources changed, then serves app and API.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

// A server already runs on this embedded database folder (decision 062): say so before rebuilding the web app it
// serves. The server checks the lock itself (apps/server/src/db/folder-lock.ts, stale locks included); this only
// spares the build when the holder surely runs on this machine.
const dataDir = process.env.DATA_DIR || "./data";
if (!process.env.DATABASE_URL && dataDir !== "memory://") {
  const lockPath = path.resolve(root, dataDir, "pglite.lock");
  let owner;
  try {
    owner = JSON.parse(fs.readFileSync(lockPath, "utf8"));
  } catch {
    // no lock, or one the server will judge
  }
  let boot;
  try {
    boot = fs.readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
  } catch {
    // not Linux
  }
  let running = false;
  const sameBoot = !boot || !owner?.boot || owner.boot === boot;
  if (owner?.host === os.hostname() && sameBoot && Number.isInteger(owner.pid) && owner.pid !== process.pid) {
    try {
      process.kill(owner.pid, 0);
      running = true;
    } catch (err) {
      running = err.code === "EPERM";
    }
  }
  if (running) {
    console.error(
      `The embedded database in ${path.dirname(lockPath)} is in use by Quad process ${owner.pid} (${owner.command}, ` +
        `since ${owner.started_at}). Stop the server first (Ctrl+C where it runs, or kill ${owner.pid}), or use ` +
        `DATABASE_URL (PostgreSQL): two processes on one embedded database lose each other's writes. If process ` +
        `${owner.pid} is not Quad, remove ${lockPath} and try again.`,
    );
    process.exit(1);
  }
}
const built = path.join(root, "apps/web/dist/index.html");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(p));
    else newest = Math.max(newest, fs.statSync(p).mtimeMs);
  }
  return newest;
}

const sources = [
  "apps/web/src",
  "apps/web/index.html",
  "apps/web/public",
  "packages/contract/src",
  "apps/web/vite.config.ts",
]
  .map((p) => path.join(root, p))
  .filter((p) => fs.existsSync(p));
const sourceTime = Math.max(
  ...sources.map((p) => (fs.statSync(p).isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs)),
);
if (!fs.existsSync(built) || fs.statSync(built).mtimeMs < sourceTime) {
  console.log("Building the web app…");
  const r = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

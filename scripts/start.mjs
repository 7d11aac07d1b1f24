// `npm start`: builds the web app when its sources changed, then serves app and API.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildWeb, webBuildNeeded } from "./web-build.mjs";

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
if (webBuildNeeded()) {
  console.log("Building the web app…");
  const status = buildWeb();
  if (status !== 0) process.exit(status);
}

const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

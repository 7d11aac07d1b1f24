import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { FolderLockedError, isStale, LOCK_FILE_NAME, type LockOwner } from "./folder-lock.ts";

const SRC = path.resolve(import.meta.dirname, "..");
let dataDir: string;
const children: ChildProcess[] = [];

beforeEach(async () => {
  dataDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "quad-lock-"));
});
afterEach(async () => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await fs.promises.rm(dataDir, { recursive: true, force: true });
});

/** Runs a TypeScript entry point of the server (as npm's scripts do) with the embedded database in dataDir. */
function run(script: string, args: string[] = [], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(SRC, script), ...args], {
    env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir, NODE_ENV: "test", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (d) => {
    stdout += d;
  });
  child.stderr?.on("data", (d) => {
    stderr += d;
  });
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on("exit", (code) => resolve({ code, stdout, stderr })),
  );
  return { child, exited };
}

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""]);
  await new Promise((r) => child.on("exit", r));
  if (!child.pid) throw new Error("no pid");
  return child.pid;
}

function lockOwner(): LockOwner | undefined {
  const file = path.join(dataDir, LOCK_FILE_NAME);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as LockOwner) : undefined;
}

async function freePort() {
  return new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

describe("embedded database folder lock", () => {
  it("refuses a second open of the folder, in this process and in another, naming the holder's pid", async () => {
    const database = await openDatabase({ dataDir });
    try {
      expect(lockOwner()?.pid).toBe(process.pid);
      const second = await openDatabase({ dataDir }).catch((err: unknown) => err);
      expect(second).toBeInstanceOf(FolderLockedError);
      expect((second as Error).message).toContain(`Quad process ${process.pid}`);
      // A second `npm start` on the same DATA_DIR: refused before it opens anything, with what to do.
      const server = await run("server.ts", [], { PORT: "0", HOST: "127.0.0.1", SEED_ON_START: "false" }).exited;
      expect(server.code).toBe(1);
      expect(server.stderr).toContain(`is in use by Quad process ${process.pid}`);
      expect(server.stderr).toContain("Stop the server first");
      expect(server.stderr).toContain("DATABASE_URL");
      expect(server.stdout).not.toContain("Quad is running");
      // `npm start` says so before it rebuilds the web app the running server serves.
      const start = spawn(process.execPath, [path.join(SRC, "../../../scripts/start.mjs")], {
        env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir },
        stdio: ["ignore", "pipe", "pipe"],
      });
      children.push(start);
      let startOutput = "";
      start.stdout.on("data", (d) => {
        startOutput += d;
      });
      start.stderr.on("data", (d) => {
        startOutput += d;
      });
      expect(await new Promise((r) => start.on("exit", r))).toBe(1);
      expect(startOutput).toContain(`is in use by Quad process ${process.pid}`);
      expect(startOutput).not.toContain("Building the web app");
    } finally {
      await database.close();
    }
    // Closing releases the folder.
    expect(lockOwner()).toBeUndefined();
    const again = await openDatabase({ dataDir });
    await again.close();
  }, 120_000);

  it("takes over a lock left by a process that has exited", async () => {
    const pid = await deadPid();
    const stale: LockOwner = {
      pid,
      host: os.hostname(),
      command: "server.ts",
      started_at: new Date().toISOString(),
      token: "left-behind",
    };
    fs.writeFileSync(path.join(dataDir, LOCK_FILE_NAME), JSON.stringify(stale));
    const database = await openDatabase({ dataDir });
    expect(lockOwner()).toMatchObject({ pid: process.pid, host: os.hostname() });
    await database.close();
    expect(lockOwner()).toBeUndefined();
  });

  it("keeps a lock whose owner still runs, and one another machine refreshed lately", () => {
    const base = { host: os.hostname(), command: "server.ts", started_at: "", token: "t" };
    const lockPath = path.join(dataDir, LOCK_FILE_NAME);
    const now = Date.now();
    // Our parent is running; a pid equal to ours but not held by this process is a restarted container's pid 1.
    expect(isStale({ ...base, pid: process.ppid }, now, lockPath, now)).toBe(false);
    expect(isStale({ ...base, pid: process.pid }, now, lockPath, now)).toBe(true);
    expect(isStale({ ...base, pid: process.ppid, host: "elsewhere" }, now - 60_000, lockPath, now)).toBe(false);
    expect(isStale({ ...base, pid: process.ppid, host: "elsewhere" }, now - 180_000, lockPath, now)).toBe(true);
  });

  it("refuses the operator commands while a process holds the folder, and writes nothing", async () => {
    const database = await openDatabase({ dataDir });
    try {
      await database.migrate();
      const commands = await Promise.all([
        run("cli/webinars.ts", ["category", "Study in the UK"]).exited,
        run("cli/approve.ts", ["school@quad.test"]).exited,
        run("seed/cli.ts", ["--scale", "0"]).exited,
      ]);
      for (const result of commands) {
        expect(result.code).toBe(1);
        expect(result.stderr).toContain(`is in use by Quad process ${process.pid}`);
        expect(result.stderr).toContain("Stop the server first");
        expect(result.stderr).toContain("or use DATABASE_URL");
      }
      const categories = await database.pglite?.query("select count(*)::int as n from webinar_categories");
      expect(categories?.rows).toEqual([{ n: 0 }]);
      expect(lockOwner()?.pid).toBe(process.pid);
    } finally {
      await database.close();
    }
  }, 120_000);

  it("is released when the server stops on SIGTERM", async () => {
    const port = await freePort();
    const server = run("server.ts", [], {
      PORT: String(port),
      HOST: "127.0.0.1",
      SEED_ON_START: "false",
      SERVE_WEB: "false",
      JOBS_WORKERS: "false",
    });
    let ready = false;
    // Migrating a new folder takes PGlite a while on a busy machine.
    for (const deadline = Date.now() + 240_000; !ready && Date.now() < deadline && server.child.exitCode === null; ) {
      ready = await fetch(`http://127.0.0.1:${port}/readyz`)
        .then((r) => r.ok)
        .catch(() => false);
      if (!ready) await new Promise((r) => setTimeout(r, 100));
    }
    expect(ready).toBe(true);
    expect(lockOwner()?.pid).toBe(server.child.pid);
    server.child.kill("SIGTERM");
    expect((await server.exited).code).toBe(0);
    expect(lockOwner()).toBeUndefined();
  }, 300_000);
});

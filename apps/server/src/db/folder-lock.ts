/**
 * One process at a time on an embedded database folder (decision 062). PGlite has no locking of its own: two
 * processes on one folder each confirm writes the other never sees, and the last to stop wins. The owner holds
 * `DATA_DIR/pglite.lock`, a small JSON file naming it, made atomically (written aside, then hard-linked into place,
 * which fails when the name exists), refreshed while it lives and removed when it closes or exits.
 *
 * A lock left behind is taken over when its owner is surely gone: on this machine, its process is not running
 * (or the machine has restarted since, or the pid is our own); from another machine (a folder shared between
 * hosts, or a container that was recreated), it has not been refreshed for STALE_FOREIGN_MS.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const LOCK_FILE_NAME = "pglite.lock";
const REFRESH_MS = 15_000;
const STALE_FOREIGN_MS = 120_000;

export interface LockOwner {
  pid: number;
  host: string;
  /** Linux boot id: a lock from an earlier boot is stale whatever its pid. */
  boot?: string;
  command: string;
  started_at: string;
  token: string;
}

export interface FolderLock {
  path: string;
  owner: LockOwner;
  release(): void;
}

export class FolderLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly owner: LockOwner | undefined,
  ) {
    const who = owner
      ? `Quad process ${owner.pid} (${owner.command}, on ${owner.host}, since ${owner.started_at})`
      : "another process (its lock file cannot be read)";
    const remove = owner
      ? `If process ${owner.pid} is not Quad, remove ${lockPath} and try again.`
      : `If no Quad runs on this folder, remove ${lockPath} and try again.`;
    super(
      `The embedded database in ${path.dirname(lockPath)} is in use by ${who}. ` +
        `Stop the server first${owner && owner.host === os.hostname() ? ` (Ctrl+C where it runs, or kill ${owner.pid})` : ""}, ` +
        `or use DATABASE_URL (PostgreSQL): two processes on one embedded database lose each other's writes. ${remove}`,
    );
    this.name = "FolderLockedError";
  }
}

/** Locks this process holds, by lock path: a second open in the same process is refused too. */
const held = new Map<string, string>();

function bootId(): string | undefined {
  try {
    return fs.readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, under another user.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readOwner(lockPath: string): { owner?: LockOwner; text: string; mtimeMs: number } | undefined {
  try {
    const text = fs.readFileSync(lockPath, "utf8");
    const mtimeMs = fs.statSync(lockPath).mtimeMs;
    try {
      const owner = JSON.parse(text) as LockOwner;
      return Number.isInteger(owner.pid) && typeof owner.host === "string"
        ? { owner, text, mtimeMs }
        : { text, mtimeMs };
    } catch {
      return { text, mtimeMs };
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw err;
  }
}

/** Whether the lock's owner is surely gone, so the lock may be taken over. */
export function isStale(owner: LockOwner | undefined, mtimeMs: number, lockPath: string, now = Date.now()): boolean {
  if (!owner) return now - mtimeMs > STALE_FOREIGN_MS; // unreadable: left by a crash while it was being written
  if (owner.host !== os.hostname()) return now - mtimeMs > STALE_FOREIGN_MS;
  const boot = bootId();
  if (boot && owner.boot && owner.boot !== boot) return true;
  if (owner.pid === process.pid) return held.get(lockPath) !== owner.token; // a container's pid 1 restarted
  return !running(owner.pid);
}

function commandLine(): string {
  const [, script, ...args] = process.argv;
  return [script ? path.basename(script) : "node", ...args].join(" ").slice(0, 200);
}

/** Puts our lock in place if no file has the name: written aside, then linked (atomic, fails when it exists). */
function tryCreate(lockPath: string, owner: LockOwner): boolean {
  const aside = `${lockPath}.${process.pid}.${owner.token.slice(0, 8)}`;
  fs.writeFileSync(aside, `${JSON.stringify(owner)}\n`, { mode: 0o600 });
  try {
    fs.linkSync(aside, lockPath);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw err;
  } finally {
    fs.rmSync(aside, { force: true });
  }
}

/**
 * Moves a stale lock out of the way. Renaming is atomic, so of two processes taking over the same stale lock one
 * moves it; should the other move a fresh lock instead (made meanwhile by the first), it puts that one back.
 */
function removeStale(lockPath: string, staleText: string): void {
  const aside = `${lockPath}.stale.${process.pid}.${randomUUID().slice(0, 8)}`;
  try {
    fs.renameSync(lockPath, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return;
    throw err;
  }
  const moved = fs.readFileSync(aside, "utf8");
  if (moved !== staleText) {
    try {
      fs.linkSync(aside, lockPath);
    } catch {
      // Another lock is in place already: it holds the folder, ours is refused below.
    }
  }
  fs.rmSync(aside, { force: true });
}

/** Takes the lock of the embedded database in dataDir, or throws FolderLockedError naming its holder. */
export function lockDataDir(dataDir: string): FolderLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.resolve(dataDir, LOCK_FILE_NAME);
  const owner: LockOwner = {
    pid: process.pid,
    host: os.hostname(),
    boot: bootId(),
    command: commandLine(),
    started_at: new Date().toISOString(),
    token: randomUUID(),
  };
  for (let attempt = 0; ; attempt++) {
    if (tryCreate(lockPath, owner)) break;
    const found = readOwner(lockPath);
    if (!found) continue; // released meanwhile
    if (attempt >= 5 || !isStale(found.owner, found.mtimeMs, lockPath))
      throw new FolderLockedError(lockPath, found.owner);
    removeStale(lockPath, found.text);
  }
  held.set(lockPath, owner.token);
  const refresh = setInterval(() => {
    const now = new Date();
    fs.utimes(lockPath, now, now, () => undefined);
  }, REFRESH_MS);
  refresh.unref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(refresh);
    process.off("exit", release);
    held.delete(lockPath);
    // Only our own lock: never one another process has taken over meanwhile.
    if (readOwner(lockPath)?.owner?.token === owner.token) fs.rmSync(lockPath, { force: true });
  };
  // Every exit that runs JavaScript (process.exit after SIGTERM or SIGINT, the shutdown grace timer, an uncaught
  // error) releases it; a kill -9 leaves a lock whose pid is dead, taken over by the next start.
  process.on("exit", release);
  return { path: lockPath, owner, release };
}

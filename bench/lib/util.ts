import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { performance } from "node:perf_hooks";

export const benchDir = path.resolve(import.meta.dirname, "..");
export const repoRoot = path.resolve(benchDir, "..");

/** A port nobody listens on right now (released again before it is returned). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Percentile by nearest rank of an ascending array. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

export function errorText(err: unknown): string {
  if (err instanceof Error) return err.message;
  return String(err);
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes
export const stripAnsi = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, "");

/** Keeps the last `max` characters a child wrote, for failure reports. */
export class OutputTail {
  private text = "";
  constructor(private readonly max = 4000) {}
  push(chunk: Buffer | string) {
    this.text = (this.text + stripAnsi(chunk.toString())).slice(-this.max);
  }
  toString() {
    return this.text.trim();
  }
}

/** Process groups this run started and has not ended yet; `stopAllGroups` ends them on Ctrl-C. */
const liveGroups = new Set<ChildProcess>();

/** Remembers a child started with `detached: true` (its own process group) so an interrupt can end it. */
export function trackGroup(child: ChildProcess): ChildProcess {
  liveGroups.add(child);
  child.once("exit", () => liveGroups.delete(child));
  return child;
}

/** SIGTERM to every tracked group, at once (for an interrupted run). */
export function stopAllGroups() {
  for (const child of liveGroups) {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}

const cleanups = new Set<() => Promise<unknown>>();

/** Registers work an interrupted run must still do (drop its database); returns the unregister function. */
export function onInterrupt(fn: () => Promise<unknown>): () => void {
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}

/** Runs the registered interrupt work, at most `timeoutMs`. */
export async function runInterruptCleanups(timeoutMs = 5000) {
  await Promise.race([Promise.allSettled([...cleanups].map((fn) => fn())), sleep(timeoutMs)]);
}

/**
 * Ends a process group started with `detached: true`: SIGTERM, then SIGKILL after `graceMs`. Waits until
 * every process of the group is gone, not only the leader: `npm start` exits before the server it started
 * has closed its database, and killing that server mid-close would leave PGlite to recover on the next start.
 */
export async function killGroup(child: ChildProcess, graceMs = 10_000): Promise<void> {
  const pgid = child.pid;
  if (pgid === undefined) return;
  const alive = () => {
    try {
      process.kill(-pgid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const signal = (s: NodeJS.Signals) => {
    try {
      process.kill(-pgid, s);
    } catch {
      // the group is already gone
    }
  };
  const waitGone = async (ms: number) => {
    const deadline = performance.now() + ms;
    while (alive() && performance.now() < deadline) await sleep(50);
  };
  if (!alive()) return;
  signal("SIGTERM");
  await waitGone(graceMs);
  if (alive()) {
    signal("SIGKILL");
    await waitGone(2000);
  }
}

/** Spawns `node [nodeArgs] --import tsx <script>` with an IPC channel, as its own process group. */
export function spawnTsx(script: string, env: NodeJS.ProcessEnv, nodeArgs: string[] = []): ChildProcess {
  return trackGroup(
    spawn(process.execPath, [...nodeArgs, "--import", "tsx", script], {
      cwd: benchDir,
      env,
      detached: true,
      stdio: ["ignore", "pipe", "pipe", "ipc"],
    }),
  );
}

/** Resolves with the first IPC message of a child, rejects when it exits or the time runs out. */
export function firstMessage<T>(child: ChildProcess, timeoutMs: number, tail: OutputTail): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`no answer within ${timeoutMs} ms\n${tail}`)), timeoutMs);
    const onMessage = (message: unknown) => {
      const m = message as { error?: string };
      if (m && typeof m === "object" && typeof m.error === "string") finish(new Error(m.error));
      else finish(undefined, message as T);
    };
    const onExit = (code: number | null, signal: string | null) =>
      finish(new Error(`exited (${code ?? signal}) before it was ready\n${tail}`));
    function finish(err?: Error, value?: T) {
      clearTimeout(timer);
      child.off("message", onMessage);
      child.off("exit", onExit);
      if (err) reject(err);
      else resolve(value as T);
    }
    child.on("message", onMessage);
    child.on("exit", onExit);
  });
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

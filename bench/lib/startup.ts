import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { freePort, killGroup, OutputTail, repoRoot, sleep, trackGroup } from "./util.ts";

export interface StartRun {
  ms: number;
  rebuiltWeb: boolean;
}

export interface StartupResult {
  command: string;
  dataDir: string;
  /** first start (creates the data folder, migrates, seeds); not the figure */
  first: StartRun;
  /** the measured starts on the existing data folder; the figure is the last one */
  measured: StartRun[];
  ms: number;
  /** diagnostic: `node --import tsx apps/server/src/server.ts` on the same folder (no npm, no build check) */
  serverOnlyMs: number | null;
  serverOnlyError?: string;
  note?: string;
}

/** `npm start` as a user runs it, minus what the bench itself runs under (npm_* of `npm run bench`, DATABASE_URL). */
function startEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (k.startsWith("npm_") || k === "INIT_CWD" || k === "DATABASE_URL" || k.startsWith("BENCH_")) continue;
    env[k] = v;
  }
  return { ...env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", NO_COLOR: "1", FORCE_COLOR: "0" };
}

async function healthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

interface Started {
  child: ChildProcess;
  run: StartRun;
  baseUrl: string;
}

const NPM_START = ["npm", "start"];
/** What `scripts/start.mjs` runs once the web build is fresh: the server alone, without npm and the build check. */
const SERVER_ONLY = [process.execPath, "--import", "tsx", "apps/server/src/server.ts"];

/** Spawns the command (default `npm start`) and polls /healthz every 50 ms; the clock starts just before the spawn. */
async function start(dataDir: string, timeoutMs: number, command = NPM_START): Promise<Started> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const tail = new OutputTail();
  let output = "";
  const t0 = performance.now();
  const child = trackGroup(
    spawn(command[0] as string, command.slice(1), {
      cwd: repoRoot,
      env: startEnv(dataDir, port),
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    }),
  );
  const collect = (c: Buffer) => {
    tail.push(c);
    if (output.length < 20_000) output += c.toString();
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  try {
    while (true) {
      if (child.exitCode !== null || child.signalCode !== null) {
        const reason = tail
          .toString()
          .split("\n")
          .findLast((l) => /error/i.test(l) && !/^\s+at /.test(l));
        throw new Error(
          `${command.join(" ")} exited (${child.exitCode ?? child.signalCode}) before /healthz answered${reason ? `: ${reason.trim()}` : ""}\n${tail}`,
        );
      }
      if (await healthy(`${baseUrl}/healthz`)) break;
      if (performance.now() - t0 > timeoutMs)
        throw new Error(`/healthz did not answer 200 within ${timeoutMs} ms\n${tail}`);
      await sleep(50);
    }
  } catch (err) {
    await killGroup(child);
    throw err;
  }
  const ms = performance.now() - t0;
  return { child, baseUrl, run: { ms, rebuiltWeb: output.includes("Building the web app") } };
}

/**
 * Starts once to create the data folder, stops, then measures a second start on it. When `npm start`
 * rebuilt the web app during the measured start (sources edited meanwhile), measures once more.
 * `whileUp` runs against the last measured server before it is stopped.
 */
export async function measureStartup(
  whileUp?: (baseUrl: string) => Promise<void>,
): Promise<StartupResult & { whileUpError?: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "quad-bench-data-"));
  try {
    const first = await start(dataDir, 240_000);
    await killGroup(first.child);
    const measured: StartRun[] = [];
    let last: Started | undefined;
    for (let attempt = 0; attempt < 2; attempt++) {
      if (last) await killGroup(last.child);
      last = await start(dataDir, 90_000);
      measured.push(last.run);
      if (!last.run.rebuiltWeb) break;
    }
    if (!last) throw new Error("no measured start");
    let whileUpError: string | undefined;
    try {
      if (whileUp) await whileUp(last.baseUrl);
    } catch (err) {
      whileUpError = err instanceof Error ? err.message : String(err);
    } finally {
      await killGroup(last.child);
    }
    let serverOnlyMs: number | null = null;
    let serverOnlyError: string | undefined;
    try {
      const direct = await start(dataDir, 90_000, SERVER_ONLY);
      serverOnlyMs = direct.run.ms;
      await killGroup(direct.child);
    } catch (err) {
      serverOnlyError = err instanceof Error ? err.message.split("\n")[0] : String(err);
    }
    const figure = last.run;
    return {
      command: "npm start (repo root, PGlite in DATA_DIR)",
      dataDir,
      first: first.run,
      measured,
      ms: figure.ms,
      note: figure.rebuiltWeb ? "the measured start rebuilt the web app (sources changed meanwhile)" : undefined,
      whileUpError,
      serverOnlyMs,
      serverOnlyError,
    };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

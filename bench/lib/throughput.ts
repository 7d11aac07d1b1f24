import { randomBytes } from "node:crypto";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import type { QuadReady } from "../servers/quad.ts";
import { benchDir, errorText, firstMessage, killGroup, OutputTail, onInterrupt, percentile, spawnTsx } from "./util.ts";

export interface LoadFigures {
  url: string;
  rps: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
}

export interface ThroughputOptions {
  databaseUrl: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

/** One autocannon run; latencies come from every response, so p95 is exact rather than autocannon's p97.5. */
async function load(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
): Promise<LoadFigures> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, headers, connections, duration: seconds, timeout: 10 }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  const non2xx = result.non2xx;
  return {
    url,
    // successful responses per second over the run
    rps: (result.requests.total - non2xx) / (result.duration || seconds),
    requests: result.requests.total,
    non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    latencyMs: {
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? Number.NaN,
    },
  };
}

interface Target {
  url: string;
  headers: Record<string, string>;
}

/**
 * Starts a server script, waits for it, then for each target in order: one probe that must answer 200,
 * warm-up, measured run. A target that fails records its error and the next one still runs.
 */
async function measureServer<T extends { port: number }, K extends string>(
  script: string,
  env: NodeJS.ProcessEnv,
  targets: (ready: T) => Promise<Record<K, Target>>,
  opts: ThroughputOptions,
): Promise<Record<K, LoadFigures | { error: string }>> {
  const tail = new OutputTail();
  // BENCH_CPU_PROFILE=1: V8 CPU profiles of the servers into results/profiles/<server>/ (one per thread)
  const profile = process.env.BENCH_CPU_PROFILE === "1" || process.env.BENCH_CPU_PROFILE === "true";
  const nodeArgs = profile
    ? ["--cpu-prof", `--cpu-prof-dir=${path.join(benchDir, "results", "profiles", script.replace(/\.ts$/, ""))}`]
    : [];
  const child = spawnTsx(path.join(benchDir, "servers", script), env, nodeArgs);
  child.stdout?.on("data", (c) => tail.push(c));
  child.stderr?.on("data", (c) => tail.push(c));
  try {
    const ready = await firstMessage<T>(child, 120_000, tail);
    const results: Partial<Record<K, LoadFigures | { error: string }>> = {};
    for (const [name, { url, headers }] of Object.entries(await targets(ready)) as [K, Target][]) {
      try {
        if (child.exitCode !== null) throw new Error(`server exited\n${tail}`);
        const probe = await fetch(url, { headers });
        if (probe.status !== 200) throw new Error(`${url} answered ${probe.status}: ${await probe.text()}`);
        if (opts.warmupSeconds > 0) await load(url, headers, opts.connections, opts.warmupSeconds);
        const figures = await load(url, headers, opts.connections, opts.seconds);
        if (child.exitCode !== null) throw new Error(`server exited during the run\n${tail}`);
        results[name] = figures;
      } catch (err) {
        results[name] = { error: errorText(err) };
      }
    }
    return results as Record<K, LoadFigures | { error: string }>;
  } finally {
    if (child.connected) child.disconnect();
    await killGroup(child);
  }
}

function figuresOf(result: LoadFigures | { error: string }): LoadFigures {
  if ("error" in result) throw new Error(result.error);
  return result;
}

async function adminQuery(baseUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The baseline: servers/bare.ts. */
export async function measureBare(opts: ThroughputOptions): Promise<LoadFigures> {
  const { bare } = await measureServer(
    "bare.ts",
    { ...process.env, NODE_ENV: "production" },
    async ({ port }) => ({ bare: { url: `http://127.0.0.1:${port}/bare`, headers: {} } }),
    opts,
  );
  return figuresOf(bare);
}

export interface CheckSessionResult extends LoadFigures {
  database: string;
  /** diagnostic: GET /healthz of the same app (its plugin stack without auth or database) */
  appHealthz: LoadFigures | { error: string };
}

/**
 * The real app on a fresh PostgreSQL database (created here, dropped after), signed in through the API.
 * Then, as a diagnostic, /healthz of the same process: what the app's hooks cost without the database.
 */
export async function measureCheckSession(opts: ThroughputOptions): Promise<CheckSessionResult> {
  const name = `quad_bench_${randomBytes(6).toString("hex")}`;
  await adminQuery(opts.databaseUrl, `create database ${name}`);
  const dbUrl = new URL(opts.databaseUrl);
  dbUrl.pathname = `/${name}`;
  const drop = () => adminQuery(opts.databaseUrl, `drop database if exists ${name} with (force)`);
  const forget = onInterrupt(drop);
  try {
    const results = await measureServer(
      "quad.ts",
      { ...process.env, NODE_ENV: "production", BENCH_DATABASE_URL: dbUrl.toString() },
      async (ready: QuadReady) => {
        const base = `http://127.0.0.1:${ready.port}/api/v1/partners`;
        const res = await fetch(`${base}/sessions`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: ready.email, password: ready.password }),
        });
        const body = (await res.json().catch(() => null)) as { data?: { authToken?: string } } | null;
        const token = body?.data?.authToken;
        if (res.status !== 200 || !token) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(body)}`);
        return {
          checkSession: {
            url: `${base}/users/${ready.userId}/check_session`,
            headers: { authentication_token: token },
          },
          appHealthz: { url: `http://127.0.0.1:${ready.port}/healthz`, headers: {} },
        };
      },
      opts,
    );
    return {
      ...figuresOf(results.checkSession),
      database: `PostgreSQL ${dbUrl.host}, fresh database ${name} (dropped after)`,
      appHealthz: results.appHealthz,
    };
  } finally {
    forget();
    await drop().catch((err) => console.error(`  could not drop database ${name}: ${errorText(err)}`));
  }
}

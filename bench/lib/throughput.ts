import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import type { QuadReady } from "../servers/quad.ts";
import { benchDir, errorText, firstMessage, killGroup, OutputTail, onInterrupt, percentile, spawnTsx } from "./util.ts";

export interface LoadFigures {
  url: string;
  /** 2xx answers per second of measured time */
  rps: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  /** req/s of each round, to show how steady the machine was */
  roundsRps: number[];
}

export type Measured = LoadFigures | { error: string };

export interface ThroughputOptions {
  databaseUrl: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  rounds: number;
}

export interface ThroughputResult {
  rounds: number;
  database: string;
  bare: Measured;
  checkSession: Measured;
  /** diagnostic: GET /healthz of the app process (its hooks and plugins, no auth, no database) */
  appHealthz: Measured;
}

export interface Target {
  url: string;
  headers: Record<string, string>;
  method?: "GET" | "POST";
  /** JSON body (sent with content-type application/json) */
  body?: string;
}

export interface Tally {
  target: Target;
  latencies: number[];
  ok: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  seconds: number;
  roundsRps: number[];
  error?: string;
}

/** One autocannon run; latencies come from every response (autocannon's own histogram has no p95). */
export async function load(target: Target, connections: number, seconds: number, tally?: Tally): Promise<void> {
  const latencies: number[] = [];
  const headers =
    target.body === undefined ? target.headers : { ...target.headers, "content-type": "application/json" };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.url,
        method: target.method ?? "GET",
        headers,
        ...(target.body === undefined ? {} : { body: target.body }),
        connections,
        duration: seconds,
        timeout: 10,
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  if (!tally) return;
  const ok = result.requests.total - result.non2xx;
  const duration = result.duration || seconds;
  for (const l of latencies) tally.latencies.push(l);
  tally.ok += ok;
  tally.requests += result.requests.total;
  tally.non2xx += result.non2xx;
  tally.errors += result.errors;
  tally.timeouts += result.timeouts;
  tally.seconds += duration;
  tally.roundsRps.push(Math.round(ok / duration));
}

export function figures(t: Tally): Measured {
  if (t.error) return { error: t.error };
  const sorted = t.latencies.sort((a, b) => a - b);
  return {
    url: t.target.url,
    rps: t.ok / t.seconds,
    requests: t.requests,
    non2xx: t.non2xx,
    errors: t.errors,
    timeouts: t.timeouts,
    latencyMs: {
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? Number.NaN,
    },
    roundsRps: t.roundsRps,
  };
}

export interface Server<T> {
  child: ChildProcess;
  tail: OutputTail;
  ready: T;
}

/** Starts `servers/<script>` (BENCH_CPU_PROFILE=1: V8 CPU profiles into results/profiles/<server>/, one per thread). */
export async function startServer<T>(script: string, env: NodeJS.ProcessEnv): Promise<Server<T>> {
  const profile = process.env.BENCH_CPU_PROFILE === "1" || process.env.BENCH_CPU_PROFILE === "true";
  const nodeArgs = profile
    ? ["--cpu-prof", `--cpu-prof-dir=${path.join(benchDir, "results", "profiles", script.replace(/\.ts$/, ""))}`]
    : [];
  const tail = new OutputTail();
  const child = spawnTsx(path.join(benchDir, "servers", script), env, nodeArgs);
  child.stdout?.on("data", (c) => tail.push(c));
  child.stderr?.on("data", (c) => tail.push(c));
  try {
    return { child, tail, ready: await firstMessage<T>(child, 120_000, tail) };
  } catch (err) {
    await killGroup(child);
    throw err;
  }
}

export async function stopServer(server: Server<unknown> | undefined) {
  if (!server) return;
  if (server.child.connected) server.child.disconnect();
  await killGroup(server.child);
}

export async function adminQuery(baseUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function signIn(ready: Pick<QuadReady, "port" | "email" | "password">): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${ready.port}/api/v1/partners/sessions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: ready.email, password: ready.password }),
  });
  const body = (await res.json().catch(() => null)) as { data?: { authToken?: string } } | null;
  const token = body?.data?.authToken;
  if (res.status !== 200 || !token) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(body)}`);
  return token;
}

export function tally(target: Target): Tally {
  return { target, latencies: [], ok: 0, requests: 0, non2xx: 0, errors: 0, timeouts: 0, seconds: 0, roundsRps: [] };
}

export const failedTally = (error: string): Tally => ({ ...tally({ url: "", headers: {} }), error });

/**
 * Bare Fastify and the real app (on a fresh PostgreSQL database, created here and dropped after, signed in
 * through the API) run side by side as child processes. After one probe (must be 200) and a warm-up per
 * target, the targets are measured in turns, `rounds` slices of `seconds / rounds` each, so a change in the
 * machine's other load hits all of them alike. Only the target under load is busy at any time.
 */
export async function measureThroughput(opts: ThroughputOptions): Promise<ThroughputResult> {
  const name = `quad_bench_${randomBytes(6).toString("hex")}`;
  const dbUrl = new URL(opts.databaseUrl);
  dbUrl.pathname = `/${name}`;
  const drop = () => adminQuery(opts.databaseUrl, `drop database if exists ${name} with (force)`);
  let bareServer: Server<{ port: number }> | undefined;
  let quadServer: Server<QuadReady> | undefined;
  const tallies: Record<"bare" | "checkSession" | "appHealthz", Tally> = {
    bare: failedTally("not started"),
    checkSession: failedTally("not started"),
    appHealthz: failedTally("not started"),
  };
  const forget = onInterrupt(drop);
  try {
    try {
      bareServer = await startServer("bare.ts", { ...process.env, NODE_ENV: "production" });
      tallies.bare = tally({ url: `http://127.0.0.1:${bareServer.ready.port}/bare`, headers: {} });
    } catch (err) {
      tallies.bare = failedTally(`bare server: ${errorText(err)}`);
    }
    try {
      await adminQuery(opts.databaseUrl, `create database ${name}`);
      quadServer = await startServer("quad.ts", {
        ...process.env,
        NODE_ENV: "production",
        BENCH_DATABASE_URL: dbUrl.toString(),
      });
      const { port, userId } = quadServer.ready;
      const token = await signIn(quadServer.ready);
      tallies.checkSession = tally({
        url: `http://127.0.0.1:${port}/api/v1/partners/users/${userId}/check_session`,
        headers: { authentication_token: token },
      });
      tallies.appHealthz = tally({ url: `http://127.0.0.1:${port}/healthz`, headers: {} });
    } catch (err) {
      const error = `app server: ${errorText(err)}`;
      tallies.checkSession = failedTally(error);
      tallies.appHealthz = failedTally(error);
    }

    const live = Object.values(tallies).filter((t) => !t.error);
    for (const t of live) {
      try {
        const probe = await fetch(t.target.url, { headers: t.target.headers });
        if (probe.status !== 200) throw new Error(`${t.target.url} answered ${probe.status}: ${await probe.text()}`);
        if (opts.warmupSeconds > 0) await load(t.target, opts.connections, opts.warmupSeconds);
      } catch (err) {
        t.error = errorText(err);
      }
    }
    const slice = opts.seconds / opts.rounds;
    for (let round = 0; round < opts.rounds; round++) {
      for (const t of live) {
        if (t.error) continue;
        try {
          await load(t.target, opts.connections, slice, t);
        } catch (err) {
          t.error = errorText(err);
        }
      }
    }
    for (const [server, label] of [
      [bareServer, "bare"],
      [quadServer, "app"],
    ] as const) {
      if (server && server.child.exitCode !== null) {
        for (const t of live) {
          if (t.target.url.includes(`:${server.ready.port}/`)) {
            t.error ??= `${label} server exited during the run\n${server.tail}`;
          }
        }
      }
    }
    return {
      rounds: opts.rounds,
      database: `PostgreSQL ${dbUrl.host}, fresh database ${name} (dropped after)`,
      bare: figures(tallies.bare),
      checkSession: figures(tallies.checkSession),
      appHealthz: figures(tallies.appHealthz),
    };
  } finally {
    await Promise.all([stopServer(bareServer), stopServer(quadServer)]);
    forget();
    await drop().catch((err) => console.error(`  could not drop database ${name}: ${errorText(err)}`));
  }
}

// Measuring the variants: a probe, 1 connection, a warm-up, then rounds under load, each run followed by a drain.
import { performance } from "node:perf_hooks";
import type { Variant } from "./lists-variants.ts";
import { load, type Target } from "./throughput.ts";
import { errorText } from "./util.ts";

/** One request as the app's client sends it; its status and text. */
export async function send(t: Target, timeoutMs: number) {
  const res = await fetch(t.url, {
    method: t.method ?? "GET",
    headers: t.body === undefined ? t.headers : { ...t.headers, "content-type": "application/json" },
    ...(t.body === undefined ? {} : { body: t.body }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  return { status: res.status, text: await res.text() };
}

/**
 * Probes every variant (must be 200 with the seeded totals), measures `singleSeconds` at 1 connection (service
 * time, and the warm-up), an optional warm-up, then `rounds` turns at `connections` (variants take turns).
 * Answers what each probe showed; the figures go into the variants' tallies.
 */
export async function runVariants(
  variants: Variant[],
  opts: { singleSeconds: number; warmupSeconds: number; connections: number; seconds: number; rounds: number },
): Promise<Map<Variant, string>> {
  // autocannon stops at the end of its time with up to `connections` requests still queued in the app;
  // the app goes on serving them. One more request of the same kind (the database pool is first in,
  // first out) returns once that backlog is served, so the next measurement starts on an idle server.
  const drain = async (v: Variant) => {
    const t0 = performance.now();
    await send(v.target, 120_000).catch(() => undefined);
    v.drainMs.push(Math.round(performance.now() - t0));
  };
  const probes = new Map<Variant, string>();
  for (const v of variants) {
    try {
      const t = v.target;
      const { status, text } = await send(t, 60_000);
      if (status !== 200) throw new Error(`${t.method ?? "GET"} ${t.url} answered ${status}: ${text}`);
      probes.set(v, v.check(JSON.parse(text)));
      // 1 connection first: the service time without queueing, and the warm-up of the path
      if (opts.singleSeconds > 0) await load(t, 1, opts.singleSeconds, v.single);
      if (opts.warmupSeconds > 0) {
        await load(t, opts.connections, opts.warmupSeconds);
        await drain(v);
      }
    } catch (err) {
      v.loaded.error = errorText(err);
    }
  }
  const slice = opts.seconds / opts.rounds;
  for (let round = 0; round < opts.rounds; round++) {
    for (const v of variants) {
      if (v.loaded.error) continue;
      try {
        await load(v.target, opts.connections, slice, v.loaded);
        await drain(v);
      } catch (err) {
        v.loaded.error = errorText(err);
      }
    }
  }
  return probes;
}

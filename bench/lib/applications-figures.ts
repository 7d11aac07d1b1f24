// The applications list's figures beyond the loaded runs (issue 13 §4, decision 052 amended): each variant cold,
// right after a change to one of the institution's applications (the remembered answers and counts are then
// stale), and one `download: true` of the largest institution's 100,000 applications, timed, with the app
// server's RSS followed while it writes the CSV.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type pg from "pg";
import { benchDir, errorText, percentile, sleep } from "./util.ts";

type Q = (text: string, values?: unknown[]) => Promise<pg.QueryResult>;
type Send = () => Promise<{ status: number; text: string }>;

export interface Spread {
  n: number;
  p50: number;
  p95: number;
  max: number;
}
export type ColdFigure = { label: string } & (Spread | { error: string });

export interface CsvFigure {
  /** rows in the file (its lines less the header) and how many the tab holds */
  rows: number;
  expectedRows: number;
  /** from the request to the answer `{ csv_url }` (the CSV is written on the request) */
  seconds: number;
  fileBytes: number;
  /** the server's RSS before, and its peak while the request ran */
  baselineRssBytes: number;
  peakRssBytes: number;
  /** how the peak was read: the kernel's high-water mark (reset before), or samples every 20 ms */
  peakFrom: "VmHWM" | "samples";
  loadAverage: number[];
}

/** p95 target of a variant is the list's; the download's: its RSS growth. */
export const APPLICATIONS_CSV_TARGETS = { rssGrowthBytes: 100 * 1024 * 1024 };

const round1 = (n: number) => Math.round(n * 10) / 10;
function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: round1(percentile(sorted, 50)),
    p95: round1(percentile(sorted, 95)),
    max: round1(sorted.at(-1) ?? Number.NaN),
  };
}

/** One application of the institution changed after another (any change raises the list's version). */
export async function applicationToucher(q: Q, partnerId: number) {
  const ids = (
    await q(`select id from student_applications where partner_id = $1 order by id limit 1000`, [partnerId])
  ).rows.map((r) => Number(r.id));
  let next = 0;
  return async () => {
    await q(`update student_applications set updated_at = now() where id = $1`, [ids[next++ % ids.length]]);
  };
}

/** Each variant `rounds` times at 1 connection, each right after a change to one of the institution's applications. */
export async function measureCold(
  variants: { label: string; send: Send }[],
  touch: () => Promise<void>,
  rounds: number,
): Promise<ColdFigure[]> {
  const out: ColdFigure[] = [];
  for (const v of variants) {
    try {
      const times: number[] = [];
      for (let r = 0; r < rounds; r++) {
        await touch();
        const t0 = performance.now();
        const { status, text } = await v.send();
        times.push(performance.now() - t0);
        if (status !== 200) throw new Error(`answered ${status}: ${text.slice(0, 200)}`);
      }
      out.push({ label: v.label, ...spread(times) });
    } catch (err) {
      out.push({ label: v.label, error: errorText(err) });
    }
  }
  return out;
}

function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN);
  return { rss: kb("VmRSS") * 1024, hwm: kb("VmHWM") * 1024 };
}

/**
 * One `download: true` of the past tab after every one of the institution's applications was moved there (one
 * UPDATE of the start dates still ahead: the tabs split the 100,000 otherwise), timed on the request; the server's
 * RSS is read from /proc before and at its peak (the high-water mark reset through clear_refs when the kernel
 * allows, else sampled every 20 ms). The file is then fetched through its link, its lines counted, and removed.
 */
export async function measureCsv(opts: {
  q: Q;
  partnerId: number;
  serverPid: number;
  origin: string;
  url: string;
  headers: Record<string, string>;
}): Promise<CsvFigure> {
  await opts.q(
    `update student_applications set start_date = current_date - 200
     where partner_id = $1 and (start_date is null or start_date >= current_date - 1)`,
    [opts.partnerId],
  );
  await opts.q("vacuum analyze student_applications");
  const expectedRows = Number(
    (await opts.q("select count(*) as n from student_applications where partner_id = $1", [opts.partnerId])).rows[0]?.n,
  );
  const pid = opts.serverPid;
  await sleep(500);
  const baseline = memoryOf(pid).rss;
  let peakFrom: CsvFigure["peakFrom"] = "samples";
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
    peakFrom = "VmHWM";
  } catch {
    // not allowed here: sampling alone
  }
  let sampled = baseline;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      sampled = Math.max(sampled, memoryOf(pid).rss);
      await sleep(20);
    }
  })();
  const t0 = performance.now();
  const res = await fetch(opts.url, {
    method: "POST",
    headers: { ...opts.headers, "content-type": "application/json" },
    body: JSON.stringify({ tab: "past", download: true }),
    signal: AbortSignal.timeout(600_000),
  }).finally(() => {
    sampling = false;
  });
  const seconds = (performance.now() - t0) / 1000;
  await sampler;
  const text = await res.text();
  if (res.status !== 200) throw new Error(`download answered ${res.status}: ${text.slice(0, 200)}`);
  const peak = peakFrom === "VmHWM" ? Math.max(memoryOf(pid).hwm, sampled) : sampled;
  const link = (JSON.parse(text) as { csv_url?: string }).csv_url;
  if (!link) throw new Error(`no csv_url in ${text.slice(0, 200)}`);
  const file = await fetch(`${opts.origin}${link}`, { signal: AbortSignal.timeout(600_000) });
  if (file.status !== 200 || !file.body) throw new Error(`the CSV link answered ${file.status}`);
  let lines = 0;
  let fileBytes = 0;
  for await (const chunk of file.body as unknown as AsyncIterable<Uint8Array>) {
    fileBytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const name = path.basename(new URL(link, opts.origin).pathname);
  fs.rmSync(path.join(benchDir, "data", "files", name), { force: true });
  return {
    rows: lines - 1,
    expectedRows,
    seconds: Math.round(seconds * 100) / 100,
    fileBytes,
    baselineRssBytes: baseline,
    peakRssBytes: peak,
    peakFrom,
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
  };
}

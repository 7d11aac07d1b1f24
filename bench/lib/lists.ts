// The API's list endpoints at 50 connections on a seeded PostgreSQL database: team (5,000 members),
// notifications (100,000 for one user), a school's availability over a year, the schools directory
// (10,000 schools). The data is written with bulk SQL (`insert … select generate_series(…)`) straight into
// the bench database the app itself migrated; the users sign in through the API.
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { QuadReady } from "../servers/quad.ts";
import {
  applicationToucher,
  type ColdFigure,
  type CsvFigure,
  measureCold,
  measureCsv,
} from "./applications-figures.ts";
import type { ListBench } from "./lists-benches.ts";
import { runVariants, send } from "./lists-run.ts";
import { type Q, seedLists } from "./lists-seed.ts";
import { listVariants } from "./lists-variants.ts";
import { adminQuery, figures, type Measured, type Server, startServer, stopServer } from "./throughput.ts";
import { errorText, onInterrupt } from "./util.ts";
import { type RaceResult, race } from "./webinars.ts";

export interface ListOptions {
  databaseUrl: string;
  connections: number;
  /** measured seconds per variant, split into `rounds` turns */
  seconds: number;
  warmupSeconds: number;
  rounds: number;
  /** seconds per variant at 1 connection (service time without queueing; 0 = not measured) */
  singleSeconds: number;
  benches: ListBench[];
  /** keep the database for EXPLAIN ANALYZE instead of dropping it */
  keepDatabase: boolean;
  /** run `webinar_capacity`: 200 guests registering at once for 50 seats */
  race: boolean;
  /** requests per applications_list variant right after a change (0: not measured) */
  coldRounds: number;
}

export interface ListVariant {
  bench: ListBench;
  label: string;
  /** a diagnostic variant: reported, not held to the target */
  diagnostic?: boolean;
  request: string;
  /** what the probe answer showed (proves the data is there) */
  probe: string;
  loaded: Measured;
  /** the same request at 1 connection */
  single: Measured | null;
  /** ms the app needed after each loaded run to serve what was still queued */
  drainMs: number[];
}

export interface ListsResult {
  database: string;
  seedSeconds: number;
  seeded: Record<string, number>;
  variants: ListVariant[];
  race?: RaceResult | { error: string };
  /** applications_list: each variant right after a change; one CSV of the largest institution's applications */
  applications?: { cold: ColdFigure[]; csv: CsvFigure | { error: string } };
}

/**
 * Starts the app on a fresh database, seeds the enabled lists, signs in, then measures every variant:
 * probe (must be 200 with the seeded totals), `singleSeconds` at 1 connection (service time, and the warm-up),
 * optional warm-up, then `rounds` turns at `connections` (variants take turns), each run followed by a drain.
 */
export async function measureLists(opts: ListOptions): Promise<ListsResult> {
  const want = new Set(opts.benches);
  const name = `quad_bench_${randomBytes(6).toString("hex")}`;
  const dbUrl = new URL(opts.databaseUrl);
  dbUrl.pathname = `/${name}`;
  const drop = () => adminQuery(opts.databaseUrl, `drop database if exists ${name} with (force)`);
  let server: Server<QuadReady> | undefined;
  const forget = onInterrupt(drop);
  const client = new pg.Client({ connectionString: dbUrl.toString() });
  let connected = false;
  try {
    await adminQuery(opts.databaseUrl, `create database ${name}`);
    server = await startServer<QuadReady>("quad.ts", {
      ...process.env,
      NODE_ENV: "production",
      BENCH_DATABASE_URL: dbUrl.toString(),
    });
    const ready = server.ready;
    const base = `http://127.0.0.1:${ready.port}/api/v1/partners`;
    await client.connect();
    connected = true;
    const q: Q = (text, values) =>
      client.query(text, values as unknown[]).catch((err: unknown) => {
        throw new Error(`seeding: ${errorText(err)} in: ${text.replace(/\s+/g, " ").slice(0, 160)}`);
      });

    const data = await seedLists(q, ready, want, opts.race);
    const { universityId, raceData, applicants, seedSeconds, seeded } = data;
    const { variants, asAdmin } = await listVariants(ready, want, data);
    const probes = await runVariants(variants, opts);
    let applicationsOutcome: ListsResult["applications"];
    if (applicants) {
      const touch = await applicationToucher(q, universityId);
      const cold = await measureCold(
        variants
          .filter((v) => v.bench === "applications_list" && !v.loaded.error)
          .map((v) => ({ label: v.label, send: () => send(v.target, 60_000) })),
        touch,
        opts.coldRounds,
      );
      const csv = await measureCsv({
        q,
        partnerId: universityId,
        serverPid: server.child.pid ?? 0,
        origin: `http://127.0.0.1:${ready.port}`,
        url: `${base}/student_applications`,
        headers: asAdmin,
      }).catch((err: unknown) => ({ error: errorText(err) }));
      applicationsOutcome = { cold, csv };
    }
    let raceOutcome: ListsResult["race"];
    if (raceData) {
      raceOutcome = await race(q, ready.port, raceData.webinarId, ready.password).catch((err: unknown) => ({
        error: errorText(err),
      }));
    }
    if (server.child.exitCode !== null) {
      for (const v of variants) v.loaded.error ??= `app server exited during the run\n${server.tail}`;
    }
    return {
      database: `PostgreSQL ${dbUrl.host}, fresh database ${name} (${opts.keepDatabase ? "KEPT: drop it yourself" : "dropped after"})`,
      seedSeconds,
      seeded,
      variants: variants.map((v) => ({
        bench: v.bench,
        label: v.label,
        diagnostic: v.diagnostic,
        request: `${v.target.method ?? "GET"} ${v.target.url.replace(/^http:\/\/[^/]+/, "")}${v.target.body ? ` ${v.target.body}` : ""}`,
        probe: probes.get(v) ?? "",
        loaded: figures(v.loaded),
        single: opts.singleSeconds > 0 && v.single.requests > 0 ? figures(v.single) : null,
        drainMs: v.drainMs,
      })),
      race: raceOutcome,
      applications: applicationsOutcome,
    };
  } finally {
    if (connected) await client.end().catch(() => undefined);
    await stopServer(server);
    forget();
    if (!opts.keepDatabase) {
      await drop().catch((err) => console.error(`  could not drop database ${name}: ${errorText(err)}`));
    }
  }
}

// The dashboard bench's options and results, and the spread of a sample.
import type pg from "pg";
import type { Measured } from "./throughput.ts";
import { percentile } from "./util.ts";

export interface DashboardOptions {
  databaseUrl: string;
  connections: number;
  /** measured seconds per call at `connections` */
  seconds: number;
  /** seconds per call at 1 connection (0: not measured) */
  singleSeconds: number;
  /** sequential rounds of the whole first screen */
  firstScreenRounds: number;
  /** requests per call right after a write */
  coldRounds: number;
  /** activities inserted per insert-throughput run */
  inserts: number;
  keepDatabase: boolean;
}

export interface DashboardCall {
  institution: string;
  label: string;
  request: string;
  probe: string;
  loaded: Measured;
  single: Measured | null;
  drainMs: number;
}

export interface Spread {
  n: number;
  p50: number;
  p95: number;
  max: number;
}

export interface DashboardResult {
  database: string;
  seedSeconds: number;
  rebuildMs: number;
  seeded: Record<string, number>;
  institutions: { label: string; id: number; connections: number }[];
  calls: DashboardCall[];
  firstScreen: ({ institution: string; calls: number; requests: string[] } & (Spread | { error: string }))[];
  cold: ({ label: string } & (Spread | { error: string }))[];
  inserts: {
    triggers: boolean;
    concurrency: number;
    rows: number;
    seconds: number;
    perSecond: number;
    latency: Spread;
  }[];
}

export type Q = (text: string, values?: unknown[]) => Promise<pg.QueryResult>;

export const round1 = (n: number) => Math.round(n * 10) / 10;

export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: round1(percentile(sorted, 50)),
    p95: round1(percentile(sorted, 95)),
    max: round1(sorted.at(-1) ?? Number.NaN),
  };
}

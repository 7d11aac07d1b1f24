// Formatting of the bench's report: durations, rates, the table, verdicts and errors.
import type { LoadFigures, Measured } from "./throughput.ts";

export type Outcome<T> = { ok: true; seconds: number; value: T } | { ok: false; seconds: number; error: string };

export const ms = (n: number) => (Number.isFinite(n) ? `${n < 10 ? n.toFixed(2) : n.toFixed(1)} ms` : "n/a");
export const rps = (f: LoadFigures) => `${Math.round(f.rps).toLocaleString("en-US")} req/s`;
export const latency = (f: LoadFigures) => `${ms(f.latencyMs.p50)} / ${ms(f.latencyMs.p95)} / ${ms(f.latencyMs.p99)}`;

export function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? "").length))) ?? [];
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  const [head, ...body] = rows;
  return [line(head ?? []), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...body.map(line)].join("\n");
}

export function verdict(pass: boolean): string {
  return pass ? "PASS" : "FAIL";
}

export function failed(o: Outcome<unknown> | undefined): string {
  if (!o) return "skipped";
  if (o.ok) return "";
  const lines = o.error.replace(/^(Error: )+/, "").split("\n");
  // the first line, and the next one when the first only announces it ("Invalid configuration:")
  const text = (lines[0]?.trim().endsWith(":") ? `${lines[0]} ${lines[1] ?? ""}` : (lines[0] ?? ""))
    .replace(/\s+/g, " ")
    .trim();
  return `error: ${text.length > 90 ? `${text.slice(0, 89)}…` : text}`;
}

export const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The figures of a measurement that did not fail. */
export const figuresOf = (m: Measured | undefined) => (m && !("error" in m) ? m : undefined);

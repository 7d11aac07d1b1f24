import type { RunFigures, ScreenResult } from "./lighthouse-run.ts";

/** Issue 28's targets: mobile performance >= 90, LCP <= 2.5 s, TBT <= 200 ms, CLS <= 0.1; desktop >= 95. */
export const TARGETS = { score: 90, lcp: 2500, tbt: 200, cls: 0.1, desktop: 95 };

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const bold = (text: string, missed: boolean) => (missed ? `**${text}**` : text);
const ms = (value: number) => `${Math.round(value).toLocaleString("en-US")} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;

export interface ScreenSummary {
  screen: string;
  path: string;
  scores: number[];
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  desktopScores: number[];
  desktop: number | null;
  error?: string;
}

export function summarize(result: ScreenResult): ScreenSummary {
  const of = (runs: RunFigures[], key: keyof Omit<RunFigures, "warnings">) => median(runs.map((r) => r[key]));
  return {
    screen: result.screen.name,
    path: result.path,
    scores: result.mobile.map((r) => r.score),
    score: of(result.mobile, "score"),
    lcp: of(result.mobile, "lcp"),
    tbt: of(result.mobile, "tbt"),
    cls: of(result.mobile, "cls"),
    desktopScores: result.desktop.map((r) => r.score),
    desktop: result.desktop.length ? of(result.desktop, "score") : null,
    ...(result.error ? { error: result.error } : {}),
  };
}

/** The markdown table of issue 28: one row per screen, medians of the runs, the figures that miss a target in bold. */
export function table(results: ScreenResult[], runs: number, desktop: boolean): string {
  const header = [
    "screen (who)",
    `scores of ${runs} run${runs === 1 ? "" : "s"}`,
    "median performance",
    "median LCP",
    "median TBT",
    "median CLS",
    ...(desktop ? ["desktop, median"] : []),
  ];
  const lines = [`| ${header.join(" | ")} |`, `|${header.map(() => "---").join("|")}|`];
  for (const result of results) {
    const s = summarize(result);
    const label = result.screen.label.replace("{path}", result.path || "?");
    const cells = s.scores.length
      ? [
          s.scores.join(" / "),
          bold(String(s.score), s.score < TARGETS.score),
          bold(seconds(s.lcp), s.lcp > TARGETS.lcp),
          bold(ms(s.tbt), s.tbt > TARGETS.tbt),
          bold(s.cls.toFixed(3), s.cls > TARGETS.cls),
        ]
      : ["—", "—", "—", "—", "—"];
    if (desktop) {
      cells.push(
        s.desktop === null
          ? "—"
          : `${bold(String(s.desktop), s.desktop < TARGETS.desktop)} (${s.desktopScores.join(" / ")})`,
      );
    }
    if (s.error) cells[0] = `${cells[0]} (error: ${s.error.replaceAll("|", "/")})`;
    lines.push(`| ${[label, ...cells].join(" | ")} |`);
  }
  return lines.join("\n");
}

// The report's rows and details of the list benches, applications_list's extra figures and the registration race.
import { APPLICATIONS_CSV_TARGETS } from "./applications-figures.ts";
import type { ListsResult } from "./lists.ts";
import { LIST_BENCHES, LIST_TARGETS, type ListBench } from "./lists-benches.ts";
import { failed, figuresOf, latency, MB, ms, type Outcome, rps, verdict } from "./report-format.ts";
import { RACE_CAPACITY, RACE_GUESTS } from "./webinars.ts";

/** 200 concurrent registrations on one session of capacity 50. */
export const RACE = "webinar_capacity";

type ListSettings = { connections: number; seconds: number; rounds: number; singleSeconds: number };

/** applications_list beyond the loaded runs: each variant cold (after a change), and the CSV of the largest institution. */
function applicationsRows(a: ListsResult["applications"]): string[][] {
  if (!a) return [];
  const out: string[][] = [];
  for (const c of a.cold) {
    const label = `  applications_list cold: ${c.label}, after a change`;
    if ("error" in c) out.push([label, failed({ ok: false, seconds: 0, error: c.error }), "-", "ERROR"]);
    else out.push([label, `p50/p95/max ${ms(c.p50)} / ${ms(c.p95)} / ${ms(c.max)} (1 conn., ${c.n})`, "-", "info"]);
  }
  const target = `RSS growth <= ${MB(APPLICATIONS_CSV_TARGETS.rssGrowthBytes)}`;
  const label = "applications_list: download: true, the largest institution's applications";
  if ("error" in a.csv) out.push([label, failed({ ok: false, seconds: 0, error: a.csv.error }), target, "ERROR"]);
  else {
    const c = a.csv;
    const growth = c.peakRssBytes - c.baselineRssBytes;
    out.push([
      `applications_list: download: true of ${c.expectedRows.toLocaleString("en-US")} applications (cursor, on the request)`,
      `${c.rows.toLocaleString("en-US")} rows, ${MB(c.fileBytes)} in ${c.seconds} s; server RSS ${MB(c.baselineRssBytes)} -> peak ${MB(c.peakRssBytes)} (+${MB(growth)}, ${c.peakFrom})`,
      target,
      verdict(c.rows === c.expectedRows && growth <= APPLICATIONS_CSV_TARGETS.rssGrowthBytes),
    ]);
  }
  return out;
}

/** One row per list variant (skipped, failed or measured against its bench's p95 target). */
export function listRows(
  listBenches: readonly ListBench[],
  listsOutcome: Outcome<ListsResult> | undefined,
  lists: ListSettings,
): string[][] {
  const rows: string[][] = [];
  for (const bench of LIST_BENCHES) {
    const target = `p95 <= ${LIST_TARGETS[bench]} ms`;
    if (!listBenches.includes(bench)) {
      rows.push([`${bench} list`, "skipped", target, "-"]);
      continue;
    }
    if (!listsOutcome?.ok) {
      rows.push([
        `${bench} list`,
        listsOutcome ? failed(listsOutcome) : "skipped",
        target,
        listsOutcome ? "ERROR" : "-",
      ]);
      continue;
    }
    for (const v of listsOutcome.value.variants.filter((x) => x.bench === bench)) {
      const label = `${bench}: ${v.label}`;
      const f = figuresOf(v.loaded);
      if (!f) {
        rows.push([
          label,
          failed({ ok: false, seconds: 0, error: (v.loaded as { error: string }).error }),
          target,
          "ERROR",
        ]);
        continue;
      }
      const single = figuresOf(v.single ?? undefined);
      const alone = single ? `; 1 conn p50 ${ms(single.latencyMs.p50)}` : "";
      // fewer answers than connections: most requests were still queued when the run ended
      const answers = f.requests - f.non2xx;
      const few = answers > 0 && answers < lists.connections ? ` (only ${answers} answers: lower bound)` : "";
      const measured =
        answers === 0
          ? `no answer within ${lists.seconds / lists.rounds} s at ${lists.connections} connections${alone}`
          : `${rps(f)}, p50/p95/p99 ${latency(f)}${alone}${few}`;
      rows.push(
        v.diagnostic
          ? [`  diagnostic: ${label}`, measured, "-", "info"]
          : [label, measured, target, verdict(answers > 0 && f.latencyMs.p95 <= LIST_TARGETS[bench])],
      );
      if (f.non2xx > 0 || f.errors > 0 || f.timeouts > 0) {
        rows.push([
          `  ${label} problems`,
          `${f.non2xx} non-2xx, ${f.errors} errors, ${f.timeouts} timeouts`,
          "0",
          "FAIL",
        ]);
      }
    }
    if (bench === "applications_list") rows.push(...applicationsRows(listsOutcome.value.applications));
  }
  return rows;
}

/** The registration race: exactly the capacity registered, the rest waitlisted. */
export function raceRows(race: boolean, listsOutcome: Outcome<ListsResult> | undefined): string[][] {
  const rows: string[][] = [];
  const raceTarget = `exactly ${RACE_CAPACITY} registered`;
  if (!race) rows.push([RACE, "skipped", raceTarget, "-"]);
  else if (!listsOutcome?.ok || !listsOutcome.value.race) rows.push([RACE, failed(listsOutcome), raceTarget, "ERROR"]);
  else if ("error" in listsOutcome.value.race)
    rows.push([RACE, failed({ ok: false, seconds: 0, error: listsOutcome.value.race.error }), raceTarget, "ERROR"]);
  else {
    const r = listsOutcome.value.race;
    const answers = Object.entries(r.answers)
      .map(([status, n]) => `${n} × ${status}`)
      .join(", ");
    rows.push([
      `${RACE}: ${RACE_GUESTS} guests at once, capacity ${RACE_CAPACITY}`,
      `${r.registered} registered, ${r.waitlisted} waitlisted in ${(r.wallMs / 1000).toFixed(2)} s (${answers}; p50 ${r.p50Ms} ms, max ${r.maxMs} ms)`,
      raceTarget,
      verdict(
        r.registered === RACE_CAPACITY &&
          r.waitlisted === RACE_GUESTS - RACE_CAPACITY &&
          r.answers["200"] === RACE_GUESTS,
      ),
    ]);
  }
  return rows;
}

export function listDetails(listsOutcome: Outcome<ListsResult> | undefined, lists: ListSettings): string[] {
  const details: string[] = [];
  if (listsOutcome?.ok) {
    const l = listsOutcome.value;
    details.push(
      `Lists: per variant ${lists.singleSeconds} s at 1 connection, then ${lists.rounds} × ${lists.seconds / lists.rounds} s ` +
        `at ${lists.connections} connections (each followed by serving the backlog); ${l.database}`,
      `  seeded in ${l.seedSeconds} s: ${Object.entries(l.seeded)
        .map(([table, n]) => `${table} ${n.toLocaleString("en-US")}`)
        .join(", ")}`,
    );
    for (const v of l.variants) {
      const f = figuresOf(v.loaded);
      const single = figuresOf(v.single ?? undefined);
      details.push(
        `  ${v.bench}: ${v.label}: ${v.request}`,
        `    probe: ${v.probe || "-"}` +
          (f ? `; req/s per turn ${f.roundsRps.join(", ")}; max ${ms(f.latencyMs.max)}` : "") +
          (single ? `; 1 connection: ${rps(single)}, p50/p95/p99 ${latency(single)}` : "") +
          `; backlog served in ${v.drainMs.map((n) => `${(n / 1000).toFixed(1)} s`).join(", ")}`,
      );
    }
  }
  return details;
}

// The report's rows and details of the dashboard bench.
import { DASHBOARD_BENCH, DASHBOARD_TARGETS } from "./dashboard.ts";
import type { DashboardResult } from "./dashboard-results.ts";
import { failed, figuresOf, latency, ms, type Outcome, rps, verdict } from "./report-format.ts";

/** Every call against its p95 target, the first screens, the cold calls and the insert throughput. */
export function dashboardRows(dashboardOutcome: Outcome<DashboardResult> | undefined): string[][] {
  const rows: string[][] = [];
  const callTarget = `p95 <= ${DASHBOARD_TARGETS.callP95Ms} ms`;
  const screenTarget = `p95 <= ${DASHBOARD_TARGETS.firstScreenP95Ms} ms`;
  if (!dashboardOutcome) rows.push([DASHBOARD_BENCH, "skipped", callTarget, "-"]);
  else if (!dashboardOutcome.ok) rows.push([DASHBOARD_BENCH, failed(dashboardOutcome), callTarget, "ERROR"]);
  else {
    const d = dashboardOutcome.value;
    rows.push([
      "dashboard: dashboard_rollups_rebuild() after the bulk seed",
      `${(d.rebuildMs / 1000).toFixed(1)} s (seed in all ${d.seedSeconds} s)`,
      "-",
      "info",
    ]);
    for (const c of d.calls) {
      const label = `dashboard: ${c.institution}: ${c.label}`;
      const f = figuresOf(c.loaded);
      if (!f) {
        rows.push([
          label,
          failed({ ok: false, seconds: 0, error: (c.loaded as { error: string }).error }),
          callTarget,
          "ERROR",
        ]);
        continue;
      }
      const single = figuresOf(c.single ?? undefined);
      const answers = f.requests - f.non2xx;
      rows.push([
        label,
        `${rps(f)}, p50/p95/p99 ${latency(f)}${single ? `; 1 conn p50 ${ms(single.latencyMs.p50)}` : ""}`,
        callTarget,
        verdict(answers > 0 && f.non2xx === 0 && f.errors === 0 && f.latencyMs.p95 <= DASHBOARD_TARGETS.callP95Ms),
      ]);
    }
    for (const s of d.firstScreen) {
      const label = `dashboard: ${s.institution}: whole first screen (${s.calls} calls at once)`;
      if ("error" in s) rows.push([label, failed({ ok: false, seconds: 0, error: s.error }), screenTarget, "ERROR"]);
      else
        rows.push([
          label,
          `p50/p95/max ${ms(s.p50)} / ${ms(s.p95)} / ${ms(s.max)} over ${s.n} rounds`,
          screenTarget,
          verdict(s.p95 <= DASHBOARD_TARGETS.firstScreenP95Ms),
        ]);
    }
    for (const c of d.cold) {
      const label = `  dashboard cold: largest: ${c.label}, after a write`;
      if ("error" in c) rows.push([label, failed({ ok: false, seconds: 0, error: c.error }), "-", "ERROR"]);
      else rows.push([label, `p50/p95/max ${ms(c.p50)} / ${ms(c.p95)} / ${ms(c.max)} (1 conn., ${c.n})`, "-", "info"]);
    }
    for (const i of d.inserts) {
      rows.push([
        `  dashboard: activity inserts, ${i.concurrency === 1 ? "1 writer" : `${i.concurrency} writers`}, rollup triggers ${i.triggers ? "on" : "off"}`,
        `${i.perSecond.toLocaleString("en-US")} rows/s (${i.rows} in ${i.seconds} s), p50/p95 ${ms(i.latency.p50)} / ${ms(i.latency.p95)}`,
        "-",
        "info",
      ]);
    }
  }
  return rows;
}

export function dashboardDetails(
  dashboardOutcome: Outcome<DashboardResult> | undefined,
  lists: { connections: number; seconds: number; singleSeconds: number },
): string[] {
  const details: string[] = [];
  if (dashboardOutcome?.ok) {
    const d = dashboardOutcome.value;
    details.push(
      `Dashboard: per call ${lists.singleSeconds} s at 1 connection, then ${lists.seconds} s at ${lists.connections} connections; ${d.database}`,
      `  seeded in ${d.seedSeconds} s (rollups rebuilt in ${(d.rebuildMs / 1000).toFixed(1)} s): ${Object.entries(
        d.seeded,
      )
        .map(([table, n]) => `${table} ${n.toLocaleString("en-US")}`)
        .join(", ")}`,
      `  institutions: ${d.institutions.map((i) => `${i.label} #${i.id} (${i.connections.toLocaleString("en-US")} connections)`).join(", ")}`,
    );
    for (const c of d.calls) {
      const single = figuresOf(c.single ?? undefined);
      details.push(
        `  ${c.institution}: ${c.label}: ${c.request}`,
        `    probe: ${c.probe || "-"}` +
          (single ? `; 1 connection: ${rps(single)}, p50/p95/p99 ${latency(single)}` : "") +
          `; backlog served in ${(c.drainMs / 1000).toFixed(1)} s`,
      );
    }
    for (const s of d.firstScreen) details.push(`  first screen (${s.institution}): ${s.requests.join(", ")}`);
  }
  return details;
}

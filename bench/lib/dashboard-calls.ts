// The dashboard calls measured: every POST dashboards/<name> for each institution, under the default regions and
// none; the first screen's requests; each call probed, then loaded.
import { performance } from "node:perf_hooks";
import { DASHBOARD_CALLS } from "@quad/contract/rules/dashboard";
import type { QuadReady } from "../servers/quad.ts";
import type { DashboardOptions } from "./dashboard-results.ts";
import { load, signIn, type Tally, type Target, tally } from "./throughput.ts";
import { errorText } from "./util.ts";

/** Every POST dashboards/<name> call (spec 2 §7), the contract's one list. */
export const DASHBOARD_FIGURES = DASHBOARD_CALLS;

const browser = { "accept-encoding": "gzip, deflate, br, zstd" };
const post = (url: string, headers: Record<string, string>, body: unknown): Target => ({
  url,
  headers,
  method: "POST",
  body: JSON.stringify(body),
});

/** One request as the app's client sends it; its status and text. */
export async function send(t: Target, timeoutMs = 60_000) {
  const res = await fetch(t.url, {
    method: t.method ?? "GET",
    headers: t.body === undefined ? t.headers : { ...t.headers, "content-type": "application/json" },
    ...(t.body === undefined ? {} : { body: t.body }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  return { status: res.status, text: await res.text() };
}

function describe(text: string) {
  const body = JSON.parse(text) as Record<string, unknown>;
  return Object.entries(body)
    .slice(0, 6)
    .map(([k, v]) => `${k} ${Array.isArray(v) ? `[${v.length}]` : typeof v === "object" ? "{…}" : String(v)}`)
    .join(", ");
}

export type Call = {
  institution: string;
  label: string;
  target: Target;
  loaded: Tally;
  single: Tally;
  drainMs: number;
};

/**
 * Signs in as each institution's admin: every call (regions 11+12 and no filter), the first screen's requests,
 * and the largest institution's default calls (measured cold).
 */
export async function dashboardCalls(
  ready: QuadReady,
  institutions: readonly { label: string; email: string }[],
  countryIds: number[],
) {
  const base = `http://127.0.0.1:${ready.port}/api/v1/partners`;
  const calls: Call[] = [];
  const firstScreens: { institution: string; targets: Target[] }[] = [];
  const defaults: Target[] = [];
  for (const inst of institutions) {
    const token = await signIn({ port: ready.port, email: inst.email, password: ready.password });
    const headers = { authentication_token: token, ...browser };
    const add = (label: string, target: Target) =>
      calls.push({
        institution: inst.label,
        label,
        target,
        loaded: tally(target),
        single: tally(target),
        drainMs: 0,
      });
    const scoped = { country_ids: countryIds };
    for (const figure of DASHBOARD_FIGURES) {
      const target = post(`${base}/dashboards/${figure}`, headers, scoped);
      add(`${figure}, regions 11+12`, target);
      add(`${figure}, no filter`, post(`${base}/dashboards/${figure}`, headers, {}));
      if (inst.label === "largest") defaults.push(target);
    }
    const events = { url: `${base}/dashboards/events`, headers };
    const selected = { url: `${base}/selected_regions`, headers };
    add("GET dashboards/events", events);
    add("GET selected_regions", selected);
    if (inst.label === "largest") defaults.push(events, selected);
    // What the dashboard page asks for on its first load (apps/web/src/features/dashboard: the screen, its
    // region filter and week at a glance, the funnel, splits, trends' first tab, country-wise overview, new
    // connections and activities, recommended schools' upcoming list, event connections, visits by country).
    const figure = (f: string, body: unknown = scoped) => post(`${base}/dashboards/${f}`, headers, body);
    firstScreens.push({
      institution: inst.label,
      targets: [
        selected,
        { url: `${base}/misc/regions`, headers },
        { url: `${base}/misc/countries`, headers },
        { url: `${base}/user_configurations`, headers },
        events,
        figure("summary"),
        figure("connection_insights"),
        figure("listing"),
        figure("university_profile_views"),
        figure("added_list_dimentions"),
        figure("new_connections"),
        figure("new_activities"),
        figure("event_connections"),
        figure("country_wise_visits"),
        figure("chart_summary"),
        figure("trend_chart"),
        figure("country_wise_connections", { country_ids: countryIds, group_by: "country" }),
        figure("recommended_schools", { country_ids: countryIds, previous_visited: false }),
      ],
    });
  }
  return { calls, firstScreens, defaults };
}

/** Each call: probe (200), 1 connection, then `connections`, then the backlog served. Answers the probes. */
export async function measureCalls(
  calls: Call[],
  opts: Pick<DashboardOptions, "singleSeconds" | "connections" | "seconds">,
): Promise<Map<Call, string>> {
  const probes = new Map<Call, string>();
  for (const c of calls) {
    try {
      const { status, text } = await send(c.target);
      if (status !== 200) throw new Error(`${c.target.method ?? "GET"} ${c.target.url} answered ${status}: ${text}`);
      probes.set(c, describe(text));
      if (opts.singleSeconds > 0) await load(c.target, 1, opts.singleSeconds, c.single);
      await load(c.target, opts.connections, opts.seconds, c.loaded);
      const d0 = performance.now();
      await send(c.target, 120_000).catch(() => undefined);
      c.drainMs = Math.round(performance.now() - d0);
    } catch (err) {
      c.loaded.error = errorText(err);
    }
  }
  return probes;
}

import type { DashboardFilter } from "@quad/contract/api/dashboard";
import { type DashboardFigure, dashboardFigures, figureListQuery } from "@quad/contract/api/dashboard-links";
import {
  COUNTRY_WISE_TABS,
  DASHBOARD_CALLS,
  type DashboardCall,
  DEFAULT_REGION_IDS,
  STATES_OF_COUNTRY_WISE_TAB,
} from "@quad/contract/rules/dashboard";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.ts";
import { seedDemoWorld } from "./demo-world.ts";

/**
 * Issue 24 §3: every figure of every dashboard call opens a connections list whose total equals the figure. The
 * walk reads the contract's mapping (api/dashboard-links.ts), the same one the web's links are made from, on the
 * demo world for each institution type that has a dashboard, with no filter and with the default regions.
 */
const PASSWORD = "demo-password-1";
const API = "/api/v1/partners";
let t: TestApp;
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoWorld(t.db, {
    scale: 1,
    password: PASSWORD,
    now: new Date(),
    config: t.config,
    storage: t.app.ctx.storage,
  });
  for (const email of ["university@quad.test", "client@quad.test", "starter@quad.test"])
    tokens.set(email, await t.signIn(email, PASSWORD));
}, 600_000);
afterAll(async () => {
  await t?.close();
});

async function call<T>(token: string, method: "GET" | "POST", url: string, payload?: object): Promise<T> {
  const res = await t.injectAs(token, { method, url: `${API}/${url}`, ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json() as T;
}

function queryString(query: Record<string, string | string[]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  return params.toString();
}

/** The bodies the dashboard sends a call: its region filter (none, or the default regions) and the call's modes. */
function bodiesOf(callName: DashboardCall, scope: number[]): DashboardFilter[] {
  const filters = [{}, { country_ids: scope }];
  if (callName === "recommended_schools")
    return filters.flatMap((f) => [
      { ...f, previous_visited: false },
      { ...f, previous_visited: true },
    ]);
  if (callName === "country_wise_connections")
    return COUNTRY_WISE_TABS.flatMap((tab) => {
      const states = STATES_OF_COUNTRY_WISE_TAB[tab];
      const included = states ? { included_states: [...states] } : {};
      return [
        { group_by: "country" as const, ...included },
        { group_by: "country" as const, country_ids: scope, ...included },
        { group_by: "citizenship" as const, citizenship_ids: scope, ...included },
      ];
    });
  return filters;
}

describe("dashboard figures agree with the lists they open (issue 24 §3)", () => {
  for (const email of ["university@quad.test", "client@quad.test", "starter@quad.test"]) {
    it(`${email}: every linked figure equals its list's total`, async () => {
      const token = tokens.get(email) ?? "";
      const regions = await call<{ regions: { id: number; country_ids: number[] }[] }>(token, "GET", "misc/regions");
      const wanted = new Set<number>(DEFAULT_REGION_IDS);
      const scope = [...new Set(regions.regions.filter((r) => wanted.has(r.id)).flatMap((r) => r.country_ids))];
      expect(scope.length).toBeGreaterThan(0);

      const walked: { call: string; figure: DashboardFigure }[] = [];
      for (const name of DASHBOARD_CALLS) {
        for (const body of bodiesOf(name, scope)) {
          const answer = await call<never>(token, "POST", `dashboards/${name}`, body);
          for (const figure of dashboardFigures(name, answer, body)) walked.push({ call: name, figure });
        }
      }
      const linked = walked.filter((w) => w.figure.figure !== null);
      // The walk reaches figures of every kind: a dashboard with nothing on it would prove nothing.
      expect(linked.filter((w) => w.figure.value > 0).length).toBeGreaterThan(50);
      expect(new Set(linked.map((w) => w.call)).size).toBeGreaterThanOrEqual(10);

      const wrong: string[] = [];
      for (const { call: name, figure } of linked) {
        if (!figure.figure) continue;
        const query = figureListQuery(figure.scope, figure.figure);
        const list = await call<{ matched: number }>(token, "GET", `connections?${queryString(query)}`);
        if (list.matched !== figure.value)
          wrong.push(`${name} ${figure.path} = ${figure.value}, list ${queryString(query)} = ${list.matched}`);
      }
      expect(wrong).toEqual([]);
    }, 600_000);
  }
});

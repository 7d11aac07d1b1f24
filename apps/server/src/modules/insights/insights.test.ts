import { planRefusal } from "@quad/contract/rules/plans";
import { eq } from "drizzle-orm";
import { jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { createPlansService } from "../plans/plans.service.ts";
import { countries } from "../reference/reference.table.ts";
import { activities, people, webinarUsers } from "../webinars/webinars.table.ts";
import { createInsightsRepository } from "./insights.repository.ts";

const API = "/api/v1/partners";
let clock = Date.parse("2026-11-20T10:00:00Z");
let t: TestApp;
type Signed = Awaited<ReturnType<TestApp["createSignedIn"]>>;
let paid: Signed;
let paidOther: Signed;
let free: Signed;
let none: Signed;
let school: Signed;
const ids: Record<string, number> = {};

let n = 0;
/** `count` guests of one profile; those given `partnerId` also become its connections (one activity each). */
async function guests(
  count: number,
  profile: { country: string; year: number; role?: "student" | "parent"; interests?: string[] },
  partnerId?: number,
) {
  for (let i = 0; i < count; i += 1) {
    n += 1;
    const email = `insight${n}@example.test`;
    const [p] = await t.db.insert(people).values({ email }).returning({ id: people.id });
    const personId = p?.id as number;
    await t.db.insert(webinarUsers).values({
      email,
      first_name: `First${n}`,
      last_name: `Last${n}`,
      role: profile.role ?? "student",
      country_id: ids[profile.country],
      graduation_year: profile.year,
      academic_interests: profile.interests ?? [],
      person_id: personId,
    });
    if (partnerId)
      await t.db.insert(activities).values({ partner_id: partnerId, person_id: personId, kind: "registered" });
  }
}

const get = (who: Signed, path: string) => t.injectAs(who.token, { method: "GET", url: `${API}/${path}` });
async function report(who: Signed, id: number, query = "") {
  const res = await get(who, `reports/${id}${query ? `?${query}` : ""}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    widgets: {
      key: string;
      rows: { key: string; value: number; share: number }[];
      total: number | null;
      withheld: number;
    }[];
    allowed_filters: string[];
    computed_at: string | null;
  };
}
const widget = (r: Awaited<ReturnType<typeof report>>, key: string) => {
  const w = r.widgets.find((x) => x.key === key);
  if (!w) throw new Error(`no widget ${key}`);
  return w;
};

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  for (const code of ["US", "FR", "CN", "CA"]) {
    const [row] = await t.db.select({ id: countries.id }).from(countries).where(eq(countries.code, code));
    ids[code] = row?.id as number;
  }
  paid = await t.createSignedIn("University");
  paidOther = await t.createSignedIn("University");
  free = await t.createSignedIn("ApplicationClient");
  none = await t.createSignedIn("University");
  school = await t.createSignedIn("School");
  const plans = createPlansService({ db: t.db, now: () => new Date(clock) });
  await plans.set(paid.partner.id, "insights", "paid", "test");
  await plans.set(paidOther.partner.id, "insights", "paid", "test");
  await plans.set(free.partner.id, "insights", "free", "test");
  // The platform: United States 30 students of 2027 (20 of them the paid university's connections), France 12 of
  // 2027 and 3 of 2028, China 15 of 2028, Canada 4 of 2027, and 11 parents.
  await guests(20, { country: "US", year: 2027, interests: ["Computer Science"] }, paid.partner.id);
  await guests(10, { country: "US", year: 2027, interests: ["Law"] });
  await guests(12, { country: "FR", year: 2027, interests: ["Computer Science"] });
  await guests(3, { country: "FR", year: 2028, interests: ["Law"] });
  await guests(15, { country: "CN", year: 2028, interests: ["Medicine"] });
  await guests(4, { country: "CA", year: 2027 });
  await guests(11, { country: "US", year: 2027, role: "parent" });
  await createInsightsRepository(t.db).refresh(new Date(clock));
});
afterAll(async () => t?.close());

describe("GET reports", () => {
  it("lists every report on every tier, locked where the plan does not open it, with platform samples", async () => {
    const locked = async (who: Signed) => {
      const res = await get(who, "reports");
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { reports: { id: number; locked: boolean; sample: { value: number | null } }[] };
      return Object.fromEntries(body.reports.map((r) => [r.id, r.locked]));
    };
    expect(await locked(none)).toEqual({ 1: true, 2: true, 3: true, 4: true, 5: true, 6: true });
    expect(await locked(free)).toEqual({ 1: false, 2: false, 3: true, 4: true, 5: false, 6: true });
    expect(await locked(paid)).toEqual({ 1: false, 2: false, 3: false, 4: false, 5: false, 6: false });
    const body = (await get(none, "reports")).json() as {
      reports: { key: string; sample: { value: number; year: number; count: number } }[];
    };
    // 46 students of 2027 (rounded to 45) in the two countries holding at least ten of them.
    expect(body.reports.find((r) => r.key === "origins")?.sample).toMatchObject({ value: 45, year: 2027, count: 2 });
  });

  it("refuses a school", async () => {
    expect((await get(school, "reports")).statusCode).toBe(403);
    expect((await get(school, "reports/1")).statusCode).toBe(403);
    expect((await get(school, "sisense/dashboards")).statusCode).toBe(403);
  });
});

describe("GET reports/{dashboard_id}: tiers", () => {
  it("refuses no_access on every call", async () => {
    for (const path of ["reports/1", "sisense/dashboards", "sisense/signin?dashboard_id=1"]) {
      const res = await get(none, path);
      expect(res.statusCode, path).toBe(403);
      expect(res.json().error_message).toBe(planRefusal("insights", "free"));
    }
  });

  it("opens the free reports on free, with the graduation year filter only", async () => {
    const r = await report(free, 1, "graduation_year=2027");
    expect(r.allowed_filters).toEqual(["graduation_year"]);
    const paidOnly = await get(free, "reports/3");
    expect(paidOnly.statusCode).toBe(403);
    expect(paidOnly.json().error_message).toBe(planRefusal("insights", "paid"));
    const filtered = await get(free, `reports/1?country_id=${ids.US}`);
    expect(filtered.statusCode).toBe(403);
    expect(filtered.json().error_message).toBe(planRefusal("insights", "paid"));
    expect((await get(free, "sisense/signin?dashboard_id=4")).statusCode).toBe(403);
    const list = (await get(free, "sisense/dashboards")).json() as { dashboards: { id: number }[] };
    expect(list.dashboards.map((d) => d.id)).toEqual([1, 2, 5]);
  });

  it("opens every report and filter on paid; an unknown report is not found", async () => {
    for (const id of [1, 2, 3, 4, 5, 6]) await report(paid, id);
    await report(paid, 1, `graduation_year=2027&country_id=${ids.US}&user_type=student&interest=Law`);
    expect((await get(paid, "reports/999")).statusCode).toBe(404);
  });

  it("answers bad filters with 422, never 5xx", async () => {
    for (const query of [
      "graduation_year=abc",
      "graduation_year=1800",
      "country_id=0",
      "country_id=x",
      "user_type=alien",
      "interest=%01bad",
      `interest=${"a".repeat(201)}`,
    ]) {
      const res = await get(paid, `reports/1?${query}`);
      expect(res.statusCode, query).toBe(422);
    }
    expect((await get(paid, "reports/0")).statusCode).toBe(422);
    expect((await get(paid, "reports/abc")).statusCode).toBe(422);
    expect((await get(paid, "reports/4?interest=Law")).statusCode).toBe(422);
    expect((await get(paid, "sisense/signin")).statusCode).toBe(422);
    expect((await get(paid, "sisense/signin?dashboard_id=999")).statusCode).toBe(404);
  });
});

describe("privacy threshold", () => {
  it("shows no group below the minimum: a filter narrowing France's 2028 students to 3 hides them", async () => {
    // The rollup holds the group of 3: without suppression the answer would show it.
    const raw = await createInsightsRepository(t.db).split("country", { graduation_year: 2028 });
    expect(raw.find((g) => g.key === "FR")?.n).toBe(3);
    const r = await report(paid, 1, "graduation_year=2028");
    const byCountry = widget(r, "country");
    expect(byCountry.rows.find((row) => row.key === "FR")).toBeUndefined();
    // Secondary suppression: China alone beside a hidden "Other" of 3 would give it away, so both join "Other".
    expect(byCountry.rows.map((row) => row.key)).toEqual(["other"]);
    expect(byCountry.rows[0]?.value).toBe(20);
    expect(byCountry.withheld).toBe(2);
    for (const w of r.widgets) for (const row of w.rows) expect(row.value).toBeGreaterThanOrEqual(10);
  });

  it("withholds a whole widget whose people are fewer than the minimum, total included", async () => {
    const r = await report(paid, 1, `graduation_year=2028&country_id=${ids.FR}`);
    for (const w of r.widgets) {
      expect(w.rows).toEqual([]);
      expect(w.total).toBeNull();
    }
  });

  it("merges small groups into Other and rounds every figure", async () => {
    const r = await report(paid, 1, "graduation_year=2027&user_type=student");
    const byCountry = widget(r, "country");
    // US 30, FR 12 shown (rounded 30 and 10); Canada's 4 alone in Other would be exact, so France joins it (16 → 15).
    expect(byCountry.rows.map((row) => [row.key, row.value])).toEqual([
      ["US", 30],
      ["other", 15],
    ]);
    expect(byCountry.total).toBe(45);
  });

  it("compares the institution's connections with the platform per country (share)", async () => {
    const r = await report(paid, 4, "user_type=student");
    const rows = widget(r, "share_country").rows;
    expect(rows).toEqual([expect.objectContaining({ key: "US", value: 20, share: 0.667 })]);
    // Another institution has no connections: nothing of the first one shows.
    const other = await report(paidOther, 4, "user_type=student");
    expect(widget(other, "share_country").rows).toEqual([]);
  });
});

describe("signed report addresses", () => {
  async function signin(who: Signed, id: number, query = "") {
    const res = await get(who, `sisense/signin?dashboard_id=${id}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { mode: string; url: string; token: string; expires_at: string };
  }
  const fetchWith = (url: string, token: string) =>
    t.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } });

  it("opens Quad's own report with the Bearer token for five minutes, nothing else", async () => {
    const signed = await signin(paid, 1, "&graduation_year=2027");
    expect(signed.mode).toBe("quad");
    expect(signed.url).toBe("/api/v1/partners/reports/1?graduation_year=2027");
    expect(Date.parse(signed.expires_at) - clock).toBe(5 * 60_000);
    const ok = await fetchWith(signed.url, signed.token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual(await report(paid, 1, "graduation_year=2027"));
    // Another report with the same token: refused.
    expect((await fetchWith("/api/v1/partners/reports/2", signed.token)).statusCode).toBe(401);
    // A token made up or altered: refused.
    expect((await fetchWith(signed.url, `${signed.token.slice(0, -2)}xx`)).statusCode).toBe(401);
    // Expired after five minutes.
    const saved = clock;
    clock += 5 * 60_000 + 1000;
    try {
      const late = await fetchWith(signed.url, signed.token);
      expect(late.statusCode).toBe(401);
    } finally {
      clock = saved;
    }
  });

  it("scopes a token to its institution: another institution's token shows only that institution's figures", async () => {
    const mine = await signin(paid, 4);
    const theirs = await signin(paidOther, 4);
    const a = (await fetchWith(mine.url, mine.token)).json() as { widgets: { rows: unknown[] }[] };
    const b = (await fetchWith(theirs.url, theirs.token)).json() as { widgets: { rows: unknown[] }[] };
    expect(a.widgets[0]?.rows.length).toBe(1);
    expect(b.widgets[0]?.rows).toEqual([]);
  });

  it("refuses a token once the institution's plan no longer opens the report", async () => {
    const plans = createPlansService({ db: t.db, now: () => new Date(clock) });
    const signed = await signin(paidOther, 3);
    await plans.set(paidOther.partner.id, "insights", "free", "test");
    try {
      expect((await fetchWith(signed.url, signed.token)).statusCode).toBe(403);
    } finally {
      await plans.set(paidOther.partner.id, "insights", "paid", "test");
    }
  });
});

describe("external BI tool (signed embedding)", () => {
  it("gives a Metabase-style signed embed address for the institution", async () => {
    const secret = "embed-secret-embed-secret-embed-secret-0123";
    const ext = await createTestApp({
      now: () => new Date(clock),
      env: { ANALYTICS_EMBED_URL: "https://bi.example.test", ANALYTICS_EMBED_SECRET: secret },
    });
    try {
      const uni = await ext.createSignedIn("University");
      await createPlansService({ db: ext.db, now: () => new Date(clock) }).set(uni.partner.id, "insights", "paid", "t");
      const res = await ext.injectAs(uni.token, { method: "GET", url: `${API}/sisense/signin?dashboard_id=3` });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { mode: string; url: string; token: string; expires_at: string };
      expect(body.mode).toBe("embed");
      expect(body.url).toBe(`https://bi.example.test/embed/dashboard/${body.token}#bordered=true&titled=true`);
      const { payload, protectedHeader } = await jwtVerify(body.token, new TextEncoder().encode(secret), {
        currentDate: new Date(clock),
      });
      expect(protectedHeader.alg).toBe("HS256");
      expect(payload).toMatchObject({ resource: { dashboard: 3 }, params: { partner_id: uni.partner.id } });
      expect(payload.exp).toBe(Math.floor(clock / 1000) + 300);
      const list = await ext.injectAs(uni.token, { method: "GET", url: `${API}/sisense/dashboards` });
      expect((list.json() as { dashboards: { url: string }[] }).dashboards[0]?.url).toBe(
        "https://bi.example.test/dashboard/1",
      );
    } finally {
      await ext.close();
    }
  });
});

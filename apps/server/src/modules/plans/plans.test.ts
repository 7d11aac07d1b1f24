import { DEFAULT_PLAN, planRefusal } from "@quad/contract/rules/plans";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ForbiddenError, NotFoundError, ValidationError } from "../../lib/errors.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { waitFor } from "../../test/webinars.ts";
import { partnerPlans } from "./plans.table.ts";
import { createPlansService, type PlanChange } from "./plans.service.ts";

const API = "/api/v1/partners";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const plans = () => createPlansService(t.app.ctx);
const checkSession = async (token: string, userId: number) => {
  const res = await t.injectAs(token, { method: "GET", url: `${API}/users/${userId}/check_session` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.plan as Record<string, string>;
};

describe("the session carries the plan (decision 104)", () => {
  it("signs in with the type's default plan: a School holds no area, an ApplicationClient no prospect_engage", async () => {
    const expected = {
      University: DEFAULT_PLAN,
      ApplicationClient: { ...DEFAULT_PLAN, prospect_engage: "no_access" },
      School: { connections: "no_access", prospect_engage: "no_access", insights: "no_access" },
    } as const;
    for (const type of ["University", "ApplicationClient", "School"] as const) {
      const partner = await t.createPartner({ institute_type: type });
      const user = await t.createUser({ partner_id: partner.id });
      const res = await t.app.inject({
        method: "POST",
        url: `${API}/sessions`,
        payload: { email: user.email, password: "correct-horse-battery" },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.plan, type).toEqual(expected[type]);
    }
  });

  it("check_session answers an operator's change at once, for every signed-in member", async () => {
    const { partner, user, token } = await t.createSignedIn("University");
    const member = await t.createUser({ partner_id: partner.id, role: "member" });
    const memberToken = await t.signIn(member.email);
    expect(await checkSession(token, user.id)).toEqual(DEFAULT_PLAN);
    await plans().set(partner.id, "insights", "paid", "test");
    await plans().set(partner.id, "prospect_engage", "free", "test");
    const changed = { connections: "free", prospect_engage: "free", insights: "paid" };
    // The change is announced to every process's session cache (migration 0044): no stale plan is served.
    await waitFor(async () => JSON.stringify(await checkSession(token, user.id)) === JSON.stringify(changed));
    expect(await checkSession(memberToken, member.id)).toEqual(changed);
    const session = await t.app.inject({
      method: "POST",
      url: `${API}/sessions`,
      payload: { email: member.email, password: "correct-horse-battery" },
    });
    expect(session.json().data.plan).toEqual(changed);
  });
});

describe("plans.require: the server's gate (requireTier's check)", () => {
  it("lets free open an area's limited version, paid all of it, and refuses with the plan's 403 message", async () => {
    const { partner } = await t.createSignedIn("University");
    const p = plans();
    // Default: connections free, the growth areas on no_access.
    expect(await p.require(partner.id, "connections", "free")).toBe("free");
    await expect(p.require(partner.id, "connections", "paid")).rejects.toThrow(planRefusal("connections", "paid"));
    const refused = await p.require(partner.id, "insights", "free").catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ForbiddenError);
    expect(refused).toMatchObject({ statusCode: 403, message: planRefusal("insights", "free") });
    await p.set(partner.id, "insights", "free", "test");
    expect(await p.require(partner.id, "insights", "free")).toBe("free");
    await expect(p.require(partner.id, "insights", "paid")).rejects.toBeInstanceOf(ForbiddenError);
    await p.set(partner.id, "insights", "paid", "test");
    expect(await p.require(partner.id, "insights", "paid")).toBe("paid");
    expect(await p.require(partner.id, "insights", "free")).toBe("paid");
    // Another institution's plan is its own.
    const other = await t.createSignedIn("University");
    await expect(p.require(other.partner.id, "insights", "free")).rejects.toBeInstanceOf(ForbiddenError);
    // An area the type cannot hold is no_access, whatever was asked.
    const school = await t.createSignedIn("School");
    await expect(p.require(school.partner.id, "connections", "free")).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe("plans.set: an operator's change", () => {
  it("keeps who and when, tells the listeners the tier before and after, and refuses what cannot be", async () => {
    const heard: PlanChange[] = [];
    const p = createPlansService(t.app.ctx, {
      listeners: [
        async (change) => {
          heard.push(change);
        },
      ],
    });
    const client = await t.createSignedIn("ApplicationClient");
    const result = await p.set(client.partner.id, "connections", "paid", "Ops Olivia");
    expect(result).toMatchObject({ from: "free", plan: { connections: "paid", insights: "no_access" } });
    const [row] = await t.db.select().from(partnerPlans).where(eq(partnerPlans.partner_id, client.partner.id));
    expect(row).toMatchObject({ area: "connections", tier: "paid", changed_by: "Ops Olivia" });
    await p.set(client.partner.id, "connections", "free", "Ops Olivia");
    expect(heard).toEqual([
      { partnerId: client.partner.id, area: "connections", from: "free", to: "paid", by: "Ops Olivia" },
      { partnerId: client.partner.id, area: "connections", from: "paid", to: "free", by: "Ops Olivia" },
    ]);

    const refusal = await p.set(client.partner.id, "prospect_engage", "paid", "x").catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ValidationError);
    expect((refusal as ValidationError).message).toBe(
      "An institution of type ApplicationClient has no prospect_engage area.",
    );
    const school = await t.createSignedIn("School");
    await expect(p.set(school.partner.id, "connections", "free", "x")).rejects.toBeInstanceOf(ValidationError);
    await expect(p.set(client.partner.id, "insights", "gold" as never, "x")).rejects.toThrow(/Unknown tier "gold"/);
    await expect(p.set(999_999, "insights", "paid", "x")).rejects.toBeInstanceOf(NotFoundError);
    // Nothing refused was stored or told.
    expect(heard).toHaveLength(2);
    expect(await p.describe(client.partner.id)).toMatchObject({
      plan: { connections: "free", prospect_engage: "no_access", insights: "no_access" },
      areas: ["connections", "insights"],
      stored: { connections: "free" },
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { createSession } from "../../test/webinars.ts";

let t: TestApp;
const API = "/api/v1/partners";
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("onboarding", () => {
  it("moves next and back, resets on a configuration change, and completes (is_onboard true)", async () => {
    const { partner } = await t.createSignedIn("University");
    const rep = await t.createUser({ partner_id: partner.id, role: "member", is_onboard: false });
    const token = await t.signIn(rep.email);
    const start = await t.injectAs(token, { method: "GET", url: `${API}/users/${rep.id}/user_onboarding` });
    expect(start.json().user_onboarding).toMatchObject({
      step: 1,
      total_steps: 4,
      completed: false,
      is_onboard: false,
    });
    const put = (payload: Record<string, unknown>) =>
      t.injectAs(token, { method: "PUT", url: `${API}/user_onboarding`, payload });
    await put({ action: "next" });
    const two = await put({ action: "next", data: { goals: ["school_visits"] } });
    expect(two.json().user_onboarding).toMatchObject({ step: 3, data: { goals: ["school_visits"] } });
    const back = await put({ action: "back" });
    expect(back.json().user_onboarding.step).toBe(2);
    const reset = await put({ action: "update_configuration", data: { graduation_years: [2027] } });
    expect(reset.json().user_onboarding).toMatchObject({
      step: 1,
      data: { goals: ["school_visits"], graduation_years: [2027] },
    });
    const done = await put({ action: "complete" });
    expect(done.json().user_onboarding).toMatchObject({ completed: true, is_onboard: true });
    const session = await t.injectAs(token, { method: "GET", url: `${API}/users/${rep.id}/check_session` });
    expect(session.json().data.is_onboard).toBe(true);
    const bad = await put({ action: "jump", data: { goals: ["fly"] } });
    expect(bad.statusCode).toBe(422);
  });

  it("serves seed data, peers and a first-steps checklist computed from real data", async () => {
    const { user, partner, token } = await t.createSignedIn("School");
    const seed = await t.injectAs(token, { method: "GET", url: `${API}/users/${user.id}/seed_data` });
    expect(seed.json().goals.length).toBeGreaterThan(0);
    expect(seed.json().regions.length).toBeGreaterThan(5);
    const noPeers = await t.injectAs(token, { method: "GET", url: `${API}/users/${user.id}/peers` });
    expect(noPeers.json()).toEqual({ peers: 0, peer_list: [] });
    const before = await t.injectAs(token, { method: "GET", url: `${API}/users/${user.id}/final_steps` });
    expect(before.json().steps.find((s: { key: string }) => s.key === "invite_colleague")).toMatchObject({
      done: false,
      link: "/team",
    });
    await t.createUser({ partner_id: partner.id, role: "member", first_name: "Peer" });
    await t.injectAs(token, {
      method: "PUT",
      url: `${API}/users/${user.id}/update_timezone`,
      payload: { timezone: "Asia/Singapore" },
    });
    const after = await t.injectAs(token, { method: "GET", url: `${API}/users/${user.id}/final_steps` });
    expect(after.json().completed_steps_count).toBe(before.json().completed_steps_count + 2);
    expect(after.json().steps.find((s: { key: string }) => s.key === "explore").link).toBe("/availability");
    const dismissed = await t.injectAs(token, {
      method: "PUT",
      url: `${API}/user_onboarding/update_final_steps`,
      payload: { university_rep_onboarding: { dismissed: true, explored: true } },
    });
    expect(dismissed.json()).toMatchObject({
      dismissed: true,
      completed_steps_count: after.json().completed_steps_count + 1,
    });
    const peers = await t.injectAs(token, { method: "GET", url: `${API}/users/${user.id}/peers` });
    expect(peers.json().peer_list[0].first_name).toBe("Peer");
  });

  it("sets onboarding off again (back to step 1) and keeps every {id} route to the user's own", async () => {
    const { user, token } = await t.createSignedIn();
    const off = await t.injectAs(token, {
      method: "PUT",
      url: `${API}/users/${user.id}/set_onboarding`,
      payload: { is_onboard: false },
    });
    expect(off.json().user_onboarding).toMatchObject({ step: 1, is_onboard: false });
    const other = await t.createSignedIn();
    for (const path of ["user_onboarding", "seed_data", "peers", "final_steps"]) {
      const res = await t.injectAs(token, { method: "GET", url: `${API}/users/${other.user.id}/${path}` });
      expect(res.statusCode, path).toBe(404);
    }
    const cross = await t.injectAs(token, {
      method: "PUT",
      url: `${API}/users/${other.user.id}/set_onboarding`,
      payload: { is_onboard: true },
    });
    expect(cross.statusCode).toBe(404);
  });

  it("the dashboard's first steps read the caller's own institution (issue 24 §3)", async () => {
    const client = await t.createSignedIn("ApplicationClient");
    const university = await t.createSignedIn("University");
    const steps = async (token: string) => {
      const res = await t.injectAs(token, { method: "GET", url: `${API}/user_onboarding/dashboard_steps` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().steps as { key: string; done: boolean; count: number; link: string }[];
    };
    // Another institution's published session, and the client's own draft and cancelled ones, publish nothing of its.
    await createSession(t.db, university.partner.id);
    await createSession(t.db, client.partner.id, { status: "draft" });
    await createSession(t.db, client.partner.id, { status: "cancelled", cancelled_at: new Date() });
    expect(await steps(client.token)).toEqual([
      { key: "webinar", done: false, count: 0, link: "/event/sessions" },
      { key: "categories", done: false, count: 0, link: "/configuration" },
    ]);
    await createSession(t.db, client.partner.id);
    expect((await steps(client.token))[0]).toEqual({ key: "webinar", done: true, count: 1, link: "/event/sessions" });
    // A university's list has the visit step too; the other institution's session is not the university's either.
    const uni = await steps(university.token);
    expect(uni.map((s) => s.key)).toEqual(["webinar", "visit", "categories"]);
    expect(uni[0]).toMatchObject({ done: true, count: 1 });
    expect(uni[1]).toMatchObject({ done: false, count: 0 });
    const school = await t.createSignedIn("School");
    const refused = await t.injectAs(school.token, { method: "GET", url: `${API}/user_onboarding/dashboard_steps` });
    expect(refused.statusCode).toBe(403);
  });
});

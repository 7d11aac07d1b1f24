import { MESSAGES } from "@quad/contract/rules/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { type FakeZoom, startFakeZoom } from "../../test/zoom-fake.ts";
import { events } from "../visits/visits.table.ts";
import { webinars } from "../webinars/webinar-sessions.table.ts";
import { createZoomService } from "./zoom.service.ts";
import { signZoomState, verifyZoomState } from "./zoom.state.ts";
import { scanVisitsForMeetings, ZOOM_VISIT_MEETING_QUEUE } from "./zoom-meetings.job.ts";

const API = "/api/v1/partners";
const SECRET = "zoom-test-secret-0123456789";
const CLIENT = { clientId: "zoom-client", clientSecret: "zoom-client-secret" };
const RETURN = "http://quad.test/zoom";

describe("zoom state", () => {
  it("verifies its own unexpired state and nothing else", () => {
    const state = signZoomState(SECRET, 42, 2_000);
    expect(verifyZoomState(SECRET, state, 1_999)).toBe(42);
    expect(verifyZoomState(SECRET, state, 2_001)).toBeNull();
    expect(verifyZoomState("another-secret-0123456789", state, 1_000)).toBeNull();
    expect(verifyZoomState(SECRET, state.replace(/^42\./, "43."), 1_000)).toBeNull();
    expect(verifyZoomState(SECRET, "garbage", 1_000)).toBeNull();
  });
});

let zoom: FakeZoom;
let t: TestApp;
beforeAll(async () => {
  zoom = await startFakeZoom({ ...CLIENT, account: { id: "zoom-user-1", email: "Rep@Harbour.example.test" } });
  t = await createTestApp({
    env: {
      ZOOM_CLIENT_ID: CLIENT.clientId,
      ZOOM_CLIENT_SECRET: CLIENT.clientSecret,
      ZOOM_AUTHORIZE_URL: zoom.authorizeUrl,
      ZOOM_TOKEN_URL: zoom.tokenUrl,
      ZOOM_API_URL: zoom.apiUrl,
      FILE_URL_SECRET: SECRET,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await zoom?.close();
});
beforeEach(() => {
  zoom.state.down = false;
});

type Signed = Awaited<ReturnType<TestApp["createSignedIn"]>>;

/** The round trip as the browser makes it: zoom/connect, Zoom's consent, then sync_user from the /zoom page. */
async function connect(s: Signed) {
  const url = new URL((await t.injectAs(s.token, { method: "GET", url: `${API}/zoom/connect` })).json().url);
  const code = zoom.grant(url.searchParams.get("redirect_uri") ?? "");
  return t.injectAs(s.token, {
    method: "POST",
    url: `${API}/zoom/sync_user`,
    payload: { code, state: url.searchParams.get("state") },
  });
}

/** A visit between a new school and the university, confirmed by default, ten days ahead at 10:00–10:45. */
async function visit(universityId: number, status = "confirm") {
  const school = await t.createPartner({ institute_type: "School", name: "Harbour High", timezone: "Europe/Paris" });
  const date = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const [row] = await t.db
    .insert(events)
    .values({
      school_partner_id: school.id,
      university_partner_id: universityId,
      event_date: date,
      start_minute: 600,
      end_minute: 645,
      timezone: "Europe/Paris",
      status,
    })
    .returning();
  return { school, event: row as typeof events.$inferSelect, date };
}

async function session(partnerId: number) {
  const start = new Date(Date.now() + 3 * 86_400_000);
  const [row] = await t.db
    .insert(webinars)
    .values({
      partner_id: partnerId,
      title: "Engineering open evening",
      start_time: start,
      end_time: new Date(start.getTime() + 90 * 60_000),
      timezone: "America/New_York",
      status: "published",
    })
    .returning();
  return row as typeof webinars.$inferSelect;
}

const meetingCall = (s: Signed, method: "GET" | "POST" | "PUT", payload: Record<string, unknown>) =>
  method === "GET"
    ? t.injectAs(s.token, {
        method,
        url: `${API}/zoom/meeting?${new URLSearchParams(payload as Record<string, string>)}`,
      })
    : t.injectAs(s.token, { method, url: `${API}/zoom/${method === "PUT" ? "delete_meeting" : "meeting"}`, payload });

describe("connecting Zoom", () => {
  it("answers Zoom's authorisation address with our return address and a signed state", async () => {
    const s = await t.createSignedIn();
    const res = await t.injectAs(s.token, { method: "GET", url: `${API}/zoom/connect` });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url);
    expect(url.origin + url.pathname).toBe(zoom.authorizeUrl);
    expect(url.searchParams.get("client_id")).toBe(CLIENT.clientId);
    expect(url.searchParams.get("redirect_uri")).toBe(RETURN);
    expect(verifyZoomState(SECRET, url.searchParams.get("state") ?? "", Date.now() / 1000)).toBe(s.user.id);
  });

  it("needs a session", async () => {
    expect((await t.app.inject({ method: "GET", url: `${API}/zoom/connect` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: `${API}/zoom/sync_user`, payload: {} })).statusCode).toBe(401);
  });

  it("trades the code, and the session's partner shows zoom_email and is_zoom_connected", async () => {
    const s = await t.createSignedIn();
    const res = await connect(s);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ is_zoom_connected: true, zoom_email: "rep@harbour.example.test" });
    const me = await t.injectAs(s.token, { method: "GET", url: `${API}/users/user_partner` });
    expect(me.json().partner).toMatchObject({ is_zoom_connected: true, zoom_email: "rep@harbour.example.test" });
  });

  it("refuses a used code, another user's state and a forged state with 422", async () => {
    const s = await t.createSignedIn();
    const other = await t.createSignedIn();
    const url = new URL((await t.injectAs(s.token, { method: "GET", url: `${API}/zoom/connect` })).json().url);
    const state = url.searchParams.get("state");
    const refused = await t.injectAs(s.token, {
      method: "POST",
      url: `${API}/zoom/sync_user`,
      payload: { code: "never-issued", state },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ errors: { code: MESSAGES.zoomAuthorisationRefused } });
    const stolen = await t.injectAs(other.token, {
      method: "POST",
      url: `${API}/zoom/sync_user`,
      payload: { code: zoom.grant(RETURN), state },
    });
    expect(stolen.json()).toEqual({ errors: { state: MESSAGES.zoomAuthorisationExpired } });
    const forged = await t.injectAs(s.token, {
      method: "POST",
      url: `${API}/zoom/sync_user`,
      payload: { code: zoom.grant(RETURN), state: `${s.user.id}.9999999999.forged` },
    });
    expect(forged.statusCode).toBe(422);
    const empty = await t.injectAs(s.token, { method: "POST", url: `${API}/zoom/sync_user`, payload: {} });
    expect(empty.json()).toEqual({ errors: { code: MESSAGES.required, state: MESSAGES.required } });
    const me = await t.injectAs(other.token, { method: "GET", url: `${API}/users/user_partner` });
    expect(me.json().partner.is_zoom_connected).toBe(false);
  });

  it("answers 409 when Zoom is down, and nothing is connected", async () => {
    const s = await t.createSignedIn();
    zoom.state.down = true;
    const res = await connect(s);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: MESSAGES.zoomProviderDown });
    zoom.state.down = false;
    const me = await t.injectAs(s.token, { method: "GET", url: `${API}/users/user_partner` });
    expect(me.json().partner).toMatchObject({ is_zoom_connected: false, zoom_email: null });
  });

  it("disconnects", async () => {
    const s = await t.createSignedIn();
    await connect(s);
    const res = await t.injectAs(s.token, { method: "PUT", url: `${API}/zoom/disconnect` });
    expect(res.json()).toEqual({ is_zoom_connected: false, zoom_email: null });
    const me = await t.injectAs(s.token, { method: "GET", url: `${API}/users/user_partner` });
    expect(me.json().partner).toMatchObject({ is_zoom_connected: false, zoom_email: null });
    expect((await meetingCall(s, "POST", { event_id: (await visit(s.partner.id)).event.id })).json()).toEqual({
      errors: { meeting_url: MESSAGES.zoomNotConnected },
    });
  });
});

describe("a visit's or a session's meeting", () => {
  it("keeps a pasted link for either side of the visit, and another institution finds nothing", async () => {
    const uni = await t.createSignedIn();
    const { school, event } = await visit(uni.partner.id);
    const link = await meetingCall(uni, "POST", {
      event_id: event.id,
      meeting_url: "https://meet.example.test/abc",
      instructions: "Use the side door",
    });
    expect(link.statusCode).toBe(200);
    expect(link.json().meeting).toMatchObject({
      event_id: event.id,
      session_id: null,
      meeting_url: "https://meet.example.test/abc",
      instructions: "Use the side door",
      provider: "link",
      created_automatically: false,
    });
    const counsellor = await t.createUser({ partner_id: school.id });
    const schoolSide = { ...uni, token: await t.signIn(counsellor.email) };
    expect((await meetingCall(schoolSide, "GET", { event_id: event.id })).json().meeting.meeting_url).toBe(
      "https://meet.example.test/abc",
    );
    const stranger = await t.createSignedIn();
    for (const method of ["GET", "POST", "PUT"] as const) {
      const res = await meetingCall(stranger, method, { event_id: event.id, meeting_url: "https://evil.example.test" });
      expect(res.statusCode).toBe(404);
    }
    expect((await meetingCall(uni, "GET", { event_id: event.id })).json().meeting.meeting_url).toBe(
      "https://meet.example.test/abc",
    );
  });

  it("validates the target and the link", async () => {
    const s = await t.createSignedIn();
    const both = await meetingCall(s, "POST", { event_id: 1, session_id: 2 });
    expect(both.json()).toEqual({ errors: { event_id: MESSAGES.meetingTarget } });
    expect((await meetingCall(s, "POST", {})).statusCode).toBe(422);
    const { event } = await visit(s.partner.id);
    const bad = await meetingCall(s, "POST", { event_id: event.id, meeting_url: "javascript:alert(1)" });
    expect(bad.json()).toEqual({ errors: { meeting_url: MESSAGES.invalidUrl } });
    const { event: declined } = await visit(s.partner.id, "declined");
    const late = await meetingCall(s, "POST", { event_id: declined.id, meeting_url: "https://meet.example.test/x" });
    expect(late.json()).toEqual({ errors: { event_id: MESSAGES.meetingNotLive } });
  });

  it("creates the Zoom meeting of a visit once, at the visit's time", async () => {
    const uni = await t.createSignedIn();
    await connect(uni);
    const { event, date } = await visit(uni.partner.id);
    const first = await meetingCall(uni, "POST", { event_id: event.id, instructions: "Camera on" });
    expect(first.statusCode).toBe(200);
    const { meeting } = first.json();
    expect(meeting).toMatchObject({ provider: "zoom", instructions: "Camera on" });
    const created = [...zoom.meetings.values()].find((m) => m.join_url === meeting.meeting_url);
    expect(created).toMatchObject({ duration: 45, timezone: "Europe/Paris" });
    // 10:00 in Paris is 08:00 or 09:00 UTC depending on the season.
    expect(created?.start_time).toMatch(new RegExp(`^${date}T0[89]:00:00Z$`));
    const before = zoom.meetings.size;
    const again = await meetingCall(uni, "POST", { event_id: event.id });
    expect(again.json().meeting.meeting_url).toBe(meeting.meeting_url);
    expect(zoom.meetings.size).toBe(before);
  });

  it("gives a session its Zoom meeting as its join address, and removing it deletes it in Zoom", async () => {
    const uni = await t.createSignedIn();
    await connect(uni);
    const s = await session(uni.partner.id);
    const { meeting } = (await meetingCall(uni, "POST", { session_id: s.id })).json();
    const zoomId = Number(meeting.meeting_url.split("/").pop());
    expect(zoom.meetings.get(zoomId)?.topic).toBe("Engineering open evening");
    const [row] = await t.db.select().from(webinars).where(eq(webinars.id, s.id));
    expect(row?.join_url).toBe(meeting.meeting_url);
    const removed = await meetingCall(uni, "PUT", { session_id: s.id });
    expect(removed.json()).toEqual({ meeting: null });
    expect(zoom.meetings.has(zoomId)).toBe(false);
    const [after] = await t.db.select().from(webinars).where(eq(webinars.id, s.id));
    expect(after?.join_url).toBeNull();
    expect((await meetingCall(uni, "GET", { session_id: s.id })).json()).toEqual({ meeting: null });
    const stranger = await t.createSignedIn();
    expect((await meetingCall(stranger, "GET", { session_id: s.id })).statusCode).toBe(404);
  });

  it("refreshes an access token Zoom refuses, and stores the new grant", async () => {
    const uni = await t.createSignedIn();
    await connect(uni);
    zoom.expireAccessTokens();
    const tokenCalls = zoom.calls.filter((c) => c.path === "/oauth/token").length;
    const { event } = await visit(uni.partner.id);
    const res = await meetingCall(uni, "POST", { event_id: event.id });
    expect(res.statusCode).toBe(200);
    expect(zoom.calls.filter((c) => c.path === "/oauth/token").length).toBe(tokenCalls + 1);
    const { event: second } = await visit(uni.partner.id);
    expect((await meetingCall(uni, "POST", { event_id: second.id })).statusCode).toBe(200);
    expect(zoom.calls.filter((c) => c.path === "/oauth/token").length).toBe(tokenCalls + 1);
  });

  it("asks to connect again when Zoom refuses the grant, and shows the institution disconnected", async () => {
    const uni = await t.createSignedIn();
    await connect(uni);
    zoom.revokeGrants();
    const { event } = await visit(uni.partner.id);
    const res = await meetingCall(uni, "POST", { event_id: event.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: MESSAGES.zoomReconnect });
    const me = await t.injectAs(uni.token, { method: "GET", url: `${API}/users/user_partner` });
    expect(me.json().partner).toMatchObject({ is_zoom_connected: false, zoom_email: null });
  });

  it("removes the meeting in Quad when Zoom is down: the failure there is only logged", async () => {
    const uni = await t.createSignedIn();
    await connect(uni);
    const { event } = await visit(uni.partner.id);
    const { meeting } = (await meetingCall(uni, "POST", { event_id: event.id })).json();
    zoom.state.down = true;
    const res = await meetingCall(uni, "PUT", { event_id: event.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ meeting: null });
    zoom.state.down = false;
    expect(zoom.meetings.has(Number(meeting.meeting_url.split("/").pop()))).toBe(true);
    expect((await meetingCall(uni, "GET", { event_id: event.id })).json()).toEqual({ meeting: null });
    zoom.state.down = true;
    const { event: other } = await visit(uni.partner.id);
    const down = await meetingCall(uni, "POST", { event_id: other.id });
    expect(down.json()).toEqual({ error: MESSAGES.zoomProviderDown });
  });
});

describe("automatic meetings of confirmed visits", () => {
  it("creates one meeting per confirmed visit of a connected university, whatever the retries", async () => {
    const service = createZoomService(t.app.ctx);
    const uni = await t.createSignedIn();
    await connect(uni);
    const { event } = await visit(uni.partner.id);
    const { event: pending } = await visit(uni.partner.id, "pending");
    const unconnected = await t.createSignedIn();
    const { event: elsewhere } = await visit(unconnected.partner.id);

    const queued = await scanVisitsForMeetings(t.app.ctx, service);
    expect(queued).toBeGreaterThanOrEqual(1);
    expect(await t.app.ctx.jobs.count(ZOOM_VISIT_MEETING_QUEUE, "created")).toBeGreaterThanOrEqual(1);

    const before = zoom.meetings.size;
    expect(await service.autoCreateForVisit(event.id)).toBe("created");
    expect(await service.autoCreateForVisit(event.id)).toBe("skipped");
    await Promise.all([service.autoCreateForVisit(event.id), service.autoCreateForVisit(event.id)]);
    expect(zoom.meetings.size).toBe(before + 1);
    expect(await service.autoCreateForVisit(pending.id)).toBe("skipped");
    expect(await service.autoCreateForVisit(elsewhere.id)).toBe("skipped");
    const shown = (await meetingCall(uni, "GET", { event_id: event.id })).json().meeting;
    expect(shown).toMatchObject({ provider: "zoom", created_automatically: true });

    // A meeting the user removed stays removed.
    await meetingCall(uni, "PUT", { event_id: event.id });
    expect(await service.autoCreateForVisit(event.id)).toBe("skipped");
    expect((await service.visitsAwaitingMeeting(500)).map((v) => v.id)).not.toContain(event.id);
  });

  it("throws while Zoom is down so that the job is retried, and creates the meeting once it is back", async () => {
    const service = createZoomService(t.app.ctx);
    const uni = await t.createSignedIn();
    await connect(uni);
    const { event } = await visit(uni.partner.id);
    zoom.state.down = true;
    await expect(service.autoCreateForVisit(event.id)).rejects.toThrow();
    zoom.state.down = false;
    expect(await service.autoCreateForVisit(event.id)).toBe("created");
  });
});

describe("without Zoom configured", () => {
  it("answers 404 with a clear message", async () => {
    const plain = await createTestApp();
    try {
      const s = await plain.createSignedIn();
      const res = await plain.injectAs(s.token, { method: "GET", url: `${API}/zoom/connect` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: MESSAGES.zoomUnavailable });
      const sync = await plain.injectAs(s.token, {
        method: "POST",
        url: `${API}/zoom/sync_user`,
        payload: { code: "c", state: "s" },
      });
      expect(sync.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

import { MESSAGES } from "@quad/contract/rules/messages";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { createSession, signUpGuest } from "../../test/webinars.ts";
import { countries } from "../reference/reference.table.ts";
import { activities, webinarRegistrations } from "./webinars.table.ts";

const API = "/api/v1/webinars";
const NOW = Date.parse("2026-05-10T12:00:00Z");
const H = 3_600_000;
const MIN = 60_000;
let clock = NOW;
let t: TestApp;
let host: Awaited<ReturnType<TestApp["createSignedIn"]>>;
let usId: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  host = await t.createSignedIn("University");
  const [us] = await t.db.select({ id: countries.id }).from(countries).where(eq(countries.code, "US"));
  usId = us?.id as number;
});
afterAll(async () => t?.close());

const at = (ms: number) => {
  clock = ms;
};
const guest = () => signUpGuest(t.app, usId);
const session = (from: number, to: number, values: Parameters<typeof createSession>[2] = {}) =>
  createSession(t.db, host.partner.id, {
    start_time: new Date(NOW + from * H),
    end_time: new Date(NOW + to * H),
    join_url: "https://meet.example.test/live",
    ...values,
  });
const post = (token: string | null, url: string, payload?: object) =>
  token
    ? t.injectAs(token, { method: "POST", url: `${API}${url}`, ...(payload ? { payload } : {}) })
    : t.app.inject({ method: "POST", url: `${API}${url}`, ...(payload ? { payload } : {}) });
const activitiesOf = (webinarId: number, kind: string) =>
  t.db
    .select()
    .from(activities)
    .where(and(eq(activities.webinar_id, webinarId), eq(activities.kind, kind)));

describe("replays inside Quad", () => {
  it("answers an ended session with its recording and records one view per visit for the host", async () => {
    at(NOW);
    const s = await session(-5, -4, { is_recording_available: true, recording_url: "https://video.test/replay" });
    const g = await guest();
    const res = await post(g.token, `/events/${s.id}/recording_view`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().session).toMatchObject({
      id: s.id,
      recording_url: "https://video.test/replay",
      timing: "past",
      registration_status: null,
    });
    // A reload a few minutes later is the same visit; half an hour later it is a new one.
    at(NOW + 5 * MIN);
    expect((await post(g.token, `/events/${s.id}/recording_view`)).statusCode).toBe(200);
    expect(await activitiesOf(s.id, "viewed_recording")).toHaveLength(1);
    at(NOW + 40 * MIN);
    await post(g.token, `/events/${s.id}/recording_view`);
    const views = await activitiesOf(s.id, "viewed_recording");
    expect(views.map((v) => v.partner_id)).toEqual([host.partner.id, host.partner.id]);
    // Not an on-demand registration: that one stays watched_video.
    expect(await activitiesOf(s.id, "watched_video")).toEqual([]);
  });

  it("marks a registrant's replay as watched for the host's registrants list", async () => {
    at(NOW - 10 * H);
    const s = await session(-3, -2, { is_recording_available: true, recording_url: "https://video.test/r2" });
    const g = await guest();
    expect((await post(g.token, `/events/${s.id}/register`, {})).statusCode).toBe(200);
    at(NOW);
    expect((await post(g.token, `/events/${s.id}/recording_view`)).statusCode).toBe(200);
    const list = await t.injectAs(host.token, {
      method: "GET",
      url: `/api/v1/partners/partner_webinars/${s.id}/registrants`,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().registrants[0]).toMatchObject({ email: g.email, is_video_watched: true });
  });

  it("refuses a session not ended (409), without a recording (404), unpublished (404), and visitors (401)", async () => {
    at(NOW);
    const g = await guest();
    const live = await session(-1, 1, { is_recording_available: true, recording_url: "https://video.test/x" });
    const early = await post(g.token, `/events/${live.id}/recording_view`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(MESSAGES.recordingNotEnded);
    const bare = await session(-3, -2);
    const none = await post(g.token, `/events/${bare.id}/recording_view`);
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toBe(MESSAGES.sessionNoRecording);
    const draft = await session(-3, -2, {
      status: "draft",
      is_recording_available: true,
      recording_url: "https://video.test/d",
    });
    expect((await post(g.token, `/events/${draft.id}/recording_view`)).json().error).toBe(MESSAGES.sessionNotFound);
    expect((await post(null, `/events/${bare.id}/recording_view`)).statusCode).toBe(401);
    expect(await activitiesOf(live.id, "viewed_recording")).toEqual([]);
  });
});

describe("attendance time from presence beats", () => {
  it("adds the time since the previous beat, at most 90 s a beat, to the registration and the attended activity", async () => {
    at(NOW);
    const s = await session(1, 2);
    const g = await guest();
    const link = (await post(g.token, `/events/${s.id}/register`, {})).json().session.join_url as string;
    const beat = () => post(g.token, `/events/${s.id}/presence`);

    // Before joining: nothing to count.
    at(NOW + H - 10 * MIN);
    const notJoined = await beat();
    expect(notJoined.statusCode).toBe(409);
    expect(notJoined.json().error).toBe(MESSAGES.presenceNotJoined);
    expect((await t.app.inject({ method: "GET", url: link.replace("http://quad.test", "") })).statusCode).toBe(302);

    // Joined early: beats before the start count nothing.
    at(NOW + H - 9 * MIN);
    const early = await beat();
    expect(early.statusCode, early.body).toBe(204);
    expect(early.body).toBe("");
    at(NOW + H + 30_000);
    expect((await beat()).statusCode).toBe(204);
    at(NOW + H + 90_000);
    await beat();
    // The page slept for 20 minutes: the beat counts 90 seconds.
    at(NOW + H + 20 * MIN);
    await beat();
    const [reg] = await t.db.select().from(webinarRegistrations).where(eq(webinarRegistrations.webinar_id, s.id));
    expect(reg?.joined_seconds).toBe(30 + 60 + 90);
    const [attended] = await activitiesOf(s.id, "attended");
    expect(attended?.duration_seconds).toBe(180);

    // The university's registrants list and CSV show it.
    const list = await t.injectAs(host.token, {
      method: "GET",
      url: `/api/v1/partners/partner_webinars/${s.id}/registrants`,
    });
    expect(list.json().registrants[0]).toMatchObject({ email: g.email, joined_seconds: 180 });

    // After the end: 409.
    at(NOW + 2 * H);
    const late = await beat();
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(MESSAGES.presenceNotLive);
    const [after] = await t.db.select().from(webinarRegistrations).where(eq(webinarRegistrations.webinar_id, s.id));
    expect(after?.joined_seconds).toBe(180);
  });

  it("answers 404 to a guest not registered, 409 before the join window, and 401 to a visitor", async () => {
    at(NOW);
    const s = await session(1, 2);
    const stranger = await guest();
    at(NOW + H + MIN);
    const res = await post(stranger.token, `/events/${s.id}/presence`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(MESSAGES.sessionNotRegistered);
    at(NOW);
    const g = await guest();
    await post(g.token, `/events/${s.id}/register`, {});
    expect((await post(g.token, `/events/${s.id}/presence`)).json().error).toBe(MESSAGES.presenceNotLive);
    expect((await post(null, `/events/${s.id}/presence`)).statusCode).toBe(401);
  });
});

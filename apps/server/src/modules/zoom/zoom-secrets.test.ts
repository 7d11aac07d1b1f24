import { randomBytes } from "node:crypto";
import { MESSAGES } from "@quad/contract/rules/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSecretBox } from "../../lib/secrets/secret-box.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { type FakeZoom, startFakeZoom } from "../../test/zoom-fake.ts";
import { webinars } from "../webinars/webinar-sessions.table.ts";
import { videoConnections } from "./zoom.table.ts";

/** Zoom's tokens at rest (decision 102): encrypted, refreshed and still used; unreadable ones ask to connect again. */
const API = "/api/v1/partners";
const CLIENT = { clientId: "zoom-client", clientSecret: "zoom-client-secret" };
let zoom: FakeZoom;
let t: TestApp;
type Signed = Awaited<ReturnType<TestApp["createSignedIn"]>>;

beforeAll(async () => {
  zoom = await startFakeZoom({ ...CLIENT, account: { id: "zoom-user-9", email: "rep@secrets.example.test" } });
  t = await createTestApp({
    env: {
      ZOOM_CLIENT_ID: CLIENT.clientId,
      ZOOM_CLIENT_SECRET: CLIENT.clientSecret,
      ZOOM_AUTHORIZE_URL: zoom.authorizeUrl,
      ZOOM_TOKEN_URL: zoom.tokenUrl,
      ZOOM_API_URL: zoom.apiUrl,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await zoom?.close();
});

async function connect(s: Signed) {
  const url = new URL((await t.injectAs(s.token, { method: "GET", url: `${API}/zoom/connect` })).json().url);
  const code = zoom.grant(url.searchParams.get("redirect_uri") ?? "");
  const res = await t.injectAs(s.token, {
    method: "POST",
    url: `${API}/zoom/sync_user`,
    payload: { code, state: url.searchParams.get("state") },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.body).not.toMatch(/token/i);
}

/** A published session of the institution, and a Zoom meeting asked for it. */
async function createMeeting(s: Signed) {
  const start = new Date(Date.now() + 3 * 86_400_000);
  const [session] = await t.db
    .insert(webinars)
    .values({
      partner_id: s.partner.id,
      title: "Open evening",
      start_time: start,
      end_time: new Date(start.getTime() + 3_600_000),
      timezone: "UTC",
      status: "published",
    })
    .returning();
  return t.injectAs(s.token, { method: "POST", url: `${API}/zoom/meeting`, payload: { session_id: session?.id } });
}

async function stored(partnerId: number) {
  const [row] = await t.db.select().from(videoConnections).where(eq(videoConnections.partner_id, partnerId));
  if (!row) throw new Error("not connected");
  return row;
}

describe("Zoom's tokens at rest", () => {
  it("are stored encrypted, and a meeting is still created with them", async () => {
    const s = await t.createSignedIn();
    await connect(s);
    const row = await stored(s.partner.id);
    for (const column of [row.access_token, row.refresh_token]) {
      expect(column).toMatch(/^enc:v1:/);
      const plain = t.app.ctx.secrets.open(column);
      expect(plain).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(column).not.toContain(plain);
    }
    const res = await createMeeting(s);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().meeting).toMatchObject({ provider: "zoom" });
  });

  it("a refreshed grant is stored encrypted in place of the old one, and used", async () => {
    const s = await t.createSignedIn();
    await connect(s);
    const before = await stored(s.partner.id);
    zoom.expireAccessTokens();
    expect((await createMeeting(s)).statusCode).toBe(200);
    const after = await stored(s.partner.id);
    expect(after.refresh_token).toMatch(/^enc:v1:/);
    expect(t.app.ctx.secrets.open(after.refresh_token)).not.toBe(t.app.ctx.secrets.open(before.refresh_token));
    const refreshes = zoom.calls.filter((c) => c.path === "/oauth/token").length;
    expect((await createMeeting(s)).statusCode).toBe(200);
    expect(zoom.calls.filter((c) => c.path === "/oauth/token").length).toBe(refreshes);
  });

  it("reads tokens saved before encryption (plain text)", async () => {
    const s = await t.createSignedIn();
    await connect(s);
    const row = await stored(s.partner.id);
    await t.db
      .update(videoConnections)
      .set({
        access_token: t.app.ctx.secrets.open(row.access_token),
        refresh_token: t.app.ctx.secrets.open(row.refresh_token),
      })
      .where(eq(videoConnections.partner_id, s.partner.id));
    expect((await createMeeting(s)).statusCode).toBe(200);
    // A refresh from a plain-text grant stores the new one encrypted.
    zoom.expireAccessTokens();
    expect((await createMeeting(s)).statusCode).toBe(200);
    expect((await stored(s.partner.id)).refresh_token).toMatch(/^enc:v1:/);
  });

  it("an access token Quad cannot read is refreshed; a refresh token it cannot read asks to connect Zoom again", async () => {
    const s = await t.createSignedIn();
    await connect(s);
    const foreign = createSecretBox({ current: randomBytes(32) });
    await t.db
      .update(videoConnections)
      .set({ access_token: foreign.seal("x") })
      .where(eq(videoConnections.partner_id, s.partner.id));
    expect((await createMeeting(s)).statusCode).toBe(200);

    await t.db
      .update(videoConnections)
      .set({ refresh_token: foreign.seal("y") })
      .where(eq(videoConnections.partner_id, s.partner.id));
    const res = await createMeeting(s);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { meeting_url: MESSAGES.zoomNotConnected } });
    // Connecting again replaces it.
    await connect(s);
    expect((await createMeeting(s)).statusCode).toBe(200);
  });
});

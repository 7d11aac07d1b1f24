import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { type FakeZoom, startFakeZoom } from "../../test/zoom-fake.ts";
import { events } from "../visits/visits.table.ts";
import { videoMeetings } from "./zoom.table.ts";
import { ZOOM_SCAN_QUEUE, ZOOM_VISIT_MEETING_QUEUE } from "./zoom-meetings.job.ts";

const API = "/api/v1/partners";
const CLIENT = { clientId: "zoom-client", clientSecret: "zoom-client-secret" };

let zoom: FakeZoom;
let t: TestApp;
beforeAll(async () => {
  zoom = await startFakeZoom({ ...CLIENT, account: { id: "zoom-jobs", email: "jobs@harbour.example.test" } });
  t = await createTestApp({
    env: {
      JOBS_WORKERS: "true",
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

describe("the automatic meetings' queues, run by the app's workers", () => {
  it("a scan queues the confirmed visit once, and its job creates one Zoom meeting", async () => {
    const uni = await t.createSignedIn();
    const url = new URL((await t.injectAs(uni.token, { method: "GET", url: `${API}/zoom/connect` })).json().url);
    const synced = await t.injectAs(uni.token, {
      method: "POST",
      url: `${API}/zoom/sync_user`,
      payload: { code: zoom.grant(url.searchParams.get("redirect_uri") ?? ""), state: url.searchParams.get("state") },
    });
    expect(synced.statusCode).toBe(200);
    const school = await t.createPartner({ institute_type: "School" });
    const [visit] = await t.db
      .insert(events)
      .values({
        school_partner_id: school.id,
        university_partner_id: uni.partner.id,
        event_date: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
        start_minute: 840,
        end_minute: 900,
        timezone: "America/Chicago",
        status: "confirm",
      })
      .returning();
    const id = visit?.id as number;

    await t.app.ctx.jobs.send(ZOOM_SCAN_QUEUE, {});
    await t.app.ctx.jobs.send(ZOOM_SCAN_QUEUE, {});
    await t.drainJobs(ZOOM_SCAN_QUEUE, ZOOM_VISIT_MEETING_QUEUE);
    // A second scan after the meeting exists queues nothing more.
    await t.app.ctx.jobs.send(ZOOM_SCAN_QUEUE, {});
    await t.drainJobs(ZOOM_SCAN_QUEUE, ZOOM_VISIT_MEETING_QUEUE);

    const rows = await t.db.select().from(videoMeetings).where(eq(videoMeetings.event_id, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: "zoom", created_automatically: true });
    const inZoom = [...zoom.meetings.values()].filter((m) => m.join_url === rows[0]?.meeting_url);
    expect(inZoom).toHaveLength(1);
    expect(inZoom[0]).toMatchObject({ duration: 60, timezone: "America/Chicago" });
  });
});

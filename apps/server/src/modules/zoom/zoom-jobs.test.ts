import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { schoolWithSlot } from "../../test/visit-fixtures.ts";
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

/** The university's staff goes through Zoom's consent (the fake's), as the /zoom page does. */
async function connectZoom(token: string) {
  const url = new URL((await t.injectAs(token, { method: "GET", url: `${API}/zoom/connect` })).json().url);
  const synced = await t.injectAs(token, {
    method: "POST",
    url: `${API}/zoom/sync_user`,
    payload: { code: zoom.grant(url.searchParams.get("redirect_uri") ?? ""), state: url.searchParams.get("state") },
  });
  expect(synced.statusCode).toBe(200);
}

/** A confirmed visit five days ahead, written as it is stored (no announcement). */
async function confirmedVisit(universityId: number) {
  const school = await t.createPartner({ institute_type: "School" });
  const [visit] = await t.db
    .insert(events)
    .values({
      school_partner_id: school.id,
      university_partner_id: universityId,
      event_date: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
      start_minute: 840,
      end_minute: 900,
      timezone: "America/Chicago",
      status: "confirm",
    })
    .returning();
  return visit?.id as number;
}

const meetingsOf = (id: number) => t.db.select().from(videoMeetings).where(eq(videoMeetings.event_id, id));

describe("a visit confirmed through the visits module", () => {
  it("gets its Zoom meeting from the announcer's job, without a scan", async () => {
    const school = await schoolWithSlot(t, {
      timezone: "Asia/Singapore",
      from: "2027-03-01",
      to: "2027-04-30",
      slot: { days: [3], time_from: "09:30", time_to: "10:30", capacity: 5 },
    });
    const uni = await t.createSignedIn("University");
    await connectZoom(uni.token);
    // Connecting queued a scan, which finds nothing yet; from here on no scan runs.
    await t.drainJobs(ZOOM_SCAN_QUEUE, ZOOM_VISIT_MEETING_QUEUE);
    const scans = await t.app.ctx.jobs.count(ZOOM_SCAN_QUEUE, "completed");
    const booked = await t.injectAs(uni.token, {
      method: "POST",
      url: `${API}/events/create_event`,
      payload: {
        school_partner_id: school.partner.id,
        slot_id: school.slotId,
        event_date: "2027-04-07",
        timezone: "America/New_York",
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().event.id as number;
    await t.drainJobs(ZOOM_VISIT_MEETING_QUEUE);
    expect(await meetingsOf(id)).toEqual([]); // requested, not confirmed: no meeting

    const confirmed = await t.injectAs(school.token, {
      method: "PUT",
      url: `${API}/events/${id}/update_status`,
      payload: { status: "confirm" },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await t.drainJobs(ZOOM_VISIT_MEETING_QUEUE);

    const rows = await meetingsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: "zoom", created_automatically: true });
    const inZoom = [...zoom.meetings.values()].filter((m) => m.join_url === rows[0]?.meeting_url);
    expect(inZoom).toHaveLength(1);
    expect(inZoom[0]).toMatchObject({ duration: 60 });
    expect(await t.app.ctx.jobs.count(ZOOM_SCAN_QUEUE, "completed")).toBe(scans);
  });
});

describe("the automatic meetings' queues, run by the app's workers", () => {
  it("a visit confirmed before Zoom was connected gets its meeting when it is connected", async () => {
    const uni = await t.createSignedIn();
    const id = await confirmedVisit(uni.partner.id);
    await connectZoom(uni.token);
    await t.drainJobs(ZOOM_SCAN_QUEUE, ZOOM_VISIT_MEETING_QUEUE);
    expect(await meetingsOf(id)).toHaveLength(1);
  });

  it("a scan queues the confirmed visit once, and its job creates one Zoom meeting", async () => {
    const uni = await t.createSignedIn();
    await connectZoom(uni.token);
    await t.drainJobs(ZOOM_SCAN_QUEUE, ZOOM_VISIT_MEETING_QUEUE);
    const id = await confirmedVisit(uni.partner.id);

    await t.app.ctx.jobs.send(ZOOM_SCAN_QUEUE, {});
    await t.app.ctx.jobs.send(ZOOM_SCAN_QUEUE, {});
    await t.drainJobs(ZOOM_SCAN_QUEUE, ZOOM_VISIT_MEETING_QUEUE);
    // A second scan after the meeting exists queues nothing more.
    await t.app.ctx.jobs.send(ZOOM_SCAN_QUEUE, {});
    await t.drainJobs(ZOOM_SCAN_QUEUE, ZOOM_VISIT_MEETING_QUEUE);

    const rows = await meetingsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: "zoom", created_automatically: true });
    const inZoom = [...zoom.meetings.values()].filter((m) => m.join_url === rows[0]?.meeting_url);
    expect(inZoom).toHaveLength(1);
    expect(inZoom[0]).toMatchObject({ duration: 60, timezone: "America/Chicago" });
  });
});

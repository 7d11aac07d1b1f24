import { MESSAGES } from "@quad/contract/rules/messages";
import { WEBINAR_MESSAGES } from "@quad/contract/rules/partner-webinars";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { outbox } from "../mail/mail.table.ts";
import { createNotifier } from "../notifications/notifications.service.ts";
import { notifications } from "../notifications/notifications.table.ts";
import { webinarRegistrations, webinarUsers } from "../webinars/webinars.table.ts";
import { createProviderCatalogue } from "./provider-catalogue.ts";

let t: TestApp;
const clock = new Date("2026-03-02T12:00:00Z").getTime();
const API = "/api/v1/partners";
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
});
afterAll(async () => t.close());

const session = (extra: Record<string, unknown> = {}) => ({
  title: "Studying engineering at Fagus",
  description: "Meet our admissions team",
  start_at: "2026-03-10T09:00",
  end_at: "2026-03-10T10:00",
  timezone: "Asia/Shanghai",
  join_url: "https://zoom.example.test/j/1",
  capacity: 50,
  speakers: [{ name: "Ada Fagus", title: "Dean" }],
  ...extra,
});

async function create(token: string, extra: Record<string, unknown> = {}) {
  const res = await t.injectAs(token, { method: "POST", url: `${API}/partner_webinars`, payload: session(extra) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().webinar as { id: number } & Record<string, unknown>;
}

let guestCounter = 0;
async function register(
  webinarId: number,
  partnerId: number,
  extra: Partial<typeof webinarRegistrations.$inferInsert> = {},
  locale: "en-US" | "zh-CN" = "en-US",
) {
  guestCounter += 1;
  const [guest] = await t.db
    .insert(webinarUsers)
    .values({
      email: `guest${guestCounter}@example.test`,
      first_name: `Guest${guestCounter}`,
      last_name: "Student",
      locale,
      institute_name: "Tilia High",
    })
    .returning();
  await t.db.insert(webinarRegistrations).values({
    webinar_id: webinarId,
    partner_id: partnerId,
    webinar_user_id: guest?.id as number,
    ...extra,
  });
  return guest as NonNullable<typeof guest>;
}

describe("partner webinars", () => {
  it("creates a session in its own zone and reads it back with counts", async () => {
    const uni = await t.createSignedIn("University");
    const w = await create(uni.token);
    expect(w).toMatchObject({
      title: "Studying engineering at Fagus",
      start_time: "2026-03-10T01:00:00.000Z",
      end_time: "2026-03-10T02:00:00.000Z",
      start_at: "2026-03-10T09:00",
      timezone: "Asia/Shanghai",
      status: "published",
      tab: "upcoming",
      capacity: 50,
      speakers: [{ name: "Ada Fagus", title: "Dean" }],
      counts: { registered: 0, waitlisted: 0, attended: 0, watched_replay: 0 },
    });
    const got = await t.injectAs(uni.token, { method: "GET", url: `${API}/partner_webinars/${w.id}` });
    expect(got.statusCode).toBe(200);
    expect(got.json().webinar.id).toBe(w.id);
  });

  it("answers the spec's field messages", async () => {
    const uni = await t.createSignedIn("ApplicationClient");
    const res = await t.injectAs(uni.token, {
      method: "POST",
      url: `${API}/partner_webinars`,
      payload: {
        title: " ",
        start_at: "2026-03-10T10:00",
        end_at: "2026-03-10T09:00",
        timezone: "Mars/Olympus",
        join_url: "zoom.example.test/j/1",
        recording_url: "ftp://files.example.test/x",
        capacity: 0,
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      title: MESSAGES.required,
      timezone: WEBINAR_MESSAGES.invalidTimezone,
      join_url: MESSAGES.invalidUrl,
      recording_url: MESSAGES.invalidUrl,
      capacity: "Please enter value between 1 and 100000",
    });
    const venue = await t.injectAs(uni.token, {
      method: "POST",
      url: `${API}/partner_webinars`,
      payload: session({ is_in_person: true }),
    });
    expect(venue.json().errors).toEqual({ location: WEBINAR_MESSAGES.locationRequired });
    const order = await t.injectAs(uni.token, {
      method: "POST",
      url: `${API}/partner_webinars`,
      payload: session({ start_at: "2026-03-10T10:00", end_at: "2026-03-10T09:00" }),
    });
    expect(order.json().errors).toEqual({ end_at: WEBINAR_MESSAGES.endAfterStart });
    const missing = await t.injectAs(uni.token, { method: "POST", url: `${API}/partner_webinars`, payload: {} });
    expect(missing.json().errors).toMatchObject({
      title: MESSAGES.required,
      start_at: MESSAGES.required,
      end_at: MESSAGES.required,
      timezone: MESSAGES.required,
    });
    const unknownCategory = await t.injectAs(uni.token, {
      method: "POST",
      url: `${API}/partner_webinars`,
      payload: session({ category_id: 999999 }),
    });
    expect(unknownCategory.statusCode).toBe(422);
    expect(unknownCategory.json().errors.category_id).toBeDefined();
  });

  it("answers another institution's session 404, a school's too; a school's list holds none of it", async () => {
    const uni = await t.createSignedIn("University");
    const w = await create(uni.token);
    // A school hosts sessions of its own (decision 075): a university's is not found, not forbidden.
    const school = await t.createSignedIn("School");
    expect((await t.injectAs(school.token, { method: "GET", url: `${API}/partner_webinars/${w.id}` })).statusCode).toBe(
      404,
    );
    expect((await t.injectAs(school.token, { method: "GET", url: `${API}/partner_webinars` })).json().total_count).toBe(
      0,
    );
    expect((await t.injectAs(school.token, { method: "GET", url: `${API}/provider_events` })).statusCode).toBe(403);
    const other = await t.createSignedIn("University");
    expect((await t.injectAs(other.token, { method: "GET", url: `${API}/partner_webinars/${w.id}` })).statusCode).toBe(
      404,
    );
    const put = await t.injectAs(other.token, {
      method: "PUT",
      url: `${API}/partner_webinars/${w.id}`,
      payload: session(),
    });
    expect(put.statusCode).toBe(404);
    const list = await t.injectAs(other.token, { method: "GET", url: `${API}/partner_webinars` });
    expect(list.json().total_count).toBe(0);
  });

  it("lists with search, status, tab and category filters and paging", async () => {
    const uni = await t.createSignedIn("University");
    await create(uni.token, { title: "Past open day", start_at: "2026-02-01T09:00", end_at: "2026-02-01T10:00" });
    await create(uni.token, { title: "Live now", start_at: "2026-03-02T19:30", end_at: "2026-03-02T21:00" });
    await create(uni.token, { title: "Draft plan", status: "draft" });
    await create(uni.token, { title: "Upcoming law", start_at: "2026-04-01T09:00", end_at: "2026-04-01T10:00" });
    const get = async (q: string) =>
      (await t.injectAs(uni.token, { method: "GET", url: `${API}/partner_webinars?${q}` })).json();
    const all = await get("");
    expect(all.total_count).toBe(4);
    expect(all.tab_counts).toEqual({ upcoming: 2, live: 1, past: 1 });
    expect((await get("tab=upcoming")).webinars.map((w: { title: string }) => w.title)).toEqual([
      "Draft plan",
      "Upcoming law",
    ]);
    expect((await get("tab=live")).webinars[0].title).toBe("Live now");
    expect((await get("tab=past")).webinars[0].title).toBe("Past open day");
    expect((await get("status=draft")).webinars.map((w: { title: string }) => w.title)).toEqual(["Draft plan"]);
    expect((await get("search=LAW")).total_count).toBe(1);
    const page = await get("per_page=3&page_no=2");
    expect(page.webinars).toHaveLength(1);
    expect(page.page_no).toBe(2);
    const bad = await t.injectAs(uni.token, { method: "GET", url: `${API}/partner_webinars?tab=someday` });
    expect(bad.statusCode).toBe(422);
  });

  it("edits a session; a cancelled one is not editable", async () => {
    const uni = await t.createSignedIn("University");
    const w = await create(uni.token);
    const res = await t.injectAs(uni.token, {
      method: "PUT",
      url: `${API}/partner_webinars/${w.id}`,
      payload: session({ title: "Renamed", is_in_person: true, location: "Hall 2", capacity: "", status: "draft" }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().webinar).toMatchObject({ title: "Renamed", location: "Hall 2", capacity: null, status: "draft" });
    const bad = await t.injectAs(uni.token, {
      method: "PUT",
      url: `${API}/partner_webinars/${w.id}`,
      payload: session({ join_url: "meet" }),
    });
    expect(bad.json().errors).toEqual({ join_url: MESSAGES.invalidUrl });
    await t.injectAs(uni.token, { method: "PUT", url: `${API}/partner_webinars/${w.id}/cancel`, payload: {} });
    const after = await t.injectAs(uni.token, {
      method: "PUT",
      url: `${API}/partner_webinars/${w.id}`,
      payload: session(),
    });
    expect(after.statusCode).toBe(409);
    expect(after.json().error).toBe(WEBINAR_MESSAGES.cancelledNotEditable);
  });

  it("will not take capacity below the guests already registered", async () => {
    const uni = await t.createSignedIn("University");
    const w = await create(uni.token);
    await register(w.id, uni.partner.id);
    await register(w.id, uni.partner.id);
    const res = await t.injectAs(uni.token, {
      method: "PUT",
      url: `${API}/partner_webinars/${w.id}`,
      payload: session({ capacity: 1 }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.capacity).toContain("2");
  });

  it("cancels and mails every registrant and waitlisted guest in their language, once", async () => {
    const uni = await t.createSignedIn("University");
    const w = await create(uni.token, { title: "To be cancelled" });
    const a = await register(w.id, uni.partner.id);
    const b = await register(w.id, uni.partner.id, { status: "waitlisted", waitlisted_at: new Date(clock) }, "zh-CN");
    const c = await register(w.id, uni.partner.id, { status: "cancelled", cancelled_at: new Date(clock) });
    const res = await t.injectAs(uni.token, {
      method: "PUT",
      url: `${API}/partner_webinars/${w.id}/cancel`,
      payload: { reason: "The speaker is ill" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().webinar).toMatchObject({ status: "cancelled", cancelled_at: "2026-03-02T12:00:00.000Z" });
    await t.app.ctx.mailer.flush();
    const mailTo = async (email: string) => t.db.select().from(outbox).where(eq(outbox.to_address, email));
    const [toA] = await mailTo(a.email);
    expect(toA?.subject).toBe("Cancelled: To be cancelled");
    expect(toA?.text_body).toContain("The speaker is ill");
    expect(toA?.text_body).toContain("Mar 10, 2026 09:00 AM (Asia/Shanghai)");
    const [toB] = await mailTo(b.email);
    expect(toB?.subject).toBe("已取消：To be cancelled");
    expect(await mailTo(c.email)).toHaveLength(0);
    const again = await t.injectAs(uni.token, {
      method: "PUT",
      url: `${API}/partner_webinars/${w.id}/cancel`,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    expect(await mailTo(a.email)).toHaveLength(1);
  });

  it("will not cancel a session that has ended", async () => {
    const uni = await t.createSignedIn("University");
    const w = await create(uni.token, { start_at: "2026-02-01T09:00", end_at: "2026-02-01T10:00" });
    const res = await t.injectAs(uni.token, {
      method: "PUT",
      url: `${API}/partner_webinars/${w.id}/cancel`,
      payload: {},
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(WEBINAR_MESSAGES.pastNotCancellable);
  });

  it("lists registrants with attendance and counts, and downloads them as CSV", async () => {
    const uni = await t.createSignedIn("University");
    const w = await create(uni.token);
    const joined = await register(w.id, uni.partner.id, {
      first_joined_at: new Date("2026-03-10T01:02:00Z"),
      joined_seconds: 3000,
    });
    await register(w.id, uni.partner.id, {
      attended_at: new Date("2026-03-10T01:00:00Z"),
      check_in_method: "qr",
    });
    await register(w.id, uni.partner.id, { is_video_watched: true });
    await register(w.id, uni.partner.id, { status: "waitlisted", waitlisted_at: new Date(clock) });
    const detail = await t.injectAs(uni.token, { method: "GET", url: `${API}/partner_webinars/${w.id}` });
    expect(detail.json().webinar.counts).toEqual({
      registered: 3,
      waitlisted: 1,
      cancelled: 0,
      attended: 2,
      watched_replay: 1,
    });
    expect(detail.json().webinar.registered_count).toBe(3);
    const list = await t.injectAs(uni.token, {
      method: "GET",
      url: `${API}/partner_webinars/${w.id}/registrants?per_page=2`,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().total_count).toBe(4);
    expect(list.json().registrants).toHaveLength(2);
    expect(list.json().registrants[0]).toMatchObject({
      email: joined.email,
      status: "registered",
      joined_seconds: 3000,
      first_joined_at: "2026-03-10T01:02:00.000Z",
      role: "student",
    });
    const waiting = await t.injectAs(uni.token, {
      method: "GET",
      url: `${API}/partner_webinars/${w.id}/registrants?status=waitlisted`,
    });
    expect(waiting.json().total_count).toBe(1);
    const csv = await t.injectAs(uni.token, {
      method: "GET",
      url: `${API}/partner_webinars/${w.id}/registrants?download=true`,
    });
    expect(csv.statusCode).toBe(200);
    const file = await t.app.inject({ method: "GET", url: csv.json().csv_url });
    expect(file.body).toContain("Minutes joined");
    expect(file.body).toContain(`${joined.email},student,Tilia High,registered`);
    expect(file.body).toContain(",50,");
    const other = await t.createSignedIn("University");
    const stolen = await t.injectAs(other.token, {
      method: "GET",
      url: `${API}/partner_webinars/${w.id}/registrants?download=true`,
    });
    expect(stolen.statusCode).toBe(404);
  });
});

describe("provider events", () => {
  it("lists published events by category and date, and takes part and withdraws", async () => {
    const catalogue = createProviderCatalogue({ db: t.db, notifier: createNotifier(t.app.ctx) });
    const uni = await t.createSignedIn("University");
    const uk = await catalogue.addCategory({ name: "Study in the UK PE", name_zh: "英国留学" });
    const us = await catalogue.addCategory({ name: "Study in the US PE" });
    expect((await catalogue.addCategory({ name: "study in the uk pe" })).created).toBe(false);
    const fair = await catalogue.addEvent({
      category: "Study in the UK PE",
      title: "UK Spring Fair",
      start: "2026-04-01T09:00",
      end: "2026-04-01T17:00",
      timezone: "Europe/London",
    });
    await catalogue.addEvent({
      category: String(us.id),
      title: "US Summer Fair",
      start: "2026-07-01T09:00",
      end: "2026-07-01T17:00",
      timezone: "America/New_York",
    });
    await catalogue.addEvent({
      category: String(us.id),
      title: "Hidden draft",
      start: "2026-07-01T09:00",
      end: "2026-07-01T17:00",
      timezone: "UTC",
      draft: true,
    });
    await catalogue.addEvent({
      category: String(us.id),
      title: "Last year",
      start: "2025-07-01T09:00",
      end: "2025-07-01T17:00",
      timezone: "UTC",
    });
    // Every university and application client hears of a published event, linking to the catalogue.
    const [note] = await t.db.select().from(notifications).where(eq(notifications.user_id, uni.user.id));
    expect(note).toMatchObject({ notification_type: "WebinarCategory" });
    expect(fair.notified).toBeGreaterThan(0);

    const list = async (q = "") =>
      (await t.injectAs(uni.token, { method: "GET", url: `${API}/provider_events?${q}` })).json();
    const titles = (body: { events: { title: string }[] }) => body.events.map((e) => e.title);
    expect(titles(await list())).toEqual(expect.arrayContaining(["UK Spring Fair", "US Summer Fair"]));
    expect(titles(await list())).not.toContain("Hidden draft");
    expect(titles(await list())).not.toContain("Last year");
    expect(titles(await list(`category_id=${uk.id}`))).toEqual(["UK Spring Fair"]);
    expect(titles(await list("from=2026-06-01&to=2026-07-31")).filter((x) => x.endsWith("Fair"))).toEqual([
      "US Summer Fair",
    ]);
    expect((await list()).categories.map((c: { name: string }) => c.name)).toContain("Study in the UK PE");

    const join = await t.injectAs(uni.token, { method: "POST", url: `${API}/provider_events/${fair.id}/participate` });
    expect(join.statusCode, join.body).toBe(200);
    expect(join.json().event).toMatchObject({ is_participating: true, participants_count: 1 });
    // Twice is once.
    const again = await t.injectAs(uni.token, { method: "POST", url: `${API}/provider_events/${fair.id}/participate` });
    expect(again.json().event.participants_count).toBe(1);

    // The form offers the event; a session in it shows under the event.
    const options = await t.injectAs(uni.token, { method: "GET", url: `${API}/webinar_form_options` });
    expect(options.json().provider_events.map((e: { id: number }) => e.id)).toContain(fair.id);
    const w = await create(uni.token, { title: "Our fair booth", provider_event_id: fair.id, category_id: uk.id });
    expect(w).toMatchObject({ provider_event: { id: fair.id, title: "UK Spring Fair" }, category: { id: uk.id } });
    const withSession = (await list(`category_id=${uk.id}`)).events[0];
    expect(withSession.sessions).toEqual([expect.objectContaining({ id: w.id, title: "Our fair booth" })]);

    // Another university cannot put a session in an event it does not take part in.
    const other = await t.createSignedIn("University");
    const refused = await t.injectAs(other.token, {
      method: "POST",
      url: `${API}/partner_webinars`,
      payload: session({ provider_event_id: fair.id }),
    });
    expect(refused.statusCode).toBe(422);
    expect((await list(`category_id=${uk.id}`)).events[0].is_participating).toBe(true);
    const otherView = await t.injectAs(other.token, {
      method: "GET",
      url: `${API}/provider_events?category_id=${uk.id}`,
    });
    expect(otherView.json().events[0]).toMatchObject({ is_participating: false, sessions: [] });

    const leave = await t.injectAs(uni.token, {
      method: "DELETE",
      url: `${API}/provider_events/${fair.id}/participate`,
    });
    expect(leave.statusCode).toBe(200);
    expect(leave.json().event).toMatchObject({ is_participating: false, participants_count: 0, sessions: [] });
    const still = await t.injectAs(uni.token, { method: "GET", url: `${API}/partner_webinars/${w.id}` });
    expect(still.json().webinar.provider_event).toBeNull();
  });

  it("answers 404 for unknown or draft events and 409 for one that has ended", async () => {
    const catalogue = createProviderCatalogue({ db: t.db });
    const uni = await t.createSignedIn("University");
    await catalogue.addCategory({ name: "Ended PE" });
    const ended = await catalogue.addEvent({
      category: "Ended PE",
      title: "Old",
      start: "2025-01-01T09:00",
      end: "2025-01-01T10:00",
      timezone: "UTC",
    });
    const draft = await catalogue.addEvent({
      category: "Ended PE",
      title: "Draft",
      start: "2027-01-01T09:00",
      end: "2027-01-01T10:00",
      timezone: "UTC",
      draft: true,
    });
    expect(
      (await t.injectAs(uni.token, { method: "POST", url: `${API}/provider_events/${ended.id}/participate` }))
        .statusCode,
    ).toBe(409);
    expect(
      (await t.injectAs(uni.token, { method: "POST", url: `${API}/provider_events/${draft.id}/participate` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.injectAs(uni.token, { method: "POST", url: `${API}/provider_events/999999/participate` })).statusCode,
    ).toBe(404);
    const school = await t.createSignedIn("School");
    expect(
      (await t.injectAs(school.token, { method: "POST", url: `${API}/provider_events/${ended.id}/participate` }))
        .statusCode,
    ).toBe(403);
    const badDate = await t.injectAs(uni.token, { method: "GET", url: `${API}/provider_events?from=tomorrow` });
    expect(badDate.statusCode).toBe(422);
  });

  it("refuses a bad operator event", async () => {
    const catalogue = createProviderCatalogue({ db: t.db });
    await expect(
      catalogue.addEvent({
        category: "nope",
        title: "x",
        start: "2026-01-01T09:00",
        end: "2026-01-01T10:00",
        timezone: "UTC",
      }),
    ).rejects.toThrow(/No webinar category/);
    await catalogue.addCategory({ name: "Ops PE" });
    await expect(
      catalogue.addEvent({
        category: "Ops PE",
        title: "x",
        start: "2026-01-01T10:00",
        end: "2026-01-01T09:00",
        timezone: "UTC",
      }),
    ).rejects.toThrow(WEBINAR_MESSAGES.endAfterStart);
    await expect(
      catalogue.addEvent({
        category: "Ops PE",
        title: "x",
        start: "2026-01-01T09:00",
        end: "2026-01-01T10:00",
        timezone: "Nowhere/City",
      }),
    ).rejects.toThrow();
  });
});

import { VISIT_MESSAGES } from "@quad/contract/rules/visits";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { schoolWithSlot as schoolSlot } from "../../test/visit-fixtures.ts";
import { eventAudits } from "./visits.table.ts";

let t: TestApp;
let clock = new Date("2026-03-02T12:00:00Z").getTime();
const API = "/api/v1/partners";
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
});
afterAll(async () => t.close());

/** A school with a Monday 10:00-11:00 slot of the given capacity through March and April. */
const schoolWithSlot = (capacity: number, autoAccept: boolean) =>
  schoolSlot(t, {
    timezone: "America/New_York",
    autoAccept,
    from: "2026-03-01",
    to: "2026-04-30",
    slot: { days: [1], time_from: "10:00", time_to: "11:00", capacity },
  });

const book = (
  token: string,
  school: number,
  slot_id: number,
  event_date = "2026-03-09",
  extra: Record<string, unknown> = {},
) =>
  t.injectAs(token, {
    method: "POST",
    url: `${API}/events/create_event`,
    payload: {
      school_partner_id: school,
      slot_id,
      event_date,
      timezone: "Europe/Berlin",
      note: "We bring two reps",
      ...extra,
    },
  });

describe("requesting visits", () => {
  it("confirms at once on auto-accept, notifies the school, and shows the booking in availability", async () => {
    const school = await schoolWithSlot(3, true);
    const uni = await t.createSignedIn("University");
    const res = await book(uni.token, school.partner.id, school.slotId);
    expect(res.statusCode).toBe(201);
    expect(res.json().event).toMatchObject({
      status: "confirm",
      event_date: "2026-03-09",
      time_from: "10:00",
      time_to: "11:00",
      timezone: "Europe/Berlin",
      school_timezone: "America/New_York",
      starts_at: "2026-03-09T14:00:00.000Z",
    });
    const avail = await t.injectAs(uni.token, {
      method: "GET",
      url: `${API}/schools/${school.partner.id}/availability?start_date=2026-03-09&end_date=2026-03-09`,
    });
    expect(avail.json().data["2026-03-09"][0]).toMatchObject({
      booked: 1,
      remaining: 2,
      is_booked_by_university: true,
    });
    const note = await t.injectAs(school.token, {
      method: "POST",
      url: `${API}/users/${school.user.id}/notifications`,
      payload: {},
    });
    expect(note.json().notifications[0]).toMatchObject({ notification_type: "Event", event_id: res.json().event.id });
    const again = await book(uni.token, school.partner.id, school.slotId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(VISIT_MESSAGES.alreadyBooked);
  });

  it("leaves a manual school's request pending until the school confirms, within capacity", async () => {
    const school = await schoolWithSlot(1, false);
    const a = await t.createSignedIn("University");
    const b = await t.createSignedIn("University");
    const ra = await book(a.token, school.partner.id, school.slotId);
    const rb = await book(b.token, school.partner.id, school.slotId);
    expect([ra.json().event.status, rb.json().event.status]).toEqual(["pending", "pending"]);
    const confirm = (id: number) =>
      t.injectAs(school.token, {
        method: "PUT",
        url: `${API}/events/${id}/update_status`,
        payload: { status: "confirm" },
      });
    expect((await confirm(ra.json().event.id)).statusCode).toBe(200);
    const full = await confirm(rb.json().event.id);
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe(VISIT_MESSAGES.slotFull);
    const uniNote = await t.injectAs(a.token, {
      method: "POST",
      url: `${API}/users/${a.user.id}/notifications`,
      payload: {},
    });
    expect(uniNote.json().notifications[0].message).toContain("confirmed the visit");
  });

  it("validates the request with the spec's messages and sends a request without a slot", async () => {
    const school = await schoolWithSlot(2, false);
    const uni = await t.createSignedIn("University");
    const missing = await t.injectAs(uni.token, {
      method: "POST",
      url: `${API}/events/create_event`,
      payload: { school_partner_id: school.partner.id, slot_id: school.slotId },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      event_date: VISIT_MESSAGES.dateTimeRequired,
      timezone: VISIT_MESSAGES.timezoneRequired,
    });
    const wrongDay = await book(uni.token, school.partner.id, school.slotId, "2026-03-10");
    expect(wrongDay.json().errors).toEqual({ event_date: VISIT_MESSAGES.slotNotOnDate });
    const request = await t.injectAs(uni.token, {
      method: "POST",
      url: `${API}/events/create_event`,
      payload: { school_partner_id: school.partner.id, note: "Any week in May?" },
    });
    expect(request.statusCode).toBe(201);
    expect(request.json().event).toMatchObject({ status: "requested", event_date: null, note: "Any week in May?" });
    const asSchool = await t.injectAs(school.token, {
      method: "POST",
      url: `${API}/events/create_event`,
      payload: { school_partner_id: school.partner.id },
    });
    expect(asSchool.statusCode).toBe(403);
  });
});

describe("capacity under concurrency", () => {
  it("accepts exactly 3 of 40 simultaneous requests on a capacity-3 slot date and answers the rest 409", async () => {
    const school = await schoolWithSlot(3, true);
    const unis = [];
    for (let i = 0; i < 40; i++) {
      const p = await t.createPartner({ institute_type: "University" });
      const u = await t.createUser({ partner_id: p.id });
      unis.push(await t.signIn(u.email));
    }
    const results = await Promise.all(unis.map((token) => book(token, school.partner.id, school.slotId, "2026-03-16")));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(37);
    expect(results.find((r) => r.statusCode === 409)?.json().error).toBe(VISIT_MESSAGES.slotFull);
    const avail = await t.injectAs(school.token, {
      method: "GET",
      url: `${API}/schools/${school.partner.id}/availability?start_date=2026-03-16&end_date=2026-03-16`,
    });
    expect(avail.json().data["2026-03-16"][0]).toMatchObject({ booked: 3, remaining: 0 });
  }, 120_000);
});

describe("status changes", () => {
  it("declines and cancels with a reason, frees the place, keeps an audit trail, and refuses final or past changes", async () => {
    const school = await schoolWithSlot(1, true);
    const uni = await t.createSignedIn("University");
    const booked = await book(uni.token, school.partner.id, school.slotId, "2026-03-23");
    const id = booked.json().event.id;
    const noReason = await t.injectAs(uni.token, {
      method: "PUT",
      url: `${API}/events/${id}/update_status`,
      payload: { status: "cancel" },
    });
    expect(noReason.json().errors).toEqual({ reason: VISIT_MESSAGES.reasonRequired });
    const cancel = await t.injectAs(uni.token, {
      method: "PUT",
      url: `${API}/events/${id}/update_status`,
      payload: { status: "cancel", reason: "Flight cancelled" },
    });
    expect(cancel.json().event).toMatchObject({ status: "cancel", reason: "Flight cancelled" });
    const again = await t.injectAs(school.token, {
      method: "PUT",
      url: `${API}/events/${id}/update_status`,
      payload: { status: "confirm" },
    });
    expect(again.json().errors).toEqual({ status: VISIT_MESSAGES.notAllowed });
    const other = await t.createSignedIn("University");
    expect((await book(other.token, school.partner.id, school.slotId, "2026-03-23")).statusCode).toBe(201);
    const trail = await t.app.ctx.db.select().from(eventAudits).where(eq(eventAudits.event_id, id));
    expect(trail.map((a) => [a.from_status, a.to_status, a.reason])).toEqual([
      [null, "confirm", null],
      ["confirm", "cancel", "Flight cancelled"],
    ]);

    const manual = await schoolWithSlot(2, false);
    const pending = await book(uni.token, manual.partner.id, manual.slotId, "2026-03-02");
    clock = new Date("2026-03-03T17:00:00Z").getTime();
    const late = await t.injectAs(manual.token, {
      method: "PUT",
      url: `${API}/events/${pending.json().event.id}/update_status`,
      payload: { status: "confirm" },
    });
    expect(late.json(), late.body).toMatchObject({ errors: { status: VISIT_MESSAGES.pastConfirm } });
    const lateCancel = await t.injectAs(uni.token, {
      method: "PUT",
      url: `${API}/events/${pending.json().event.id}/update_status`,
      payload: { status: "cancel", reason: "x" },
    });
    expect(lateCancel.json().errors).toEqual({ status: VISIT_MESSAGES.pastCancel });
    const decline = await t.injectAs(manual.token, {
      method: "PUT",
      url: `${API}/events/${pending.json().event.id}/update_status`,
      payload: { status: "declined", reason: "Exam week" },
    });
    expect(decline.json().event.status).toBe("declined");
    clock = new Date("2026-03-02T12:00:00Z").getTime();
  });

  it("lists upcoming and past visits per side and never shows another institution's visit", async () => {
    const school = await schoolWithSlot(5, true);
    const uni = await t.createSignedIn("University");
    const { id } = (await book(uni.token, school.partner.id, school.slotId, "2026-03-30")).json().event;
    const list = await t.injectAs(school.token, { method: "POST", url: `${API}/events`, payload: { tab: "upcoming" } });
    expect(list.json()).toMatchObject({ matched: 1, total: 1, total_without_group: 1, page_no: 1 });
    expect(list.json().events[0]).toMatchObject({ id, university: { id: uni.partner.id } });
    const past = await t.injectAs(uni.token, { method: "POST", url: `${API}/events`, payload: { tab: "past" } });
    expect(past.json().matched).toBe(0);
    const csv = await t.injectAs(uni.token, { method: "POST", url: `${API}/events`, payload: { download: true } });
    const file = await t.app.inject({ method: "GET", url: csv.json().csv_url });
    expect(file.body).toContain(school.partner.name);
    const stranger = await t.createSignedIn("University");
    expect((await t.injectAs(stranger.token, { method: "GET", url: `${API}/events/${id}` })).statusCode).toBe(404);
    expect(
      (
        await t.injectAs(stranger.token, {
          method: "PUT",
          url: `${API}/events/${id}/update_status`,
          payload: { status: "cancel", reason: "x" },
        })
      ).statusCode,
    ).toBe(404);
    const otherSchool = await schoolWithSlot(1, false);
    expect((await t.injectAs(otherSchool.token, { method: "GET", url: `${API}/events/${id}` })).statusCode).toBe(404);
    expect((await t.injectAs(school.token, { method: "GET", url: `${API}/events/${id}` })).statusCode).toBe(200);
  });
});

describe("rescheduling", () => {
  it("moves a confirmed visit to another slot date: awaits a manual school, frees the old place, and is audited", async () => {
    const school = await schoolWithSlot(1, false);
    const uni = await t.createSignedIn("University");
    const { id } = (await book(uni.token, school.partner.id, school.slotId, "2026-03-09")).json().event;
    await t.injectAs(school.token, {
      method: "PUT",
      url: `${API}/events/${id}/update_status`,
      payload: { status: "confirm" },
    });
    const moved = await t.injectAs(uni.token, {
      method: "PUT",
      url: `${API}/universities/events/${id}/reschedule`,
      payload: { slot_id: school.slotId, event_date: "2026-03-16", timezone: "Asia/Tokyo", reason: "Exam week" },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().event).toMatchObject({
      status: "reschedule",
      event_date: "2026-03-16",
      timezone: "Asia/Tokyo",
      reason: "Exam week",
    });
    const avail = await t.injectAs(uni.token, {
      method: "GET",
      url: `${API}/schools/${school.partner.id}/availability?start_date=2026-03-09&end_date=2026-03-16`,
    });
    expect(avail.json().data["2026-03-09"][0].remaining).toBe(1);
    const confirm = await t.injectAs(school.token, {
      method: "PUT",
      url: `${API}/events/${id}/update_status`,
      payload: { status: "confirm" },
    });
    expect(confirm.json().event.status).toBe("confirm");
    const note = await t.injectAs(school.token, {
      method: "POST",
      url: `${API}/users/${school.user.id}/notifications`,
      payload: { search_text: "rescheduled" },
    });
    expect(note.json().filter_count).toBe(1);
  });

  it("validates the new time, refuses the wrong segment and other institutions' visits", async () => {
    const school = await schoolWithSlot(2, true);
    const uni = await t.createSignedIn("University");
    const { id } = (await book(uni.token, school.partner.id, school.slotId, "2026-03-09")).json().event;
    const missing = await t.injectAs(uni.token, {
      method: "PUT",
      url: `${API}/events/${id}/reschedule`,
      payload: { slot_id: school.slotId },
    });
    expect(missing.json().errors).toEqual({
      event_date: VISIT_MESSAGES.dateTimeRequired,
      timezone: VISIT_MESSAGES.timezoneRequired,
    });
    const segment = await t.injectAs(uni.token, {
      method: "PUT",
      url: `${API}/schools/events/${id}/reschedule`,
      payload: { slot_id: school.slotId, event_date: "2026-03-16", timezone: "UTC" },
    });
    expect(segment.statusCode).toBe(404);
    const stranger = await t.createSignedIn("University");
    const other = await t.injectAs(stranger.token, {
      method: "PUT",
      url: `${API}/events/${id}/reschedule`,
      payload: { slot_id: school.slotId, event_date: "2026-03-16", timezone: "UTC" },
    });
    expect(other.statusCode).toBe(404);
    const auto = await t.injectAs(uni.token, {
      method: "PUT",
      url: `${API}/events/${id}/reschedule`,
      payload: { slot_id: school.slotId, event_date: "2026-03-16", timezone: "UTC" },
    });
    expect(auto.json().event.status).toBe("confirm");
  });
});

describe("the school's side", () => {
  it("a school moves a visit to another of its slot dates: confirmed, place moved, the university told", async () => {
    const school = await schoolWithSlot(1, false);
    const uni = await t.createSignedIn("University");
    const { id } = (await book(uni.token, school.partner.id, school.slotId, "2026-03-09")).json().event;
    const moved = await t.injectAs(school.token, {
      method: "PUT",
      url: `${API}/schools/events/${id}/reschedule`,
      payload: {
        slot_id: school.slotId,
        event_date: "2026-03-16",
        timezone: "America/New_York",
        reason: "The school has exams or assessments on that date",
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().event).toMatchObject({ status: "confirm", event_date: "2026-03-16" });
    const avail = await t.injectAs(school.token, {
      method: "GET",
      url: `${API}/schools/${school.partner.id}/availability?start_date=2026-03-09&end_date=2026-03-16`,
    });
    expect(avail.json().data["2026-03-09"][0].remaining).toBe(1);
    expect(avail.json().data["2026-03-16"][0].remaining).toBe(0);
    const note = await t.injectAs(uni.token, {
      method: "POST",
      url: `${API}/users/${uni.user.id}/notifications`,
      payload: { search_text: "rescheduled" },
    });
    expect(note.json().filter_count).toBe(1);
    const wrongSegment = await t.injectAs(school.token, {
      method: "PUT",
      url: `${API}/universities/events/${id}/reschedule`,
      payload: { slot_id: school.slotId, event_date: "2026-03-23", timezone: "UTC" },
    });
    expect(wrongSegment.statusCode).toBe(404);
  });

  it("a school answers a request without a slot by giving it one", async () => {
    const school = await schoolWithSlot(2, false);
    const uni = await t.createSignedIn("University");
    const request = await t.injectAs(uni.token, {
      method: "POST",
      url: `${API}/events/create_event`,
      payload: { school_partner_id: school.partner.id, note: "Any Monday?" },
    });
    const id = request.json().event.id;
    const given = await t.injectAs(school.token, {
      method: "PUT",
      url: `${API}/schools/events/${id}/reschedule`,
      payload: { slot_id: school.slotId, event_date: "2026-03-30", timezone: "America/New_York" },
    });
    expect(given.json().event).toMatchObject({ status: "confirm", event_date: "2026-03-30", time_from: "10:00" });
  });

  it("shows the status history with who changed what and why", async () => {
    const school = await schoolWithSlot(2, false);
    const uni = await t.createSignedIn("University");
    const { id } = (await book(uni.token, school.partner.id, school.slotId, "2026-04-06")).json().event;
    await t.injectAs(school.token, {
      method: "PUT",
      url: `${API}/events/${id}/update_status`,
      payload: { status: "confirm" },
    });
    await t.injectAs(uni.token, {
      method: "PUT",
      url: `${API}/events/${id}/update_status`,
      payload: { status: "cancel", reason: "Our travel budget for this season is used up" },
    });
    const detail = await t.injectAs(uni.token, { method: "GET", url: `${API}/events/${id}` });
    const history = detail.json().event.history;
    expect(history.map((h: { from_status: string | null; to_status: string }) => [h.from_status, h.to_status])).toEqual(
      [
        [null, "pending"],
        ["pending", "confirm"],
        ["confirm", "cancel"],
      ],
    );
    expect(history[1].by).toEqual({
      name: `${school.user.first_name} ${school.user.last_name}`,
      institute_type: "School",
    });
    expect(history[2]).toMatchObject({
      reason: "Our travel budget for this season is used up",
      by: { institute_type: "University" },
    });
  });

  it("sorts visits into upcoming and past by the school's calendar, whatever the viewer's zone", async () => {
    const school = await t.createSignedIn("School");
    await t.injectAs(school.token, {
      method: "PUT",
      url: `${API}/timezones/set_timezone`,
      payload: { timezone: "Asia/Tokyo" },
    });
    await t.injectAs(school.token, {
      method: "POST",
      url: `${API}/schools/${school.partner.id}/set_availability`,
      payload: {
        availability: {
          availability_start_date: "2026-03-01",
          availability_end_date: "2026-04-30",
          slots: [{ days: [1], time_from: "10:00", time_to: "11:00", capacity: 2 }],
        },
      },
    });
    const slotId = (
      await t.injectAs(school.token, {
        method: "GET",
        url: `${API}/schools/${school.partner.id}/availability?start_date=2026-03-02&end_date=2026-03-02`,
      })
    ).json().data["2026-03-02"][0].slot_id;
    const uni = await t.createSignedIn("University");
    await t.injectAs(uni.token, {
      method: "PUT",
      url: `${API}/timezones/set_timezone`,
      payload: { timezone: "America/New_York" },
    });
    const { id } = (await book(uni.token, school.partner.id, slotId, "2026-03-02")).json().event;
    // 16:00 UTC on Monday: already Tuesday in Tokyo, still Monday morning in New York.
    clock = new Date("2026-03-02T16:00:00Z").getTime();
    try {
      const upcoming = await t.injectAs(uni.token, { method: "POST", url: `${API}/events`, payload: {} });
      expect(upcoming.statusCode, upcoming.body).toBe(200);
      expect(upcoming.json().events.map((e: { id: number }) => e.id)).not.toContain(id);
      const past = await t.injectAs(uni.token, { method: "POST", url: `${API}/events`, payload: { tab: "past" } });
      expect(past.json().events.find((e: { id: number }) => e.id === id)).toMatchObject({ is_past: true });
    } finally {
      clock = new Date("2026-03-02T12:00:00Z").getTime();
    }
  });
});

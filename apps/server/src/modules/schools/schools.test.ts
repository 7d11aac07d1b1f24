import { MESSAGES } from "@quad/contract/rules/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { multipartBody } from "../../test/files.ts";
import { countries } from "../reference/reference.table.ts";

let t: TestApp;
let clock = new Date("2026-03-02T12:00:00Z").getTime();
const API = "/api/v1/partners";
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
});
afterAll(async () => t.close());

async function schoolWithSlot(name: string, capacity: number, extra: Record<string, unknown> = {}) {
  const partner = await t.createPartner({
    institute_type: "School",
    name,
    timezone: "UTC",
    school_type: "private_partner",
    ...extra,
  });
  const admin = await t.createUser({ partner_id: partner.id });
  const token = await t.signIn(admin.email);
  await t.injectAs(token, { method: "PUT", url: `${API}/auto_event_accept?is_event_auto_accept=true` });
  const saved = await t.injectAs(token, {
    method: "POST",
    url: `${API}/schools/${partner.id}/set_availability`,
    payload: {
      availability: {
        availability_start_date: "2026-03-02",
        availability_end_date: "2026-03-02",
        slots: [{ days: [1], time_from: "10:00", time_to: "11:00", capacity }],
      },
    },
  });
  return { partner, token, admin, slotId: saved.json().slots[0].slot_id as number };
}

describe("schools directory", () => {
  it("lists schools with filters, booking state, upcoming visit and ratings, for the own university only", async () => {
    const uni = await t.createSignedIn("University");
    const [fr] = await t.db.select({ id: countries.id }).from(countries).where(eq(countries.code, "FR"));
    const open = await schoolWithSlot("Lycée Open Door", 2, { country_id: fr?.id, ceeb_code: "654321" });
    const full = await schoolWithSlot("Full House Academy", 1);
    await t.createPartner({ institute_type: "School", name: "No Slots High", registered_at: null });
    const other = await t.createSignedIn("University");
    await t.injectAs(other.token, {
      method: "POST",
      url: `${API}/events/create_event`,
      payload: { school_partner_id: full.partner.id, slot_id: full.slotId, event_date: "2026-03-02", timezone: "UTC" },
    });
    const mine = await t.injectAs(uni.token, {
      method: "POST",
      url: `${API}/events/create_event`,
      payload: { school_partner_id: open.partner.id, slot_id: open.slotId, event_date: "2026-03-02", timezone: "UTC" },
    });
    const url = `${API}/universities/${uni.partner.id}/schools_list`;
    const res = await t.injectAs(uni.token, { method: "POST", url, payload: { search_text: "o" } });
    expect(res.statusCode).toBe(200);
    const byName = Object.fromEntries(res.json().schools.map((s: { name: string }) => [s.name, s]));
    expect(byName["Lycée Open Door"]).toMatchObject({
      booking_state: "open",
      country: "France",
      upcoming_visit: { event_id: mine.json().event.id, status: "confirm" },
      school_type: "private_partner",
    });
    expect(byName["Full House Academy"]).toMatchObject({ booking_state: "fully_booked", upcoming_visit: null });
    expect(byName["No Slots High"]).toMatchObject({ booking_state: "no_availability", is_registered: false });
    expect(res.json().is_slot_status_visible).toBe(true);
    const ceeb = await t.injectAs(uni.token, { method: "POST", url, payload: { search_text: "654321" } });
    expect(ceeb.json().schools.map((s: { name: string }) => s.name)).toEqual(["Lycée Open Door"]);
    const country = await t.injectAs(uni.token, {
      method: "POST",
      url,
      payload: { country_ids: [fr?.id], open_availability: true },
    });
    expect(country.json().matched).toBe(1);
    const paged = await t.injectAs(uni.token, {
      method: "POST",
      url,
      payload: { per_page: 1, page_no: 2, search_text: "o" },
    });
    expect(paged.json().schools).toHaveLength(1);
    const cross = await t.injectAs(other.token, { method: "POST", url, payload: {} });
    expect(cross.statusCode).toBe(404);
    const bad = await t.injectAs(uni.token, { method: "POST", url, payload: { school_type: "charter", page_no: 0 } });
    expect(bad.statusCode).toBe(422);
  });

  it("asks for feedback on past visits, takes one rating per visit, and shows ratings", async () => {
    const uni = await t.createSignedIn("University");
    const school = await schoolWithSlot("Rated Academy", 3);
    const visit = await t.injectAs(uni.token, {
      method: "POST",
      url: `${API}/events/create_event`,
      payload: {
        school_partner_id: school.partner.id,
        slot_id: school.slotId,
        event_date: "2026-03-02",
        timezone: "UTC",
      },
    });
    const id = visit.json().event.id;
    const early = await t.injectAs(uni.token, {
      method: "POST",
      url: `${API}/events/${id}/create_feedback`,
      payload: { rating: 5 },
    });
    expect(early.statusCode).toBe(422);
    clock = new Date("2026-03-03T12:00:00Z").getTime();
    const pending = await t.injectAs(uni.token, { method: "GET", url: `${API}/events/pending_feedbacks` });
    expect(pending.json()).toMatchObject({
      total_feedbacks: 1,
      events: [{ event_id: id, school_name: "Rated Academy" }],
    });
    const bad = await t.injectAs(uni.token, {
      method: "POST",
      url: `${API}/events/${id}/create_feedback`,
      ...multipartBody({ rating: "6" }),
    });
    expect(bad.json().errors).toEqual({ rating: MESSAGES.range(1, 5) });
    const ok = await t.injectAs(uni.token, {
      method: "POST",
      url: `${API}/events/${id}/create_feedback`,
      ...multipartBody({ rating: "4", comment: "Great counsellors" }),
    });
    expect(ok.statusCode).toBe(201);
    const twice = await t.injectAs(uni.token, {
      method: "POST",
      url: `${API}/events/${id}/create_feedback`,
      payload: { rating: 2 },
    });
    expect(twice.statusCode).toBe(409);
    const stranger = await t.createSignedIn("University");
    expect(
      (
        await t.injectAs(stranger.token, {
          method: "POST",
          url: `${API}/events/${id}/create_feedback`,
          payload: { rating: 1 },
        })
      ).statusCode,
    ).toBe(404);
    const list = await t.injectAs(school.token, {
      method: "GET",
      url: `${API}/schools/${school.partner.id}/feedbacks?page_no=1&per_page=10`,
    });
    expect(list.json()).toMatchObject({
      average_rating: 4,
      total: 1,
      feedbacks: [{ rating: 4, comment: "Great counsellors", university_name: uni.partner.name }],
    });
    const otherSchool = await schoolWithSlot("Nosy School", 1);
    expect(
      (await t.injectAs(otherSchool.token, { method: "GET", url: `${API}/schools/${school.partner.id}/feedbacks` }))
        .statusCode,
    ).toBe(404);
    const after = await t.injectAs(uni.token, { method: "GET", url: `${API}/events/pending_feedbacks` });
    expect(after.json().total_feedbacks).toBe(0);
    clock = new Date("2026-03-02T12:00:00Z").getTime();
  });
});

describe("school profile and public booking page", () => {
  it("shows a school's profile to universities and itself, never to another school", async () => {
    const school = await schoolWithSlot("Profile Prep", 2, { description: "A friendly school", ceeb_code: "111222" });
    const uni = await t.createSignedIn("University");
    const res = await t.injectAs(uni.token, { method: "GET", url: `${API}/schools/${school.partner.id}/detail_info` });
    expect(res.json().school).toMatchObject({
      name: "Profile Prep",
      description: "A friendly school",
      ceeb_code: "111222",
      rating: null,
      ratings_count: 0,
    });
    expect(
      (await t.injectAs(school.token, { method: "GET", url: `${API}/schools/${school.partner.id}/detail_info` }))
        .statusCode,
    ).toBe(200);
    const other = await schoolWithSlot("Other Prep", 1);
    expect(
      (await t.injectAs(other.token, { method: "GET", url: `${API}/schools/${school.partner.id}/detail_info` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.injectAs(uni.token, { method: "GET", url: `${API}/schools/${uni.partner.id}/detail_info` })).statusCode,
    ).toBe(404);
  });

  it("gives the profile's contact details and the calling university's own visits with the school", async () => {
    const school = await schoolWithSlot("Contact Academy", 3, {
      email: "office@contact.test",
      contact: "+1 555 0100",
      confirmation_message: "See you soon",
      timezone: "Asia/Singapore",
    });
    const uni = await t.createSignedIn("University");
    const other = await t.createSignedIn("University");
    const booked = await t.injectAs(uni.token, {
      method: "POST",
      url: `${API}/events/create_event`,
      payload: {
        school_partner_id: school.partner.id,
        slot_id: school.slotId,
        event_date: "2026-03-02",
        timezone: "UTC",
      },
    });
    expect(booked.statusCode).toBe(201);
    const request = await t.injectAs(uni.token, {
      method: "POST",
      url: `${API}/events/create_event`,
      payload: { school_partner_id: school.partner.id, note: "Any date in April" },
    });
    await t.injectAs(other.token, {
      method: "POST",
      url: `${API}/events/create_event`,
      payload: { school_partner_id: school.partner.id, note: "Not yours" },
    });
    const res = await t.injectAs(uni.token, { method: "GET", url: `${API}/schools/${school.partner.id}/detail_info` });
    expect(res.statusCode).toBe(200);
    expect(res.json().school).toMatchObject({
      email: "office@contact.test",
      contact: "+1 555 0100",
      confirmation_message: "See you soon",
    });
    // The request without a date first, then dated visits newest first; the other university's are not there.
    expect(res.json().visits).toEqual([
      {
        event_id: request.json().event.id,
        event_date: null,
        time_from: null,
        time_to: null,
        starts_at: null,
        status: "requested",
      },
      {
        event_id: booked.json().event.id,
        event_date: "2026-03-02",
        time_from: "10:00",
        time_to: "11:00",
        starts_at: "2026-03-02T02:00:00.000Z",
        status: "confirm",
      },
    ]);
    const own = await t.injectAs(school.token, {
      method: "GET",
      url: `${API}/schools/${school.partner.id}/detail_info`,
    });
    expect(own.json().visits).toEqual([]);
  });

  it("shows open slots on the public booking page without signing in, but booking needs a university", async () => {
    const school = await schoolWithSlot("Public Slots High", 2);
    const res = await t.app.inject({
      method: "GET",
      url: `${API}/public/schools/${school.partner.id}/availability?start_date=2026-03-02&end_date=2026-03-08`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().school.name).toBe("Public Slots High");
    expect(res.json().data["2026-03-02"][0]).toMatchObject({ time_from: "10:00", remaining: 2 });
    const uniPartner = await t.createPartner({ institute_type: "University" });
    const notSchool = await t.app.inject({
      method: "GET",
      url: `${API}/public/schools/${uniPartner.id}/availability?start_date=2026-03-02&end_date=2026-03-08`,
    });
    expect(notSchool.statusCode).toBe(404);
    const anonymousBooking = await t.app.inject({
      method: "POST",
      url: `${API}/events/create_event`,
      payload: { school_partner_id: school.partner.id },
    });
    expect(anonymousBooking.statusCode).toBe(401);
  });
});

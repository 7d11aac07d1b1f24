import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { schoolWithSlot as schoolSlot } from "../../test/visit-fixtures.ts";

/**
 * Decision 033: one slot-state model for Book now and the public booking page. The public page tells a signed-in
 * university rep which slot dates their institution already holds, and both answers count waiting requests the same
 * way (they hold no place; they are reported as `pending`).
 */
let t: TestApp;
const API = "/api/v1/partners";
const RANGE = "start_date=2026-03-09&end_date=2026-03-15";
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date("2026-03-02T12:00:00Z") });
});
afterAll(async () => t.close());

const schoolWithSlot = (capacity: number, autoAccept: boolean) =>
  schoolSlot(t, {
    timezone: "Asia/Singapore",
    autoAccept,
    from: "2026-03-01",
    to: "2026-03-31",
    slot: { days: [1], time_from: "10:00", time_to: "11:00", capacity },
  });

const request = (token: string, schoolId: number, slotId: number) =>
  t.injectAs(token, {
    method: "POST",
    url: `${API}/events/create_event`,
    payload: { school_partner_id: schoolId, slot_id: slotId, event_date: "2026-03-09", timezone: "Europe/Berlin" },
  });

const publicSlot = async (schoolId: number, token?: string) => {
  const res = await t.app.inject({
    method: "GET",
    url: `${API}/public/schools/${schoolId}/availability?${RANGE}`,
    headers: token ? { authentication_token: token } : {},
  });
  expect(res.statusCode).toBe(200);
  return { body: res.json(), slot: res.json().data["2026-03-09"][0] };
};

const bookNowSlot = async (schoolId: number, token: string) => {
  const res = await t.injectAs(token, { method: "GET", url: `${API}/schools/${schoolId}/availability?${RANGE}` });
  expect(res.statusCode).toBe(200);
  return res.json().data["2026-03-09"][0];
};

describe("the public booking page and Book now share one slot state", () => {
  it("flags the signed-in university's request and confirmed visit, and counts waiting requests alike", async () => {
    const school = await schoolWithSlot(2, false);
    const mine = await t.createSignedIn("University");
    const other = await t.createSignedIn("University");

    const requested = await request(mine.token, school.partner.id, school.slotId);
    expect(requested.statusCode).toBe(201);
    const visitId = requested.json().event.id as number;
    expect(requested.json().event.status).toBe("pending");

    // Signed out: the slot is open, with the waiting request shown and no place taken.
    const anonymous = await publicSlot(school.partner.id);
    expect(anonymous.body.auto_confirm).toBe(false);
    expect(anonymous.slot).toMatchObject({
      capacity: 2,
      booked: 0,
      remaining: 2,
      pending: 1,
      is_booked_by_university: false,
      university_visit: null,
    });

    // Signed in as the requesting university: the public page knows it holds the date, exactly as Book now does.
    const held = await publicSlot(school.partner.id, mine.token);
    expect(held.slot).toMatchObject({
      pending: 1,
      remaining: 2,
      is_booked_by_university: true,
      university_visit: { id: visitId, status: "pending" },
    });
    expect(held.slot).toEqual(await bookNowSlot(school.partner.id, mine.token));

    // Another university sees the same counts but nothing of its own.
    const others = await publicSlot(school.partner.id, other.token);
    expect(others.slot).toMatchObject({ pending: 1, remaining: 2, university_visit: null });
    expect(others.slot).toEqual(await bookNowSlot(school.partner.id, other.token));

    // The school confirms: the visit takes a place and no longer waits.
    const confirm = await t.injectAs(school.token, {
      method: "PUT",
      url: `${API}/events/${visitId}/update_status`,
      payload: { status: "confirm" },
    });
    expect(confirm.statusCode).toBe(200);
    const booked = await publicSlot(school.partner.id, mine.token);
    expect(booked.slot).toMatchObject({
      booked: 1,
      remaining: 1,
      pending: 0,
      university_visit: { id: visitId, status: "confirm" },
    });
    expect(booked.slot).toEqual(await bookNowSlot(school.partner.id, mine.token));
  });

  it("says whether the school confirms at once, and ignores a school user's or a stale token", async () => {
    const school = await schoolWithSlot(1, true);
    const uni = await t.createSignedIn("University");
    expect((await request(uni.token, school.partner.id, school.slotId)).json().event.status).toBe("confirm");

    const { body, slot } = await publicSlot(school.partner.id, "not-a-live-session-token-at-all");
    expect(body.auto_confirm).toBe(true);
    expect(slot).toMatchObject({ booked: 1, remaining: 0, pending: 0, university_visit: null });

    // A school's staff never see a university's visits flagged on the public page.
    const asSchool = await publicSlot(school.partner.id, school.token);
    expect(asSchool.slot.university_visit).toBeNull();
  });
});

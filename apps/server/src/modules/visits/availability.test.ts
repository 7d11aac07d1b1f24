import { SLOT_MESSAGES } from "@quad/contract/rules/availability";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";

let t: TestApp;
const API = "/api/v1/partners";
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date("2026-02-20T12:00:00Z") });
});
afterAll(async () => t.close());

const slot = (time_from: string, time_to: string, days = [1], capacity = 3) => ({ days, time_from, time_to, capacity });
const body = (slots: ReturnType<typeof slot>[], start = "2026-03-01", end = "2026-03-31", is_bulk_upload = false) => ({
  availability: { availability_start_date: start, availability_end_date: end, is_bulk_upload, slots },
});

async function school(timezone = "America/New_York") {
  const s = await t.createSignedIn("School");
  await t.injectAs(s.token, { method: "PUT", url: `${API}/timezones/set_timezone`, payload: { timezone } });
  return s;
}

describe("setting availability", () => {
  it("saves weekday slots and expands them per date in the school's zone across a daylight-saving change", async () => {
    const { partner, token } = await school();
    const res = await t.injectAs(token, {
      method: "POST",
      url: `${API}/schools/${partner.id}/set_availability`,
      payload: body([slot("09:00", "09:45", [1, 3])]),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().slots).toHaveLength(2);
    const got = await t.injectAs(token, {
      method: "GET",
      url: `${API}/schools/${partner.id}/availability?start_date=2026-03-02&end_date=2026-03-09`,
    });
    expect(got.statusCode).toBe(200);
    const data = got.json().data;
    expect(Object.keys(data)).toEqual(["2026-03-02", "2026-03-04", "2026-03-09"]);
    // New York changes to daylight time on March 8: 09:00 stays 09:00 on both sides.
    expect(data["2026-03-02"][0]).toMatchObject({
      time_from: "09:00",
      time_to: "09:45",
      starts_at: "2026-03-02T14:00:00.000Z",
      remaining: 3,
      capacity: 3,
    });
    expect(data["2026-03-09"][0]).toMatchObject({ time_from: "09:00", starts_at: "2026-03-09T13:00:00.000Z" });
    expect(data["2026-03-02"][0].slot_id).toEqual(expect.any(Number));
    expect(data["2026-03-02"][0].availability_id).toBe(res.json().availability_id);
  });

  it("keeps a slot inside the skipped hour and the repeated hour of a change", async () => {
    const { partner, token } = await school("Europe/London");
    // London: clocks go forward 2026-03-29 01:00 -> 02:00, back 2026-10-25 02:00 -> 01:00 (both Sundays).
    await t.injectAs(token, {
      method: "POST",
      url: `${API}/schools/${partner.id}/set_availability`,
      payload: body([slot("01:15", "01:45", [7])], "2026-03-01", "2026-10-31"),
    });
    const spring = await t.injectAs(token, {
      method: "GET",
      url: `${API}/schools/${partner.id}/availability?start_date=2026-03-29&end_date=2026-03-29`,
    });
    expect(spring.json().data["2026-03-29"]).toHaveLength(1);
    expect(spring.json().data["2026-03-29"][0].time_from).toBe("01:15");
    const autumn = await t.injectAs(token, {
      method: "GET",
      url: `${API}/schools/${partner.id}/availability?start_date=2026-10-25&end_date=2026-10-25`,
    });
    expect(autumn.json().data["2026-10-25"][0]).toMatchObject({ time_from: "01:15", time_to: "01:45" });
  });

  it("answers every broken rule with the spec's messages", async () => {
    const { partner, token } = await school();
    const url = `${API}/schools/${partner.id}/set_availability`;
    const bad = await t.injectAs(token, {
      method: "POST",
      url,
      payload: body([
        slot("10:00", "09:00"),
        slot("11:00", "11:05", [2]),
        slot("12:00", "13:00", [2], 0),
        slot("14:00", "15:00", [4]),
        slot("14:00", "15:00", [4]),
      ]),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      "slots.0.time_to": SLOT_MESSAGES.timeToBeforeFrom,
      "slots.1.time_to": SLOT_MESSAGES.minDuration,
      "slots.2.capacity": SLOT_MESSAGES.capacity,
      "slots.4": SLOT_MESSAGES.duplicate,
    });
    const none = await t.injectAs(token, { method: "POST", url, payload: body([]) });
    expect(none.json().errors["availability.slots"]).toBe(SLOT_MESSAGES.atLeastOne);
    const many = await t.injectAs(token, {
      method: "POST",
      url,
      payload: body(
        Array.from({ length: 51 }, (_, i) => slot(`0${Math.floor(i / 6)}:${(i % 6) * 10}`.slice(-5), "23:59")),
      ),
    });
    expect(many.statusCode).toBe(422);
    const dates = await t.injectAs(token, {
      method: "POST",
      url,
      payload: body([slot("09:00", "10:00")], "2026-04-01", "2026-03-01"),
    });
    expect(dates.json().errors).toEqual({ availability_end_date: SLOT_MESSAGES.endBeforeStart });
  });

  it("refuses overlaps with existing slots with 409 and every conflicting slot", async () => {
    const { partner, token } = await school();
    const url = `${API}/schools/${partner.id}/set_availability`;
    await t.injectAs(token, {
      method: "POST",
      url,
      payload: body([slot("09:00", "10:00", [1]), slot("13:00", "14:00", [2])]),
    });
    const single = await t.injectAs(token, {
      method: "POST",
      url,
      payload: body([slot("09:30", "10:30", [1])], "2026-03-15", "2026-04-15"),
    });
    expect(single.statusCode).toBe(409);
    expect(single.json()).toMatchObject({
      error: SLOT_MESSAGES.overlap,
      conflict_slots: [{ day: 1, time_from: "09:00", time_to: "10:00" }],
    });
    const bulk = await t.injectAs(token, {
      method: "POST",
      url,
      payload: body([slot("09:30", "13:30", [1, 2])], "2026-03-01", "2026-03-31", true),
    });
    expect(
      bulk
        .json()
        .conflict_slots.map((c: { time_from: string }) => c.time_from)
        .sort(),
    ).toEqual(["09:00", "13:00"]);
    const later = await t.injectAs(token, {
      method: "POST",
      url,
      payload: body([slot("09:30", "10:30", [1])], "2026-04-01", "2026-04-30"),
    });
    expect(later.statusCode).toBe(201);
  });

  it("lets the database refuse an overlap saved at the same moment", async () => {
    const { partner, token } = await school();
    const url = `${API}/schools/${partner.id}/set_availability`;
    const results = await Promise.all(
      ["08:00", "08:15", "08:30", "08:45"].map((from) =>
        t.injectAs(token, { method: "POST", url, payload: body([slot(from, "09:30", [5])]) }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });
});

describe("who sees and changes availability", () => {
  it("shows a school's slots to universities but never to another school, and only the school sets them", async () => {
    const { partner, token } = await school();
    await t.injectAs(token, {
      method: "POST",
      url: `${API}/schools/${partner.id}/set_availability`,
      payload: body([slot("09:00", "10:00", [1])]),
    });
    const uni = await t.createSignedIn("University");
    const seen = await t.injectAs(uni.token, {
      method: "GET",
      url: `${API}/schools/${partner.id}/availability?start_date=2026-03-02&end_date=2026-03-02`,
    });
    expect(seen.json().data["2026-03-02"]).toHaveLength(1);
    const other = await school();
    for (const req of [
      {
        method: "GET" as const,
        url: `${API}/schools/${partner.id}/availability?start_date=2026-03-02&end_date=2026-03-02`,
      },
      {
        method: "POST" as const,
        url: `${API}/schools/${partner.id}/set_availability`,
        payload: body([slot("11:00", "12:00")]),
      },
      { method: "GET" as const, url: `${API}/schools/${partner.id}/slot_precedence?date=2026-03-02` },
    ]) {
      const res = await t.injectAs(other.token, req);
      expect(res.statusCode, req.url).toBe(404);
    }
    const uniSet = await t.injectAs(uni.token, {
      method: "POST",
      url: `${API}/schools/${partner.id}/set_availability`,
      payload: body([slot("11:00", "12:00")]),
    });
    expect(uniSet.statusCode).toBe(404);
    const client = await t.createSignedIn("ApplicationClient");
    const denied = await t.injectAs(client.token, {
      method: "GET",
      url: `${API}/schools/${partner.id}/availability?start_date=2026-03-02&end_date=2026-03-02`,
    });
    expect(denied.statusCode).toBe(403);
  });

  it("updates, deletes and bulk-deletes the school's own slots only", async () => {
    const { partner, token } = await school();
    const saved = await t.injectAs(token, {
      method: "POST",
      url: `${API}/schools/${partner.id}/set_availability`,
      payload: body([slot("09:00", "10:00", [1]), slot("10:00", "11:00", [1]), slot("12:00", "13:00", [1])]),
    });
    const [a, b, c] = saved.json().slots.map((s: { slot_id: number }) => s.slot_id);
    const up = await t.injectAs(token, {
      method: "PUT",
      url: `${API}/availabilities/${a}`,
      payload: { time_from: "08:30", time_to: "09:50", capacity: 5 },
    });
    expect(up.json()).toMatchObject({ time_from: "08:30", time_to: "09:50", capacity: 5 });
    const clash = await t.injectAs(token, {
      method: "PUT",
      url: `${API}/availabilities/${a}`,
      payload: { time_from: "09:00", time_to: "10:30", capacity: 5 },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().conflict_slots[0].slot_id).toBe(b);
    const unregistered = await t.injectAs(token, {
      method: "GET",
      url: `${API}/availabilities/unregistered_availabilities`,
    });
    expect(unregistered.json().slots).toHaveLength(3);
    const other = await school();
    const stranger = await t.injectAs(other.token, { method: "DELETE", url: `${API}/availabilities/${a}` });
    expect(stranger.statusCode).toBe(404);
    const strangerBulk = await t.injectAs(other.token, {
      method: "PUT",
      url: `${API}/availabilities/bulk_delete`,
      payload: { ids: [b, c] },
    });
    expect(strangerBulk.statusCode).toBe(404);
    const del = await t.injectAs(token, { method: "DELETE", url: `${API}/availabilities/${a}` });
    expect(del.json()).toEqual({ deleted: 1 });
    const bulk = await t.injectAs(token, {
      method: "PUT",
      url: `${API}/availabilities/bulk_delete`,
      payload: { ids: [b, c] },
    });
    expect(bulk.json()).toEqual({ deleted: 2 });
    const empty = await t.injectAs(token, {
      method: "GET",
      url: `${API}/schools/${partner.id}/slot_precedence?date=2026-03-02`,
    });
    expect(empty.json()).toEqual({ date: "2026-03-02", is_available: false });
  });
});

describe("the school's calendar", () => {
  it("lists the school's live visits in the range (never to universities), in school wall-clock time", async () => {
    const { partner, token } = await school();
    const saved = await t.injectAs(token, {
      method: "POST",
      url: `${API}/schools/${partner.id}/set_availability`,
      payload: body([slot("09:00", "09:45", [1], 2)]),
    });
    const slotId = saved.json().slots[0].slot_id as number;
    const uni = await t.createSignedIn("University");
    const book = (event_date: string) =>
      t.injectAs(uni.token, {
        method: "POST",
        url: `${API}/events/create_event`,
        payload: { school_partner_id: partner.id, slot_id: slotId, event_date, timezone: "Europe/Berlin" },
      });
    const first = await book("2026-03-02");
    expect(first.statusCode).toBe(201);
    const second = await book("2026-03-09");
    expect(second.statusCode).toBe(201);
    const cancel = await t.injectAs(uni.token, {
      method: "PUT",
      url: `${API}/events/${second.json().event.id}/update_status`,
      payload: { status: "cancel", reason: "Travel changed" },
    });
    expect(cancel.statusCode).toBe(200);

    const got = await t.injectAs(token, {
      method: "GET",
      url: `${API}/schools/${partner.id}/availability?start_date=2026-03-01&end_date=2026-03-15`,
    });
    expect(got.statusCode).toBe(200);
    const { visits, data } = got.json();
    expect(first.json().event.status).toBe("pending");
    expect(visits).toEqual([
      {
        id: first.json().event.id,
        status: "pending",
        event_date: "2026-03-02",
        time_from: "09:00",
        time_to: "09:45",
        starts_at: "2026-03-02T14:00:00.000Z",
        ends_at: "2026-03-02T14:45:00.000Z",
        slot_id: slotId,
        university: { id: uni.partner.id, name: expect.any(String) },
      },
    ]);
    // A pending request holds no place until the school confirms it.
    expect(data["2026-03-02"][0]).toMatchObject({
      booked: 0,
      remaining: 2,
      start_date: "2026-03-01",
      end_date: "2026-03-31",
    });

    const asUniversity = await t.injectAs(uni.token, {
      method: "GET",
      url: `${API}/schools/${partner.id}/availability?start_date=2026-03-01&end_date=2026-03-15`,
    });
    expect(asUniversity.json().visits).toBeUndefined();
    const outside = await t.injectAs(token, {
      method: "GET",
      url: `${API}/schools/${partner.id}/availability?start_date=2026-03-03&end_date=2026-03-08`,
    });
    expect(outside.json().visits).toEqual([]);
  });
});

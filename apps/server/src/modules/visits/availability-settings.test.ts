import { MESSAGES } from "@quad/contract/rules/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";

let t: TestApp;
const API = "/api/v1/partners";
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date("2026-03-02T12:00:00Z") });
});
afterAll(async () => t.close());

describe("school visit settings", () => {
  it("reads and changes contacts, publishing, messages, location and auto-accept (admins)", async () => {
    const { partner, user, token } = await t.createSignedIn("School");
    const colleague = await t.createUser({ partner_id: partner.id, role: "member", first_name: "Mia" });
    const initial = await t.injectAs(token, { method: "GET", url: `${API}/availability_settings` });
    expect(initial.json()).toMatchObject({
      school: { is_event_auto_accept: false, publish_events: false },
      primary_contact: null,
      booking_link: `/schedule-appointment/${partner.id}`,
    });
    const contacts = await t.injectAs(token, {
      method: "POST",
      url: `${API}/primary_contact_settings`,
      payload: { primary_contact_id: user.id, member_contact_ids: [colleague.id] },
    });
    expect(contacts.json()).toMatchObject({
      primary_contact: { id: user.id },
      member_contacts: [{ id: colleague.id, first_name: "Mia" }],
    });
    const stranger = await t.createSignedIn("School");
    const foreign = await t.injectAs(token, {
      method: "POST",
      url: `${API}/primary_contact_settings`,
      payload: { primary_contact_id: stranger.user.id },
    });
    expect(foreign.statusCode).toBe(422);
    await t.injectAs(token, { method: "PUT", url: `${API}/event_publish_settings`, payload: { publish_events: true } });
    await t.injectAs(token, {
      method: "PUT",
      url: `${API}/message_settings`,
      payload: { instructions: "Sign in at reception", confirmation_message: "See you soon" },
    });
    await t.injectAs(token, {
      method: "POST",
      url: `${API}/event_location`,
      payload: { location: "Counselling office, building B" },
    });
    await t.injectAs(token, { method: "PUT", url: `${API}/auto_event_accept?is_event_auto_accept=true` });
    const after = await t.injectAs(token, { method: "GET", url: `${API}/availability_settings` });
    expect(after.json().school).toMatchObject({
      is_event_auto_accept: true,
      publish_events: true,
      instructions: "Sign in at reception",
      confirmation_message: "See you soon",
      event_location: "Counselling office, building B",
    });
    const empty = await t.injectAs(token, { method: "POST", url: `${API}/event_location`, payload: { location: " " } });
    expect(empty.json().errors).toEqual({ location: MESSAGES.required });
    const memberToken = await t.signIn(colleague.email);
    const refused = await t.injectAs(memberToken, {
      method: "PUT",
      url: `${API}/event_publish_settings`,
      payload: { publish_events: false },
    });
    expect(refused.statusCode).toBe(403);
    const uni = await t.createSignedIn("University");
    expect((await t.injectAs(uni.token, { method: "GET", url: `${API}/availability_settings` })).statusCode).toBe(403);
  });

  it("gives new visits the default location and lets the school change one visit's location", async () => {
    const school = await t.createSignedIn("School");
    await t.injectAs(school.token, {
      method: "POST",
      url: `${API}/event_location`,
      payload: { location: "Main hall" },
    });
    await t.injectAs(school.token, {
      method: "POST",
      url: `${API}/schools/${school.partner.id}/set_availability`,
      payload: {
        availability: {
          availability_start_date: "2026-03-02",
          availability_end_date: "2026-03-31",
          slots: [{ days: [1], time_from: "10:00", time_to: "11:00", capacity: 2 }],
        },
      },
    });
    const slots = await t.injectAs(school.token, {
      method: "GET",
      url: `${API}/availabilities/unregistered_availabilities`,
    });
    const uni = await t.createSignedIn("University");
    const visit = await t.injectAs(uni.token, {
      method: "POST",
      url: `${API}/events/create_event`,
      payload: {
        school_partner_id: school.partner.id,
        slot_id: slots.json().slots[0].slot_id,
        event_date: "2026-03-09",
        timezone: "UTC",
      },
    });
    expect(visit.json().event.location).toBe("Main hall");
    const id = visit.json().event.id;
    const moved = await t.injectAs(school.token, {
      method: "PUT",
      url: `${API}/schools/${id}/update_event_location`,
      payload: { location: "Library" },
    });
    expect(moved.json().event.location).toBe("Library");
    const other = await t.createSignedIn("School");
    expect(
      (
        await t.injectAs(other.token, {
          method: "PUT",
          url: `${API}/schools/${id}/update_event_location`,
          payload: { location: "x" },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.injectAs(uni.token, {
          method: "PUT",
          url: `${API}/schools/${id}/update_event_location`,
          payload: { location: "x" },
        })
      ).statusCode,
    ).toBe(403);
  });
});

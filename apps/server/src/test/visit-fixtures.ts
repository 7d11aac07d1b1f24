import type { TestApp } from "./app.ts";

const API = "/api/v1/partners";

export interface SchoolSlotOptions {
  /** The school's time zone (its slots are in it). */
  timezone: string;
  /** First and last date of the availability. */
  from: string;
  to: string;
  slot: { days: number[]; time_from: string; time_to: string; capacity: number };
  /** Confirm bookings at once; left as the default (by hand) when absent. */
  autoAccept?: boolean;
  /** The default place of its visits. */
  location?: string;
}

/** A signed-in school admin whose school publishes one weekly slot, through the API as a school would. */
export async function schoolWithSlot(t: TestApp, o: SchoolSlotOptions) {
  const s = await t.createSignedIn("School");
  await t.injectAs(s.token, { method: "PUT", url: `${API}/timezones/set_timezone`, payload: { timezone: o.timezone } });
  if (o.autoAccept !== undefined)
    await t.injectAs(s.token, { method: "PUT", url: `${API}/auto_event_accept?is_event_auto_accept=${o.autoAccept}` });
  if (o.location)
    await t.injectAs(s.token, { method: "POST", url: `${API}/event_location`, payload: { location: o.location } });
  const saved = await t.injectAs(s.token, {
    method: "POST",
    url: `${API}/schools/${s.partner.id}/set_availability`,
    payload: { availability: { availability_start_date: o.from, availability_end_date: o.to, slots: [o.slot] } },
  });
  if (saved.statusCode !== 201) throw new Error(`set_availability answered ${saved.statusCode}: ${saved.body}`);
  return { ...s, slotId: saved.json().slots[0].slot_id as number };
}

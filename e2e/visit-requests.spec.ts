import { ACCOUNTS, API, DEMO_PASSWORD, screenshot } from "./support/helpers.ts";
import { type APIRequestContext, expect, test } from "./support/test.ts";
import { signInTo } from "./support/ui.ts";

/**
 * A school decides on a request with its context (issue 9 §8): the fresh request is the one marked New, the row and
 * the Confirm dialog say who asked, their note and who comes; confirming from the list reads the request's
 * notification and marks the visit Updated for the university, until it opens it.
 */

const UNIVERSITY = "Northbridge University";

async function apiSignIn(request: APIRequestContext, email: string) {
  const res = await request.post(`${API}/sessions`, { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok(), `sign in ${email}: ${res.status()}`).toBe(true);
  const { data } = (await res.json()) as { data: { authToken: string; id: number; partner_id: number } };
  return { token: data.authToken, userId: data.id, partnerId: data.partner_id };
}

type Listed = { id: number; freshness: "new" | "updated" | null };

/** A confirmed visit's mark for one person, from the list (its own GET would mark it seen). */

async function freshnessOf(request: APIRequestContext, token: string, id: number) {
  const res = await request.post(`${API}/events`, {
    headers: { authentication_token: token },
    data: { tab: "upcoming", status: "confirm", per_page: 100 },
  });
  const { events } = (await res.json()) as { events: Listed[] };
  return events.find((e) => e.id === id)?.freshness;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (date: string, n: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return iso(d);
};

/** A Monday slot of the demo school in a far-future September of its own (no other journey books there). */
async function farSlot(request: APIRequestContext, school: { token: string; partnerId: number }) {
  for (let attempt = 0; attempt < 5; attempt++) {
    let monday = `${2045 + Math.floor(Math.random() * 40)}-09-01`;
    while (new Date(`${monday}T00:00:00Z`).getUTCDay() !== 1) monday = addDays(monday, 1);
    const headers = { authentication_token: school.token };
    const res = await request.post(`${API}/schools/${school.partnerId}/set_availability`, {
      headers,
      data: {
        availability: {
          availability_start_date: monday,
          availability_end_date: monday,
          slots: [{ days: [1], time_from: "08:05", time_to: "08:50", capacity: 2 }],
        },
      },
    });
    if (!res.ok()) {
      expect(res.status(), await res.text()).toBe(409);
      continue;
    }
    const { slots } = (await res.json()) as { slots: { slot_id: number }[] };
    return { date: monday, slotId: slots[0]?.slot_id as number };
  }
  throw new Error("no free far-future September for the journey's slot");
}

test("a school confirms a fresh request with who asked, the note and the attendees in view", async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const note = `Request ${stamp}: two reps from admissions, 30 minutes with grade 12`;
  const { token: university } = await apiSignIn(request, ACCOUNTS.university);
  const school = await apiSignIn(request, ACCOUNTS.school);
  const slot = await farSlot(request, school);
  const made = await request.post(`${API}/events/create_event`, {
    headers: { authentication_token: university },
    data: {
      school_partner_id: school.partnerId,
      slot_id: slot.slotId,
      event_date: slot.date,
      timezone: "America/New_York",
      note,
      attendees: [{ name: "Priya Raman", email: `priya.${stamp}@northbridge.test` }],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const id = ((await made.json()) as { event: { id: number } }).event.id;

  // The school's pending visits from Northbridge, far-future ones last: load pages until the new one is there.
  await signInTo(page, ACCOUNTS.school, "/events?status=pending&q=Northbridge", "Visits");
  const table = page.getByRole("table", { name: "Visits" });
  const rows = table.getByRole("row");
  const row = rows.filter({ hasText: `Request ${stamp}` });
  const more = page.getByRole("button", { name: "Load more" });
  await expect(table).toHaveAttribute("aria-busy", "false");
  for (let i = 0; i < 10 && (await row.count()) === 0 && (await more.isVisible()); i++) {
    const before = await rows.count();
    await more.click();
    await expect.poll(() => rows.count()).toBeGreaterThan(before);
  }
  await expect(row.getByText("New", { exact: true })).toBeVisible();
  await expect(row.getByText(/^Requested by Emily Carter · 1 attendee$/)).toBeVisible();
  await row.scrollIntoViewIfNeeded();
  await screenshot(page, "visits-school-request-context");

  await row.getByRole("button", { name: `Confirm the visit of ${UNIVERSITY}` }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm visit" });
  await expect(dialog.getByText("Emily Carter", { exact: true })).toBeVisible();
  await expect(dialog.getByText(note)).toBeVisible();
  await expect(dialog.getByText("Priya Raman")).toBeVisible();
  await screenshot(page, "visits-school-confirm-context");
  await dialog.getByRole("button", { name: "Confirm visit" }).click();
  await expect(page.getByText(`Visit with ${UNIVERSITY} confirmed`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The school's notification about the request was read by confirming it; the university sees the change marked.
  const unread = await request.post(`${API}/users/${school.userId}/notifications`, {
    headers: { authentication_token: school.token },
    data: { is_read: false, per_page: 100 },
  });
  const { notifications } = (await unread.json()) as { notifications: { event_id: number | null }[] };
  expect(notifications.filter((n) => n.event_id === id)).toEqual([]);
  expect(await freshnessOf(request, school.token, id)).toBeNull();
  expect(await freshnessOf(request, university, id)).toBe("updated");
  // Reading the visit writes nothing; the screen then says it was seen (issue 23).
  await request.get(`${API}/events/${id}`, { headers: { authentication_token: university } });
  expect(await freshnessOf(request, university, id)).toBe("updated");
  await request.post(`${API}/events/${id}/seen`, { headers: { authentication_token: university } });
  expect(await freshnessOf(request, university, id)).toBeNull();
});

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

async function freshnessOf(request: APIRequestContext, token: string, id: number) {
  const res = await request.post(`${API}/events`, {
    headers: { authentication_token: token },
    data: { tab: "upcoming", per_page: 100 },
  });
  const { events } = (await res.json()) as { events: Listed[] };
  return events.find((e) => e.id === id)?.freshness;
}

test("a school confirms a fresh request with who asked, the note and the attendees in view", async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const note = `Request ${stamp}: two reps from admissions, 30 minutes with grade 12`;
  const { token: university } = await apiSignIn(request, ACCOUNTS.university);
  const { token: school, userId: schoolUserId, partnerId: schoolId } = await apiSignIn(request, ACCOUNTS.school);
  const made = await request.post(`${API}/events/create_event`, {
    headers: { authentication_token: university },
    data: {
      school_partner_id: schoolId,
      note,
      attendees: [{ name: "Priya Raman", email: `priya.${stamp}@northbridge.test` }],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const id = ((await made.json()) as { event: { id: number } }).event.id;

  await signInTo(page, ACCOUNTS.school, "/events?status=requested&q=Northbridge", "Visits");
  const row = page.getByRole("row", { name: new RegExp(`Request ${stamp}`) });
  await expect(row.getByText("New", { exact: true })).toBeVisible();
  await expect(row.getByText(/^Requested by Emily Carter · 1 attendee$/)).toBeVisible();
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
  const unread = await request.post(`${API}/users/${schoolUserId}/notifications`, {
    headers: { authentication_token: school },
    data: { is_read: false, per_page: 100 },
  });
  const { notifications } = (await unread.json()) as { notifications: { event_id: number | null }[] };
  expect(notifications.filter((n) => n.event_id === id)).toEqual([]);
  expect(await freshnessOf(request, school, id)).toBeNull();
  expect(await freshnessOf(request, university, id)).toBe("updated");
  await request.get(`${API}/events/${id}`, { headers: { authentication_token: university } });
  expect(await freshnessOf(request, university, id)).toBeNull();
});

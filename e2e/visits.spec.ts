import { expectAccessible } from "./support/a11y.ts";
import { ACCOUNTS, API, DEMO_PASSWORD, screenshot } from "./support/helpers.ts";
import { chooseLanguage } from "./support/language.ts";
import { type APIRequestContext, expect, type Locator, type Page, test } from "./support/test.ts";
import { drawWholePage, expectLoaded, openPath, settle, signInAt, signInTo } from "./support/ui.ts";

/**
 * Visits (spec 2 §2 Visits list, §3 Event/Visit, §4, §8): the school (school@quad.test, Lakeside, Asia/Singapore)
 * confirms, declines with a reason, cancels through the /cancel-event overlay (also after a reload) and reschedules
 * visits; the university (university@quad.test) reschedules one and sees every result in /events-list and the
 * detail; past visits offer no cancel or confirm; the CSV download; phone width and zh-CN.
 *
 * Data: the journey gives Lakeside weekday slots of its own in a random far-future March (no other journey books
 * there), and the university requests the visits it then changes through the API.
 */

const UNIVERSITY = "Northbridge University";
const SCHOOL = "Lakeside International School";
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const LONG_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August"];

interface Session {
  token: string;
  partnerId: number;
}

async function apiSignIn(request: APIRequestContext, email: string): Promise<Session> {
  const res = await request.post(`${API}/sessions`, { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok(), `sign in ${email}: ${res.status()}`).toBe(true);
  const { data } = (await res.json()) as { data: { authToken: string; partner_id: number } };
  return { token: data.authToken, partnerId: data.partner_id };
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (date: string, n: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return iso(d);
};
/** 'MMM DD, YYYY' as the app shows dates. */
const shown = (date: string) => {
  const [y, m, d] = date.split("-") as [string, string, string];
  return `${MONTHS[Number(m) - 1]} ${d}, ${y}`;
};
/** The calendar's day label ('D MMMM YYYY'). */
const dayLabel = (date: string) => {
  const [y, m, d] = date.split("-") as [string, string, string];
  return `${Number(d)} ${LONG_MONTHS[Number(m) - 1]} ${y}`;
};

interface World {
  /** Monday; the visits are on Monday (confirm), Tuesday (decline), Wednesday (cancel), Thursday (school
   *  reschedules to the next Thursday) and Friday (the university reschedules to the next Friday). */
  monday: string;
  ids: { confirm: number; decline: number; cancel: number; schoolMoves: number; universityMoves: number };
}

/** Slots Monday to Friday for four weeks of a far-future March, and five requests from the university. */
async function createWorld(request: APIRequestContext): Promise<World> {
  const school = await apiSignIn(request, ACCOUNTS.school);
  const university = await apiSignIn(request, ACCOUNTS.university);
  let monday = "";
  for (let attempt = 0; attempt < 5 && !monday; attempt++) {
    const year = 2045 + Math.floor(Math.random() * 40);
    let first = `${year}-03-01`;
    while (new Date(`${first}T00:00:00Z`).getUTCDay() !== 1) first = addDays(first, 1);
    const res = await request.post(`${API}/schools/${school.partnerId}/set_availability`, {
      headers: { authentication_token: school.token },
      data: {
        availability: {
          availability_start_date: first,
          availability_end_date: addDays(first, 25),
          is_bulk_upload: true,
          slots: [{ days: [1, 2, 3, 4, 5], time_from: "08:05", time_to: "08:50", capacity: 2 }],
        },
      },
    });
    if (res.status() === 201 || res.ok()) monday = first;
    else expect(res.status(), await res.text()).toBe(409);
  }
  expect(monday, "a free far-future March for the journey's slots").not.toBe("");
  const avail = await request.get(
    `${API}/schools/${school.partnerId}/availability?start_date=${monday}&end_date=${addDays(monday, 4)}`,
    { headers: { authentication_token: school.token } },
  );
  const { data } = (await avail.json()) as { data: Record<string, { slot_id: number; time_from: string }[]> };
  const slotOn = (date: string) => {
    const slot = data[date]?.find((s) => s.time_from === "08:05");
    expect(slot, `a slot on ${date}`).toBeTruthy();
    return slot?.slot_id as number;
  };
  const book = async (day: number, note: string) => {
    const date = addDays(monday, day);
    const res = await request.post(`${API}/events/create_event`, {
      headers: { authentication_token: university.token },
      data: {
        school_partner_id: school.partnerId,
        slot_id: slotOn(date),
        event_date: date,
        timezone: "America/New_York",
        note,
        attendees: [{ name: "Emily Carter", email: "university@quad.test" }],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { event } = (await res.json()) as { event: { id: number; status: string } };
    expect(event.status).toBe("pending");
    return event.id;
  };
  return {
    monday,
    ids: {
      confirm: await book(0, "Presentation on our engineering programs."),
      decline: await book(1, "Could we meet your IB students?"),
      cancel: await book(2, "Two admissions officers will attend."),
      schoolMoves: await book(3, "Information session for grade 11."),
      universityMoves: await book(4, "Campus life talk."),
    },
  };
}

/**
 * The list row (table) of a visit on a date (in the school's zone, the row's first text; the viewer's own time
 * may show another date), loading more pages until it is there. Waits for the list to be current first: after a
 * change or a tab switch it keeps showing the previous rows (aria-busy) until the new answer is in.
 */
async function rowOn(page: Page, date: string): Promise<Locator> {
  const table = page.getByRole("table", { name: "Visits" });
  const rows = table.getByRole("row");
  const row = rows.filter({ hasText: new RegExp(`^\\s*${shown(date)}`) });
  const more = page.getByRole("button", { name: "Load more" });
  await expect(table).toHaveAttribute("aria-busy", "false");
  await expect(page.getByText(/^Showing \d+ of/)).toBeVisible();
  for (let i = 0; i < 10 && (await row.count()) === 0 && (await more.isVisible()); i++) {
    const before = await rows.count();
    await more.click();
    await expect.poll(() => rows.count()).toBeGreaterThan(before);
  }
  await expect(row).toHaveCount(1);
  return row;
}

async function chooseOption(scope: Locator | Page, page: Page, label: string, option: string) {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

let world: World;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ request }) => {
  world = await createWorld(request);
});

test("a school confirms, declines, cancels through the overlay and reschedules visits", async ({ page }) => {
  test.setTimeout(180_000);
  const { monday } = world;
  await signInAt(page, ACCOUNTS.school, "/events", "Visits");
  const table = page.getByRole("table", { name: "Visits" });
  await expect(table).toBeVisible();

  // Confirm a pending request.
  let row = await rowOn(page, monday);
  await expect(row.getByText("Pending approval")).toBeVisible();
  await expect(row.getByText("New", { exact: true })).toBeVisible();
  await expect(row.getByText(UNIVERSITY)).toBeVisible();
  await expect(row.getByText("(GMT+08:00) Asia/Singapore")).toBeVisible();
  await settle(page);
  await screenshot(page, "visits-school-upcoming");
  await expectAccessible(page);
  await row.getByRole("button", { name: `Confirm the visit of ${UNIVERSITY}` }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm visit" });
  await expect(confirm.getByText("08:05am – 08:50am")).toBeVisible();
  await screenshot(page, "visits-confirm-dialog");
  await confirm.getByRole("button", { name: "Confirm visit" }).click();
  await expect(page.getByText(`Visit with ${UNIVERSITY} confirmed`)).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(row.getByText("Confirmed")).toBeVisible();
  await expect(row.getByRole("button", { name: /^Confirm the visit/ })).toHaveCount(0);

  // Decline with a reason from the list (the reason is required).
  row = await rowOn(page, addDays(monday, 1));
  await row.getByRole("button", { name: `More actions for ${UNIVERSITY}` }).click();
  await page.getByRole("menuitem", { name: "Decline" }).click();
  const decline = page.getByRole("dialog", { name: "Decline visit request" });
  await decline.getByRole("button", { name: "Decline visit" }).click();
  await expect(decline.getByText("Please give a reason")).toBeVisible();
  await chooseOption(decline, page, "Reason", "Our visit calendar is full for that period");
  await screenshot(page, "visits-decline-dialog");
  await decline.getByRole("button", { name: "Decline visit" }).click();
  await expect(page.getByText(`Visit request from ${UNIVERSITY} declined`)).toBeVisible();
  await expect(row.getByText("Declined")).toBeVisible();
  await expect(row.getByText("Our visit calendar is full for that period")).toBeVisible();

  // Cancel through the /cancel-event overlay: it opens over the list, survives a reload, and closes back.
  row = await rowOn(page, addDays(monday, 2));
  await row.getByRole("button", { name: `More actions for ${UNIVERSITY}` }).click();
  await page.getByRole("menuitem", { name: "Cancel visit" }).click();
  await expect(page).toHaveURL(/\/cancel-event$/);
  let cancel = page.getByRole("dialog", { name: "Cancel visit" });
  await expect(cancel.getByText("Cancellation is final")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Visits" })).toBeAttached();
  await screenshot(page, "visits-cancel-overlay");
  await expectAccessible(page);
  await cancel.getByRole("button", { name: "Keep visit" }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(cancel).toBeHidden();

  await row.getByRole("button", { name: `More actions for ${UNIVERSITY}` }).click();
  await page.getByRole("menuitem", { name: "Cancel visit" }).click();
  await expect(page).toHaveURL(/\/cancel-event$/);
  await page.reload();
  cancel = page.getByRole("dialog", { name: "Cancel visit" });
  await expectLoaded(cancel.getByText(shown(addDays(monday, 2))));
  await expect(page).toHaveURL(/\/cancel-event$/);
  await chooseOption(cancel, page, "Reason", "Other");
  await cancel.getByRole("button", { name: "Cancel visit" }).click();
  await expect(cancel.getByText("Please describe the reason")).toBeVisible();
  await cancel.getByRole("textbox", { name: "Tell us more" }).fill("Our gym is being renovated that week");
  await cancel.getByRole("button", { name: "Cancel visit" }).click();
  await expect(page.getByText(`Visit with ${UNIVERSITY} cancelled`)).toBeVisible();
  await expect(page).toHaveURL(/\/events$/);
  row = await rowOn(page, addDays(monday, 2));
  await expect(row.getByText("Cancelled")).toBeVisible();
  await expect(row.getByRole("button", { name: `More actions for ${UNIVERSITY}` })).toBeVisible();

  // Reschedule to the next Thursday: the school's move is confirmed at once.
  row = await rowOn(page, addDays(monday, 3));
  await row.getByRole("button", { name: `More actions for ${UNIVERSITY}` }).click();
  await page.getByRole("menuitem", { name: "Reschedule" }).click();
  const move = page.getByRole("dialog", { name: "Reschedule visit" });
  await move.getByRole("button", { name: "Reschedule visit" }).click();
  await expect(move.getByText("Please select a date and time for visit")).toBeVisible();
  await move.getByRole("button", { name: dayLabel(addDays(monday, 10)) }).click();
  await move.getByRole("radio").first().click();
  await chooseOption(move, page, "Reason", "It clashes with another visit or school event");
  await screenshot(page, "visits-reschedule-dialog");
  await expectAccessible(page);
  await move.getByRole("button", { name: "Reschedule visit" }).click();
  await expect(page.getByText(`Visit with ${UNIVERSITY} rescheduled`)).toBeVisible();
  row = await rowOn(page, addDays(monday, 10));
  await expect(row.getByText("Confirmed")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: new RegExp(`^\\s*${shown(addDays(monday, 3))}`) })).toHaveCount(
    0,
  );

  // Detail of the confirmed visit: both lists' actions, the history, and the school sets the location.
  await (await rowOn(page, monday)).getByText(UNIVERSITY).click();
  await expect(page).toHaveURL(new RegExp(`/events/${world.ids.confirm}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Visit from ${UNIVERSITY}` })).toBeVisible();
  await expect(page.getByText("Pending approval → Confirmed")).toBeVisible();
  // Emily Carter asked for the visit and attends it: named as the requester and among the attendees.
  await expect(page.getByText("Emily Carter", { exact: true })).toHaveCount(2);
  await expect(page.getByText("Requested by", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Edit location" }).click();
  await page.getByRole("textbox", { name: "Location" }).fill("Library, second floor");
  await page.getByRole("button", { name: "Save location" }).click();
  await expect(page.getByText("Location saved")).toBeVisible();
  await expect(page.getByText("Library, second floor")).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel visit" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirm", exact: true })).toHaveCount(0);
  await settle(page);
  await screenshot(page, "visits-detail-school");
  await expectAccessible(page);

  // Past visits: no confirm, no cancel (reschedule instead).
  await page.getByRole("link", { name: "All visits" }).click();
  await page.getByRole("tab", { name: "Past" }).click();
  await expect(page).toHaveURL(/tab=past/);
  // The upcoming rows stay under the Past tab (busy) until the past ones are in.
  await expect(page.getByRole("tab", { name: "Past", selected: true })).toBeVisible();
  await expect(table).toHaveAttribute("aria-busy", "false");
  const pastRows = table.getByRole("row").filter({ hasText: UNIVERSITY });
  await expect(pastRows.first()).toBeVisible();
  await expect(table.getByRole("button", { name: /^Confirm the visit/ })).toHaveCount(0);
  await pastRows
    .first()
    .getByRole("button", { name: `More actions for ${UNIVERSITY}` })
    .click();
  await expect(page.getByRole("menuitem", { name: "View details" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Cancel visit" })).toHaveCount(0);
  await settle(page);
  await screenshot(page, "visits-school-past");
  await page.getByRole("menuitem", { name: "View details" }).click();
  await expect(page.getByText("This visit's date has passed.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel visit" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Reschedule" })).toBeVisible();

  // Download: the list's CSV.
  await openPath(page, "/events", "Visits");
  const answer = page.waitForResponse(
    (r) => r.url().endsWith(`${API}/events`) && r.request().postDataJSON()?.download === true,
  );
  const popup = page
    .context()
    .waitForEvent("page")
    .catch(() => null);
  await page.getByRole("button", { name: "Download CSV" }).click();
  const { csv_url } = (await (await answer).json()) as { csv_url: string };
  await (await popup)?.close();
  const csv = await page.request.get(csv_url);
  expect(csv.ok()).toBe(true);
  const text = await csv.text();
  expect(text).toContain("Visit,School,University,Date,From,To,Time zone,Status,Reason,Note");
  expect(text).toContain(addDays(monday, 10));
});

test("the university reschedules one and sees every change in /events-list and the detail", async ({ page }) => {
  test.setTimeout(150_000);
  const { monday } = world;
  await signInTo(page, ACCOUNTS.university, "/events-list", "Visits");

  await expect((await rowOn(page, monday)).getByText("Confirmed")).toBeVisible();
  const declined = await rowOn(page, addDays(monday, 1));
  await expect(declined.getByText("Declined")).toBeVisible();
  await expect(declined.getByText("Updated", { exact: true })).toBeVisible();
  await expect((await rowOn(page, addDays(monday, 2))).getByText("Cancelled")).toBeVisible();
  await expect((await rowOn(page, addDays(monday, 10))).getByText("Confirmed")).toBeVisible();
  const mine = await rowOn(page, addDays(monday, 4));
  await expect(mine.getByText(SCHOOL)).toBeVisible();
  await expect(mine.getByText(/^Your time: /)).toBeVisible();
  await settle(page);
  await screenshot(page, "visits-university-upcoming");
  await expectAccessible(page);

  // The university moves its Friday visit: it waits for the school again.
  await mine.getByRole("button", { name: `More actions for ${SCHOOL}` }).click();
  await expect(page.getByRole("menuitem", { name: "Decline" })).toHaveCount(0);
  await page.getByRole("menuitem", { name: "Reschedule" }).click();
  const move = page.getByRole("dialog", { name: "Reschedule visit" });
  await move.getByRole("button", { name: dayLabel(addDays(monday, 11)) }).click();
  await expect(move.getByRole("radio").first()).toContainText("(GMT+08:00) Asia/Singapore");
  await move.getByRole("radio").first().click();
  await chooseOption(move, page, "Reason", "The university representative's travel plans changed");
  await move.getByRole("button", { name: "Reschedule visit" }).click();
  await expect(page.getByText(`Visit with ${SCHOOL} rescheduled`)).toBeVisible();
  await expect((await rowOn(page, addDays(monday, 11))).getByText("Rescheduled")).toBeVisible();

  // The cancelled visit's detail: reason and history, both zones, no more actions.
  await (await rowOn(page, addDays(monday, 2))).getByText(SCHOOL).click();
  await expect(page).toHaveURL(new RegExp(`/events-list/${world.ids.cancel}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Visit to ${SCHOOL}` })).toBeVisible();
  await expect(page.getByText("Our gym is being renovated that week").first()).toBeVisible();
  await expect(page.getByText("Pending approval → Cancelled")).toBeVisible();
  await expect(page.getByText("School's time")).toBeVisible();
  await expect(page.getByText("Your time", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel visit" })).toHaveCount(0);
  await settle(page);
  await screenshot(page, "visits-detail-university");
  await expectAccessible(page);

  // The declined one's detail, from the list of past? No: it is still ahead; its reason shows.
  await openPath(page, `/events-list/${world.ids.decline}`, `Visit to ${SCHOOL}`);
  await expect(page.getByText("Our visit calendar is full for that period").first()).toBeVisible();

  // Another institution's (or no) visit: a not-found state.
  await page.goto("/events-list/999999999");
  await expectLoaded(page.getByText("Visit not found"));
  await screenshot(page, "visits-not-found");

  // Past tab on the university side.
  await openPath(page, "/events-list?tab=past", "Visits");
  await expect(page.getByRole("tab", { name: "Past", selected: true })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: SCHOOL }).first()).toBeVisible();
  await settle(page);
  await screenshot(page, "visits-university-past");

  // The list in Chinese.
  await openPath(page, "/events-list", "Visits");
  await chooseLanguage(page, "中文");
  await expect(page.getByRole("heading", { level: 1, name: "访校" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "即将到来" })).toBeVisible();
  await expect(page.getByText("已确认").first()).toBeVisible();
  await settle(page);
  await screenshot(page, "visits-zh-cn-list");
  await chooseLanguage(page, "English");
  await expect(page.getByRole("heading", { level: 1, name: "Visits" })).toBeVisible();
});

test("on a phone the list shows cards and the detail stacks", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAt(page, ACCOUNTS.school, "/events", "Visits");
  const list = page.getByRole("list", { name: "Visits" });
  await expect(list.getByRole("listitem").first()).toBeVisible();
  // A card carries what the table's row does: the location (set in the detail by the first journey) and the reason.
  const cardOn = async (date: string) => {
    const card = list.getByRole("listitem").filter({ hasText: shown(date) });
    const more = page.getByRole("button", { name: "Load more" });
    // A phone draws the cards after the first few as they come near the screen (decision 123): scrolled through.
    await drawWholePage(page);
    for (let i = 0; i < 10 && (await card.count()) === 0 && (await more.isVisible()); i++) {
      const before = await list.getByRole("listitem").count();
      await more.click();
      await expect.poll(() => list.getByRole("listitem").count()).toBeGreaterThan(before);
      await drawWholePage(page);
    }
    await expect(card).toHaveCount(1);
    return card;
  };
  const confirmed = await cardOn(world.monday);
  await confirmed.scrollIntoViewIfNeeded();
  await expect(confirmed.getByText("Location: Library, second floor")).toBeInViewport({ ratio: 1 });
  const declined = await cardOn(addDays(world.monday, 1));
  await declined.scrollIntoViewIfNeeded();
  await expect(declined.getByText("Reason: Our visit calendar is full for that period")).toBeInViewport({ ratio: 1 });
  await expect(declined.getByText(/^Location: \S/)).toBeVisible();
  await settle(page);
  await screenshot(page, "visits-phone-list");
  await expectAccessible(page);
  await openPath(page, `/events/${world.ids.confirm}`, `Visit from ${UNIVERSITY}`);
  await settle(page);
  await screenshot(page, "visits-phone-detail");
});

test("empty states: no match for the filters, and the way back", async ({ page }) => {
  // An application client books no visits: its /events-list shows its events (school-sessions.spec.ts).
  await signInTo(page, ACCOUNTS.university, "/events-list?tab=past", "Visits");
  await page.getByRole("textbox", { name: "Search schools" }).fill("no such school anywhere");
  await expect(page).toHaveURL(/q=no/);
  await expect(page.getByText("No visits match")).toBeVisible();
  await screenshot(page, "visits-empty-filtered");
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page.getByText("No visits match")).toHaveCount(0);
  await expect(page).not.toHaveURL(/q=/);
});

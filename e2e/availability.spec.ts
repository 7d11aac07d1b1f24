import { expectAccessible } from "./support/a11y.ts";
import { ACCOUNTS, API, DEMO_PASSWORD, screenshot, uniqueEmail, waitForMail } from "./support/helpers.ts";
import { chooseLanguage } from "./support/language.ts";
import { type APIRequestContext, expect, type Locator, type Page, test } from "./support/test.ts";
import { openPath, reloadScreen, signInTo } from "./support/ui.ts";

/**
 * Availability (spec 2 §2 Availability + Invite, §5): the school (school@quad.test, Lakeside, Asia/Singapore)
 * adds a single slot and a weekly pattern, sees them in the week and month views, meets the overlap rule on both
 * forms, edits and deletes slots (one and several), changes its visit settings, copies its booking link and
 * invites college reps.
 *
 * Data: late October / early November 2027 at early-morning times no other journey uses. The browser runs in
 * Europe/London, whose clocks go back on 2027-10-31: the school's slots keep their wall-clock time on both
 * sides. Settings the school's other journeys rely on (auto-accept off, its messages) are restored at the end.
 */

test.use({ timezoneId: "Europe/London" });

const ZONE = "(GMT+08:00) Asia/Singapore";

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

/**
 * Removes the school's slots in the journey's weeks (October and November 2027), so that a second attempt
 * after one stopped midway starts from the same empty weeks. No other journey uses these weeks.
 */
async function clearJourneyWeeks(request: APIRequestContext, school: Session): Promise<void> {
  const headers = { authentication_token: school.token };
  const res = await request.get(
    `${API}/schools/${school.partnerId}/availability?start_date=2027-10-01&end_date=2027-11-30`,
    { headers },
  );
  expect(res.ok(), await res.text()).toBe(true);
  const { data } = (await res.json()) as { data: Record<string, { slot_id: number }[]> };
  const ids = [...new Set(Object.values(data).flatMap((slots) => slots.map((s) => s.slot_id)))];
  if (!ids.length) return;
  const removed = await request.put(`${API}/availabilities/bulk_delete`, { headers, data: { ids } });
  expect(removed.ok(), await removed.text()).toBe(true);
}

/** Waits until the page has no skeleton or loader left, so a screenshot shows the settled screen. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator(".mantine-Skeleton-root")).toHaveCount(0);
  await expect(page.locator(".mantine-Loader-root")).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
  // Full-page screenshots draw the sticky header where the page is scrolled to; no tooltip left open.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.move(0, 0);
}

const calendar = (page: Page) => page.getByTestId("availability-calendar");
const slot = (page: Page, name: RegExp) => calendar(page).getByRole("button", { name });

async function openWeek(page: Page, date: string): Promise<void> {
  await openPath(page, `/availability?date=${date}`, "Availability");
  await expect(page.getByTestId("zone-label").first()).toHaveText(ZONE);
}

async function fillDate(field: Locator, value: string): Promise<void> {
  await field.fill(value);
  await field.blur();
}

/** Types a time into a Mantine time picker: its hours and minutes fields ("Time from, hours"). */
async function fillTime(scope: Locator, name: string, hhmm: string): Promise<void> {
  const [hours, minutes] = hhmm.split(":") as [string, string];
  await scope.getByRole("spinbutton", { name: `${name}, hours`, exact: true }).fill(hours);
  await scope.getByRole("spinbutton", { name: `${name}, minutes`, exact: true }).fill(minutes);
}

async function openEditor(page: Page, tab: "Single slot" | "Weekly pattern"): Promise<Locator> {
  await page.getByRole("button", { name: "Add availability" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add availability" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("tab", { name: tab }).click();
  return dialog;
}

async function fillRow(dialog: Locator, row: number, days: string[], from: string, to: string, capacity: number) {
  for (const day of days) await dialog.getByRole("checkbox", { name: `${day}, slot ${row}` }).check();
  await fillTime(dialog, `Time from, slot ${row}`, from);
  await fillTime(dialog, `Time to, slot ${row}`, to);
  await dialog.getByRole("textbox", { name: `Visits per slot, slot ${row}` }).fill(String(capacity));
}

test("a school publishes, checks, edits and deletes its availability", async ({ page, context, request }) => {
  test.setTimeout(240_000);
  const school = await apiSignIn(request, ACCOUNTS.school);
  await clearJourneyWeeks(request, school);

  // The current week: the demo slots with their remaining places and the booked visits.
  await signInTo(page, ACCOUNTS.school, "/availability", "Availability");
  await expect(page.getByTestId("zone-label").first()).toHaveText(ZONE);
  await expect(calendar(page).locator('[data-kind="slot"]').first()).toBeVisible();
  await expect(
    calendar(page)
      .getByText(/\d+ of \d+ left|Fully booked/)
      .first(),
  ).toBeVisible();
  await expect(page.getByTestId("booking-link")).toHaveValue(new RegExp(`/schedule-appointment/${school.partnerId}$`));
  await settle(page);
  await screenshot(page, "availability-week");

  // A visit opens its detail page.
  const visits = calendar(page).locator('[data-kind="visit"]');
  let week = 0;
  while ((await visits.count()) === 0 && week++ < 4) {
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.locator(".mantine-Loader-root")).toHaveCount(0);
  }
  await expect(visits.first()).toBeVisible();
  await settle(page);
  await screenshot(page, "availability-week-visits");
  await visits.first().click();
  await expect(page).toHaveURL(/\/events\/\d+$/);

  // A single slot: the form's rules first, then saved and shown in its week.
  await openWeek(page, "2027-10-25");
  await expect(page.getByText("No slots in these dates")).toBeVisible();
  let dialog = await openEditor(page, "Single slot");
  // The dates start on the week on screen.
  await expect(dialog.getByRole("textbox", { name: "Date" })).toHaveValue("Oct 25, 2027");
  await dialog.getByRole("tab", { name: "Weekly pattern" }).click();
  await expect(dialog.getByRole("textbox", { name: "Start date" })).toHaveValue("Oct 25, 2027");
  await expect(dialog.getByRole("textbox", { name: "End date" })).toHaveValue("Oct 31, 2027");
  await expect(dialog.getByText("1 slot of 50 allowed")).toBeVisible();
  await dialog.getByRole("tab", { name: "Single slot" }).click();

  // Escape on an open picker closes the picker only: the dialog and what was typed stay.
  await fillTime(dialog, "Time from", "05:10");
  await dialog.getByRole("textbox", { name: "Date" }).click();
  const datePicker = page.getByRole("button", { name: "October 2027", exact: true });
  await expect(datePicker).toBeVisible();
  await screenshot(page, "availability-date-picker");
  await page.keyboard.press("Escape");
  await expect(datePicker).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("spinbutton", { name: "Time from, hours" })).toHaveValue("05");
  await dialog.getByRole("spinbutton", { name: "Time to, hours" }).click();
  const timePicker = page.locator(".mantine-TimePicker-dropdown");
  await expect(timePicker).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(timePicker).toBeHidden();
  await expect(dialog).toBeVisible();
  // With no picker open, Escape asks before throwing away what was typed; keeping it loses nothing.
  await page.keyboard.press("Escape");
  await expect(dialog.getByText("Discard this availability?")).toBeVisible();
  await expect(dialog).toBeVisible();
  await screenshot(page, "availability-discard");
  await dialog.getByRole("button", { name: "Keep editing" }).click();
  await expect(dialog.getByText("Discard this availability?")).toBeHidden();
  await expect(dialog.getByRole("spinbutton", { name: "Time from, minutes" })).toHaveValue("10");
  await fillDate(dialog.getByRole("textbox", { name: "Date" }), "2027-10-27");
  await fillTime(dialog, "Time from", "05:10");
  await fillTime(dialog, "Time to", "05:05");
  await dialog.getByRole("textbox", { name: "Visits per slot" }).fill("25");
  await dialog.getByRole("button", { name: "Save slot" }).click();
  await expect(dialog.getByText("'Time to' cannot be before 'Time from'")).toBeVisible();
  await expect(dialog.getByText("Please enter value between 1 and 20")).toBeVisible();
  await fillTime(dialog, "Time to", "05:15");
  await dialog.getByRole("button", { name: "Save slot" }).click();
  await expect(dialog.getByText("Minimum slot duration is 10 minutes")).toBeVisible();
  await expect(dialog.getByText("One slot on Wednesday, Oct 27, 2027.")).toBeVisible();
  await screenshot(page, "availability-single-errors");
  await fillTime(dialog, "Time to", "05:40");
  await dialog.getByRole("textbox", { name: "Visits per slot" }).fill("3");
  await dialog.getByRole("button", { name: "Save slot" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Availability saved")).toBeVisible();
  await expect(slot(page, /Oct 27, 2027.*3 of 3 left.*05:10am – 05:40am/)).toBeVisible();

  // A weekly pattern over two weeks with two weekday rows.
  dialog = await openEditor(page, "Weekly pattern");
  await fillDate(dialog.getByRole("textbox", { name: "Start date" }), "2027-10-25");
  await fillDate(dialog.getByRole("textbox", { name: "End date" }), "2027-11-07");
  await fillRow(dialog, 1, ["Monday", "Friday"], "05:50", "06:20", 2);
  await dialog.getByRole("button", { name: "Add a slot" }).click();
  await fillRow(dialog, 2, ["Tuesday", "Thursday"], "06:30", "07:15", 4);
  await expect(dialog.getByText("2 slots of 50 allowed")).toBeVisible();
  await screenshot(page, "availability-bulk");
  await dialog.getByRole("button", { name: "Save availability" }).click();
  await expect(dialog).toBeHidden();
  for (const name of [
    /Oct 25, 2027.*2 of 2 left.*05:50am – 06:20am/,
    /Oct 26, 2027.*4 of 4 left.*06:30am – 07:15am/,
    /Oct 28, 2027.*4 of 4 left.*06:30am – 07:15am/,
    /Oct 29, 2027.*2 of 2 left.*05:50am – 06:20am/,
  ])
    await expect(slot(page, name)).toBeVisible();
  await settle(page);
  await screenshot(page, "availability-week-2027");

  // London leaves summer time on Oct 31: Monday's 05:50 slot sits at the same place the week after.
  const before = await slot(page, /Oct 25, 2027.*05:50am/).boundingBox();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByTestId("calendar-title")).toContainText("Nov");
  const after = await slot(page, /Nov 01, 2027.*05:50am/).boundingBox();
  expect(before && after && Math.abs(before.y - after.y)).toBeLessThan(1);
  expect(before?.height).toBeCloseTo(after?.height ?? 0, 0);

  // The month view.
  await page.getByRole("radiogroup", { name: "Calendar view" }).getByText("Month", { exact: true }).click();
  await expect(page).toHaveURL(/view=month/);
  await expect(page.getByTestId("calendar-title")).toHaveText(/November 2027|October 2027/);
  await openPath(page, "/availability?view=month&date=2027-10-01", "Availability");
  await expect(page.getByTestId("calendar-title")).toHaveText("October 2027");
  await expect(slot(page, /Oct 27, 2027.*3 of 3 left.*05:10am/)).toBeVisible();
  await expect(slot(page, /Oct 26, 2027.*4 of 4 left.*06:30am/)).toBeVisible();
  await settle(page);
  await screenshot(page, "availability-month");

  // Overlaps: the bulk form marks the colliding row only; the single form names the existing slot's time.
  await openWeek(page, "2027-10-25");
  dialog = await openEditor(page, "Weekly pattern");
  await fillDate(dialog.getByRole("textbox", { name: "Start date" }), "2027-10-25");
  await fillDate(dialog.getByRole("textbox", { name: "End date" }), "2027-11-07");
  await fillRow(dialog, 1, ["Wednesday"], "05:20", "05:50", 1);
  await dialog.getByRole("button", { name: "Add a slot" }).click();
  await fillRow(dialog, 2, ["Saturday"], "05:20", "05:50", 1);
  await dialog.getByRole("button", { name: "Add a slot" }).click();
  await fillRow(dialog, 3, ["Saturday"], "05:20", "05:50", 1);
  await dialog.getByRole("button", { name: "Save availability" }).click();
  await expect(dialog.getByText("Duplicate slots are not allowed")).toBeVisible();
  await dialog.getByRole("button", { name: "Remove slot 3" }).click();
  await dialog.getByRole("button", { name: "Save availability" }).click();
  await expect(dialog.getByText("Some slots overlap your existing availability")).toBeVisible();
  const row1 = dialog.getByTestId("slot-row-1");
  const row2 = dialog.getByTestId("slot-row-2");
  await expect(row1.getByText("Availability already exists for this time (05:10am – 05:40am)")).toBeVisible();
  await expect(row2.getByText(/Availability already exists/)).toHaveCount(0);
  await screenshot(page, "availability-bulk-conflict");
  await dialog.getByRole("tab", { name: "Single slot" }).click();
  await fillDate(dialog.getByRole("textbox", { name: "Date" }), "2027-10-27");
  await fillTime(dialog, "Time from", "05:30");
  await fillTime(dialog, "Time to", "06:00");
  await dialog.getByRole("button", { name: "Save slot" }).click();
  // The weekly tab keeps its rows (and their marks) while the single slot is tried.
  const single = dialog.getByRole("tabpanel", { name: "Single slot" });
  await expect(single.getByText("Availability already exists for this time (05:10am – 05:40am)")).toBeVisible();
  await dialog.getByRole("tab", { name: "Weekly pattern" }).click();
  await expect(row1.getByRole("spinbutton", { name: "Time from, slot 1, hours" })).toHaveValue("05");
  await dialog.getByRole("tab", { name: "Single slot" }).click();
  await screenshot(page, "availability-single-conflict");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await dialog.getByRole("button", { name: "Discard" }).click();
  await expect(dialog).toBeHidden();

  // Edit the single slot from the calendar, then delete it.
  await slot(page, /Oct 27, 2027.*05:10am/).click();
  let slotDialog = page.getByRole("dialog", { name: "Slot" });
  await expect(slotDialog.getByText("One date only: Wednesday, Oct 27, 2027")).toBeVisible();
  await expect(slotDialog.getByText("Oct 27, 2027: 0 of 3 visits booked")).toBeVisible();
  await fillTime(slotDialog, "Time to", "05:45");
  await slotDialog.getByRole("textbox", { name: "Visits per slot" }).fill("2");
  await screenshot(page, "availability-slot-edit");
  await slotDialog.getByRole("button", { name: "Save changes" }).click();
  await expect(slotDialog).toBeHidden();
  await expect(page.getByText("Slot updated")).toBeVisible();
  await expect(slot(page, /Oct 27, 2027.*2 of 2 left.*05:10am – 05:45am/)).toBeVisible();
  await slot(page, /Oct 27, 2027.*05:10am/).click();
  slotDialog = page.getByRole("dialog", { name: "Slot" });
  await slotDialog.getByRole("button", { name: "Delete slot" }).click();
  await expect(slotDialog.getByText("Delete this slot?")).toBeVisible();
  await screenshot(page, "availability-slot-delete");
  await slotDialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(slotDialog).toBeHidden();
  await expect(page.getByText("Slot deleted")).toBeVisible();
  await expect(slot(page, /Oct 27, 2027/)).toHaveCount(0);

  // Slots without visits: delete the two Tuesday/Thursday slots at once.
  await page.getByRole("tab", { name: "Slots" }).click();
  await expect(page).toHaveURL(/tab=slots/);
  const table = page.getByRole("table", { name: "Slots without visits" });
  for (const day of ["Tuesday", "Thursday"])
    await table.getByRole("checkbox", { name: `Select the ${day} slot 06:30am – 07:15am from Oct 25, 2027` }).check();
  await settle(page);
  await screenshot(page, "availability-slots");
  await page.getByRole("button", { name: "Delete 2 slots" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete 2 slots?" });
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("2 slots deleted")).toBeVisible();
  await expect(table.getByText("06:30am – 07:15am")).toHaveCount(0);
  await expect(table.getByRole("row", { name: /Monday.*05:50am – 06:20am/ })).toBeVisible();
  await page.getByRole("tab", { name: "Calendar" }).click();
  await expect(slot(page, /Oct 26, 2027/)).toHaveCount(0);
  await expect(slot(page, /Oct 25, 2027.*05:50am/)).toBeVisible();

  // Copy the booking link.
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`^https?://[^/]+/schedule-appointment/${school.partnerId}$`));
});

test("a school changes its visit settings and they persist", async ({ page, request }) => {
  test.setTimeout(120_000);
  const school = await apiSignIn(request, ACCOUNTS.school);
  const headers = { authentication_token: school.token };
  const original = (await (await request.get(`${API}/availability_settings`, { headers })).json()) as {
    school: { is_event_auto_accept: boolean; instructions: string | null; confirmation_message: string | null };
  };
  try {
    await signInTo(page, ACCOUNTS.school, "/availability?tab=settings", "Availability");
    const auto = page.getByRole("switch", { name: "Accept visit requests automatically" });
    await expect(auto).not.toBeChecked();
    await settle(page);
    await screenshot(page, "availability-settings");

    // Auto-accept on, kept after a reload, then back to manual confirmation (other journeys expect it).
    await auto.click();
    await expect(page.getByText("Visit requests are now accepted automatically")).toBeVisible();
    await reloadScreen(page, "Availability");
    await expect(page.getByRole("switch", { name: "Accept visit requests automatically" })).toBeChecked();
    await page.getByRole("switch", { name: "Accept visit requests automatically" }).click();
    await expect(page.getByText("Visit requests now wait for your confirmation")).toBeVisible();
    await reloadScreen(page, "Availability");
    await expect(page.getByRole("switch", { name: "Accept visit requests automatically" })).not.toBeChecked();

    // Messages for college reps.
    const note = `Sign in at reception ${Date.now()}.`;
    const instructions = page.getByRole("textbox", { name: "School instructions" });
    await instructions.fill(note);
    await page.getByRole("textbox", { name: "Confirmation message" }).fill("See you soon at Lakeside!");
    await page.locator("form").filter({ has: instructions }).getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Messages saved")).toBeVisible();
    await reloadScreen(page, "Availability");
    await expect(page.getByRole("textbox", { name: "School instructions" })).toHaveValue(note);
    await expect(page.getByRole("textbox", { name: "Confirmation message" })).toHaveValue("See you soon at Lakeside!");
  } finally {
    await request.put(`${API}/auto_event_accept?is_event_auto_accept=${original.school.is_event_auto_accept}`, {
      headers,
    });
    await request.put(`${API}/message_settings`, {
      headers,
      data: {
        instructions: original.school.instructions ?? "",
        confirmation_message: original.school.confirmation_message ?? "",
      },
    });
  }
});

test("a school invites college reps and the mail goes out", async ({ page, request }) => {
  test.setTimeout(120_000);
  await signInTo(page, ACCOUNTS.school, "/availability", "Availability");
  await page.getByRole("button", { name: "Invite college reps" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite college reps" });
  const emails = dialog.getByRole("textbox", { name: "Email addresses" });
  await emails.fill("rep.one@example.test, not-an-email, rep.one@example.test");
  await dialog.getByRole("button", { name: "Send 3 invitations" }).click();
  await expect(dialog.getByText("not-an-email is not a valid email address")).toBeVisible();
  await expect(dialog.getByText("rep.one@example.test is listed twice")).toBeVisible();
  await screenshot(page, "availability-invite-errors");

  const first = uniqueEmail("rep");
  const second = uniqueEmail("rep");
  await emails.fill(`${first}, ${second}`);
  await dialog.getByRole("textbox", { name: "Personal note (optional)" }).fill("We would love to host you.");
  await dialog.getByRole("button", { name: "Send 2 invitations" }).click();
  await expect(dialog.getByText("Invitations sent")).toBeVisible();
  await expect(dialog.getByText(first)).toBeVisible();
  await screenshot(page, "availability-invite-sent");
  const mail = await waitForMail(request, first, /invites you to Quad/);
  expect(mail.text).toContain("We would love to host you.");
  expect(mail.text).toMatch(/\/search-university/);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
});

test("the availability screen in Chinese and on a phone", async ({ page }) => {
  test.setTimeout(120_000);
  await signInTo(page, ACCOUNTS.school, "/availability", "Availability");
  await expect(calendar(page).locator('[data-kind="slot"]').first()).toBeVisible();
  await expectAccessible(page);
  await chooseLanguage(page, "中文");
  try {
    await expect(page.getByRole("heading", { level: 1, name: "可预约时间" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "日历" })).toBeVisible();
    await page.getByRole("button", { name: "下一页" }).click();
    await expect(
      calendar(page)
        .getByText(/剩余 \d+ \/ \d+|已约满/)
        .first(),
    ).toBeVisible();
    await settle(page);
    await screenshot(page, "availability-zh-cn");
  } finally {
    await chooseLanguage(page, "English");
    await expect(page.getByRole("heading", { level: 1, name: "Availability" })).toBeVisible();
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await reloadScreen(page, "Availability");
  await expect(page.getByRole("radiogroup", { name: "Calendar view" }).getByText("Day")).toBeVisible();
  // The next weekday with demo slots.
  await page.getByRole("button", { name: "Today" }).click();
  const slots = calendar(page).locator('[data-kind="slot"]');
  for (let day = 0; day < 3 && (await slots.count()) === 0; day++) {
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.locator(".mantine-Loader-root")).toHaveCount(0);
  }
  await expect(slots.first()).toBeVisible();
  await settle(page);
  await screenshot(page, "availability-phone");
});

test("today: a slot that has started looks past, and Add availability offers no past day", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const school = await apiSignIn(request, ACCOUNTS.school);
  const headers = { authentication_token: school.token };
  // Today and yesterday in the school's zone (Asia/Singapore), whatever the machine's.
  const dayIn = (offsetDays: number) =>
    new Date(Date.now() + offsetDays * 86_400_000).toLocaleDateString("en-CA", { timeZone: "Asia/Singapore" });
  const today = dayIn(0);
  const yesterday = dayIn(-1);
  const weekday = ((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  const shown = (date: string) =>
    new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", {
      month: "short",
      day: "2-digit",
      year: "numeric",
      timeZone: "UTC",
    });
  const dayLabel = (date: string) =>
    new Date(`${date}T00:00:00Z`).toLocaleDateString("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
  // A slot at 00:00–00:10 today: it has started by the time the journey looks (bar the first minutes of the day).
  const made = await request.post(`${API}/schools/${school.partnerId}/set_availability`, {
    headers,
    data: {
      availability: {
        availability_start_date: today,
        availability_end_date: today,
        slots: [{ days: [weekday], time_from: "00:00", time_to: "00:10", capacity: 1 }],
      },
    },
  });
  expect([201, 409], await made.text()).toContain(made.status());
  try {
    await signInTo(page, ACCOUNTS.school, `/availability?date=${today}`, "Availability");
    await expect(page.getByTestId("zone-label").first()).toHaveText(ZONE);
    const started = slot(page, new RegExp(`${shown(today)}.*12:00am – 12:10am`));
    await expect(started).toHaveAttribute("data-past", "true");

    // Add availability starts today at the earliest; yesterday cannot be picked or typed.
    await page.getByRole("button", { name: "Add availability" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add availability" });
    const date = dialog.getByRole("textbox", { name: "Date" });
    await expect(date).toHaveValue(shown(today));
    await date.click();
    await expect(page.getByRole("button", { name: dayLabel(yesterday), exact: true })).toBeDisabled();
    await expect(page.getByRole("button", { name: dayLabel(today), exact: true })).toBeEnabled();
    await settle(page);
    await screenshot(page, "availability-modal-today");
    await date.fill(yesterday);
    await date.blur();
    await expect(date).toHaveValue(shown(today));
    // Nothing was changed, so closing does not ask.
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();

    // On a phone the dialog keeps its fields on screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Add availability" }).first().click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("tab", { name: "Weekly pattern" }).click();
    await expect(dialog.getByRole("textbox", { name: "End date" })).toBeVisible();
    // Each weekly slot is a card whose fields are all on screen: nothing to scroll sideways.
    for (const name of ["Sunday, slot 1", "Time to, slot 1, hours", "Visits per slot, slot 1"]) {
      const box = await dialog
        .getByRole(name.startsWith("Sunday") ? "checkbox" : name.includes("hours") ? "spinbutton" : "textbox", { name })
        .boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390, `${name} on screen`).toBe(true);
    }
    await screenshot(page, "availability-modal-phone");
  } finally {
    const res = await request.get(
      `${API}/schools/${school.partnerId}/availability?start_date=${today}&end_date=${today}`,
      { headers },
    );
    const { data } = (await res.json()) as { data: Record<string, { slot_id: number; time_from: string }[]> };
    const ids = (data[today] ?? []).filter((s) => s.time_from === "00:00").map((s) => s.slot_id);
    if (ids.length) await request.put(`${API}/availabilities/bulk_delete`, { headers, data: { ids } });
  }
});

import { expectAccessible } from "./support/a11y.ts";
import { ACCOUNTS, API, DEMO_PASSWORD, screenshot } from "./support/helpers.ts";
import { chooseLanguage } from "./support/language.ts";
import { type APIRequestContext, expect, type Page, test } from "./support/test.ts";
import { expectLoaded, openPath, signIn, signInTo } from "./support/ui.ts";

/**
 * Schools (spec 2 §2 Schools list, School, §5, §7 Schools): the University's directory with filters, Book now in
 * both zones, Send request, the rating of a past visit from the prompt, the school page, and the public booking
 * link through sign-in and back. Lakeside (school@quad.test, Asia/Singapore) gets a Saturday slot of its own at a
 * time no other journey uses (demo slots run Monday to Friday); Book now takes its first date, the public page the
 * second, so parallel journeys never meet these bookings.
 */

const LAKESIDE = "Lakeside International School";

interface OwnSlot {
  schoolId: number;
  timeFrom: string;
  label: string;
  dates: [string, string];
}

async function apiSignIn(request: APIRequestContext, email: string) {
  const res = await request.post(`${API}/sessions`, { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok(), `sign in ${email}: ${res.status()}`).toBe(true);
  const { data } = (await res.json()) as { data: { authToken: string; partner_id: number } };
  return { token: data.authToken, partnerId: data.partner_id };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The two Saturdays at least 8 and 15 days ahead. */
function saturdays(): [string, string] {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 8);
  while (d.getUTCDay() !== 6) d.setUTCDate(d.getUTCDate() + 1);
  const second = new Date(d);
  second.setUTCDate(second.getUTCDate() + 7);
  return [iso(d), iso(second)];
}

const hhmma = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return `${String(h % 12 || 12).padStart(2, "0")}:${String(m).padStart(2, "0")}${h < 12 ? "am" : "pm"}`;
};

/** A Saturday slot (capacity 2) on two dates for Lakeside, at the first free odd time. */
async function createOwnSlot(request: APIRequestContext): Promise<OwnSlot> {
  const school = await apiSignIn(request, ACCOUNTS.school);
  const dates = saturdays();
  for (const [from, to] of [
    ["06:10", "06:50"],
    ["07:10", "07:50"],
    ["15:10", "15:50"],
    ["16:20", "16:55"],
  ] as const) {
    const res = await request.post(`${API}/schools/${school.partnerId}/set_availability`, {
      headers: { authentication_token: school.token },
      data: {
        availability: {
          availability_start_date: dates[0],
          availability_end_date: dates[1],
          slots: [{ days: [6], time_from: from, time_to: to, capacity: 2 }],
        },
      },
    });
    if (res.status() === 201) {
      return { schoolId: school.partnerId, timeFrom: from, label: `${hhmma(from)} – ${hhmma(to)}`, dates };
    }
    expect(res.status(), await res.text()).toBe(409);
  }
  throw new Error("no free Saturday time for the schools journey");
}

/** Moves the picker forward week by week until the slot's date is shown; returns its card. */
async function findSlot(scope: ReturnType<Page["getByRole"]>, slot: OwnSlot, date: string) {
  const dateText = new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  });
  const card = scope.getByRole("radio", { name: `${slot.label} on ${dateText}`, exact: false });
  // A week is shown once its times are in: the picker is busy (skeletons) while a week loads.
  const weekShown = async () => {
    await expect(scope.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(scope.getByText("No open times this week").or(scope.getByRole("radio").first())).toBeVisible();
  };
  await weekShown();
  for (let i = 0; i < 6 && !(await card.isVisible()); i += 1) {
    await scope.getByRole("button", { name: "Next week" }).first().click();
    await weekShown();
  }
  await expect(card).toBeVisible();
  return card;
}

/**
 * What the directory's layout must hold at the current width: the page is the only scroll (no box inside it
 * scrolls the list, up-down or sideways) and nothing is wider than the window.
 */
async function expectOneScrollThatFits(page: Page): Promise<void> {
  const layout = await page.evaluate(() => {
    const root = document.documentElement;
    const main = document.querySelector("main");
    const list = main?.querySelector("table") ?? main?.querySelector('[data-testid="school-card"]');
    const inner: string[] = [];
    for (let el = list?.parentElement ?? null; el && el !== main; el = el.parentElement) {
      const style = getComputedStyle(el);
      const scrollsY = /(auto|scroll)/.test(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
      const scrollsX = /(auto|scroll)/.test(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
      if (scrollsY || scrollsX)
        inner.push(`${el.className} ${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight}`);
    }
    return { pageWidth: root.scrollWidth, windowWidth: root.clientWidth, inner, found: Boolean(list) };
  });
  expect(layout.found, "the directory is on the page").toBe(true);
  expect(layout.inner, "no scroll box inside the page").toEqual([]);
  expect(layout.pageWidth, "no sideways scroll").toBeLessThanOrEqual(layout.windowWidth);
}

let slot: OwnSlot;

test.beforeAll(async ({ request }) => {
  slot = await createOwnSlot(request);
});

test("a university filters the directory, books a slot in both zones, sends a request and rates a visit", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInTo(page, ACCOUNTS.university, "/schools", "Schools");
  const table = page.getByRole("table");
  await expect(table.getByRole("row").nth(5)).toBeVisible();
  const prompt = page.getByRole("region", { name: "Visits to rate" });
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  // The demo world holds two visits to Lakeside waiting for a rating (one is rated here; a retry rates the other).
  const rateButtons = prompt.getByRole("button", { name: `Rate your visit to ${LAKESIDE}` });
  await expect(rateButtons.first()).toBeVisible();
  const toRate = await rateButtons.count();
  // Desktop: every column in the table, one scroll (the page's), nothing sideways; more rows than the old box held.
  for (const name of [
    "School",
    "Country",
    "State",
    "Upcoming visit",
    "School size",
    "Type",
    "Booking a visit",
    "Visit rating",
  ])
    await expect(table.getByRole("columnheader", { name, exact: true })).toBeVisible();
  await expect(table.getByRole("row").nth(12)).toBeVisible();
  await expectOneScrollThatFits(page);
  await screenshot(page, "schools-directory");
  await expectAccessible(page);

  // Filters: name search (debounced, in the URL), country, type and open availability.
  await page.getByRole("textbox", { name: "School name or CEEB code" }).fill("Lakeside");
  await expect(page).toHaveURL(/q=Lakeside/);
  await page.getByRole("combobox", { name: "Country" }).fill("Singapore");
  await page.getByRole("option", { name: "Singapore", exact: true }).click();
  await expect(page).toHaveURL(/country=\d+/);
  await page.getByRole("combobox", { name: "Type" }).click();
  await page.getByRole("option", { name: "International" }).click();
  await page.getByRole("switch", { name: "Open availability only" }).click();
  await expect(page).toHaveURL(/open=true/);
  await expect(table.getByRole("row")).toHaveCount(2);
  const row = table.getByRole("row", { name: new RegExp(LAKESIDE) });
  await expect(row.getByText("Singapore").first()).toBeVisible();
  await expect(row.getByRole("cell", { name: "International", exact: true })).toBeVisible();
  const rating = row.getByRole("img", { name: /^Rated [\d.]+ out of 5 by \d+ visits$/ });
  await expect(rating).toBeVisible();
  const ratedBy = Number(/by (\d+) visits/.exec((await rating.getAttribute("aria-label")) ?? "")?.[1]);
  expect(ratedBy).toBeGreaterThanOrEqual(2);
  await screenshot(page, "schools-directory-filtered");

  // A filter nothing matches: empty state, and clearing brings the list back.
  await page.getByRole("textbox", { name: "School name or CEEB code" }).fill("no school is called this");
  await expect(page.getByText("No schools match these filters")).toBeVisible();
  await screenshot(page, "schools-directory-empty");
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/schools$/);
  await expect(table.getByRole("row").nth(5)).toBeVisible();

  // Book now: the slot picker shows each time in the school's zone and in the rep's own (America/New_York).
  // Lakeside found by its CEEB code.
  await page.getByRole("textbox", { name: "School name or CEEB code" }).fill("694512");
  await expect(table.getByRole("row")).toHaveCount(2);
  await row.getByRole("button", { name: `Book now at ${LAKESIDE}` }).click();
  const dialog = page.getByRole("dialog", { name: `Book a visit to ${LAKESIDE}` });
  await expect(dialog).toBeVisible();
  // Lakeside confirms visits by hand: the action is a request, and says so.
  const submit = dialog.getByRole("button", { name: "Request visit" });
  await expect(dialog.getByRole("button", { name: "Book visit" })).toHaveCount(0);
  await submit.click();
  await expect(dialog.getByText("Please select a date and time for visit")).toBeVisible();
  // The dialog opens on the first week with an open time (issue 24 §6), never on an empty week.
  await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(dialog.getByRole("radio").first()).toBeVisible();
  await expect(dialog.getByText("No open times this week")).toHaveCount(0);
  // The week caption follows the real dates: the week after is named differently (not "This week" again).
  const caption = dialog.getByTestId("week-caption");
  const opened = (await caption.textContent()) ?? "";
  await dialog.getByRole("button", { name: "Next week" }).first().click();
  await expect(caption).not.toHaveText(opened);
  await dialog.getByRole("button", { name: "Back to this week" }).click();
  await expect(caption).toHaveText("This week");
  const card = await findSlot(dialog, slot, slot.dates[0]);
  // The two zones are said once for the week, not on every card.
  const legend = dialog.getByTestId("zone-legend");
  await expect(legend).toContainText("(GMT+08:00) Asia/Singapore");
  await expect(legend).toContainText(/\(GMT-0[45]:00\) America\/New_York/);
  await expect(dialog.getByText("Asia/Singapore", { exact: false })).toHaveCount(1);
  await expect(card.getByText(/^Your time: /)).toBeVisible();
  await expect(card.getByText("2 of 2 places left")).toBeVisible();
  await card.click();
  await expect(dialog.getByText("Please select a date and time for visit")).toBeHidden();
  // The chosen time and the action stay in view in a sticky footer, below a long week of slots.
  const footer = dialog.getByTestId("booking-footer");
  await expect(footer.getByTestId("chosen-slot")).toContainText(slot.label);
  await expect(submit).toBeInViewport();
  await screenshot(page, "schools-book-now-chosen");
  await dialog.getByRole("textbox", { name: "Note to the school" }).fill("Two officers, engineering talk.");
  await dialog.getByRole("button", { name: "Add attendee" }).click();
  await dialog.getByRole("textbox", { name: "Attendee 1 name" }).fill("Ana Ruiz");
  await dialog.getByRole("textbox", { name: "Attendee 1 email" }).fill("ana.ruiz@northbridge.quad.test");
  await expect(submit).toBeInViewport();
  await screenshot(page, "schools-book-now");
  await expectAccessible(page);
  await submit.click();
  // The toast links to the new visit.
  const toast = page.getByRole("alert").filter({ hasText: `Visit requested. ${LAKESIDE} will confirm it.` });
  await expect(toast).toBeVisible();
  await expect(dialog).toBeHidden();
  const visitLink = toast.getByRole("link", { name: "View the visit" });
  await expect(visitLink).toHaveAttribute("href", /^\/events-list\/\d+$/);
  const visitHref = (await visitLink.getAttribute("href")) ?? "";
  await visitLink.click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(visitHref)}$`));
  await expectLoaded(page.getByText(LAKESIDE).first());
  await page.goBack();
  await expect(page).toHaveURL(/q=694512/);
  await expect(table.getByRole("row")).toHaveCount(2);

  // Booking the same slot date again: the picker now says it is requested by us, with the same places left.
  await row.getByRole("button", { name: `Book now at ${LAKESIDE}` }).click();
  await expect(dialog).toBeVisible();
  const again = await findSlot(dialog, slot, slot.dates[0]);
  await expect(again.getByText("Requested by you")).toBeVisible();
  await expect(again.getByText("2 of 2 places left")).toBeVisible();
  await expect(again).toBeDisabled();

  // No time fits: Send request from the dialog to another school, with the note required.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.getByRole("textbox", { name: "School name or CEEB code" }).fill("");
  await expect(page).toHaveURL(/\/schools$/);
  const requestButton = table.getByRole("button", { name: /^Send request to / }).first();
  await expect(requestButton).toBeVisible();
  const requestLabel = (await requestButton.getAttribute("aria-label")) ?? "";
  const other = requestLabel.replace("Send request to ", "");
  await requestButton.click();
  const request = page.getByRole("dialog", { name: `Send a visit request to ${other}` });
  await request.getByRole("button", { name: "Send request" }).click();
  await expect(request.getByText("Please tell the school when you would like to visit")).toBeVisible();
  await request.getByRole("textbox", { name: "Your request" }).fill("We are in the region in early June.");
  await screenshot(page, "schools-send-request");
  await request.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText(`Request sent to ${other}.`)).toBeVisible();
  const otherRow = table.getByRole("row", { name: new RegExp(escapeRegExp(other)) });
  await expect(otherRow.getByRole("link", { name: "Date to agree" })).toBeVisible();
  await expect(otherRow.getByText("Requested")).toBeVisible();

  // Rate the past visit from the prompt: stars and a comment; the prompt goes, the rating updates.
  await rateButtons.first().click();
  const rate = page.getByRole("dialog", { name: `Rate your visit to ${LAKESIDE}` });
  await rate.getByRole("button", { name: "Send rating" }).click();
  await expect(rate.getByText("Please choose a rating from 1 to 5 stars")).toBeVisible();
  // The star inputs are hidden behind their star labels, as in any star rating.
  const third = await rate.getByRole("radio", { name: "3 stars", exact: true }).getAttribute("id");
  await rate.locator(`label[for="${third}"]`).click();
  await expect(rate.getByText("Good", { exact: true })).toBeVisible();
  await rate.getByRole("textbox", { name: "Comment" }).fill("Friendly counsellors; the hall was busy.");
  await screenshot(page, "schools-rate-visit");
  await expectAccessible(page);
  await rate.getByRole("button", { name: "Send rating" }).click();
  await expect(page.getByText(`Thank you. Your rating of ${LAKESIDE} is saved.`)).toBeVisible();
  await expect(rateButtons).toHaveCount(toRate - 1);
  await page.getByRole("textbox", { name: "School name or CEEB code" }).fill("694512");
  await expect(
    row.getByRole("img", { name: new RegExp(`^Rated [\\d.]+ out of 5 by ${ratedBy + 1} visits$`) }),
  ).toBeVisible();

  // The school page: profile, availability, the booked visit and the new rating.
  await row.getByRole("link", { name: LAKESIDE }).click();
  await expect(page).toHaveURL(new RegExp(`/schools/${slot.schoolId}$`));
  await expect(page.getByRole("heading", { level: 1, name: LAKESIDE })).toBeVisible();
  await expect(page.getByText("counselling@lakeside.quad.test")).toBeVisible();
  await expect(page.getByText("Please sign in at the main reception", { exact: false })).toBeVisible();
  const bookedDate = new Date(`${slot.dates[0]}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  });
  const visits = page.getByRole("listitem").filter({ hasText: bookedDate }).filter({ hasText: slot.label });
  await expect(visits.getByText("Pending approval")).toBeVisible();
  await expect(page.getByText("Friendly counsellors; the hall was busy.").first()).toBeVisible();
  await expect(page.getByText(/open times? in the next 4 weeks/)).toBeVisible();
  await screenshot(page, "schools-detail");
  await expectAccessible(page);

  // The directory in Chinese.
  await openPath(page, "/schools", "Schools");
  await chooseLanguage(page, "中文");
  await expect(page.getByRole("heading", { level: 1, name: "学校" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "预约访问" })).toBeVisible();
  await expectOneScrollThatFits(page);
  await screenshot(page, "schools-directory-zh");
  await chooseLanguage(page, "English");
  await expect(page.getByRole("heading", { level: 1, name: "Schools" })).toBeVisible();

  // A laptop width: the table folds type and size under the school's name and still fits.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(table.getByRole("columnheader", { name: "School size", exact: true })).toBeHidden();
  await expect(table.getByRole("row", { name: /(Public|Private|International) · / }).first()).toBeVisible();
  await expectOneScrollThatFits(page);
  await screenshot(page, "schools-directory-1280");

  // Phone width.
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone the directory is a list of cards with the same actions: each shows its school, place and action
  // inside the screen, and nothing scrolls sideways.
  await expect(page.getByRole("table")).toHaveCount(0);
  const cards = page.getByTestId("school-card");
  await expect(cards.nth(3)).toBeVisible();
  await expectOneScrollThatFits(page);
  const cardCount = await cards.count();
  expect(cardCount).toBeGreaterThan(10);
  for (let i = 0; i < cardCount; i += 1) {
    const card = cards.nth(i);
    const parts = [
      card.getByRole("link").first(),
      card.getByTestId("school-place"),
      card.getByRole("button", { name: /^(Book now at|Send request to) / }),
    ];
    for (const part of parts) {
      await expect(part).toBeVisible();
      const box = await part.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390, `card ${i + 1} fits the screen`).toBe(true);
    }
  }
  await screenshot(page, "schools-directory-phone");
  await openPath(page, `/schools/${slot.schoolId}`, LAKESIDE);
  await screenshot(page, "schools-detail-phone");

  // An unknown school is a not-found state.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/schools/99999999");
  await expectLoaded(page.getByText("School not found"));
  await screenshot(page, "schools-detail-not-found");
});

test("the public booking link: a visitor picks a slot, signs in and books the same slot", async ({ page, browser }) => {
  test.setTimeout(150_000);
  await openPath(page, `/schedule-appointment/${slot.schoolId}`, LAKESIDE);
  const main = page.getByRole("main");
  // Like Book now, the page opens on the first week with an open time, never on an empty week.
  await expect(main.getByRole("radio").first()).toBeVisible();
  await expect(main.getByText("No open times this week")).toHaveCount(0);
  const card = await findSlot(main, slot, slot.dates[1]);
  // Signed out, times in the school's zone and in the browser's (UTC in these journeys), said once.
  await expect(main.getByTestId("zone-legend")).toContainText("(GMT+08:00) Asia/Singapore");
  await expect(main.getByTestId("zone-legend")).toContainText("(GMT+00:00) UTC");
  await expect(card.getByText("2 of 2 places left")).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`slot=\\d+&date=${slot.dates[1]}`));
  await screenshot(page, "schools-public-signed-out");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Sign in to book this time" }).click();
  await expect(page).toHaveURL(/\/sign-in\?redirect_to=/);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(ACCOUNTS.university);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();

  // Back on the same page with the same slot chosen, now in the rep's profile zone (not the browser's).
  await expect(page).toHaveURL(new RegExp(`/schedule-appointment/${slot.schoolId}\\?slot=\\d+&date=${slot.dates[1]}`));
  const chosen = await findSlot(main, slot, slot.dates[1]);
  await expect(chosen).toBeChecked();
  await expect(page.getByRole("combobox", { name: "Your time zone" })).toHaveValue(/New_York/);
  await expect(main.getByTestId("zone-legend")).toContainText(/\(GMT-0[45]:00\) America\/New_York/);
  await screenshot(page, "schools-public-signed-in");
  await page.getByRole("button", { name: "Request visit" }).click();
  await expect(page.getByText("Visit requested", { exact: true })).toBeVisible();
  await expect(main.getByRole("link", { name: "View the visit" })).toBeVisible();

  // The page now shows the slot date as the university's own request, with the places left unchanged (a request
  // holds no place until the school confirms it), and it cannot be chosen again.
  const held = await findSlot(main, slot, slot.dates[1]);
  await expect(held.getByText("Requested by you")).toBeVisible();
  await expect(held.getByText("2 of 2 places left")).toBeVisible();
  await expect(held).toBeDisabled();
  await screenshot(page, "schools-public-booked");

  // Book now in the directory says exactly the same about that slot date.
  await openPath(page, "/schools?q=694512", "Schools");
  await page
    .getByRole("button", { name: `Book now at ${LAKESIDE}` })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: `Book a visit to ${LAKESIDE}` });
  const inModal = await findSlot(dialog, slot, slot.dates[1]);
  await expect(inModal.getByText("Requested by you")).toBeVisible();
  await expect(inModal.getByText("2 of 2 places left")).toBeVisible();
  await expect(inModal).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // Phone width: Book now fills the screen; with a time chosen, the time and the action stay at its foot.
  await page.setViewportSize({ width: 390, height: 844 });
  await page
    .getByRole("button", { name: `Book now at ${LAKESIDE}` })
    .first()
    .click();
  await expect(dialog).toBeVisible();
  await findSlot(dialog, slot, slot.dates[1]);
  const open = dialog.getByRole("radio", { disabled: false });
  await open.last().click();
  await expect(dialog.getByTestId("chosen-slot")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Request visit" })).toBeInViewport();
  await screenshot(page, "schools-book-now-phone");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await openPath(page, `/schedule-appointment/${slot.schoolId}`, LAKESIDE);
  await findSlot(main, slot, slot.dates[1]);
  await main.getByRole("radio", { disabled: false }).first().click();
  await expect(main.getByTestId("chosen-slot")).toBeVisible();
  await expect(page.getByRole("button", { name: "Request visit" })).toBeInViewport();
  await screenshot(page, "schools-public-phone");
  await page.setViewportSize({ width: 1440, height: 900 });

  // A school user sees that only university reps book.
  const context = await browser.newContext();
  const schoolPage = await context.newPage();
  await signIn(schoolPage, ACCOUNTS.school);
  await expect(schoolPage).toHaveURL(/\/events/);
  await schoolPage.goto(`/schedule-appointment/${slot.schoolId}`);
  await expectLoaded(schoolPage.getByText("Only university representatives can book"));
  await expect(schoolPage.getByRole("button", { name: /^(Book|Request) visit$/ })).toHaveCount(0);
  await screenshot(schoolPage, "schools-public-school-user");
  await context.close();

  // An unknown school.
  await page.goto("/schedule-appointment/99999999");
  await expectLoaded(page.getByText("School not found"));
  await screenshot(page, "schools-public-not-found");
});

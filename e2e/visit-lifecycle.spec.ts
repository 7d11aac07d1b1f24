import { expectAccessible } from "./support/a11y.ts";
import { ACCOUNTS, API, DEMO_PASSWORD, screenshot } from "./support/helpers.ts";
import { type APIRequestContext, type BrowserContext, expect, type Locator, type Page, test } from "./support/test.ts";
import { openPath, reloadScreen, signIn } from "./support/ui.ts";

/**
 * The whole life of one visit (spec 2 §2, §4, §5; issue 4), through the UI in two browsers at once:
 * the school (school@quad.test, Lakeside, Asia/Singapore, manual confirmation) publishes a weekly pattern;
 * the university (university@quad.test, Northbridge) finds Lakeside, books one of the new times in Book now
 * (school's zone and its own); the school sees the request and its notification and confirms it (in Chinese);
 * the university sees the confirmation (in Chinese) and reschedules to another new time with a reason; the
 * school sees that, and cancels through the /cancel-event overlay with a reason; the university sees the
 * cancellation, its reason and the history (in Chinese). Between the move and the cancellation the university sends
 * the school a message from the visit's detail (decision 099). Each side's bell is checked live.
 *
 * Data: two weeks of weekday slots at least 20 weeks ahead (after the demo world's 12 weeks of slots, away from
 * the availability journey's Oct/Nov 2027 and the visits journey's far-future Marches), at 07:10 and 15:25, the
 * first such fortnight in which Lakeside has no slot at all (so a retry or a long-lived server moves on).
 * Nothing is restored: the dates are the journey's own, and the school's settings are not touched.
 */

const SCHOOL = "Lakeside International School";
const UNIVERSITY = "Northbridge University";
const SCHOOL_ZONE = "Asia/Singapore";
const SCHOOL_ZONE_LABEL = "(GMT+08:00) Asia/Singapore";
/** The same zone in the Chinese interface: named in Chinese, never by its IANA id. */
const SCHOOL_ZONE_LABEL_ZH = "(GMT+08:00) 新加坡标准时间";
/** The visits screen's Chinese title. */
const ZH_VISITS = /^访校$/;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const LONG_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
/** The availability journey's dates (with a week's margin either side). */
const TAKEN = { from: "2027-10-11", to: "2027-11-14" };
const MORNING = { from: "07:10", to: "07:50", label: "07:10am – 07:50am" };
const AFTERNOON = { from: "15:25", to: "16:05", label: "03:25pm – 04:05pm" };

const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (date: string, n: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return iso(d);
};
const parts = (date: string) => date.split("-").map(Number) as [number, number, number];
/** 'MMM DD, YYYY' as the app shows dates in English. */
const shown = (date: string) => {
  const [y, m, d] = parts(date);
  return `${MONTHS[m - 1]} ${String(d).padStart(2, "0")}, ${y}`;
};
/** Chinese screens and notifications write dates as 'YYYY年M月D日'. */
const writtenZh = (date: string) => {
  const [y, m, d] = parts(date);
  return `${y}年${m}月${d}日`;
};
/** The date as either language shows it, in lists or notifications, for a RegExp. */
const anyLanguageDate = (date: string) => `(?:${shown(date)}|${writtenZh(date)})`;
/** The reschedule calendar's day button ('D MMMM YYYY'). */
const dayLabel = (date: string) => {
  const [y, m, d] = parts(date);
  return `${d} ${LONG_MONTHS[m - 1]} ${y}`;
};
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Today's date in a zone. */
const todayIn = (zone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(),
  );
const mondayOf = (date: string) => addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

/** A wall-clock time on a date in Singapore (UTC+8 all year) as an instant. */
const singaporeInstant = (date: string, hhmm: string) => {
  const [y, m, d] = parts(date);
  const [h, min] = hhmm.split(":").map(Number) as [number, number];
  return Date.UTC(y, m - 1, d, h - 8, min);
};
/** An instant's date ('MMM DD, YYYY') and time ('hh:mma') in a zone, as the app formats them. */
function clockIn(instant: number, zone: string): { date: string; time: string } {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      year: "numeric",
      month: "short",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h12",
    })
      .formatToParts(new Date(instant))
      .map((x) => [x.type, x.value]),
  ) as Record<string, string>;
  return { date: `${p.month} ${p.day}, ${p.year}`, time: `${p.hour}:${p.minute}${(p.dayPeriod ?? "").toLowerCase()}` };
}

async function apiSignIn(request: APIRequestContext, email: string) {
  const res = await request.post(`${API}/sessions`, { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok(), `sign in ${email}: ${res.status()}`).toBe(true);
  const { data } = (await res.json()) as { data: { authToken: string; partner_id: number } };
  return { token: data.authToken, partnerId: data.partner_id };
}

/** The first Monday at least 20 weeks ahead whose fortnight is free of Lakeside slots and other journeys' dates. */
async function freeFortnight(request: APIRequestContext): Promise<string> {
  const school = await apiSignIn(request, ACCOUNTS.school);
  let monday = mondayOf(addDays(todayIn(SCHOOL_ZONE), 20 * 7));
  for (let attempt = 0; attempt < 12; attempt++, monday = addDays(monday, 14)) {
    const end = addDays(monday, 13);
    if (monday <= TAKEN.to && end >= TAKEN.from) continue;
    const res = await request.get(
      `${API}/schools/${school.partnerId}/availability?start_date=${monday}&end_date=${end}`,
      { headers: { authentication_token: school.token } },
    );
    expect(res.ok(), `availability of ${monday}: ${res.status()}`).toBe(true);
    const { data } = (await res.json()) as { data: Record<string, unknown[]> };
    if (Object.values(data).every((slots) => slots.length === 0)) return monday;
  }
  throw new Error("no free fortnight for the lifecycle journey");
}

const bell = (page: Page) => page.getByRole("button", { name: /^(Notifications|通知)/ });

/** Opens the bell's panel and returns the notification whose text matches; the panel stays open. */
async function notificationInBell(page: Page, text: RegExp): Promise<Locator> {
  const panel = page.getByRole("dialog", { name: /^(Notifications|通知)$/ });
  const item = panel.getByRole("button", { name: text });
  // The notification arrives live (stream -> bell list); the panel is opened once it is counted.
  await expect(bell(page)).toHaveAccessibleName(/unread|未读/, { timeout: 20_000 });
  if (!(await panel.isVisible())) await bell(page).click();
  await expect(item).toBeVisible({ timeout: 20_000 });
  return item;
}

async function closeBell(page: Page): Promise<void> {
  const panel = page.getByRole("dialog", { name: /^(Notifications|通知)$/ });
  if (await panel.isVisible()) await bell(page).click();
  await expect(panel).toBeHidden();
}

/** Chooses a language in the header's English/中文 switch. */
async function chooseLanguage(page: Page, label: "English" | "中文") {
  const group = page.getByRole("radiogroup", { name: /^(Interface language|界面语言)$/ });
  await group.getByText(label, { exact: true }).click();
  await expect(group.getByRole("radio", { name: label })).toBeChecked();
  await expect(page.locator("html")).toHaveAttribute("lang", label === "中文" ? "zh-CN" : "en-US");
}

/**
 * The visits list's row of the visit on a date (its first text, in the school's zone, in either language),
 * loading more pages until it is there. The list must be open.
 */
async function rowOn(page: Page, date: string): Promise<Locator> {
  const table = page.getByRole("table", { name: /^(Visits|来访列表)$/ });
  const rows = table.getByRole("row");
  const row = rows.filter({ hasText: new RegExp(`^\\s*${anyLanguageDate(date)}`) });
  // The list is current once it is no longer busy (it keeps the previous rows while it refreshes), and the first
  // page is there once it says how much it shows.
  await expect(table).toHaveAttribute("aria-busy", "false");
  await expect(page.getByText(/^(Showing \d+ of|显示 \d+ \/)/)).toBeVisible();
  const more = page.getByRole("button", { name: /^(Load more|加载更多)$/ });
  for (let i = 0; i < 40 && (await row.count()) === 0 && (await more.isVisible()); i++) {
    const before = await rows.count();
    await more.click();
    await expect.poll(() => rows.count()).toBeGreaterThan(before);
  }
  await expect(row).toHaveCount(1);
  return row;
}

async function chooseOption(scope: Locator, page: Page, label: string, option: string) {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Waits for the screen to settle for a screenshot: no skeleton or loader, fonts in, top of the page. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator(".mantine-Skeleton-root")).toHaveCount(0);
  await expect(page.locator(".mantine-Loader-root")).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
  await top(page);
}

/** Full-page screenshots draw fixed elements (header, dialogs) where the page is scrolled to: back to the top,
 *  and no hover highlight left on a row. */
async function top(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.move(0, 0);
}

let monday: string;

test.beforeAll(async ({ request }) => {
  monday = await freeFortnight(request);
});

test("a visit's whole life between a school and a university, in both languages", async ({ browser }) => {
  test.setTimeout(420_000);
  const stamp = Date.now().toString(36);
  // The fortnight: Mon/Wed/Fri mornings and Tue/Thu afternoons. The visit is booked on the first Monday
  // morning and moved to the second Wednesday morning.
  const booked = monday;
  const moved = addDays(monday, 9);
  const cancelReason = `Lifecycle ${stamp}: the hall is taken by exams that week`;
  const note = `Lifecycle ${stamp}: admissions talk for grade 11`;
  const message = `Lifecycle ${stamp}: could we bring a second representative?`;

  const contexts: BrowserContext[] = [];
  try {
    const schoolContext = await browser.newContext();
    const universityContext = await browser.newContext();
    contexts.push(schoolContext, universityContext);
    const school = await schoolContext.newPage();
    const university = await universityContext.newPage();

    await signIn(school, ACCOUNTS.school);
    await expect(school).toHaveURL(/\/events$/);
    await signIn(university, ACCOUNTS.university);
    await expect(university).toHaveURL(/\/dashboard$/);

    /* 1. The school publishes a weekly pattern over the fortnight. */
    await test.step("1. the school sets bulk availability", async () => {
      await openPath(school, `/availability?date=${monday}`, "Availability");
      await expect(school.getByTestId("zone-label").first()).toHaveText(SCHOOL_ZONE_LABEL);
      await expect(school.getByText("No slots in these dates")).toBeVisible();
      await school.getByRole("button", { name: "Add availability" }).first().click();
      const dialog = school.getByRole("dialog", { name: "Add availability" });
      await dialog.getByRole("tab", { name: "Weekly pattern" }).click();
      const start = dialog.getByRole("textbox", { name: "Start date" });
      await start.fill(monday);
      await start.blur();
      const end = dialog.getByRole("textbox", { name: "End date" });
      await end.fill(addDays(monday, 11));
      await end.blur();
      const fillRow = async (row: number, days: string[], time: typeof MORNING, capacity: number) => {
        for (const day of days) await dialog.getByRole("checkbox", { name: `${day}, slot ${row}` }).check();
        // Mantine time pickers: hours and minutes are fields of their own ("Time from, slot 1, hours").
        for (const [field, value] of [
          ["Time from", time.from],
          ["Time to", time.to],
        ] as const) {
          const [hours, minutes] = value.split(":") as [string, string];
          await dialog.getByRole("spinbutton", { name: `${field}, slot ${row}, hours`, exact: true }).fill(hours);
          await dialog.getByRole("spinbutton", { name: `${field}, slot ${row}, minutes`, exact: true }).fill(minutes);
        }
        await dialog.getByRole("textbox", { name: `Visits per slot, slot ${row}` }).fill(String(capacity));
      };
      await fillRow(1, ["Monday", "Wednesday", "Friday"], MORNING, 2);
      await dialog.getByRole("button", { name: "Add a slot" }).click();
      await fillRow(2, ["Tuesday", "Thursday"], AFTERNOON, 1);
      await screenshot(school, "lifecycle-1-school-weekly-pattern");
      await dialog.getByRole("button", { name: "Save availability" }).click();
      await expect(dialog).toBeHidden();
      await expect(school.getByText("Availability saved")).toBeVisible();

      const calendar = school.getByTestId("availability-calendar");
      const slot = (date: string, left: string, time: string) =>
        calendar.getByRole("button", { name: new RegExp(`${shown(date)}.*${left}.*${time}`) });
      for (const day of [0, 2, 4]) await expect(slot(addDays(monday, day), "2 of 2 left", MORNING.label)).toBeVisible();
      for (const day of [1, 3]) await expect(slot(addDays(monday, day), "1 of 1 left", AFTERNOON.label)).toBeVisible();
      await settle(school);
      await screenshot(school, "lifecycle-1-school-week");
      await school.getByRole("button", { name: "Next" }).click();
      await expect(slot(moved, "2 of 2 left", MORNING.label)).toBeVisible();
      await expect(slot(addDays(monday, 10), "1 of 1 left", AFTERNOON.label)).toBeVisible();
      // The pattern ends on the second Friday: nothing at the weekend.
      await expect(calendar.getByRole("button", { name: new RegExp(shown(addDays(monday, 12))) })).toHaveCount(0);
    });

    /* 2. The university finds Lakeside and books the first Monday morning in Book now. */
    await test.step("2. the university books one of the new times", async () => {
      // The school reads the request in Chinese (its notification is rendered in the reader's language).
      await openPath(school, "/events", "Visits");
      await chooseLanguage(school, "中文");
      await expect(school.getByRole("heading", { level: 1, name: ZH_VISITS })).toBeVisible();

      await openPath(university, "/schools", "Schools");
      await university.getByRole("textbox", { name: "School name or CEEB code" }).fill("Lakeside");
      await expect(university).toHaveURL(/q=Lakeside/);
      const row = university.getByRole("table").getByRole("row", { name: new RegExp(SCHOOL) });
      await expect(row).toBeVisible();
      await row.getByRole("link", { name: SCHOOL }).click();
      await expect(university).toHaveURL(/\/schools\/\d+$/);
      await expect(university.getByRole("heading", { level: 1, name: SCHOOL })).toBeVisible();
      await university.getByRole("button", { name: "Book now" }).first().click();
      const dialog = university.getByRole("dialog", { name: `Book a visit to ${SCHOOL}` });
      await expect(dialog).toBeVisible();

      // The dialog opens on the first week with an open time (issue 24 §6); this journey walks from this week.
      await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(dialog.getByText("No open times this week").or(dialog.getByRole("radio").first())).toBeVisible();
      const back = dialog.getByRole("button", { name: "Back to this week" });
      if (await back.isVisible()) await back.click();
      // Week by week from this week (in the school's zone) to the fortnight's first week.
      let week = mondayOf(todayIn(SCHOOL_ZONE));
      // The week's dates as the picker writes them ("Mar 4 – 10, 2030"), under "This week" / "Next week" or alone.
      const range = (w: string) =>
        new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" })
          .formatRange(new Date(`${w}T00:00:00Z`), new Date(`${addDays(w, 6)}T00:00:00Z`))
          .replace(/[\u2009\u202f]/g, " ");
      await expect(dialog.getByText(range(week), { exact: true })).toBeVisible();
      while (week < monday) {
        await dialog.getByRole("button", { name: "Next week" }).first().click();
        week = addDays(week, 7);
        await expect(dialog.getByText(range(week), { exact: true })).toBeVisible();
      }
      const card = dialog.getByRole("radio", { name: new RegExp(`^${MORNING.label} on ${shown(booked)}, `) });
      await expect(card).toBeVisible();
      for (const day of [2, 4])
        await expect(
          dialog.getByRole("radio", { name: new RegExp(`^${MORNING.label} on ${shown(addDays(monday, day))}, `) }),
        ).toBeVisible();
      for (const day of [1, 3])
        await expect(
          dialog.getByRole("radio", { name: new RegExp(`^${AFTERNOON.label} on ${shown(addDays(monday, day))}, `) }),
        ).toBeVisible();

      // The time in the school's zone and in the rep's own (the zone of the booking form, the rep's profile zone).
      await expect(card.getByText(MORNING.label, { exact: true })).toBeVisible();
      // The zones are said once for the week, above its times.
      const legend = dialog.getByTestId("zone-legend");
      await expect(legend).toContainText(SCHOOL_ZONE_LABEL);
      await expect(card.getByText("2 of 2 places left")).toBeVisible();
      const zoneValue = await dialog.getByRole("combobox", { name: "Your time zone" }).inputValue();
      const ownZone = zoneValue.replace(/^\(GMT[^)]*\)\s*/, "");
      expect(ownZone, "the rep's own zone is not the school's").not.toBe(SCHOOL_ZONE);
      const from = clockIn(singaporeInstant(booked, MORNING.from), ownZone);
      const to = clockIn(singaporeInstant(booked, MORNING.to), ownZone);
      const ownTime =
        from.date === shown(booked) ? `${from.time} – ${to.time}` : `${from.time} – ${to.time} on ${from.date}`;
      await expect(card.getByText(`Your time: ${ownTime}`, { exact: true })).toBeVisible();
      await expect(legend).toContainText(new RegExp(`\\(GMT[+-]\\d\\d:\\d\\d\\) ${escapeRegExp(ownZone)}`));

      await dialog.getByRole("textbox", { name: "Note to the school" }).fill(note);
      // Chosen last, so that the dialog shows the chosen time in the screenshot.
      await card.click();
      await expect(card).toBeChecked();
      await screenshot(university, "lifecycle-2-university-book-now");
      // The school confirms by hand: the action is a request.
      await dialog.getByRole("button", { name: "Request visit" }).click();
      await expect(university.getByText(`Visit requested. ${SCHOOL} will confirm it.`)).toBeVisible();
      await expect(dialog).toBeHidden();

      // The university's list: the visit waits for the school.
      await openPath(university, "/events-list", "Visits");
      const visit = await rowOn(university, booked);
      await expect(visit.getByText("Pending approval")).toBeVisible();
      await expect(visit.getByText(SCHOOL)).toBeVisible();
      await expect(visit.getByText(MORNING.label)).toBeVisible();
      await settle(university);
      await screenshot(university, "lifecycle-2-university-requested");
    });

    /* 3. The school (in Chinese) gets the request live in its bell, finds it pending in /events and confirms it. */
    await test.step("3. the school sees the request and confirms it (中文)", async () => {
      const item = await notificationInBell(
        school,
        new RegExp(`${UNIVERSITY} 申请了 ${anyLanguageDate(booked)} .*\\(${SCHOOL_ZONE}\\) 的访问`),
      );
      await expect(item).toContainText(note);
      await screenshot(school, "lifecycle-3-school-bell-zh");
      await closeBell(school);

      await reloadScreen(school, ZH_VISITS);
      const row = await rowOn(school, booked);
      await expect(row.getByText("待批准")).toBeVisible();
      await expect(row.getByText(UNIVERSITY)).toBeVisible();
      await expect(row.getByText(`学校时间 · ${SCHOOL_ZONE_LABEL_ZH}`)).toBeVisible();
      await row.getByRole("button", { name: `确认 ${UNIVERSITY} 的来访` }).click();
      const confirm = school.getByRole("dialog", { name: "确认来访" });
      await expect(confirm.getByText(`我们会通知 ${UNIVERSITY} 此次来访已确认。`)).toBeVisible();
      await top(school);
      await screenshot(school, "lifecycle-3-school-confirm-zh");

      // The university watches its list in Chinese while the school confirms.
      await chooseLanguage(university, "中文");
      await expect(university.getByRole("heading", { level: 1, name: ZH_VISITS })).toBeVisible();

      await confirm.getByRole("button", { name: "确认来访", exact: true }).click();
      await expect(school.getByText(`已确认与 ${UNIVERSITY} 的来访`)).toBeVisible();
      await expect(confirm).toBeHidden();
      await expect(row.getByText("已确认")).toBeVisible();
      await expect(row.getByRole("button", { name: /^确认 / })).toHaveCount(0);
      await settle(school);
      await screenshot(school, "lifecycle-3-school-confirmed-zh");
      await chooseLanguage(school, "English");
      await expect(school.getByRole("heading", { level: 1, name: "Visits" })).toBeVisible();
      await expect(row.getByText("Confirmed")).toBeVisible();
    });

    /* 4. The university sees the confirmation (in Chinese), then reschedules to the second Wednesday. */
    await test.step("4. the university sees the confirmation and reschedules", async () => {
      await notificationInBell(
        university,
        new RegExp(`${SCHOOL} 确认了 ${anyLanguageDate(booked)} .*\\(${SCHOOL_ZONE}\\) 的访问`),
      );
      await screenshot(university, "lifecycle-4-university-bell-zh");
      await closeBell(university);
      await reloadScreen(university, ZH_VISITS);
      let row = await rowOn(university, booked);
      await expect(row.getByText("已确认")).toBeVisible();
      await settle(university);
      await screenshot(university, "lifecycle-4-university-confirmed-zh");

      await chooseLanguage(university, "English");
      await expect(university.getByRole("heading", { level: 1, name: "Visits" })).toBeVisible();
      await expect(row.getByText("Confirmed")).toBeVisible();
      await row.getByRole("button", { name: `More actions for ${SCHOOL}` }).click();
      await expect(university.getByRole("menuitem", { name: "Decline" })).toHaveCount(0);
      await university.getByRole("menuitem", { name: "Reschedule" }).click();
      const move = university.getByRole("dialog", { name: "Reschedule visit" });
      await expect(move).toBeVisible();
      // The calendar opens on the visit's month; the new date may be in the next one.
      if (moved.slice(0, 7) !== booked.slice(0, 7)) await move.getByRole("button", { name: "Next month" }).click();
      await move.getByRole("button", { name: dayLabel(moved) }).click();
      await expect(move.getByText(`Times on ${shown(moved)}`)).toBeVisible();
      const time = move.getByRole("radio", { name: new RegExp(MORNING.label) });
      await expect(time).toContainText(SCHOOL_ZONE_LABEL);
      await expect(time).toContainText("2 of 2 places left");
      await time.click();
      await chooseOption(move, university, "Reason", "The university representative's travel plans changed");
      await top(university);
      await screenshot(university, "lifecycle-4-university-reschedule");
      await move.getByRole("button", { name: "Reschedule visit" }).click();
      await expect(university.getByText(`Visit with ${SCHOOL} rescheduled`)).toBeVisible();
      await expect(move).toBeHidden();
      row = await rowOn(university, moved);
      await expect(row.getByText("Rescheduled")).toBeVisible();
      await expect(row.getByText("The university representative's travel plans changed")).toBeVisible();
      await expect(
        university.getByRole("row").filter({ hasText: new RegExp(`^\\s*${anyLanguageDate(booked)}`) }),
      ).toHaveCount(0);
      await settle(university);
      await screenshot(university, "lifecycle-4-university-rescheduled");
    });

    /* 4b. The university writes to the school from the visit's detail; the school is told in its bell. */
    await test.step("4b. the university sends the school a message about the visit", async () => {
      const row = await rowOn(university, moved);
      await row.getByText(SCHOOL).click();
      await expect(university).toHaveURL(/\/events-list\/\d+$/);
      await university.getByRole("button", { name: "Send a message" }).click();
      const dialog = university.getByRole("dialog", { name: `Message ${SCHOOL}` });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Send" }).click();
      await expect(dialog.getByText("Your message is required")).toBeVisible();
      await dialog.getByRole("textbox", { name: "Your message" }).fill(message);
      await expect(dialog.getByText(`${message.length} / 2000 characters`)).toBeVisible();
      await expectAccessible(university);
      await top(university);
      await screenshot(university, "lifecycle-4b-university-message");
      await dialog.getByRole("button", { name: "Send" }).click();
      await expect(
        university.getByText(new RegExp(`^Message sent to \\d+ (person|people) at ${SCHOOL}$`)),
      ).toBeVisible();
      await expect(dialog).toBeHidden();

      const item = await notificationInBell(
        school,
        new RegExp(`${UNIVERSITY} sent you a message about the visit on ${shown(moved)}`),
      );
      await expect(item).toContainText(message);
      await screenshot(school, "lifecycle-4b-school-bell-message");
      await closeBell(school);
      await openPath(university, "/events-list", "Visits");
    });

    /* 5. The school sees the move, then cancels through the /cancel-event overlay with a reason. */
    await test.step("5. the school sees the reschedule and cancels the visit", async () => {
      await notificationInBell(
        school,
        new RegExp(
          `${UNIVERSITY} rescheduled the visit to ${shown(moved)} ${MORNING.label.slice(0, 7)} \\(${SCHOOL_ZONE}\\)`,
        ),
      );
      await screenshot(school, "lifecycle-5-school-bell");
      await closeBell(school);

      await reloadScreen(school, "Visits");
      let row = await rowOn(school, moved);
      await expect(row.getByText("Rescheduled")).toBeVisible();
      await expect(row.getByRole("button", { name: `Confirm the visit of ${UNIVERSITY}` })).toBeVisible();

      // The university watches in Chinese while the school cancels.
      await chooseLanguage(university, "中文");
      await expect(university.getByRole("heading", { level: 1, name: ZH_VISITS })).toBeVisible();

      await row.getByRole("button", { name: `More actions for ${UNIVERSITY}` }).click();
      await school.getByRole("menuitem", { name: "Cancel visit" }).click();
      await expect(school).toHaveURL(/\/cancel-event$/);
      const cancel = school.getByRole("dialog", { name: "Cancel visit" });
      await expect(cancel.getByText("Cancellation is final", { exact: false })).toBeVisible();
      await expect(cancel.getByText(shown(moved)).first()).toBeVisible();
      await cancel.getByRole("button", { name: "Cancel visit" }).click();
      await expect(cancel.getByText("Please give a reason")).toBeVisible();
      await chooseOption(cancel, school, "Reason", "Other");
      await cancel.getByRole("textbox", { name: "Tell us more" }).fill(cancelReason);
      await top(school);
      await screenshot(school, "lifecycle-5-school-cancel");
      await cancel.getByRole("button", { name: "Cancel visit" }).click();
      await expect(school.getByText(`Visit with ${UNIVERSITY} cancelled`)).toBeVisible();
      await expect(cancel).toBeHidden();
      await expect(school).toHaveURL(/\/events$/);
      row = await rowOn(school, moved);
      await expect(row.getByText("Cancelled")).toBeVisible();
      await expect(row.getByText(cancelReason)).toBeVisible();
      await settle(school);
      await screenshot(school, "lifecycle-5-school-cancelled");
    });

    /* 6. The university (in Chinese) sees the cancellation, its reason and the history. */
    await test.step("6. the university sees the cancellation (中文)", async () => {
      const item = await notificationInBell(
        university,
        new RegExp(`${SCHOOL} 取消了 ${anyLanguageDate(moved)} .*\\(${SCHOOL_ZONE}\\) 的访问`),
      );
      await expect(item).toContainText(cancelReason);
      await screenshot(university, "lifecycle-6-university-bell-zh");
      await closeBell(university);

      await reloadScreen(university, ZH_VISITS);
      const row = await rowOn(university, moved);
      await expect(row.getByText("已取消")).toBeVisible();
      await expect(row.getByText(cancelReason)).toBeVisible();
      await expect(row.getByText(SCHOOL)).toBeVisible();
      await settle(university);
      await screenshot(university, "lifecycle-6-university-cancelled-zh");

      await row.getByText(SCHOOL).click();
      await expect(university).toHaveURL(/\/events-list\/\d+$/);
      await expect(university.getByRole("heading", { level: 1, name: `访问 ${SCHOOL}` })).toBeVisible();
      await expect(university.getByText(cancelReason).first()).toBeVisible();
      await expect(university.getByText(note)).toBeVisible();
      await expect(university.getByText("已改期 → 已取消")).toBeVisible();
      await expect(university.getByText("已确认 → 已改期")).toBeVisible();
      await expect(university.getByText("待批准 → 已确认")).toBeVisible();
      await expect(university.getByRole("button", { name: "取消来访" })).toHaveCount(0);
      await expect(university.getByRole("button", { name: "改期" })).toHaveCount(0);
      // Cancelled just now: the sides can still write about it (decision 099).
      await expect(university.getByRole("button", { name: "发送消息" })).toBeVisible();
      await settle(university);
      await screenshot(university, "lifecycle-6-university-detail-zh");
      await chooseLanguage(university, "English");
      await expect(university.getByRole("heading", { level: 1, name: `Visit to ${SCHOOL}` })).toBeVisible();
      await expect(university.getByText("Rescheduled → Cancelled")).toBeVisible();
    });
  } finally {
    for (const context of contexts) await context.close();
  }
});

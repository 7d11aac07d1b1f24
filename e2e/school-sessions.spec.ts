import { expectAccessible } from "./support/a11y.ts";
import { screenshot } from "./support/helpers.ts";
import { expect, type Page, test } from "./support/test.ts";
import { expectLoaded, openPath, signInTo } from "./support/ui.ts";

/**
 * Issue 24 §2 and §5 (decisions 075, 076). A school manages the sessions it hosts: school@quad.test opens its live
 * "University fair" from its visits and check-in screens, sees its registrants, edits its seats (the same value on
 * every run), and hosts a draft evening that it cancels again. daniel.school@quad.test (used by no other journey:
 * its language is stored on its account) reads the same screens in Chinese on a phone. An application client's
 * /events-list shows the sessions it hosts and the Quad events it takes part in (sofia.client@quad.test, used by no
 * other journey). Each changed screen is photographed at desktop and phone width, in English and Chinese.
 */

const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };

async function both(page: Page, name: string) {
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(phone);
  await page.waitForTimeout(300);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(desktop);
  await page.waitForTimeout(300);
}

/** The language switch of the shell's header (desktop width). */
async function chooseLanguage(page: Page, label: "English" | "中文") {
  await page.getByText(label, { exact: true }).first().click();
}

test("a school opens its fair from its visits and check-in screens, sees its registrants, edits and cancels", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInTo(page, "school@quad.test", "/events", "Visits");
  const main = page.getByRole("main");

  // From the visits screen: the events the school hosts.
  await main.getByRole("link", { name: "Events you host" }).click();
  await expect(page).toHaveURL(/\/event\/sessions$/);
  await expectLoaded(page.getByRole("heading", { level: 1, name: "Events you host" }));
  await expect(main.getByText(/^Fairs, information evenings and webinars your school hosts/)).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("link", { name: "Events you host" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Quad events" })).toHaveCount(0);
  await page.getByRole("tab", { name: /Live/ }).click();
  await expect(main.getByText("University fair").first()).toBeVisible();
  await both(page, "school-sessions-list");

  // From the check-in screen: the fair's details and registrants.
  await openPath(page, "/events/check-in", "Check in students");
  await page.getByRole("link", { name: "Details and registrants of University fair" }).click();
  await expect(page).toHaveURL(/\/event\/sessions\/\d+$/);
  const fairPath = new URL(page.url()).pathname;
  const fairId = fairPath.split("/").at(-1);
  await expectLoaded(page.getByRole("heading", { level: 1, name: "University fair" }));
  await expect(main.getByRole("link", { name: "Events you host" })).toHaveAttribute("href", "/event/sessions");
  await expect(main.getByRole("link", { name: "Check in students" })).toHaveAttribute(
    "href",
    `/events/check-in?webinar_id=${fairId}`,
  );
  await expect(page.getByRole("heading", { name: "Registrants and attendance" })).toBeVisible();
  await expect(main.getByText(/@student\.quad\.test$/).first()).toBeVisible();
  await expect(main.getByText("Sports hall").first()).toBeVisible();
  await expect(main.getByText("Quad event", { exact: true })).toHaveCount(0);
  await expect(page.getByText("This session was not found")).toHaveCount(0);

  // Edit: its seats (the same value on every run); the form offers no Quad event to a school.
  await page.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit session" });
  await expect(edit.getByRole("textbox", { name: "Title", exact: true })).toHaveValue("University fair");
  await expect(edit.getByText("Quad event", { exact: true })).toHaveCount(0);
  await edit.getByRole("textbox", { name: "Seats" }).fill("200");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toBeHidden();
  await expect(main.getByText(/^\d+ \/ 200$/)).toBeVisible();
  await both(page, "school-session-detail");

  // The desk links back to the fair.
  await openPath(page, `/events/check-in?webinar_id=${fairId}`, "Check in students");
  await expect(main.getByRole("link", { name: "Event details" })).toHaveAttribute("href", fairPath);

  // Host a draft evening, then cancel it: nobody was told of a draft, nobody is mailed.
  const title = `Sixth-form open evening ${Date.now().toString(36)}`;
  await openPath(page, "/event/sessions", "Events you host");
  await page.getByRole("button", { name: "New session" }).first().click();
  const drawer = page.getByRole("dialog", { name: "New session" });
  await drawer.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await drawer.getByText("In person", { exact: true }).click();
  await drawer.getByRole("textbox", { name: "Venue" }).fill("Library");
  await drawer.getByText("Draft", { exact: true }).click();
  await drawer.getByRole("button", { name: "Create session" }).click();
  await expectLoaded(page.getByRole("heading", { level: 1, name: title }));
  await page.getByRole("button", { name: "Cancel session" }).click();
  const cancel = page.getByRole("dialog", { name: "Cancel this session?" });
  await cancel.getByRole("button", { name: "Cancel session" }).click();
  await expect(cancel).toBeHidden();
  await expect(main.getByText("Cancelled", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit" })).toHaveCount(0);
});

test("a school colleague reads its events in Chinese, on a phone too", async ({ page }) => {
  test.setTimeout(120_000);
  await signInTo(page, "daniel.school@quad.test", "/event/sessions", /^(Events you host|本校主办的活动)$/);
  if (await page.getByRole("heading", { level: 1, name: "Events you host" }).isVisible()) {
    await chooseLanguage(page, "中文");
  }
  await expect(page.getByRole("heading", { level: 1, name: "本校主办的活动" })).toBeVisible();
  await page.getByRole("tab", { name: /直播中/ }).click();
  await expect(page.getByRole("main").getByText("University fair").first()).toBeVisible();
  await expectAccessible(page);
  await both(page, "school-sessions-list-zh-CN");
  await page.getByRole("main").getByText("University fair").first().click();
  await expectLoaded(page.getByRole("heading", { level: 1, name: "University fair" }));
  await expect(page.getByRole("main").getByRole("link", { name: "本校主办的活动" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "学生签到" })).toBeVisible();
  await expectAccessible(page);
  await both(page, "school-session-detail-zh-CN");
  await openPath(page, "/events", "访校");
  await expect(page.getByRole("main").getByRole("link", { name: "本校主办的活动" })).toBeVisible();
  await both(page, "school-visits-zh-CN");
  await openPath(page, "/events/check-in", "学生签到");
  await expect(page.getByRole("link", { name: "详情与报名者：University fair" })).toBeVisible();
  await both(page, "school-check-in-events-zh-CN");
  await chooseLanguage(page, "English");
  await expect(page.getByRole("heading", { level: 1, name: "Check in students" })).toBeVisible();
});

test("an application client's events: the sessions it hosts and the Quad events it takes part in", async ({ page }) => {
  test.setTimeout(150_000);
  await signInTo(page, "sofia.client@quad.test", "/events-list", /^(Your events|我的活动)$/);
  if (await page.getByRole("heading", { level: 1, name: "我的活动" }).isVisible()) {
    await chooseLanguage(page, "English");
  }
  await expect(page.getByRole("heading", { level: 1, name: "Your events" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("link", { name: "Your events" })).toHaveAttribute("aria-current", "page");
  const main = page.getByRole("main");
  await expect(main.getByText(/^School visits are booked by universities/)).toBeVisible();
  const sessions = main.getByRole("region", { name: "Sessions you host" });
  const events = main.getByRole("region", { name: "Quad events you take part in" });
  await expect(sessions.getByRole("link", { name: "All sessions" })).toHaveAttribute("href", "/event/sessions");
  await expect(events.getByRole("link", { name: "Browse Quad events" }).first()).toHaveAttribute(
    "href",
    "/event/quad-events",
  );

  // The demo client holds two sessions, one in the UK fair it takes part in (seeded through the services).
  await expect(sessions.getByRole("listitem", { name: "Your application documents, step by step" })).toBeVisible();
  const fair = events.getByRole("listitem", { name: "UK Universities Virtual Fair" });
  await expect(fair).toBeVisible();
  await expect(
    fair.getByRole("link", { name: "Applying to UK universities with an admissions adviser" }),
  ).toBeVisible();

  // Take part in a Quad event from the catalogue; it is listed here, then withdraw so the next run starts alike.
  await events.getByRole("link", { name: "Browse Quad events" }).first().click();
  await expectLoaded(page.getByRole("heading", { level: 1, name: "Quad events" }));
  const card = page.locator(".mantine-Paper-root", { hasText: "US College Week" }).first();
  const participate = card.getByRole("button", { name: "Participate" });
  // A run stopped midway leaves the client taking part: the card then offers Withdraw instead.
  await expect(card.getByRole("button", { name: /^(Participate|Withdraw)$/ })).toBeVisible();
  if (await participate.isVisible()) await participate.click();
  await expect(card.getByText("Participating")).toBeVisible();
  await nav.getByRole("link", { name: "Your events" }).click();
  await expectLoaded(page.getByRole("heading", { level: 1, name: "Your events" }));
  await expect(events.getByRole("listitem", { name: "US College Week" })).toBeVisible();
  await expectAccessible(page);
  await both(page, "client-events");

  await chooseLanguage(page, "中文");
  await expect(page.getByRole("heading", { level: 1, name: "我的活动" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: "我的活动" }),
  ).toHaveAttribute("aria-current", "page");
  await both(page, "client-events-zh-CN");
  await chooseLanguage(page, "English");
  await expect(page.getByRole("heading", { level: 1, name: "Your events" })).toBeVisible();

  await openPath(page, "/event/quad-events", "Quad events");
  await card.getByRole("button", { name: "Withdraw" }).click();
  await page
    .getByRole("dialog", { name: "Withdraw from this event?" })
    .getByRole("button", { name: "Withdraw" })
    .click();
  await expect(card.getByRole("button", { name: "Participate" })).toBeVisible();
  await openPath(page, "/events-list", "Your events");
  await expect(fair).toBeVisible();
  await expect(events.getByRole("listitem", { name: "US College Week" })).toHaveCount(0);
});

import { type Radicale, radicaleMissing, startRadicale } from "../apps/server/src/test/radicale.ts";
import { expectAccessible } from "./support/a11y.ts";
import { ACCOUNTS, screenshot } from "./support/helpers.ts";
import { chooseLanguage } from "./support/language.ts";
import { expect, type Page, test } from "./support/test.ts";
import { signInTo } from "./support/ui.ts";

/**
 * /calendar-sync (issue 25 §1, §5): the demo university's admin connects a CalDAV calendar on a real Radicale the
 * journey starts on loopback (the e2e server's outbound policy lets loopback in, support/global-setup.ts), chooses a
 * calendar (none is refused: "Atleast 1 Calendar required"), syncs, and the university's confirmed visits are in
 * Radicale under their UIDs; a second sync adds none. Photographed at desktop and phone width, in both languages;
 * disconnected at the end so the demo world stays as it was.
 */

const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };

async function both(page: Page, name: string) {
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(phone);
  await page.waitForTimeout(300);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} is wider than a phone`).toBeLessThanOrEqual(0);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(desktop);
  await page.waitForTimeout(300);
}

/** The shell's language switch (shown from 1024 px). */
async function switchLanguage(page: Page, language: "English" | "中文") {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 1024, height: 800 });
  await chooseLanguage(page, language);
  await expect(page.locator("html")).toHaveAttribute("lang", language === "中文" ? "zh-CN" : "en-US");
  if (viewport) await page.setViewportSize(viewport);
}

const missing = radicaleMissing();
let dav: Radicale;
let work = "";
test.beforeAll(async () => {
  if (missing) return;
  dav = await startRadicale({ rep: "journey-app-password" });
  work = await dav.makeCalendar("rep", "work", "Work visits");
  await dav.makeCalendar("rep", "personal", "Personal");
});
test.afterAll(async () => {
  await dav?.stop();
});

test("an admin connects CalDAV, chooses a calendar, syncs, and the confirmed visits are in the calendar", async ({
  page,
}) => {
  test.skip(missing !== null, missing ?? "");
  test.setTimeout(180_000);
  await signInTo(page, ACCOUNTS.university, "/calendar-sync", "Calendar sync");
  await expect(page.getByRole("button", { name: "Connect Google Calendar" })).toBeVisible();
  await expectAccessible(page);
  await both(page, "calendar-sync-disconnected");

  const form = page.getByRole("form", { name: "Other calendar (CalDAV)" });
  await form.getByRole("textbox", { name: "Server address" }).fill(`${dav.url}/`);
  await form.getByRole("textbox", { name: "User name" }).fill("rep");
  await form.getByLabel("App password").fill("wrong-password");
  await form.getByRole("button", { name: "Connect calendar" }).click();
  await expect(form.getByText(/could not be reached or refused the sign-in/)).toBeVisible({ timeout: 20_000 });

  await form.getByLabel("App password").fill("journey-app-password");
  await form.getByRole("button", { name: "Connect calendar" }).click();
  const status = page.getByTestId("calendar-status");
  await expect(status.getByText("CalDAV calendar")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("checkbox", { name: "Work visits" })).toBeVisible();

  // None chosen is refused; then the work calendar only.
  for (const box of await page.getByRole("checkbox").all()) if (await box.isChecked()) await box.uncheck();
  await page.getByRole("button", { name: "Save calendars" }).click();
  await expect(page.getByText("Atleast 1 Calendar required")).toBeVisible();
  await page.getByRole("checkbox", { name: "Work visits" }).check();
  await page.getByRole("button", { name: "Save calendars" }).click();
  await expect(page.getByText("Your calendars are saved. Syncing now.")).toBeVisible();

  await page.getByRole("button", { name: "Sync now" }).click();
  await expect(page.getByTestId("last-synced")).toContainText("Last synced", { timeout: 60_000 });
  await expect
    .poll(async () => (await dav.objects(work, "rep")).filter((o) => o.includes("UID:visit-")).length, {
      timeout: 60_000,
    })
    .toBeGreaterThan(0);
  const first = await dav.objects(work, "rep");
  // The mails' title, in the user's language (decision 100).
  expect(first.some((o) => /SUMMARY:School visit: .+ at .+/.test(o))).toBe(true);
  await expectAccessible(page);
  await both(page, "calendar-sync-connected");

  // A second sync writes nothing new: the same objects, no duplicate UID.
  await page.getByRole("button", { name: "Sync now" }).click();
  await page.waitForTimeout(3000);
  const second = await dav.objects(work, "rep");
  const uids = second.map((o) => /UID:(.+)/.exec(o)?.[1]?.trim());
  expect(new Set(uids).size).toBe(uids.length);
  expect(second.length).toBe(first.length);

  // In Chinese.
  await switchLanguage(page, "中文");
  await expect(page.getByRole("heading", { level: 1, name: "日历同步" })).toBeVisible();
  await both(page, "calendar-sync-connected-zh-CN");
  await switchLanguage(page, "English");

  await page.getByRole("button", { name: "Disconnect" }).click();
  await expect(page.getByRole("button", { name: "Connect Google Calendar" })).toBeVisible();
});

import { expectAccessible } from "./support/a11y.ts";
import { ACCOUNTS, DEMO_PASSWORD, SESSION_STORAGE_KEY, screenshot } from "./support/helpers.ts";
import { expect, type Page, test } from "./support/test.ts";
import { expectLoaded, openPath, settle, signInTo } from "./support/ui.ts";
import { overflowOn } from "./support/walk.ts";

/**
 * Issue 24 §6 on the screens it names: Quad's front page for a visitor, the webinar area's language switch on a phone
 * (signed out and signed in), and the schools directory at 390 px; desktop and phone, English and Chinese.
 */

const PHONE = { width: 390, height: 844 };
const FRONT_TITLE = "Where universities and schools meet the students they serve";
const FRONT_TITLE_ZH = "让大学与中学在这里遇见适合的学生";

/** Reloads the page in `locale`, as a reader who chose it in the switch (the stored session's locale). */
async function reloadIn(page: Page, locale: string) {
  await page.evaluate(
    ([key, value]) => {
      const stored = JSON.parse(window.localStorage.getItem(key) ?? "{}") as { state?: Record<string, unknown> };
      stored.state = { ...(stored.state ?? {}), locale: value, localeSource: "user" };
      window.localStorage.setItem(key, JSON.stringify(stored));
    },
    [SESSION_STORAGE_KEY, locale] as const,
  );
  await page.reload();
  await expectLoaded(page.getByRole("heading", { level: 1 }).first());
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  await settle(page);
}

async function expectFrontPage(page: Page, title: string) {
  await openPath(page, "/", title);
  await settle(page);
  await expect(page).toHaveURL("/");
}

test("a visitor at / sees what Quad is, for whom, its figures, and every way in", async ({ page }) => {
  await expectFrontPage(page, FRONT_TITLE);
  const main = page.getByRole("main");
  // The spec's marketing figures.
  for (const figure of ["1,100+", "50,000+", "154", "70+"])
    await expect(main.getByText(figure, { exact: true })).toBeVisible();
  // For whom: universities, schools, application partners, students and parents.
  for (const who of ["Universities", "Schools", "Application partners", "Students and parents"])
    await expect(main.getByRole("heading", { level: 3, name: who })).toBeVisible();
  // Registration for each institution type that registers itself, sign-in, and the webinar area.
  await expect(main.getByRole("link", { name: "Register your university" }).first()).toHaveAttribute(
    "href",
    "/register-university",
  );
  await expect(main.getByRole("link", { name: "Register your school" }).first()).toHaveAttribute(
    "href",
    "/register-school",
  );
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/sign-in");
  await expect(main.getByRole("link", { name: "Browse webinars" }).first()).toHaveAttribute("href", "/webinars");
  await expect(page).toHaveTitle(/^Quad — /);
  await screenshot(page, "front-page-desktop-en-US");
  await expectAccessible(page);

  await main.getByRole("link", { name: "Register your school" }).first().click();
  await expectLoaded(page.getByRole("heading", { level: 1, name: "Register your school" }));
});

test("the schools directory on desktop, in both languages", async ({ page }) => {
  await signInTo(page, ACCOUNTS.university, "/schools", "Schools");
  await settle(page);
  await screenshot(page, "schools-desktop-en-US");
  await reloadIn(page, "zh-CN");
  await screenshot(page, "schools-desktop-zh-CN");
  await reloadIn(page, "en-US");
});

test("a signed-in partner at / goes home, not to the front page", async ({ page }) => {
  await signInTo(page, ACCOUNTS.university, "/schools", "Schools");
  await page.goto("/");
  await expect(page).toHaveURL("/dashboard");
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the front page fits the screen and stays light (one lazy chunk of its own)", async ({ page }) => {
    const scripts: string[] = [];
    page.on("response", (res) => {
      if (res.request().resourceType() === "script") scripts.push(new URL(res.url()).pathname);
    });
    await expectFrontPage(page, FRONT_TITLE);
    expect(await overflowOn(page)).toEqual([]);
    await screenshot(page, "front-page-phone-en-US");
    await expectAccessible(page);
    // No screen of the signed-in app (shell, dashboard, tables) is loaded for the front page.
    expect(scripts.filter((s) => /shell-layout|dashboard-page|connections-page|applications-page/.test(s))).toEqual([]);
  });

  test("the webinar area has a language switch signed out, and signed in it is saved to the guest", async ({
    page,
  }) => {
    await openPath(page, "/webinars", "Webinars");
    const banner = page.getByRole("banner");
    await banner.getByRole("button", { name: "Interface language" }).click();
    await screenshot(page, "webinars-language-menu-phone-en-US");
    await page.getByRole("menuitem", { name: "中文" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await expectLoaded(page.getByRole("heading", { level: 1, name: "网络研讨会" }));
    await settle(page);
    expect(await overflowOn(page)).toEqual([]);
    await screenshot(page, "webinars-phone-zh-CN");
    await expectAccessible(page);

    // Signed in, the choice also goes to the guest's account (mails and reminders follow it).
    await banner.getByRole("button", { name: "界面语言" }).click();
    await page.getByRole("menuitem", { name: "English" }).click();
    await expectLoaded(page.getByRole("heading", { level: 1, name: "Webinars" }));
    await page.goto("/webinars/sign-in");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("guest@quad.test");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).not.toHaveURL(/sign-in/);
    await expectLoaded(page.getByRole("heading", { level: 1 }).first());
    const saved = page.waitForResponse(
      (res) => res.url().endsWith("/api/v1/webinars/users/update_locale") && res.request().method() === "PUT",
    );
    await banner.getByRole("button", { name: "Interface language" }).click();
    await page.getByRole("menuitem", { name: "中文" }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await settle(page);
    await screenshot(page, "webinars-signed-in-phone-zh-CN");
    // Back to English for the other journeys that sign the demo guest in.
    const back = page.waitForResponse((res) => res.url().endsWith("/api/v1/webinars/users/update_locale"));
    await banner.getByRole("button", { name: "界面语言" }).click();
    await page.getByRole("menuitem", { name: "English" }).click();
    expect((await back).status()).toBe(200);
  });

  test("the schools directory fits 390 px, the rating prompt included", async ({ page }) => {
    await signInTo(page, ACCOUNTS.university, "/schools", "Schools");
    await settle(page);
    expect(await overflowOn(page)).toEqual([]);
    await screenshot(page, "schools-phone-en-US");
    await reloadIn(page, "zh-CN");
    expect(await overflowOn(page)).toEqual([]);
    await screenshot(page, "schools-phone-zh-CN");
    await reloadIn(page, "en-US");
  });
});

test.describe("in Chinese", () => {
  test.use({ extraHTTPHeaders: { "x-debug-country": "CN" } });

  test("the front page on desktop", async ({ page }) => {
    await expectFrontPage(page, FRONT_TITLE_ZH);
    await expect(page.getByRole("main").getByRole("link", { name: "注册您的学校" }).first()).toBeVisible();
    await screenshot(page, "front-page-desktop-zh-CN");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: PHONE });

    test("the front page and the webinar header fit the screen", async ({ page }) => {
      await expectFrontPage(page, FRONT_TITLE_ZH);
      expect(await overflowOn(page)).toEqual([]);
      await screenshot(page, "front-page-phone-zh-CN");
      await openPath(page, "/webinars", "网络研讨会");
      await expect(page.getByRole("banner").getByRole("button", { name: "界面语言" })).toBeVisible();
      await settle(page);
      expect(await overflowOn(page)).toEqual([]);
    });
  });
});

import fs from "node:fs";
import path from "node:path";
import { ACCOUNTS, DEMO_PASSWORD } from "./support/helpers.ts";
import { expect, type Locator, type Page, test } from "./support/test.ts";
import { expectLoaded } from "./support/ui.ts";

/**
 * Time to a usable screen after signing in (issue 28): for each partner type and the webinar guest, from the click on
 * "Sign in" to the landing page's main content on screen (its first figure or first row, not a skeleton). Measured
 * twice per account: the first sign-in in a new browser (the signed-in half of the app not yet loaded) and a second
 * one after signing out (its files cached). The figures are this journey's output (test-results/…/first-screen.json,
 * and the run's log), not asserted: speed is reported in bench/README.md ("Time to a usable screen", this file run on
 * PGlite and on PostgreSQL); this journey fails when a landing page does not show its content.
 */

interface Landing {
  who: string;
  email: string;
  signInPath: string;
  home: string | RegExp;
  /** The landing page's main content: what a user came for, with its data. */
  content: (page: Page) => Locator;
}

const LANDINGS: Landing[] = [
  {
    who: "University",
    email: ACCOUNTS.university,
    signInPath: "/sign-in",
    home: "/dashboard",
    content: (page) =>
      page.locator('[data-card="dash-funnel"]').getByRole("link", { name: /Connected: open in Connections/ }),
  },
  {
    who: "School",
    email: ACCOUNTS.school,
    signInPath: "/sign-in",
    home: "/events",
    content: (page) => page.getByRole("table", { name: "Visits" }).getByRole("row").nth(1),
  },
  {
    who: "ApplicationClient",
    email: ACCOUNTS.client,
    signInPath: "/sign-in",
    home: "/direct-apply/applications",
    content: (page) => page.getByRole("table", { name: "Applications" }).getByRole("row").nth(1),
  },
  {
    who: "webinar guest",
    email: "guest@quad.test",
    signInPath: "/webinars/sign-in",
    home: /\/webinars(\?|$)/,
    content: (page) => page.locator(".webinar-card-title").first(),
  },
];

async function signInAndTime(page: Page, landing: Landing): Promise<number> {
  await page.goto(landing.signInPath);
  await expectLoaded(page.getByRole("button", { name: "Sign in", exact: true }));
  // A person takes seconds to type: what the sign-in page loads while idle (the signed-in shell) has arrived.
  await page.waitForLoadState("networkidle");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(landing.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
  const started = Date.now();
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(landing.content(page)).toBeVisible();
  const took = Date.now() - started;
  await expect(page).toHaveURL(landing.home);
  return took;
}

async function signOut(page: Page): Promise<void> {
  // As a user does it, from the account menu (the shell's Logout, the guest area's Sign out); then no menu is left.
  const menu = page.getByRole("button", { name: /^Account menu/ });
  await menu.click();
  await page.getByRole("menuitem", { name: /^(Logout|Sign out)$/ }).click();
  await expect(menu).toHaveCount(0);
}

test.describe("time to a usable screen after signing in", () => {
  const figures: { who: string; first: number; again: number }[] = [];

  for (const landing of LANDINGS) {
    test(`${landing.who}: signs in and lands on its content`, async ({ browser }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const first = await signInAndTime(page, landing);
      await signOut(page);
      const again = await signInAndTime(page, landing);
      await context.close();
      figures.push({ who: landing.who, first, again });
      test.info().annotations.push({ type: "first-screen", description: `${landing.who}: ${first} ms, ${again} ms` });
    });
  }

  test.afterAll(() => {
    const database = process.env.E2E_DATABASE_URL ? "PostgreSQL" : "PGlite";
    const out = path.join(test.info().project.outputDir, "first-screen.json");
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, JSON.stringify({ database, figures }, null, 2));
    for (const f of figures) console.log(`first screen (${database}) ${f.who}: ${f.first} ms, again ${f.again} ms`);
  });
});

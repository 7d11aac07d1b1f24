import { seriousViolations } from "./support/a11y.ts";
import { ACCOUNTS, DEMO_PASSWORD, SESSION_STORAGE_KEY, screenshot } from "./support/helpers.ts";
import { expect, type Page, test } from "./support/test.ts";
import { expectLoaded, settle, signIn } from "./support/ui.ts";
import { addressOf, linksOn, overflowOn, routesOf, type Walker } from "./support/walk.ts";

/**
 * Every route of every role at 390 x 844 (issue 24 §6): each demo account (and a visitor, and the demo webinar
 * guest) opens every route of the web app's route table it may reach, in both languages; a page fails when anything
 * on it is wider than the screen or when axe finds a serious or critical violation. All findings of a walk are
 * gathered and reported together, with a screenshot of each failing page (screenshots/walk-*.png).
 */

test.use({ viewport: { width: 390, height: 844 } });

const GUEST_EMAIL = "guest@quad.test";

const WALKERS: { name: string; walker: Walker; email?: string }[] = [
  { name: "visitor", walker: "visitor" },
  { name: "guest", walker: "guest", email: GUEST_EMAIL },
  { name: "school", walker: "School", email: ACCOUNTS.school },
  { name: "university", walker: "University", email: ACCOUNTS.university },
  { name: "client", walker: "ApplicationClient", email: ACCOUNTS.client },
];

const LOCALES = ["en-US", "zh-CN"] as const;

/**
 * Calls a screen makes because it was looked at (an application or visit seen, connections' New cleared, notifications
 * read): the walk only looks, so they are answered here and the demo world stays as the other journeys expect it.
 */
const MARKS_SEEN = /\/(seen|mark_read|update_listing_badge|recording_view)$/;

async function signInAs(page: Page, walker: Walker, email: string): Promise<void> {
  if (walker === "guest") {
    await page.goto("/webinars/sign-in");
    await expectLoaded(page.getByRole("heading", { level: 1, name: "Sign in to Quad Webinars" }));
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).not.toHaveURL(/\/webinars\/sign-in/);
  } else {
    await signIn(page, email);
    await expect(page).not.toHaveURL(/\/sign-in/);
  }
  await expectLoaded(page.getByRole("heading", { level: 1 }).first());
}

/** Makes the next page loads start in `locale`, as a reader who chose it in the switch. */
async function useLocale(page: Page, locale: string): Promise<void> {
  await page.evaluate(
    ([key, value]) => {
      const raw = window.localStorage.getItem(key);
      const stored = raw ? (JSON.parse(raw) as { state?: Record<string, unknown>; version?: number }) : {};
      const state = { ...(stored.state ?? {}), locale: value, localeSource: "user" };
      window.localStorage.setItem(key, JSON.stringify({ version: 1, ...stored, state }));
    },
    [SESSION_STORAGE_KEY, locale] as const,
  );
}

/**
 * Opens a route as a reader following a link: the app's router takes the address (TanStack Router's history
 * listens to pushState), so each route costs its own screen, not a new document (its scripts, the session, the
 * reference data again). The first route is opened as a new document, in the chosen language. The router keeps the
 * screen left in view while the next one's code loads: its level-1 headings are marked, and the next screen is the
 * one with a heading not marked (a screen that keeps its heading for both routes waits the short timeout).
 */
async function openInApp(page: Page, address: string, asDocument: boolean): Promise<void> {
  if (asDocument) return void (await page.goto(address));
  await page.evaluate((to) => {
    for (const h of document.querySelectorAll("h1")) h.setAttribute("data-walk-left", "");
    window.history.pushState({}, "", to);
  }, address);
  await page
    .waitForFunction(() => [...document.querySelectorAll("h1")].some((h) => !h.hasAttribute("data-walk-left")), null, {
      timeout: 3000,
    })
    .catch(() => undefined);
}

for (const locale of LOCALES) {
  for (const { name, walker, email } of WALKERS) {
    test(`${name} in ${locale}: every route fits a phone, with no serious axe violation`, async ({ page }) => {
      test.setTimeout(20 * 60_000);
      await page.route(
        (url) => MARKS_SEEN.test(url.pathname),
        (route) => route.fulfill({ status: 204 }),
      );
      await page.goto("/privacy-policy");
      await expectLoaded(page.getByRole("heading", { level: 1 }).first());
      if (email) await signInAs(page, walker, email);
      await useLocale(page, locale);

      const seen = new Set<string>();
      let opened = 0;
      const problems: string[] = [];
      const unreached: string[] = [];
      for (const route of routesOf(walker)) {
        const address = addressOf(route, seen);
        if (!address) {
          unreached.push(route.path);
          continue;
        }
        await openInApp(page, address, opened === 0);
        opened += 1;
        const found: string[] = [];
        try {
          await expectLoaded(page.getByRole("heading", { level: 1 }).first());
          await settle(page);
        } catch {
          found.push("no level-1 heading, or still loading");
        }
        const lang = await page.locator("html").getAttribute("lang");
        if (lang !== locale) found.push(`shown in ${lang}, not ${locale}`);
        for (const link of await linksOn(page)) seen.add(link);
        found.push(...(await overflowOn(page)));
        found.push(...(await seriousViolations(page)));
        if (found.length > 0) {
          const shown = new URL(page.url()).pathname;
          problems.push(`${address}${shown === address ? "" : ` (shown: ${shown})`}:\n  ${found.join("\n  ")}`);
          await screenshot(page, `walk-${walker}-${locale}${address.replace(/\//g, "_")}`);
        }
      }
      if (unreached.length > 0)
        test.info().annotations.push({ type: "not reached by a link", description: unreached.join(", ") });
      expect(problems, `${name} in ${locale}`).toEqual([]);
    });
  }
}

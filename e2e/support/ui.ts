import { expect, type Locator, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "./helpers.ts";
import { test } from "./test.ts";

/**
 * Waits for the first screen of a document that is loading (after page.goto or page.reload). The app's bundles, its
 * texts and its first answers are part of loading the page, so this wait has the navigation budget
 * (navigationTimeout in playwright.config.ts), as page.goto has for the load event; on a busy machine a cold start
 * takes longer than an expectation on a running app may.
 */
export async function expectLoaded(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible({ timeout: test.info().project.use.navigationTimeout || 30_000 });
}

/** Opens a path as a new document and waits for its screen's level-1 heading. */
export async function openPath(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expectLoaded(page.getByRole("heading", { level: 1, name: heading }));
}

/** Reloads the page and waits for its screen's level-1 heading. */
export async function reloadScreen(page: Page, heading: string | RegExp): Promise<void> {
  await page.reload();
  await expectLoaded(page.getByRole("heading", { level: 1, name: heading }));
}

/** Signs in through the sign-in screen (English texts). */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await openPath(page, "/sign-in", "Sign in to Quad");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Signs in and waits for the partner type's home in the shell. */
export async function signInAt(page: Page, email: string, home: string, heading: string): Promise<void> {
  await signIn(page, email);
  await expect(page).toHaveURL(home);
  // The first screen after signing in loads the signed-in half of the app (shell, screen, texts).
  await expectLoaded(page.getByRole("heading", { level: 1, name: heading }));
}

/**
 * Signs in through the sign-in screen opened with redirect_to, as a deep link opened signed out does, and waits for
 * that screen. One load of the app instead of two: signing in and then page.goto(path) loads the app a second time,
 * and on a busy machine leaves the first screen after sign-in loading in the background of the new page.
 */
export async function signInTo(page: Page, email: string, path: string, heading: string | RegExp): Promise<void> {
  await openPath(page, `/sign-in?redirect_to=${encodeURIComponent(path)}`, "Sign in to Quad");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(path);
  await expectLoaded(page.getByRole("heading", { level: 1, name: heading }));
}

/** Opens the account menu of the shell and chooses Logout. */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: /^Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
}

/** Makes this tab report itself hidden, as a background tab does (headless chromium keeps every page visible). */
export async function hideTab(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

/** Undoes hideTab. */
export async function showTab(page: Page): Promise<void> {
  await page.evaluate(() => {
    // The overrides were own properties of the document; removing them restores the prototype getters.
    Reflect.deleteProperty(document, "visibilityState");
    Reflect.deleteProperty(document, "hidden");
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

/**
 * Waits for the screen a user would call ready: no skeleton, loader or busy region left, and the fonts in. For
 * screenshots and axe scans. Not "network idle": the shell keeps its live notifications stream open, so a page
 * that has (re)loaded never gets there and the wait would only run out its timeout.
 */
/**
 * Draws every section a page keeps for later (WhenVisible: on a phone drawn as it comes near the screen, elsewhere
 * also when the browser is idle): scrolls to each one still waiting until none is left, then back to the top.
 */
export async function drawWholePage(page: Page): Promise<void> {
  const waiting = page.locator("[data-when-visible]");
  await expect(async () => {
    if ((await waiting.count()) > 0) await waiting.first().scrollIntoViewIfNeeded({ timeout: 2_000 });
    expect(await waiting.count()).toBe(0);
  }).toPass({ timeout: 30_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

export async function settle(page: Page): Promise<void> {
  await expect(page.locator(".mantine-Skeleton-root")).toHaveCount(0);
  await expect(page.locator(".mantine-Loader-root")).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

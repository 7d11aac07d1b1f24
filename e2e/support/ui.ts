import { expect, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "./helpers.ts";

/** Signs in through the sign-in screen (English texts). */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto("/sign-in");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Signs in and waits for the partner type's home in the shell. */
export async function signInAt(page: Page, email: string, home: string, heading: string): Promise<void> {
  await signIn(page, email);
  await expect(page).toHaveURL(home);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
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

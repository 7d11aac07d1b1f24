import { expectAccessible } from "./support/a11y.ts";
import { screenshot } from "./support/helpers.ts";
import { HOME_SCREENS, open, PUBLIC_SCREENS } from "./support/screens.ts";
import { expect, type Page, test } from "./support/test.ts";
import { openPath, settle } from "./support/ui.ts";

/**
 * Ids used more than once in the document. axe no longer checks this, but a repeated id breaks url(#id) references:
 * a fixed SVG gradient id in the logo left the shell's logo mark undrawn (its first copy sat in a hidden box).
 */
async function duplicateIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const el of document.querySelectorAll("[id]")) seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
    return [...seen].filter(([, n]) => n > 1).map(([id, n]) => `${id} x${n}`);
  });
}

for (const screen of [...PUBLIC_SCREENS, ...HOME_SCREENS]) {
  test(`${screen.name}: no serious or critical axe violation, unique ids`, async ({ page }) => {
    await open(page, screen);
    await screenshot(page, screen.name);
    await expectAccessible(page);
    expect(await duplicateIds(page), "ids used more than once").toEqual([]);
  });
}

test("the account menu of the shell has no serious or critical axe violation", async ({ page }) => {
  const home = HOME_SCREENS[1];
  if (!home) throw new Error("no university home screen");
  await open(page, home);
  await page.getByRole("button", { name: /^Account menu/ }).click();
  await expect(page.getByRole("menuitem", { name: "Logout" })).toBeVisible();
  await screenshot(page, "home-university-account-menu");
  await expectAccessible(page);
});

test("the sign-in field errors have no serious or critical axe violation", async ({ page }) => {
  await openPath(page, "/sign-in", "Sign in to Quad");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await screenshot(page, "sign-in-required-fields");
  await expectAccessible(page);
});

test("fields in error are marked invalid for assistive technology", async ({ page }) => {
  const unmarked = () =>
    page
      .locator("input[data-invalid='true']:not([aria-invalid='true'])")
      .evaluateAll((inputs) => inputs.map((i) => i.getAttribute("data-path") ?? i.id));

  await openPath(page, "/sign-in", "Sign in to Quad");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Password is required")).toBeVisible();
  const onSignIn = await unmarked();

  await openPath(page, "/register-school", "Register your school");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  const onRegister = await unmarked();

  expect({ onSignIn, onRegister }).toEqual({ onSignIn: [], onRegister: [] });
});

test.describe("in Chinese", () => {
  // A visitor from CN starts in zh-CN (the server's development header stands in for the geo-IP look-up).
  test.use({ extraHTTPHeaders: { "x-debug-country": "CN" } });

  test("the sign-in screen has no serious or critical axe violation", async ({ page }) => {
    await openPath(page, "/sign-in", "登录 Quad");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await settle(page);
    await expectAccessible(page);
  });
});

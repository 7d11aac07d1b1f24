import { ACCOUNTS } from "./support/helpers.ts";
import { expect, test } from "./support/test.ts";
import { signInTo } from "./support/ui.ts";

// Pages open to everyone keep a signed-in partner in the shell (issue 9 §13): the navigation stays, the page's
// item, when it has one, is the current one, and the page opens with its title as the level-1 heading.
test("a school on Payments and Webinars stays in the shell with the item current", async ({ page }) => {
  await signInTo(page, ACCOUNTS.school, "/payments", "Payments");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("link", { name: "Visits" })).toBeVisible();
  await expect(nav.locator("[aria-current=page]")).toHaveCount(0);

  await nav.getByRole("link", { name: "Webinars" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Webinars" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Webinars" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("button", { name: /^Account menu/ })).toBeVisible();
});

test("a university on Tuition fees keeps its navigation", async ({ page }) => {
  await signInTo(page, ACCOUNTS.university, "/tuition-fee", "Tuition fees");
  await expect(
    page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Dashboard" }),
  ).toBeVisible();
});

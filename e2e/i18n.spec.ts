import { ACCOUNTS, screenshot } from "./support/helpers.ts";
import { expect, type Page, test } from "./support/test.ts";
import { openPath, reloadScreen, signInAt } from "./support/ui.ts";

/** Chooses a language in the English/中文 switch (a segmented control: the visible label is what users click). */
async function chooseLanguage(page: Page, label: "English" | "中文") {
  const group = page.getByRole("radiogroup", { name: /^(Interface language|界面语言)$/ });
  await group.getByText(label, { exact: true }).click();
  await expect(group.getByRole("radio", { name: label })).toBeChecked();
}

test("switching the sign-in screen to Chinese survives a reload", async ({ page }) => {
  await openPath(page, "/sign-in", "Sign in to Quad");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");

  await chooseLanguage(page, "中文");
  await expect(page.getByRole("heading", { level: 1, name: "登录 Quad" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await expect(page.getByRole("textbox", { name: "邮箱", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "登录", exact: true })).toBeVisible();

  await reloadScreen(page, "登录 Quad");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");

  // Client-side validation and server messages are translated too.
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page.getByRole("textbox", { name: "邮箱", exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("is required")).toHaveCount(0);
  await screenshot(page, "sign-in-zh-CN");

  await chooseLanguage(page, "English");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to Quad" })).toBeVisible();
  await reloadScreen(page, "Sign in to Quad");
});

test("switching to Chinese when signed in survives a reload", async ({ page }) => {
  await signInAt(page, ACCOUNTS.localeSwitch, "/direct-apply/applications", "Applications");
  await chooseLanguage(page, "中文");
  await expect(page.getByRole("heading", { level: 1, name: "申请" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^账户菜单/ })).toBeVisible();

  await reloadScreen(page, "申请");
  await expect(page).toHaveURL("/direct-apply/applications");
  await expect(page.getByRole("heading", { level: 1, name: "申请" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await screenshot(page, "home-application-client-zh-CN");
});

test.describe("a visitor from China", () => {
  test.use({ extraHTTPHeaders: { "x-debug-country": "CN" } });

  test("starts in Chinese, and an explicit choice of English wins over the country", async ({ page }) => {
    await openPath(page, "/sign-in", "登录 Quad");
    await expect(page.getByRole("button", { name: "使用 Google 登录" })).toHaveCount(0);

    await chooseLanguage(page, "English");
    await reloadScreen(page, "Sign in to Quad");
  });
});

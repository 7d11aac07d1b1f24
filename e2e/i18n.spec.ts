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

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the signed-in language switch is in the navigation drawer and works", async ({ page }) => {
    await signInAt(page, ACCOUNTS.localeSwitch, "/direct-apply/applications", "Applications");
    // The header has no room for it on a phone: it is not shown there.
    await expect(page.getByRole("banner").getByRole("radiogroup")).toHaveCount(0);

    await page.getByRole("button", { name: "Toggle navigation" }).click();
    const drawer = page.getByRole("navigation", { name: /^(Main navigation|主导航)$/ });
    const inDrawer = drawer.getByRole("radiogroup", { name: "Interface language" });
    await expect(inDrawer).toBeVisible();
    await expect(inDrawer).toBeInViewport();
    await screenshot(page, "phone-drawer-language-en");

    await inDrawer.getByText("中文", { exact: true }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await expect(
      drawer.getByRole("radiogroup", { name: "界面语言" }).getByRole("radio", { name: "中文" }),
    ).toBeChecked();
    await expect(page.getByRole("heading", { level: 1, name: "申请" })).toBeVisible();
    await screenshot(page, "phone-drawer-language-zh-CN");

    await reloadScreen(page, "申请");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");

    // And back, from the drawer again.
    await page.getByRole("button", { name: "切换导航" }).click();
    await drawer.getByRole("radiogroup", { name: "界面语言" }).getByText("English", { exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();
    await reloadScreen(page, "Applications");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  });
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

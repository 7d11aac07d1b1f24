import { type OidcTestProvider, startOidcProvider } from "../apps/server/src/test/oidc-provider.ts";
import { expectAccessible } from "./support/a11y.ts";
import { ACCOUNTS, SESSION_STORAGE_KEY, screenshot } from "./support/helpers.ts";
import { expect, type Page, test } from "./support/test.ts";
import { openPath, signInTo } from "./support/ui.ts";

/**
 * Single sign-on (issue 25 §3): the demo university's admin sets its OpenID Connect provider (a real oidc-provider
 * started by this file on loopback) and the domain its staff use, in the settings; then, signed out, a member and a
 * first-time visitor of that domain sign in from the sign-in page's "Sign in with SSO" link: email on /sso, the
 * provider's own login and consent pages, and back to Quad signed in. An address of another domain is told to use
 * its password. Single sign-on is turned off again at the end so the demo world stays as it was.
 */

const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };
const CLIENT_ID = "quad-e2e";
const CLIENT_SECRET = "quad-e2e-client-secret-0123456789";
// Every demo account is on quad.test; the demo university's members use it, so it may claim it.
const DOMAIN = "quad.test";

let idp: OidcTestProvider;
test.beforeAll(async () => {
  const base = process.env.E2E_BASE_URL ?? "";
  idp = await startOidcProvider({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUris: [`${base}/sso`] });
});
test.afterAll(async () => {
  await idp?.close();
});

async function both(page: Page, name: string) {
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(phone);
  await page.waitForTimeout(300);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} on a phone`).toBeLessThanOrEqual(0);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(desktop);
  await page.waitForTimeout(300);
}

async function chooseLanguage(page: Page, label: "English" | "中文") {
  const group = page.getByRole("radiogroup", { name: /^(Interface language|界面语言)$/ }).first();
  await group.getByText(label, { exact: true }).click();
  await expect(group.getByRole("radio", { name: label })).toBeChecked();
}

/** The provider's own pages (development login, then consent); its stylesheet's web font is not fetched. */
async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("any password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
}

async function ssoFrom(page: Page, email: string) {
  await openPath(page, "/sign-in", "Sign in to Quad");
  await page.getByRole("link", { name: "Sign in with SSO" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Single sign-on" })).toBeVisible();
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
  await signInAtProvider(page, email);
}

test.beforeEach(async ({ page }) => {
  await page.route(/fonts\.googleapis\.com|fonts\.gstatic\.com/, (route) => route.abort());
});

test("single sign-on: the admin sets the provider, staff sign in through it", async ({ page, browser }) => {
  test.setTimeout(180_000);

  // 1. The admin's settings: the provider, the client and the domain.
  await signInTo(page, ACCOUNTS.university, "/settings", "My settings");
  await page.getByRole("tab", { name: "Integrations" }).click();
  const section = page.getByRole("region", { name: "Single sign-on" });
  await expect(section.getByText("Off", { exact: true })).toBeVisible();
  await section.getByRole("textbox", { name: "Email domains" }).fill("gmail.com");
  await section.getByRole("button", { name: "Save single sign-on" }).click();
  await expect(section.getByText(/gmail\.com is a public email service/)).toBeVisible();
  await section.getByRole("switch", { name: "Staff sign in through the identity provider" }).check();
  await section.getByRole("textbox", { name: "Issuer URL" }).fill(idp.issuer);
  await section.getByRole("textbox", { name: "Client ID" }).fill(CLIENT_ID);
  await section.getByLabel("Client secret").fill(CLIENT_SECRET);
  await section.getByRole("textbox", { name: "Email domains" }).fill(DOMAIN);
  await section.getByRole("button", { name: "Save single sign-on" }).click();
  await expect(page.getByText("Single sign-on saved")).toBeVisible();
  await expect(section.getByText("On", { exact: true })).toBeVisible();
  await expect(section.getByText("A secret is saved. Leave this empty to keep it.")).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await both(page, "sso-settings-en");
  await chooseLanguage(page, "中文");
  await expect(page.getByRole("region", { name: "单点登录" })).toBeVisible();
  await both(page, "sso-settings-zh");
  await chooseLanguage(page, "English");

  // 2. Signed out: a member signs in through the provider.
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: "en-US" });
  const visitor = await context.newPage();
  await visitor.route(/fonts\.googleapis\.com|fonts\.gstatic\.com/, (route) => route.abort());
  await openPath(visitor, "/sso", "Single sign-on");
  await both(visitor, "sso-page-en");
  await ssoFrom(visitor, ACCOUNTS.wrongPassword);
  await expect(visitor).toHaveURL("/dashboard");
  const stored = await visitor.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "{}"), SESSION_STORAGE_KEY);
  expect(stored.state.data.email).toBe(ACCOUNTS.wrongPassword);
  expect(stored.state.authToken).toEqual(expect.any(String));

  // 3. Someone from the domain signing in for the first time joins the university as a member.
  const fresh = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: "en-US" });
  const newcomer = await fresh.newPage();
  await newcomer.route(/fonts\.googleapis\.com|fonts\.gstatic\.com/, (route) => route.abort());
  const email = `sso.newcomer.${Date.now()}@${DOMAIN}`;
  await ssoFrom(newcomer, email);
  await expect(newcomer).not.toHaveURL(/\/sso/);
  const joined = await newcomer.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "{}"), SESSION_STORAGE_KEY);
  expect(joined.state.data).toMatchObject({ email, company: { name: stored.state.data.company.name } });
  expect(joined.state.data.role).toEqual({ name: "member" });
  await fresh.close();

  // 4. Another domain is told to use its password; the screen in Chinese and on a phone.
  const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: "en-US" });
  const stranger = await other.newPage();
  await openPath(stranger, "/sso", "Single sign-on");
  await stranger.getByRole("textbox", { name: "Email" }).fill("someone@elsewhere.example");
  await stranger.getByRole("button", { name: "Continue" }).click();
  await expect(stranger.getByRole("alert")).toContainText("Single sign-on is not set up for this email's domain");
  await expectAccessible(stranger);
  await both(stranger, "sso-page-refused-en");
  await chooseLanguage(stranger, "中文");
  await expect(stranger.getByRole("heading", { level: 1, name: "单点登录" })).toBeVisible();
  await expect(stranger.getByRole("alert")).toContainText("此邮箱域名尚未设置单点登录");
  await both(stranger, "sso-page-zh");
  await other.close();
  await context.close();

  // 5. Back as it was: single sign-on off and no domain.
  await page.reload();
  const again = page.getByRole("region", { name: "Single sign-on" });
  await again.getByRole("switch", { name: "Staff sign in through the identity provider" }).uncheck();
  await again.getByRole("textbox", { name: "Email domains" }).fill("");
  await again.getByRole("button", { name: "Save single sign-on" }).click();
  await expect(again.getByText("Off", { exact: true })).toBeVisible();
});

import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { expectAccessible } from "./support/a11y.ts";
import { ACCOUNTS, screenshot } from "./support/helpers.ts";
import { expect, type Page, test } from "./support/test.ts";
import { reloadScreen, signInTo } from "./support/ui.ts";

/**
 * The /configuration screen (spec 1 §7, issue 11 §2): the demo university's admin changes the download format
 * (choose, rename, reorder, preview, save), adds a lead category, chooses a CRM, saves its endpoint and credentials
 * and tests the connection against a CRM on loopback started by the test: refused credentials first, then working
 * ones. The format is put back to the default at the end so other journeys find the demo world as it was.
 * Screens are photographed at desktop and phone width, in English and Chinese; a member sees everything read-only.
 */

const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };

async function both(page: Page, name: string) {
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(phone);
  await page.waitForTimeout(300);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(desktop);
  await page.waitForTimeout(300);
}

async function chooseLanguage(page: Page, label: "English" | "中文") {
  const group = page.getByRole("radiogroup", { name: /^(Interface language|界面语言)$/ }).first();
  await group.getByText(label, { exact: true }).click();
  await expect(group.getByRole("radio", { name: label })).toBeChecked();
}

/** A CRM on loopback: user "quad" with secret "s3cret" gets 200, anyone else 401. */
let crm: Server;
let crmUrl = "";
const calls: string[] = [];
test.beforeAll(async () => {
  crm = createServer((req: IncomingMessage, res: ServerResponse) => {
    calls.push(req.headers.authorization ?? "");
    const ok = req.headers.authorization === `Basic ${Buffer.from("quad:s3cret").toString("base64")}`;
    res.writeHead(ok ? 200 : 401, { "content-type": "application/json" }).end(ok ? '{"ok":true}' : "{}");
  });
  await new Promise<void>((resolve) => crm.listen(0, "127.0.0.1", resolve));
  crmUrl = `http://127.0.0.1:${(crm.address() as AddressInfo).port}/api/v1/ping`;
});
test.afterAll(async () => {
  crm.closeAllConnections();
  await new Promise<void>((resolve) => crm.close(() => resolve()));
});

test("an admin sets the download format, adds a lead category, saves a CRM and tests it", async ({ page }) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  await signInTo(page, ACCOUNTS.university, "/configuration", "Configuration");
  const format = page.getByRole("region", { name: "Download format" });
  await expect(format.getByTestId("format-preview")).toBeVisible();

  // Download format: only Email and First name, Email first under a new header.
  await format.getByRole("button", { name: "Clear" }).click();
  await expect(format.getByText("Choose at least one column.")).toBeVisible();
  await expect(format.getByRole("button", { name: "Save format" })).toBeDisabled();
  await format.getByRole("checkbox", { name: "Include First name" }).check();
  await format.getByRole("checkbox", { name: "Include Email" }).check();
  await format.getByRole("textbox", { name: "Header for Email" }).fill("E-mail address");
  await format.getByRole("button", { name: "Move Email up" }).click();
  await format.getByRole("button", { name: "Move Email up" }).click();
  await expect(format.getByTestId("format-preview")).toHaveText("E-mail address,First name");
  await format.getByRole("textbox", { name: "Header for First name" }).fill("");
  await expect(format.getByText("Enter a header")).toBeVisible();
  await expect(format.getByRole("button", { name: "Save format" })).toBeDisabled();
  await format.getByRole("textbox", { name: "Header for First name" }).fill("Given name");
  await format.getByRole("button", { name: "Save format" }).click();
  await expect(page.getByText("Download format saved")).toBeVisible();
  await expect(format.getByText("Custom format")).toBeVisible();
  await expect(page.getByTestId("files-next-columns")).toHaveText("Next download: 2 columns");

  // Lead categories: add one; the same name again is refused.
  const categories = page.getByRole("region", { name: "Lead categories" });
  const name = `Athletes ${run}`;
  await categories.getByRole("textbox", { name: "New category" }).fill(name);
  await categories.getByRole("button", { name: "Add category" }).click();
  await expect(page.getByText(`Lead category “${name}” added`)).toBeVisible();
  await expect(categories.getByRole("cell", { name })).toBeVisible();
  await categories.getByRole("textbox", { name: "New category" }).fill(name.toUpperCase());
  await categories.getByRole("button", { name: "Add category" }).click();
  await expect(categories.getByText("A lead category with this name already exists")).toBeVisible();
  await categories.getByRole("textbox", { name: "New category" }).fill("");

  // CRM: choose Slate (a retry finds it chosen already), save refused credentials, test, then working ones.
  const crmSection = page.getByRole("region", { name: "CRM" });
  await crmSection.getByRole("combobox", { name: "CRM" }).click();
  await page.getByRole("option", { name: "Slate", exact: true }).click();
  const use = crmSection.getByRole("button", { name: "Use Slate" });
  if (await use.isVisible()) {
    await use.click();
    await expect(page.getByText("Slate chosen")).toBeVisible();
  }
  const settings = crmSection.getByRole("form", { name: "Slate connection settings" });
  await settings.getByRole("textbox", { name: "Endpoint URL" }).fill("ftp://crm.example.test");
  await settings.getByRole("textbox", { name: "Username" }).fill("quad");
  await settings.getByLabel("Password or API key").fill("wrong-secret");
  await settings.getByRole("button", { name: "Save settings" }).click();
  await expect(settings.getByText("The URL must start with http or https")).toBeVisible();
  await settings.getByRole("textbox", { name: "Endpoint URL" }).fill(crmUrl);
  await settings.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("CRM settings saved")).toBeVisible();
  await settings.getByRole("button", { name: "Test connection" }).click();
  const result = crmSection.getByTestId("crm-test-result");
  await expect(result).toContainText("Credentials refused");
  await expect(result).toContainText("HTTP 401");
  await expect(crmSection.getByTestId("crm-last-test")).toContainText("Last test failed");

  await settings.getByLabel("Password or API key").fill("s3cret");
  await settings.getByRole("button", { name: "Save settings" }).click();
  await expect(crmSection.getByTestId("crm-last-test")).toHaveText("The connection has not been tested yet.");
  await settings.getByRole("button", { name: "Test connection" }).click();
  await expect(result).toContainText("Connection works");
  await expect(crmSection.getByTestId("crm-last-test")).toContainText("Last test succeeded");
  expect(calls.at(-1)).toBe(`Basic ${Buffer.from("quad:s3cret").toString("base64")}`);

  // What was saved is what the screen shows after a reload; the secret is never shown.
  await reloadScreen(page, "Configuration");
  await expect(format.getByTestId("format-preview")).toHaveText("E-mail address,Given name");
  await expect(settings.getByRole("textbox", { name: "Endpoint URL" })).toHaveValue(crmUrl);
  await expect(settings.getByLabel("Password or API key")).toHaveValue("");
  await expect(settings.getByText("A secret is saved. Leave empty to keep it.")).toBeVisible();
  await both(page, "configuration-admin-en-US");
  await expectAccessible(page);

  await chooseLanguage(page, "中文");
  await expect(page.getByRole("heading", { level: 1, name: "配置" })).toBeVisible();
  await expect(page.getByRole("region", { name: "下载格式" })).toBeVisible();
  await both(page, "configuration-admin-zh-CN");
  await chooseLanguage(page, "English");
  await expect(page.getByRole("heading", { level: 1, name: "Configuration" })).toBeVisible();

  // Back to the default download format.
  await format.getByRole("button", { name: "Reset to default" }).click();
  await format.getByRole("button", { name: "Save format" }).click();
  await expect(page.getByText("Download format saved")).toBeVisible();
  await expect(format.getByTestId("format-preview")).toContainText("First name,Last name,Email,Phone");
});

test("a member sees the configuration read-only", async ({ page }) => {
  await signInTo(page, ACCOUNTS.wrongPassword, "/configuration", "Configuration");
  await expect(page.getByTestId("read-only")).toBeVisible();
  const format = page.getByRole("region", { name: "Download format" });
  await expect(format.getByTestId("format-preview")).toBeVisible();
  await expect(format.getByRole("button", { name: "Save format" })).toHaveCount(0);
  await expect(format.getByRole("checkbox").first()).toBeDisabled();
  await expect(page.getByRole("button", { name: "Add category" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Test connection" })).toHaveCount(0);
  await both(page, "configuration-member-en-US");
  await expectAccessible(page);
});

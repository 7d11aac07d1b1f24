import { expectAccessible } from "./support/a11y.ts";
import { ACCOUNTS, API, DEMO_PASSWORD, screenshot } from "./support/helpers.ts";
import { type APIRequestContext, expect, type Locator, type Page, test } from "./support/test.ts";
import { expectLoaded, reloadScreen, signIn, signInAt, signInTo } from "./support/ui.ts";

/**
 * Account journeys: settings (profile with photo, upload errors, time zone), the university details editor,
 * the member's welcome flow, the demo request, both languages. The university admin's profile and zone change
 * here; the other files only need its sign-in, home and team, which these changes leave as they are.
 */

// A 1x1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** Signs a demo account in through the API: its user id and the header that authenticates its calls. */
async function apiSession(request: APIRequestContext, email: string) {
  const res = await request.post(`${API}/sessions`, { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok(), await res.text()).toBe(true);
  const { data } = (await res.json()) as { data: { id: number; authToken: string } };
  return { id: data.id, headers: { authentication_token: data.authToken } };
}

async function chooseFile(
  page: Page,
  button: string | RegExp,
  file: { name: string; mimeType: string; buffer: Buffer },
  within: Page | Locator = page,
) {
  const chooser = page.waitForEvent("filechooser");
  await within.getByRole("button", { name: button }).click();
  await (await chooser).setFiles(file);
}

test("settings: profile with photo, upload errors, password, email preferences, time zone", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // A colleague admin, not university@: the visit journeys rely on that account's New York time zone.
  // Its own zone starts as the demo world leaves it (an earlier attempt of this journey may have set Shanghai).
  const daniel = await apiSession(request, "daniel.university@quad.test");
  const zone = await request.put(`${API}/users/${daniel.id}/update_timezone`, {
    headers: daniel.headers,
    data: { timezone: "America/New_York" },
  });
  expect(zone.ok(), await zone.text()).toBe(true);
  await signInTo(page, "daniel.university@quad.test", "/settings", "My settings");
  await expect(page.getByRole("textbox", { name: "First name" })).toHaveValue(/.+/);

  // Client-side checks: type first, then size.
  await chooseFile(page, "Choose photo", { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
  await expect(page.getByTestId("photo-error")).toHaveText("File must be one of: jpeg/jpg, png");
  await chooseFile(page, "Choose photo", {
    name: "huge.png",
    mimeType: "image/png",
    buffer: Buffer.alloc(5 * 1024 * 1024 + 10),
  });
  await expect(page.getByTestId("photo-error")).toHaveText("File size should be less than 5 MB");
  await screenshot(page, "account-settings-upload-error");

  // A valid photo, a phone code and a designation are saved.
  await chooseFile(page, "Choose photo", { name: "me.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByText("me.png will be uploaded when you save.")).toBeVisible();
  await page.getByRole("combobox", { name: "Country code" }).fill("+86");
  await page.getByRole("option", { name: /^\+86/ }).click();
  await page.getByRole("textbox", { name: "Phone" }).fill("138 0013 8000");
  await page.getByRole("textbox", { name: "Designation" }).fill("Director of International Admissions");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("me.png will be uploaded when you save.")).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole("img", { name: "Profile photo" })).toHaveAttribute("src", /.+/);
  await reloadScreen(page, "My settings");
  await expect(page.getByRole("textbox", { name: "Designation" })).toHaveValue("Director of International Admissions");
  await expect(page.getByRole("combobox", { name: "Country code" })).toHaveValue("+86");
  await expectAccessible(page);
  await screenshot(page, "account-settings-profile");

  // Required names: the contract's message under the field.
  await page.getByRole("textbox", { name: "Last name" }).fill("");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Last name is required")).toBeVisible();

  // Password: a wrong current password shows the server's message on the form.
  await page.getByRole("tab", { name: "Password" }).click();
  await page.getByLabel("Current password").fill("not-the-password");
  await page.getByLabel(/^New password/).fill("another-pass-123");
  await page.getByLabel("Confirm new password").fill("different-pass-123");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Passwords must match")).toBeVisible();
  await page.getByLabel("Confirm new password").fill("another-pass-123");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Current password is incorrect")).toBeVisible();
  await screenshot(page, "account-settings-password");

  // Email preferences: one switch per kind, saved on change.
  await page.getByRole("tab", { name: "Email preferences" }).click();
  const webinars = page.getByRole("switch", { name: "Webinars" });
  await expect(webinars).toBeVisible();
  const before = await webinars.isChecked();
  await webinars.click({ force: true });
  await expect(webinars).toBeChecked({ checked: !before });
  await reloadScreen(page, "My settings");
  await expect(page.getByRole("switch", { name: "Webinars" })).toBeChecked({ checked: !before });
  await page.getByRole("switch", { name: "Webinars" }).click({ force: true });
  await expect(page.getByRole("switch", { name: "Webinars" })).toBeChecked({ checked: before });
  await screenshot(page, "account-settings-email");

  // Time zone, labelled '(GMT+08:00) Asia/Shanghai'.
  await page.getByRole("tab", { name: "Time zone" }).click();
  const mine = page.getByRole("combobox", { name: "Time zone" }).first();
  await mine.click();
  await mine.fill("Asia/Shanghai");
  await page.getByRole("option", { name: "(GMT+08:00) Asia/Shanghai" }).click();
  await page.getByRole("button", { name: "Save" }).first().click();
  await expect(page.getByText("(GMT+08:00) Asia/Shanghai").first()).toBeVisible();
  await reloadScreen(page, "My settings");
  await expect(page.getByText("(GMT+08:00) Asia/Shanghai").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Institution time zone" })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, "account-settings-timezone");
  // Leave the tab index at the profile for later sign-ins of this account.
  await page.getByRole("tab", { name: "Profile" }).click();
});

test("university details: the admin edits with the spec's rules and a logo; both languages", async ({ page }) => {
  test.setTimeout(120_000);
  await signInTo(page, ACCOUNTS.university, "/university-details", "University details");
  const name = page.getByRole("textbox", { name: "Name" });
  await expect(name).toHaveValue(/.+/);

  const description = page.getByRole("textbox", { name: "Description" });
  await description.fill("A research university with a global outlook.");
  await expect(page.getByText("44 / 250 characters")).toBeVisible();
  await page.getByRole("textbox", { name: "Average SAT" }).fill("1700");
  await page.getByRole("textbox", { name: "Website" }).fill("northfield.example");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Please enter value between 400 and 1600")).toBeVisible();
  await expect(page.getByText("URL must start with http or https")).toBeVisible();
  await screenshot(page, "account-university-details-errors");

  await page.getByRole("textbox", { name: "Average SAT" }).fill("1450");
  await page.getByRole("textbox", { name: "Website" }).fill("https://northfield.example");
  // "Replace" when an earlier attempt of this journey saved a logo.
  await chooseFile(
    page,
    /^(Upload|Replace)$/,
    { name: "logo.png", mimeType: "image/png", buffer: PNG },
    page.getByTestId("logo-field"),
  );
  await expect(page.getByRole("img", { name: "Logo preview" })).toBeVisible();
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Everything is saved.")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("logo-field").getByRole("button", { name: "Replace" })).toBeVisible();
  await reloadScreen(page, "University details");
  await expect(page.getByRole("textbox", { name: "Average SAT" })).toHaveValue("1450");
  await expect(page.getByRole("img", { name: "Logo preview" })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, "account-university-details");

  // Both languages on one screen: switch to Chinese and back (the choice stays in this browser).
  const languages = page.getByRole("radiogroup", { name: "Interface language" });
  await languages.getByText("中文", { exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "大学详情" })).toBeVisible();
  await expect(page.getByText("基本信息")).toBeVisible();
  await screenshot(page, "account-university-details-zh");
  await page.getByRole("radiogroup", { name: "界面语言" }).getByText("English", { exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "University details" })).toBeVisible();
});

test("demo request from the user menu shows the demo_request_succeeded alert", async ({ page }) => {
  await signInAt(page, ACCOUNTS.school, "/events", "Visits");
  await page.getByRole("button", { name: /^Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Request a demo" }).click();
  const dialog = page.getByRole("dialog", { name: "Request a demo" });
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(dialog.getByText("What would you like to see? is required")).toBeVisible();
  await dialog
    .getByRole("textbox", { name: "What would you like to see?" })
    .fill("Visits and webinars for our counselors");
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(dialog.getByText("Demo request sent")).toBeVisible();
  await screenshot(page, "account-demo-request");
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toHaveCount(0);
});

/** Puts a user's welcome flow back at step 2 (goals), where the demo world leaves the university member. */
async function onboardingAtStepTwo(request: APIRequestContext, email: string): Promise<void> {
  const { id, headers } = await apiSession(request, email);
  const off = await request.put(`${API}/users/${id}/set_onboarding`, { headers, data: { is_onboard: false } });
  expect(off.ok(), await off.text()).toBe(true);
  const next = await request.put(`${API}/user_onboarding`, { headers, data: { action: "next" } });
  expect((await next.json()).user_onboarding.step).toBe(2);
}

test("a university member: welcome flow to completion, then first steps; details read-only", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // As the demo world leaves it (an earlier attempt of this journey may have finished the flow).
  await onboardingAtStepTwo(request, "university.member@quad.test");
  await signIn(page, "university.member@quad.test");
  await expect(page).toHaveURL("/dashboard");
  const welcome = page.getByRole("dialog", { name: "Welcome to Quad" });
  await expectLoaded(welcome);
  // The member stopped at step 2 (goals).
  await expect(welcome.getByText("Step 2 of 4")).toBeVisible();
  await welcome.getByText("Host webinars").click();
  await expectAccessible(page);
  await screenshot(page, "account-onboarding-goals");
  await welcome.getByRole("button", { name: "Next" }).click();
  await expect(welcome.getByText("Step 3 of 4")).toBeVisible();
  await welcome.getByRole("button", { name: "Back" }).click();
  await expect(welcome.getByText("Step 2 of 4")).toBeVisible();
  await welcome.getByRole("button", { name: "Next" }).click();
  await expect(welcome.getByRole("heading", { name: "Where do you recruit?" })).toBeVisible();
  await screenshot(page, "account-onboarding-regions");
  await welcome.getByRole("button", { name: "Next" }).click();
  await expect(welcome.getByRole("heading", { name: "Your team" })).toBeVisible();
  await screenshot(page, "account-onboarding-team");
  await welcome.getByRole("button", { name: "Finish" }).click();
  await expect(welcome).toHaveCount(0);

  await expect(page.getByTestId("first-steps")).toBeVisible();
  await expect(page.getByText(/of 5 done/)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, "account-first-steps");

  // Finishing is stored: a new sign-in opens no welcome flow.
  await page.reload();
  await expectLoaded(page.getByRole("heading", { level: 1 }));
  await expect(page.getByRole("dialog", { name: "Welcome to Quad" })).toHaveCount(0);

  await page.goto("/university-details");
  await expectLoaded(page.getByText("Only team admins can edit these details.", { exact: false }));
  await expect(page.getByRole("button", { name: "Save details" })).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "Name" })).toHaveAttribute("readonly", "");
  await screenshot(page, "account-university-details-member");
});

import { API, linkIn, screenshot, uniqueEmail, waitForMail } from "./support/helpers.ts";
import { expect, type Page, test } from "./support/test.ts";
import { openPath } from "./support/ui.ts";

const PASSWORD = "e2e-register-1";

function textbox(page: Page, name: string) {
  return page.getByRole("textbox", { name, exact: true });
}

/** Fills the contact and sign-in parts of the register form. */
async function fillPerson(page: Page, email: string) {
  await textbox(page, "First name").fill("Erin");
  await textbox(page, "Last name").fill("Tester");
  await textbox(page, "Designation").fill("College Counsellor");
  await textbox(page, "Work email").fill(email);
  await textbox(page, "Password").fill(PASSWORD);
  await textbox(page, "Confirm password").fill(PASSWORD);
}

/** Submits, expects the "check your email" screen, then follows the mailed link to the validated page. */
async function submitAndValidate(page: Page, request: import("@playwright/test").APIRequestContext, email: string) {
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText(
    "Thank you for registering. Please validate your email address using the link we sent you.",
  );
  await expect(page.getByRole("status")).toContainText(`We sent a validation link to ${email}.`);

  const mail = await waitForMail(request, email, /^Validate your email for Quad$/);
  const link = linkIn(mail, "/email-validated");
  await openPath(page, link, "Your email is validated");
  return link;
}

test("a new school: not found in the search, added, registered, email validated", async ({ page, request }) => {
  const name = `E2E Test Academy ${Date.now()}`;
  const email = uniqueEmail("school");

  await openPath(page, "/sign-in", "Sign in to Quad");
  await page.getByRole("link", { name: "Register your school" }).click();
  await expect(page).toHaveURL("/search-school");
  await expect(page.getByRole("heading", { level: 1, name: "Find your school" })).toBeVisible();
  await textbox(page, "School name").fill(name);
  await expect(page.getByText(`No match for “${name}”`)).toBeVisible();
  await screenshot(page, "search-school-not-found");
  await page.getByRole("link", { name: "Add it" }).click();

  await expect(page).toHaveURL(/\/register-school\?/);
  await expect(page.getByRole("heading", { level: 1, name: "Register your school" })).toBeVisible();
  await expect(textbox(page, "School name")).toHaveValue(name);

  // Client-side rules first: nothing filled but the name.
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Country is required")).toBeVisible();
  await expect(page.getByText("First name is required")).toBeVisible();

  await page.getByRole("combobox", { name: "Country", exact: true }).fill("Singapore");
  await page.getByRole("option", { name: "Singapore", exact: true }).click();
  await textbox(page, "City").fill("Singapore");
  await textbox(page, "Website").fill("https://e2e-academy.example.test");
  await fillPerson(page, email);
  await screenshot(page, "register-school-filled");

  const link = await submitAndValidate(page, request, email);
  await expect(page.getByRole("status")).toContainText(/Thank you! Your school account is now waiting for approval\./i);
  await screenshot(page, "email-validated");

  // The account cannot sign in before approval; the screen says why.
  await page.getByRole("link", { name: "Go to sign in" }).click();
  await expect(page).toHaveURL("/sign-in");
  await textbox(page, "Email").fill(email);
  await textbox(page, "Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("Your account is waiting for approval.");

  // A validation link works once.
  await openPath(page, link, "We couldn't validate your email");
  await expect(page.getByText("This validation link is invalid or has expired.")).toBeVisible();
  await screenshot(page, "email-validated-invalid-link");
});

test("an existing university: found in the search, claimed, email validated", async ({ page, request }) => {
  // A directory university of the demo world that nobody has registered yet.
  const res = await request.get(`${API}/registrations/search?institute_type=University&search_text=University`);
  expect(res.ok()).toBe(true);
  const { institutions } = (await res.json()) as {
    institutions: { id: number; name: string; is_registered: boolean }[];
  };
  const open = institutions.filter((i) => !i.is_registered);
  expect(open.length, "unregistered universities in the demo world").toBeGreaterThan(0);
  const target = open[Math.floor(Math.random() * open.length)] as { name: string };
  const email = uniqueEmail("university");

  await openPath(page, "/search-university", "Find your university");
  await textbox(page, "University name").fill(target.name);
  await page.getByRole("link", { name: `Register ${target.name}`, exact: true }).click();

  await expect(page).toHaveURL(/\/register-university\?partner_id=\d+/);
  await expect(textbox(page, "University name")).toHaveValue(target.name);
  await expect(textbox(page, "University name")).toHaveAttribute("readonly", "");
  await expect(page.getByText("Selected from search")).toBeVisible();
  await fillPerson(page, email);
  await screenshot(page, "register-university-claimed");

  await submitAndValidate(page, request, email);
  await expect(page.getByRole("status")).toContainText(
    /Thank you! Your university account is now waiting for approval\./i,
  );

  // Now registered: the search shows it as taken.
  await openPath(page, "/search-university", "Find your university");
  await textbox(page, "University name").fill(target.name);
  await expect(page.getByText("This university is already registered on Quad").first()).toBeVisible();
});

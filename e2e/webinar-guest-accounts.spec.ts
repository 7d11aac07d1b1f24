import { expectAccessible } from "./support/a11y.ts";
import { ACCOUNTS, HOME, lastMailId, linkIn, screenshot, uniqueEmail, waitForMail } from "./support/helpers.ts";
import { type APIRequestContext, expect, type Page, test } from "./support/test.ts";
import { expectLoaded, openPath, settle, signInAt } from "./support/ui.ts";

/**
 * The webinar guests' accounts (issue 10 §2, spec 3 §2 and §5): a student signs up (school found in the
 * directory), completes the profile, signs out and in again (404 and 401 field errors), resets a forgotten
 * password through the mailed link; partners opening the guest sign-up are told what to do instead.
 */

const GUEST_PASSWORD = "webinar-pass-1";

/** A guest made through the API (POST registrations), as the sign-up screen does. */
async function registerGuest(request: APIRequestContext, email: string, role = "parent"): Promise<void> {
  const res = await request.post("/api/v1/webinars/registrations", {
    data: { first_name: "Pat", last_name: "Rivera", email, password: GUEST_PASSWORD, role },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function guestSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

test("a student signs up with their school, completes the profile, signs out and in again", async ({ page }) => {
  const email = uniqueEmail("guest-student");

  // Sign-in -> create account -> find the school (spec 1 §2: the create-account link leads to search-school).
  await openPath(page, "/webinars/sign-in", "Sign in to Quad Webinars");
  await page.getByRole("link", { name: "Create an account" }).click();
  await expectLoaded(page.getByRole("heading", { level: 1, name: "Find your school" }));
  await page.getByRole("textbox", { name: "School name" }).fill("Alton");
  await page.getByRole("link", { name: /^Alton High School/ }).click();

  // The short first step: category, the school carried over, names, email, password.
  await expectLoaded(page.getByRole("heading", { level: 1, name: "Create your webinar account" }));
  await expect(page).toHaveURL(/school_partner_id=\d+/);
  await page.getByRole("radio", { name: "Student" }).check();
  await expect(page.getByRole("combobox", { name: "Your school" })).toHaveValue("Alton High School");
  await page.getByRole("textbox", { name: "First name" }).fill("Mia");
  await page.getByRole("textbox", { name: "Last name" }).fill("Chen");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Password" }).fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await page.getByRole("textbox", { name: "Password" }).fill(GUEST_PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();

  // An incomplete profile comes first, with the spec's message (spec 3 §4, §8).
  await expect(page).toHaveURL("/webinars/users/update");
  await expectLoaded(page.getByRole("heading", { level: 1, name: "Your profile" }));
  await expect(page.getByText("Fill in required fields to register for an event")).toBeVisible();
  await expect(page.getByRole("button", { name: "Account menu Mia Chen" })).toBeVisible();

  // Saving with fields still missing keeps what was typed and marks what is missing.
  await page.getByRole("textbox", { name: "City" }).fill("Austin");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Date of birth is required")).toBeVisible();
  await expect(page).toHaveURL("/webinars/users/update");

  await page.getByLabel("Date of birth").fill("2008-04-12");
  await page.getByRole("combobox", { name: "Country" }).fill("United States");
  await page.getByRole("option", { name: "United States", exact: true }).click();
  await page.getByRole("combobox", { name: "High school graduation year" }).click();
  await page.getByRole("option", { name: "2027", exact: true }).click();
  await page.getByRole("button", { name: "Save profile" }).click();

  // A complete profile goes on to the webinars.
  await expect(page).toHaveURL("/webinars");
  await page.getByRole("button", { name: "Account menu Mia Chen" }).click();
  await expect(page.getByRole("menuitem", { name: "My sessions" })).toBeVisible();
  await page.getByRole("menuitem", { name: "Profile" }).click();
  await expect(page).toHaveURL("/webinars/users/update");
  await expect(page.getByText("Your profile is complete")).toBeVisible();
  await expect(page.getByText("Fill in required fields to register for an event")).toHaveCount(0);

  // Sign out: the session ends on the server, the header offers Sign in and Sign up again.
  await page.getByRole("button", { name: "Account menu Mia Chen" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL("/webinars");
  await expect(page.getByRole("link", { name: "Sign up" })).toBeVisible();
  await page.getByRole("link", { name: "Sign in", exact: true }).click();

  // Only 404 and 401 are field errors (spec 3 §5): the email, then the password.
  await expectLoaded(page.getByRole("heading", { level: 1, name: "Sign in to Quad Webinars" }));
  await guestSignIn(page, uniqueEmail("nobody"), GUEST_PASSWORD);
  await expect(page.getByText("No account was found for this email")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveAttribute("aria-invalid", "true");
  await guestSignIn(page, email, "wrong-password-1");
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Password", exact: true })).toHaveAttribute("aria-invalid", "true");
  await guestSignIn(page, email, GUEST_PASSWORD);
  await expect(page).toHaveURL("/webinars");
  await expect(page.getByRole("button", { name: "Account menu Mia Chen" })).toBeVisible();

  // A reload keeps the guest signed in (the stored token is checked with GET users/me).
  await page.reload();
  await expect(page.getByRole("button", { name: "Account menu Mia Chen" })).toBeVisible();
});

test("a guest signing in from a deep link goes back there; a stale stored session signs out", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("guest-redirect");
  await registerGuest(request, email);
  // Incomplete profile: the profile comes first and keeps the target.
  await openPath(page, "/webinars/sign-in?redirect_to=%2Fwebinars%2Fmy-sessions", "Sign in to Quad Webinars");
  await guestSignIn(page, email, GUEST_PASSWORD);
  await expect(page).toHaveURL("/webinars/users/update?redirect_to=%2Fwebinars%2Fmy-sessions");
  await expectLoaded(page.getByRole("heading", { level: 1, name: "Your profile" }));
  await page.getByRole("combobox", { name: "Country" }).fill("Canada");
  await page.getByRole("option", { name: "Canada", exact: true }).click();
  await page.getByRole("textbox", { name: "City" }).fill("Toronto");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page).toHaveURL("/webinars/my-sessions");

  // The token is revoked elsewhere: the next start signs the guest out.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("quad-webinar-guest") ?? "{}"));
  const token = stored.state?.authToken as string;
  const out = await request.delete("/api/v1/webinars/sessions", { headers: { authentication_token: token } });
  expect(out.ok()).toBe(true);
  await page.goto("/webinars");
  await expect(page.getByRole("link", { name: "Sign up" })).toBeVisible();
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem("quad-webinar-guest") ?? "{}").state?.authToken),
  ).toBeNull();
});

test("a guest resets a forgotten password through the mailed link", async ({ page, request }) => {
  const email = uniqueEmail("guest-reset");
  await registerGuest(request, email);
  const before = await lastMailId(request, email);

  await openPath(page, "/webinars/sign-in", "Sign in to Quad Webinars");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expectLoaded(page.getByRole("heading", { level: 1, name: "Reset your webinar password" }));
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Check your inbox")).toBeVisible();

  const mail = await waitForMail(request, email, /password/i, { after: before });
  const link = linkIn(mail, "/webinars/reset-password");
  await openPath(page, link, "Choose a new password");
  await page.getByRole("textbox", { name: "New password", exact: true }).fill("brand-new-pass-2");
  await page.getByRole("textbox", { name: "Confirm new password" }).fill("brand-new-pass-3");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Passwords must match")).toBeVisible();
  await page.getByRole("textbox", { name: "Confirm new password" }).fill("brand-new-pass-2");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Password changed" })).toBeVisible();

  // The link is single-use.
  await openPath(page, link, "Choose a new password");
  await page.getByRole("textbox", { name: "New password", exact: true }).fill("another-pass-4");
  await page.getByRole("textbox", { name: "Confirm new password" }).fill("another-pass-4");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("This reset link is invalid or has expired")).toBeVisible();

  await page.getByRole("link", { name: "Back to sign in" }).click();
  await expectLoaded(page.getByRole("heading", { level: 1, name: "Sign in to Quad Webinars" }));
  await guestSignIn(page, email, GUEST_PASSWORD);
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await guestSignIn(page, email, "brand-new-pass-2");
  await expect(page).toHaveURL("/webinars/users/update");
});

test("a school user opening the guest sign-up is told to use the school account", async ({ page }) => {
  await signInAt(page, ACCOUNTS.school, HOME.School, "Visits");
  await page.goto("/webinars/register");
  await expectLoaded(page.getByRole("heading", { level: 1, name: "Create your webinar account" }));
  await expect(page.getByText("You are signed in with your school account")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveCount(0);
  await page.getByRole("link", { name: "Go to webinars" }).click();
  await expect(page).toHaveURL("/webinars");
});

test("a university user opening the guest sign-up is told to sign out first", async ({ page }) => {
  await signInAt(page, ACCOUNTS.university, HOME.University, "Dashboard");
  await page.goto("/webinars/register");
  await expectLoaded(page.getByRole("heading", { level: 1, name: "Create your webinar account" }));
  await expect(page.getByText("You are signed in as a college representative")).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  // Signed out, the same page offers the guest sign-up.
  await expect(page).toHaveURL("/webinars/register");
  await expect(page.getByRole("textbox", { name: "Email" })).toBeVisible();
  await expect(page.getByText("You are signed in as a college representative")).toHaveCount(0);
});

const SHOTS = [
  { name: "sign-in", path: "/webinars/sign-in", heading: "Sign in to Quad Webinars" },
  { name: "search-school", path: "/webinars/search-school?search_text=high", heading: "Find your school" },
  {
    name: "register",
    path: "/webinars/register?school_partner_id=149&institute_name=Alton+High+School",
    heading: "Create your webinar account",
  },
  { name: "forgot-password", path: "/webinars/forgot-password", heading: "Reset your webinar password" },
  {
    name: "reset-password",
    path: "/webinars/reset-password?reset_password_token=e2e-token",
    heading: "Choose a new password",
  },
];

for (const locale of ["en-US", "zh-CN"] as const) {
  for (const viewport of [
    { tag: "desktop", width: 1440, height: 900 },
    { tag: "phone", width: 390, height: 844 },
  ]) {
    test(`guest account screens look right: ${locale} ${viewport.tag}`, async ({ page, request }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      if (locale === "zh-CN") {
        await page.addInitScript(() => {
          if (!localStorage.getItem("quad-portal"))
            localStorage.setItem(
              "quad-portal",
              JSON.stringify({ state: { locale: "zh-CN", localeSource: "user" }, version: 1 }),
            );
        });
      }
      for (const shot of SHOTS) {
        await page.goto(shot.path);
        if (locale === "en-US") await expectLoaded(page.getByRole("heading", { level: 1, name: shot.heading }));
        else await expectLoaded(page.getByRole("heading", { level: 1 }));
        if (shot.name === "register") await page.getByRole("main").getByRole("radio").first().click();
        await settle(page);
        await screenshot(page, `webinar-guest-${shot.name}-${locale}-${viewport.tag}`);
      }

      // The profile of a new guest (incomplete) and the guest menu.
      const email = uniqueEmail(`guest-shot-${viewport.tag}`);
      await request.post("/api/v1/webinars/registrations", {
        data: { first_name: "Mia", last_name: "Chen", email, password: GUEST_PASSWORD, role: "student", locale },
      });
      await page.goto("/webinars/sign-in");
      await expectLoaded(page.getByRole("heading", { level: 1 }));
      await page.locator('input[type="email"]').fill(email);
      await page.locator('input[type="password"]').fill(GUEST_PASSWORD);
      await page.locator('button[type="submit"]').click();
      await expect(page).toHaveURL("/webinars/users/update");
      await expectLoaded(page.getByRole("heading", { level: 1 }));
      await settle(page);
      await screenshot(page, `webinar-guest-profile-${locale}-${viewport.tag}`);
      await page.getByRole("button", { name: /^(Account menu|账户菜单)/ }).click();
      await expect(page.getByRole("menuitem").first()).toBeVisible();
      await screenshot(page, `webinar-guest-menu-${locale}-${viewport.tag}`);
    });
  }
}

test("partner notices on the guest sign-up look right", async ({ page }) => {
  await signInAt(page, ACCOUNTS.university, HOME.University, "Dashboard");
  await page.goto("/webinars/register");
  await expectLoaded(page.getByText("You are signed in as a college representative"));
  await settle(page);
  await screenshot(page, "webinar-guest-register-college-rep");
});

test("the signed-in guest's profile, menu and the sign-in field errors have no serious axe violation", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("guest-a11y");
  await registerGuest(request, email, "student");
  await openPath(page, "/webinars/sign-in", "Sign in to Quad Webinars");
  await guestSignIn(page, uniqueEmail("nobody"), GUEST_PASSWORD);
  await expect(page.getByText("No account was found for this email")).toBeVisible();
  await expectAccessible(page);

  await guestSignIn(page, email, GUEST_PASSWORD);
  await expectLoaded(page.getByRole("heading", { level: 1, name: "Your profile" }));
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Date of birth is required")).toBeVisible();
  await settle(page);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Account menu Pat Rivera" }).click();
  await expect(page.getByRole("menuitem", { name: "Sign out" })).toBeVisible();
  await expectAccessible(page);
});

test("a guest's language choice on the profile is saved to the account and switches the interface", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("guest-locale");
  await registerGuest(request, email);
  await openPath(page, "/webinars/sign-in", "Sign in to Quad Webinars");
  await guestSignIn(page, email, GUEST_PASSWORD);
  await expectLoaded(page.getByRole("heading", { level: 1, name: "Your profile" }));
  const language = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: "Language" }) });
  await language.getByText("中文", { exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await expect(page.getByRole("heading", { level: 1, name: "个人资料" })).toBeVisible();

  // Saved on the account (PUT users/update_locale): GET users/me answers it.
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem("quad-webinar-guest") ?? "{}").state?.authToken as string,
  );
  const me = await request.get("/api/v1/webinars/users/me", { headers: { authentication_token: token } });
  expect(((await me.json()) as { data: { locale: string } }).data.locale).toBe("zh-CN");
});

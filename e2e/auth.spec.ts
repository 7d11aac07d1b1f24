import {
  ACCOUNTS,
  API,
  BROADCAST_CHANNEL,
  DEMO_PASSWORD,
  lastMailId,
  linkIn,
  screenshot,
  storedToken,
  uniqueEmail,
  waitForMail,
} from "./support/helpers.ts";
import { expect, test } from "./support/test.ts";
import { expectLoaded, hideTab, logOut, openPath, reloadScreen, settle, signIn, signInAt } from "./support/ui.ts";

test.describe("sign in", () => {
  const cases = [
    { type: "School", email: ACCOUNTS.school, home: "/events", heading: "Visits" },
    { type: "University", email: ACCOUNTS.university, home: "/dashboard", heading: "Dashboard" },
    { type: "ApplicationClient", email: ACCOUNTS.client, home: "/direct-apply/applications", heading: "Applications" },
  ] as const;

  for (const c of cases) {
    test(`${c.type} user lands on ${c.home}`, async ({ page }) => {
      await signInAt(page, c.email, c.home, c.heading);
      await expect(page.getByRole("button", { name: /^Account menu/ })).toBeVisible();
      // The stored session survives a reload (GET check_session accepts the token).
      await reloadScreen(page, c.heading);
      await expect(page).toHaveURL(c.home);
      // A signed-in user opening a public route is sent home.
      await page.goto("/sign-in");
      await expectLoaded(page.getByRole("heading", { level: 1, name: c.heading }));
      await expect(page).toHaveURL(c.home);
    });
  }

  test("a deep link opened signed out returns there after signing in", async ({ page }) => {
    await openPath(page, "/connections?page_no=2", "Sign in to Quad");
    await expect(page).toHaveURL("/sign-in?redirect_to=%2Fconnections%3Fpage_no%3D2");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(ACCOUNTS.university);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL("/connections?page_no=2");
    await expect(page.getByRole("heading", { level: 1, name: "Connections" })).toBeVisible();
  });

  test("a wrong password shows the error on the password field", async ({ page }) => {
    await signIn(page, ACCOUNTS.wrongPassword, "not-the-password");
    const password = page.getByRole("textbox", { name: "Password", exact: true });
    // The message is shown under the field and announced with it (aria-describedby).
    await expect(password).toHaveAccessibleDescription("Invalid email or password");
    await expect(page.getByText("Invalid email or password")).toBeVisible();
    await expect(page).toHaveURL("/sign-in");
    await screenshot(page, "sign-in-wrong-password");
  });

  test("an unknown email shows the error on the email field", async ({ page }) => {
    await signIn(page, uniqueEmail("unknown"), "whatever-password");
    const email = page.getByRole("textbox", { name: "Email", exact: true });
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("No account was found for this email");
  });

  test("five failed attempts on one account throttle it", async ({ page }) => {
    // An unknown address: its failures count like a real account's, and no shared account gets locked.
    const email = uniqueEmail("throttle");
    await openPath(page, "/sign-in", "Sign in to Quad");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("wrong-password");
    const submit = page.getByRole("button", { name: "Sign in", exact: true });
    const attempt = async () => {
      const answer = page.waitForResponse(
        (r) => r.url().endsWith(`${API}/sessions`) && r.request().method() === "POST",
      );
      await submit.click();
      return (await answer).status();
    };
    for (let i = 0; i < 5; i++) expect(await attempt()).toBe(404);
    expect(await attempt()).toBe(429);
    await expect(
      page.getByRole("alert").filter({ hasText: "Too many sign-in attempts. Please wait a few minutes and try again" }),
    ).toBeVisible();
  });

  test("empty fields are refused before any call", async ({ page }) => {
    await openPath(page, "/sign-in", "Sign in to Quad");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
  });
});

test.describe("password reset", () => {
  test("forgot password, follow the mailed link, set a new password, sign in with it", async ({ page, request }) => {
    const email = ACCOUNTS.resetPassword;
    const newPassword = `new-pass-${Date.now()}`;
    const before = await lastMailId(request, email);

    await openPath(page, "/sign-in", "Sign in to Quad");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL("/forgot-password");
    // The URL changes first; the sign-in form (with its own Email field) stays until the page's code arrives.
    await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status")).toContainText("If an account exists for this email");
    await screenshot(page, "forgot-password-sent");

    const mail = await waitForMail(request, email, /^Reset your Quad password$/, { after: before });
    await openPath(page, linkIn(mail, "/reset-password"), "Choose a new password");
    await page.getByRole("textbox", { name: "New password", exact: true }).fill(newPassword);
    await page.getByRole("textbox", { name: "Confirm new password", exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByRole("heading", { name: "Password updated" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText(
      "Your password has been reset. Please sign in with your new password.",
    );
    await screenshot(page, "reset-password-done");

    // The old password no longer works; the new one does.
    await signIn(page, email, "quad-demo");
    await expect(page.getByText("Invalid email or password")).toBeVisible();
    await signIn(page, email, newPassword);
    await expect(page).toHaveURL("/events");

    // The link works once.
    await logOut(page);
    await expect(page).toHaveURL("/sign-in");
    await openPath(page, linkIn(mail, "/reset-password"), "Choose a new password");
    await page.getByRole("textbox", { name: "New password", exact: true }).fill("another-password-1");
    await page.getByRole("textbox", { name: "Confirm new password", exact: true }).fill("another-password-1");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByText("This reset link is invalid or has expired. Please ask for a new one.")).toBeVisible();
  });
});

test.describe("session", () => {
  test("a token revoked on the server signs the user out with a toast", async ({ page, request }) => {
    await signInAt(page, ACCOUNTS.school, "/events", "Visits");
    const token = await storedToken(page);
    const revoked = await request.delete(`${API}/sessions`, { headers: { authentication_token: token } });
    expect(revoked.status()).toBe(200);

    // The next call with the token answers 401. It is triggered inside the page (opening the team list) rather
    // than by a reload, so the toast cannot be shown on a page that is being unloaded; it lasts 3 s, so it is
    // watched from before the click.
    const toast = page.getByRole("alert").filter({ hasText: "Session expired. Please sign in again" });
    await Promise.all([
      toast.waitFor({ state: "visible" }),
      // A background request of the page (a refetch, the live stream) may meet the 401 first and leave the
      // page: the click is then moot.
      page
        .getByRole("link", { name: "Team" })
        .first()
        .click({ timeout: 5_000 })
        .catch(() => undefined),
    ]);
    await expect(page).toHaveURL("/sign-in");
    await expect(page.getByRole("heading", { level: 1, name: "Sign in to Quad" })).toBeVisible();
    await screenshot(page, "session-expired-toast");
    expect(await page.evaluate(() => localStorage.getItem("quad-portal"))).not.toContain(token);
    // The authenticated area is closed now.
    await openPath(page, "/events", "Sign in to Quad");
    await expect(page).toHaveURL(/\/sign-in/);
  });

  test("logging out in one tab signs out a hidden tab, not a visible one", async ({ context }) => {
    const tabA = await context.newPage();
    await signInAt(tabA, ACCOUNTS.university, "/dashboard", "Dashboard");
    const hidden = await context.newPage();
    await openPath(hidden, "/connections", "Connections");
    const visible = await context.newPage();
    await openPath(visible, "/dashboard", "Dashboard");
    // Every card of the visible dashboard drawn and answered (the cards are drawn in a deferred render, and those under
    // the first screen when idle, and ask their figures then): a call after the logout would rightly sign it out.
    await expect(visible.locator('[data-card="dash-visits"]')).toBeVisible();
    await expect(visible.locator("[data-when-visible]")).toHaveCount(0);
    await settle(visible);
    await hideTab(hidden);
    // The visible tab listens on the app's channel too, to know when the logout message has reached it: its own
    // listener (created earlier) has then already had the message, and did nothing with it.
    await visible.evaluate((name) => {
      const channel = new BroadcastChannel(name);
      (window as unknown as { logoutSeen: Promise<unknown> }).logoutSeen = new Promise((resolve) => {
        channel.onmessage = (event) => {
          channel.close();
          resolve(event.data);
        };
      });
    }, BROADCAST_CHANNEL);

    await logOut(tabA);
    await expect(tabA).toHaveURL("/sign-in");
    await expect(hidden).toHaveURL("/sign-in");
    // The visible tab ignores the broadcast (spec 1 §4) and keeps its screen until its next call.
    expect(await visible.evaluate(() => (window as unknown as { logoutSeen: Promise<unknown> }).logoutSeen)).toEqual({
      type: "logout",
    });
    await expect(visible).toHaveURL("/dashboard");
    await expect(visible.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    // Its stored session is gone all the same: on its next load it is signed out.
    await reloadScreen(visible, "Sign in to Quad");
    await expect(visible).toHaveURL("/sign-in?redirect_to=%2Fdashboard");
  });
});

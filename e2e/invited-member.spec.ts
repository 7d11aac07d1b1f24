import { ACCOUNTS, API, DEMO_PASSWORD, linkIn, screenshot, uniqueEmail, waitForMail } from "./support/helpers.ts";
import { expect, test } from "./support/test.ts";
import { expectLoaded, openPath, reloadScreen, signIn } from "./support/ui.ts";

/**
 * An invited colleague's first visit (spec 1 §2, §4): the invitation mail's link sets a password, the
 * first sign-in meets the privacy-policy gate, then the required-profile-fields gate holds them on
 * Settings until their name is filled in; after that the portal opens.
 */
test("an invited member sets a password, accepts the privacy policy and completes the profile", async ({
  page,
  request,
}) => {
  // The admin invites by API (the Team screen's invite dialog is walked in team.spec.ts).
  const session = await request.post(`${API}/sessions`, {
    data: { email: ACCOUNTS.university, password: DEMO_PASSWORD },
  });
  expect(session.ok()).toBe(true);
  const { data } = (await session.json()) as { data: { authToken: string } };
  const email = uniqueEmail("invited");
  const invite = await request.post(`${API}/users/bulk_invite`, {
    headers: { authentication_token: data.authToken },
    data: { emails: email },
  });
  expect(invite.ok(), await invite.text()).toBe(true);

  const mail = await waitForMail(request, email, /invited you to join Northbridge University on Quad/);
  await openPath(page, linkIn(mail, "/reset-password"), "Choose a new password");
  const password = "invited-member-1";
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel("Confirm new password").fill(password);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("Password updated")).toBeVisible();

  await signIn(page, email, password);
  const gate = page.getByRole("dialog", { name: "Please review our privacy policy" });
  await expectLoaded(gate);
  await screenshot(page, "gate-privacy");
  // The gate blocks the portal: nothing behind it can be reached until the policy is accepted.
  await page.goto("/team");
  await expectLoaded(gate);
  await gate.getByRole("button", { name: "Accept and continue" }).click();
  await expect(gate).toBeHidden();

  // Then the required-profile-fields gate: any screen sends them to Settings with the spec's message.
  await expect(page).toHaveURL(/\/settings/);
  await expect(page.getByText("Fill in all required profile fields before using the portal").first()).toBeVisible();
  await screenshot(page, "gate-required-fields");
  await openPath(page, "/team", "My settings");
  await expect(page).toHaveURL(/\/settings/);

  await page.getByRole("textbox", { name: "First name" }).fill("Iris");
  await page.getByRole("textbox", { name: "Last name" }).fill("Novak");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile saved").first()).toBeVisible();

  await openPath(page, "/team", "Team");
  await expect(page).toHaveURL(/\/team/);
  await expect(page.getByRole("table").getByText(email, { exact: true })).toBeVisible();

  // Accepted once: the next sign-in goes straight in.
  await reloadScreen(page, "Team");
  await expect(page.getByRole("dialog", { name: "Please review our privacy policy" })).toHaveCount(0);
});

import { expectAccessible } from "./support/a11y.ts";
import { screenshot, uniqueEmail } from "./support/helpers.ts";
import { chooseLanguage } from "./support/language.ts";
import { expect, test } from "./support/test.ts";
import { signInTo } from "./support/ui.ts";

/**
 * Team screen (spec 1 §2): an admin adds, edits, deactivates and bulk-invites members; a member sees the list
 * without any admin action. Uses the university institution (the notifications journey uses the school's).
 */

test("an admin adds, edits, deactivates and bulk-invites members", async ({ page }) => {
  // A long journey with five axe scans on a shared two-core machine.
  test.setTimeout(150_000);
  await signInTo(page, "university@quad.test", "/team", "Team");
  const table = page.getByRole("table");
  await expect(table.getByText("daniel.university@quad.test")).toBeVisible();
  // The demo world's pending invitation (a retry also lists the first attempt's).
  await expect(table.getByText("Invitation pending").first()).toBeVisible();
  await screenshot(page, "team-admin");
  await expectAccessible(page);

  // Role filter: kept in the URL, list replaced by admins only.
  await page.getByRole("radiogroup", { name: "Filter by role" }).getByText("Admins", { exact: true }).click();
  await expect(page).toHaveURL(/role=admin/);
  await expect(table.getByText("university.member@quad.test")).toHaveCount(0);
  await expect(table.getByText("daniel.university@quad.test")).toBeVisible();
  await page.getByRole("radiogroup", { name: "Filter by role" }).getByText("All", { exact: true }).click();

  // Add a member.
  const email = uniqueEmail("member");
  await page.getByRole("button", { name: "Add member" }).click();
  const drawer = page.getByRole("dialog", { name: "Add team member" });
  await drawer.getByRole("button", { name: "Add member" }).click();
  await expect(drawer.getByText("First name is required")).toBeVisible();
  await drawer.getByRole("textbox", { name: "First name" }).fill("Lena");
  await drawer.getByRole("textbox", { name: "Last name" }).fill("Hartmann");
  await drawer.getByRole("textbox", { name: "Email" }).fill(email);
  await drawer.getByRole("textbox", { name: "Job title" }).fill("Regional Recruiter");
  await screenshot(page, "team-add-member");
  await expectAccessible(page);
  await drawer.getByRole("button", { name: "Add member" }).click();
  await expect(page.getByText("Member added")).toBeVisible();
  await expect(drawer).toBeHidden();

  // Search narrows the list to the new member (search in the URL).
  await page.getByRole("textbox", { name: "Search members" }).fill(email);
  await expect(page).toHaveURL(/q=/);
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByText("Lena Hartmann")).toBeVisible();

  // Edit.
  await page.getByRole("button", { name: "Edit Lena Hartmann" }).click();
  const edit = page.getByRole("dialog", { name: "Edit team member" });
  await expect(edit.getByRole("textbox", { name: "Email" })).toBeDisabled();
  await edit.getByRole("textbox", { name: "Job title" }).fill("Head of Recruitment");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Member updated")).toBeVisible();
  await expect(table.getByText("Head of Recruitment")).toBeVisible();

  // Deactivate through the bulk actions, with confirmation and a summary.
  await page.getByRole("checkbox", { name: "Select Lena Hartmann" }).check();
  await expect(page.getByText("1 member selected")).toBeVisible();
  await page.getByRole("button", { name: "Bulk actions" }).click();
  await page.getByRole("menuitem", { name: "Deactivate" }).click();
  const confirm = page.getByRole("dialog", { name: "Deactivate" });
  await expect(confirm.getByText("Deactivate 1 member?", { exact: false })).toBeVisible();
  await confirm.getByRole("button", { name: "Confirm" }).click();
  const summary = page.getByRole("dialog", { name: "Bulk action finished" });
  await expect(summary.getByText("1 member done.")).toBeVisible();
  await screenshot(page, "team-bulk-summary");
  await expectAccessible(page);
  await summary.getByRole("button", { name: "Done" }).click();
  await expect(table.getByText("Deactivated", { exact: true })).toBeVisible();

  // Bulk invite: client-side validation, then two invitations.
  await page.getByRole("button", { name: "Invite" }).click();
  const invite = page.getByRole("dialog", { name: "Invite colleagues" });
  await invite.getByRole("textbox", { name: "Email addresses" }).fill("not-an-email, ok@example.test");
  await invite.getByRole("button", { name: "Send invitations" }).click();
  await expect(invite.getByText("not-an-email is not a valid email address")).toBeVisible();
  await screenshot(page, "team-invite-error");
  await expectAccessible(page);
  const a = uniqueEmail("invite-a");
  const b = uniqueEmail("invite-b");
  await invite.getByRole("textbox", { name: "Email addresses" }).fill(`${a}, ${b}`);
  await invite.getByRole("button", { name: "Send invitations" }).click();
  await expect(invite.getByText("2 invitations sent.")).toBeVisible();
  await invite.getByRole("button", { name: "Done" }).click();
  await page.getByRole("textbox", { name: "Search members" }).fill(a);
  await expect(table.getByText(a)).toBeVisible();
  await expect(table.getByText("Invitation pending")).toBeVisible();
});

test("a member sees the team but no admin action", async ({ page }) => {
  await signInTo(page, "university.member@quad.test", "/team", "Team");
  // At this width the email has its own column (the stacked phone column is hidden).
  await expect(page.getByRole("table").getByRole("cell", { name: "university@quad.test", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Download CSV" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add member" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Invite" })).toHaveCount(0);
  await expect(page.getByRole("checkbox")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Edit / })).toHaveCount(0);
  await screenshot(page, "team-member");
  await expectAccessible(page);

  // The same screen in Chinese.
  await chooseLanguage(page, "中文");
  await expect(page.getByRole("heading", { level: 1, name: "团队" })).toBeVisible();
  await expect(page.getByText("已启用").first()).toBeVisible();
  // Mantine DataTable's sort state is named in Chinese too (it is English-only out of the box).
  await expect(page.getByRole("img", { name: "未排序" }).first()).toBeAttached();
  await expect(page.getByRole("img", { name: /sorted/i })).toHaveCount(0);
  await screenshot(page, "team-member-zh");
  await chooseLanguage(page, "English");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a member's whole email, status and edit action fit the screen without sideways scrolling", async ({ page }) => {
    await signInTo(page, "university@quad.test", "/team", "Team");
    const table = page.getByRole("table", { name: "Team members" });
    const row = table.getByRole("row").filter({ hasText: "daniel.university@quad.test" });
    await expect(row).toHaveCount(1);

    // The whole address is shown (wrapped, never cut) and lies inside the screen.
    const email = row.getByTestId("member-email");
    await email.scrollIntoViewIfNeeded();
    await expect(email).toHaveText("daniel.university@quad.test");
    await expect(email).toBeInViewport({ ratio: 1 });
    expect(await email.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    await expect(row.getByText("Active", { exact: true })).toBeInViewport({ ratio: 1 });
    await expect(row.getByRole("button", { name: "Edit Daniel Okoye" })).toBeInViewport({ ratio: 1 });

    // Nothing scrolls sideways: neither the page nor the table.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const scroller = page.locator(".mantine-datatable .mantine-ScrollArea-viewport").first();
    expect(await scroller.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(1);
    await screenshot(page, "team-phone");
    await expectAccessible(page);

    await row.getByRole("button", { name: "Edit Daniel Okoye" }).click();
    await expect(page.getByRole("dialog", { name: "Edit team member" })).toBeVisible();
  });
});

import { screenshot } from "./support/helpers.ts";
import { expect, type Page, test } from "./support/test.ts";
import { openPath, signInTo } from "./support/ui.ts";

/**
 * A university's webinar sessions (issue 10 §4): the admin creates a session (the form answers the spec's field
 * messages first), finds it in the list, edits it, opens its detail with its registrants (a demo session with
 * guests who joined and checked in), and takes part in a Quad event, adds nothing, and withdraws again, so a retry
 * finds the catalogue as it was. Each screen is photographed at desktop and phone width. Sessions are named per run.
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

test("a university creates, finds, edits and opens a session, and takes part in a Quad event", async ({ page }) => {
  test.setTimeout(180_000);
  const title = `Engineering webinar ${Date.now().toString(36)}`;
  await signInTo(page, "university@quad.test", "/event/sessions", "Event sessions");

  // Create: the spec's messages first, then a valid session.
  await page.getByRole("button", { name: "New session" }).first().click();
  const drawer = page.getByRole("dialog", { name: "New session" });
  await expect(drawer).toBeVisible();
  await drawer.getByRole("textbox", { name: "Meeting link" }).fill("zoom.example.test/j/42");
  await drawer.getByRole("button", { name: "Create session" }).click();
  await expect(drawer.getByText("Title is required")).toBeVisible();
  await expect(drawer.getByText("URL must start with http or https")).toBeVisible();
  await screenshot(page, "sessions-form-errors-desktop");
  await drawer.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await drawer.getByRole("textbox", { name: "Description" }).fill("Meet our engineering faculty and ask questions.");
  await drawer.getByRole("textbox", { name: "Meeting link" }).fill("https://zoom.example.test/j/42");
  await drawer.getByRole("textbox", { name: "Seats" }).fill("30");
  await drawer.getByRole("button", { name: "Add a speaker" }).click();
  await drawer.getByRole("textbox", { name: "Speaker 1 name" }).fill("Ada Fagus");
  await drawer.getByRole("textbox", { name: "Speaker 1 title" }).fill("Dean of Engineering");
  await drawer.getByRole("button", { name: "Create session" }).click();

  // The new session's detail opens.
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(/\/event\/sessions\/\d+$/);
  await expect(page.getByText("Ada Fagus · Dean of Engineering")).toBeVisible();
  await expect(page.getByText("No one has registered yet.")).toBeVisible();

  // Edit: a new title and an in-person venue.
  await page.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit session" });
  await edit.getByRole("textbox", { name: "Title", exact: true }).fill(`${title} (campus)`);
  await edit.getByText("In person", { exact: true }).click();
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit.getByText("Venue is required for an in-person session")).toBeVisible();
  await edit.getByRole("textbox", { name: "Venue" }).fill("Hall B");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${title} (campus)` })).toBeVisible();
  await expect(page.getByText("Hall B")).toBeVisible();

  // The list: found by search, with its filters in the URL.
  await openPath(page, "/event/sessions", "Event sessions");
  await page.getByRole("textbox", { name: "Search sessions" }).fill(title);
  await expect(page).toHaveURL(/q=Engineering/);
  await expect(page.getByText(`${title} (campus)`)).toBeVisible();
  await page.getByRole("textbox", { name: "Search sessions" }).fill("");
  await expect(page).not.toHaveURL(/q=/);
  await both(page, "sessions-list");

  // A demo session with guests: registrants and attendance.
  await page.getByRole("tab", { name: /Live/ }).click();
  await expect(page).toHaveURL(/tab=live/);
  await page.getByText("Campus open day").first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Campus open day" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Registrants and attendance" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Download CSV" })).toBeEnabled();
  await expect(page.getByText("Checked in").first()).toBeVisible();
  await both(page, "session-detail");

  // The Quad events catalogue: take part, then withdraw.
  await openPath(page, "/event/quad-events", "Quad events");
  const card = page.locator(".mantine-Paper-root", { hasText: "UK Universities Virtual Fair" }).first();
  await card.getByRole("button", { name: "Participate" }).click();
  await expect(card.getByText("Participating")).toBeVisible();
  await expect(card.getByText("You have no sessions in this event yet.")).toBeVisible();
  await both(page, "quad-events");
  await card.getByRole("button", { name: "Withdraw" }).click();
  await page
    .getByRole("dialog", { name: "Withdraw from this event?" })
    .getByRole("button", { name: "Withdraw" })
    .click();
  await expect(card.getByRole("button", { name: "Participate" })).toBeVisible();
});

import { NOTIFICATIONS_PAGE_SIZE } from "@quad/contract/api/notifications";
import { expectAccessible } from "./support/a11y.ts";
import { API, DEMO_PASSWORD, screenshot, storedToken, uniqueEmail } from "./support/helpers.ts";
import { type APIRequestContext, expect, type Page, test } from "./support/test.ts";
import { expectLoaded, openPath, reloadScreen, signIn, signInTo } from "./support/ui.ts";

/**
 * Notifications (spec 1 §2): the header bell with its unread badge, panel and live updates; the page with its
 * filters; each notification links where the spec says. The live journey uses the ApplicationClient institution
 * (the team journey changes the university's team, the visit journeys notify every school and university user),
 * the page journey reads client@quad.test's seeded notifications (its team's history and its direct apply).
 */

const bell = (page: Page) => page.getByRole("button", { name: /^Notifications/ });

/** A user's notification counts as the API gives them. */
async function countsOf(request: APIRequestContext, email: string) {
  const session = await request.post(`${API}/sessions`, { data: { email, password: DEMO_PASSWORD } });
  const { data } = (await session.json()) as { data: { id: number; authToken: string } };
  const list = (payload: object) =>
    request
      .post(`${API}/users/${data.id}/notifications`, {
        headers: { authentication_token: data.authToken },
        data: payload,
      })
      .then(
        (r) => r.json() as Promise<{ unread_count: number; read_count: number; total: number; filter_count: number }>,
      );
  const all = await list({ page_no: 1 });
  return {
    unread: all.unread_count,
    read: all.read_count,
    total: all.total,
  };
}

test("a notification raised by another admin appears live; its link opens; mark all as read clears the badge", async ({
  browser,
}) => {
  const watcherContext = await browser.newContext();
  const actorContext = await browser.newContext();
  const watcher = await watcherContext.newPage();
  const actor = await actorContext.newPage();

  await signIn(watcher, "daniel.client@quad.test");
  await expect(watcher).toHaveURL(/\/direct-apply/);
  // Start from nothing unread (a retry finds the first attempt's notifications).
  const token = await storedToken(watcher);
  const me = await watcher.request.get(`${API}/users/user_partner`, { headers: { authentication_token: token } });
  const { user } = (await me.json()) as { user: { id: number } };
  const cleared = await watcher.request.put(`${API}/users/${user.id}/notifications/mark_read`, {
    headers: { authentication_token: token },
    data: { notifications: { read_all: true } },
  });
  expect(cleared.ok(), await cleared.text()).toBe(true);
  await reloadScreen(watcher, "Applications");
  await expect(bell(watcher)).toHaveAccessibleName("Notifications");

  // Another admin of the same institution adds a member: the server notifies the other admins.
  await signInTo(actor, "client@quad.test", "/team", "Team");
  await actor.getByRole("button", { name: "Add member" }).click();
  const drawer = actor.getByRole("dialog", { name: "Add team member" });
  await drawer.getByRole("textbox", { name: "First name" }).fill("Noor");
  await drawer.getByRole("textbox", { name: "Last name" }).fill("Haddad");
  await drawer.getByRole("textbox", { name: "Email" }).fill(uniqueEmail("live"));
  await drawer.getByRole("button", { name: "Add member" }).click();
  await expect(actor.getByText("Member added")).toBeVisible();

  // Live: the badge counts it and a toast tells about it, without a reload. Both come from the same message and the
  // toast stays 3 s: both are watched from now on, not the toast after the badge (on a busy machine the badge's
  // check could end after the toast was gone).
  await Promise.all([
    expect(bell(watcher)).toHaveAccessibleName("Notifications, 1 unread", { timeout: 15_000 }),
    expect(watcher.getByText("New notification")).toBeVisible({ timeout: 15_000 }),
  ]);
  await bell(watcher).click();
  const panel = watcher.getByRole("dialog", { name: "Notifications" });
  const item = panel.getByRole("button", { name: /^Unread: .*Noor Haddad/ });
  await expect(item).toBeVisible();
  await screenshot(watcher, "notifications-bell-panel");
  await expectAccessible(watcher);

  // A Team notification links to the notifications page (spec 1 §2 "anything else"); opening it marks it read.
  await item.click();
  await expect(watcher).toHaveURL(/\/notifications$/);
  await expect(watcher.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  await expect(bell(watcher)).toHaveAccessibleName("Notifications");

  // A second live one, then "Mark all as read" in the panel clears the badge.
  await actor.getByRole("button", { name: "Add member" }).click();
  await drawer.getByRole("textbox", { name: "First name" }).fill("Ravi");
  await drawer.getByRole("textbox", { name: "Last name" }).fill("Menon");
  await drawer.getByRole("textbox", { name: "Email" }).fill(uniqueEmail("live2"));
  await drawer.getByRole("button", { name: "Add member" }).click();
  await expect(bell(watcher)).toHaveAccessibleName("Notifications, 1 unread", { timeout: 15_000 });
  await expect(watcher.getByRole("button", { name: /^Unread: .*Ravi Menon/ })).toBeVisible();
  await bell(watcher).click();
  await panel.getByRole("button", { name: "Mark all as read" }).click();
  await expect(bell(watcher)).toHaveAccessibleName("Notifications");
  await expect(panel.getByRole("button", { name: /^Unread:/ })).toHaveCount(0);

  await watcherContext.close();
  await actorContext.close();
});

test("the notifications page filters by state and type, and a team notification opens the notifications page", async ({
  page,
  request,
}) => {
  // client@quad.test: the demo world notifies it of its team's history — Daniel Okoye added Sofia Marin (read) and,
  // yesterday, Amara Osei (unread) — and of its direct apply: students' applications and the programs its colleague
  // activated, read when older than three days (an application client has no visits). No other journey notifies it
  // (visits notify schools and universities; the live journey above notifies the client team's other admins). Only
  // the read one is opened, so a retry finds the same counts.
  const { unread, read, total } = await countsOf(request, "client@quad.test");
  const page1 = (n: number) => Math.min(n, NOTIFICATIONS_PAGE_SIZE);
  expect(total).toBeGreaterThan(2);
  expect(unread).toBeGreaterThanOrEqual(1);
  expect(unread).toBeLessThanOrEqual(NOTIFICATIONS_PAGE_SIZE);
  await signIn(page, "client@quad.test");
  await expect(page).toHaveURL(/\/direct-apply/);
  // The signed-in half of the app loads first (on a busy machine the bell's list came 10 s after the click).
  await expectLoaded(page.getByRole("heading", { level: 1, name: "Applications" }));
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${unread} unread`, { timeout: 15_000 });
  await openPath(page, "/notifications", "Notifications");
  await expect(page.getByText(`${unread} unread · ${read} read · ${total} in total`)).toBeVisible();
  await expect(page.getByText(`Showing ${page1(total)} of ${total}`)).toBeVisible();
  await screenshot(page, "notifications-page");
  await expectAccessible(page);

  await page.getByRole("radiogroup", { name: "Show" }).getByText("Unread", { exact: true }).click();
  await expect(page).toHaveURL(/state=unread/);
  await expect(page.getByText(`Showing ${unread} of ${unread}`)).toBeVisible();
  await expect(page.getByRole("button", { name: /Amara Osei/ })).toBeVisible();

  await page.getByRole("textbox", { name: "Search notifications" }).fill("zzz-nothing");
  await expect(page.getByText("No notifications match these filters")).toBeVisible();
  await screenshot(page, "notifications-empty");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page.getByText(`Showing ${page1(total)} of ${total}`)).toBeVisible();

  const typeFilter = page
    .getByRole("textbox", { name: "Notification type" })
    .or(page.getByRole("combobox", { name: "Notification type" }))
    .first();
  await typeFilter.click();
  await page.getByRole("option", { name: "Visit", exact: true }).click();
  await expect(page).toHaveURL(/type=Event/);
  await expect(page.getByText("No notifications match these filters")).toBeVisible();
  await typeFilter.click();
  await page.getByRole("option", { name: "Application", exact: true }).click();
  await expect(page).toHaveURL(/type=StudentApplication/);
  await expect(page.getByRole("button", { name: / applied to / }).first()).toBeVisible();
  await typeFilter.click();
  await page.getByRole("option", { name: "Team", exact: true }).click();
  await expect(page).toHaveURL(/type=Team/);
  await expect(page.getByText("Showing 2 of 2")).toBeVisible();
  // A Team notification leads to the notifications page (spec 1 §2 "anything else"): here, it stays on it.
  await page.getByRole("button", { name: /Daniel Okoye added Sofia Marin to the team/ }).click();
  await expect(page).toHaveURL(/\/notifications(\?|$)/);
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${unread} unread`);
});

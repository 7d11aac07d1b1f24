import { ACCOUNTS, API, screenshot, storedToken } from "./support/helpers.ts";
import { expect, type Page, test } from "./support/test.ts";
import { expectLoaded, openPath, signInAt } from "./support/ui.ts";

/**
 * Zoom (issue 25 §2) against the loopback fake of Zoom's OAuth and API that global-setup starts: the application
 * client's admin signs in with `?zoom` (spec 1 §2), goes through Zoom's consent and lands on /zoom, which shows the
 * connection with the Zoom account's email; an online session then gets a Zoom meeting in one click, and the
 * connection is ended again so a retry starts from the same place. Each screen at desktop and phone width, in
 * English and Chinese. The application client has no visits, so the automatic meetings of confirmed visits never
 * run for it while the journey is connected.
 */

const ZOOM_EMAIL = "visits.zoom@example.test";
const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };

async function both(page: Page, name: string) {
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(phone);
  await page.waitForTimeout(300);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} fits a phone`).toBeLessThanOrEqual(0);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(desktop);
  await page.waitForTimeout(300);
}

test("a partner connects Zoom through sign-in, sees the connection, and an online session gets its Zoom meeting", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openPath(page, "/sign-in?zoom", "Sign in to Quad");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("client@quad.test");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("quad-demo");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();

  // Zoom's consent comes back to /zoom, which trades the code and shows the connection.
  await expect(page).toHaveURL(/\/zoom$/, { timeout: 30_000 });
  await expectLoaded(page.getByRole("heading", { level: 1, name: "Zoom is connected" }));
  await expect(page.getByText(ZOOM_EMAIL)).toBeVisible();
  await both(page, "zoom-connected");

  // An online session of the client, made through the API, gets its meeting on its detail page.
  const token = await storedToken(page);
  const start = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
  const created = await page.request.post(`${API}/partner_webinars`, {
    headers: { authentication_token: token },
    data: {
      title: `Zoom journey session ${Date.now().toString(36)}`,
      start_at: `${start}T15:00`,
      end_at: `${start}T16:00`,
      timezone: "America/New_York",
    },
  });
  expect(created.status()).toBe(201);
  const session = (await created.json()).webinar as { id: number; title: string };
  await openPath(page, `/event/sessions/${session.id}`, session.title);
  const card = page.getByRole("region", { name: "Online meeting" });
  await expect(card.getByText("No meeting link yet.")).toBeVisible();
  await card.getByRole("button", { name: "Create a Zoom meeting" }).click();
  const link = card.getByRole("link", { name: /^https:\/\/zoom\.example\.test\/j\/\d+$/ });
  await expect(link).toBeVisible();
  await expect(card.getByText("Zoom meeting", { exact: true })).toBeVisible();
  // The session's join address is the meeting now.
  await expect(page.getByRole("link", { name: (await link.textContent()) ?? "" })).toHaveCount(2);
  await both(page, "zoom-session-meeting");

  // In Chinese.
  await page.evaluate(() => {
    const raw = window.localStorage.getItem("quad-portal");
    if (!raw) return;
    const parsed = JSON.parse(raw);
    parsed.state.locale = "zh-CN";
    parsed.state.localeSource = "user";
    window.localStorage.setItem("quad-portal", JSON.stringify(parsed));
  });
  await page.goto("/zoom");
  await expectLoaded(page.getByRole("heading", { level: 1, name: "Zoom 已连接" }));
  await both(page, "zoom-connected-zh");
  await page.goto(`/event/sessions/${session.id}`);
  await expect(page.getByRole("region", { name: "在线会议" }).getByText("Zoom 会议", { exact: true })).toBeVisible();
  await both(page, "zoom-session-meeting-zh");
  await page.evaluate(() => {
    const raw = window.localStorage.getItem("quad-portal");
    if (!raw) return;
    const parsed = JSON.parse(raw);
    parsed.state.locale = "en-US";
    window.localStorage.setItem("quad-portal", JSON.stringify(parsed));
  });

  // The meeting is removed (deleted in Zoom too), and Zoom disconnected: the page offers to connect again.
  await page.goto(`/event/sessions/${session.id}`);
  const again = page.getByRole("region", { name: "Online meeting" });
  await again.getByRole("button", { name: "Remove the meeting" }).click();
  await expect(again.getByText("No meeting link yet.")).toBeVisible();
  await page.goto("/zoom");
  await expectLoaded(page.getByRole("heading", { level: 1, name: "Zoom is connected" }));
  await page.getByRole("button", { name: "Disconnect Zoom" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Zoom is not connected" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Connect Zoom" })).toBeVisible();
  await both(page, "zoom-not-connected");

  // A return that was refused says so, with a way back.
  await page.goto("/zoom?error=access_denied");
  await expectLoaded(page.getByRole("heading", { level: 1, name: "Zoom could not be connected" }));
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  await both(page, "zoom-failed");
});

test("a university without Zoom pastes a meeting link on a confirmed visit, sees it, and removes it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAt(page, ACCOUNTS.university, "/dashboard", "Dashboard");
  const token = await storedToken(page);
  const listed = await page.request.post(`${API}/events`, {
    headers: { authentication_token: token },
    data: { tab: "upcoming", status: "confirm", per_page: 5 },
  });
  expect(listed.status()).toBe(200);
  const visit = ((await listed.json()).events as { id: number }[])[0];
  expect(visit, "a confirmed upcoming visit in the demo world").toBeTruthy();
  await page.goto(`/events-list/${visit?.id}`);
  const card = page.getByRole("region", { name: "Online meeting" });
  await expectLoaded(card.getByText("No meeting link yet."));
  await expect(card.getByRole("link", { name: "Connect Zoom to create meetings" })).toBeVisible();
  await card.getByRole("button", { name: "Paste a link" }).click();
  await card.getByRole("textbox", { name: "Meeting link" }).fill("meet.example.test/visit");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(card.getByText("URL must start with http or https")).toBeVisible();
  await card.getByRole("textbox", { name: "Meeting link" }).fill("https://meet.example.test/visit-e2e");
  await card.getByRole("textbox", { name: "Instructions" }).fill("Passcode 4821. Join five minutes early.");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(card.getByRole("link", { name: "https://meet.example.test/visit-e2e" })).toBeVisible();
  await expect(card.getByText("Passcode 4821. Join five minutes early.")).toBeVisible();
  await both(page, "zoom-visit-meeting");
  await card.getByRole("button", { name: "Remove the meeting" }).click();
  await expect(card.getByText("No meeting link yet.")).toBeVisible();
});

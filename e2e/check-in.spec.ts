import { buildCheckInQr } from "@quad/contract/rules/check-in";
import QRCode from "qrcode";
import { expectAccessible } from "./support/a11y.ts";
import { API, screenshot, storedToken, uniqueEmail } from "./support/helpers.ts";
import { chooseLanguage } from "./support/language.ts";
import { type APIRequestContext, expect, type Page, test } from "./support/test.ts";
import { openPath, signIn, signInTo } from "./support/ui.ts";

/**
 * QR check-in (spec 2 §2 "QR scan screen: add students to an event"): the university admin picks its live demo event,
 * the browser refuses the camera, codes are read from images (invalid, unreadable, another event's, a registered
 * student's twice), a student is found by school and email and checked in, an unknown one is registered as a walk-in,
 * the participants list pages and filters; a school colleague sees the screen in Chinese.
 * Only check-in data is changed: students not yet checked in are picked through the API at run time, walk-ins have
 * unique addresses, so a retry or a parallel run finds fresh ones. Nothing of the server is mocked.
 */

interface Participant {
  student_id: number;
  first_name: string;
  last_name: string;
  email: string;
  school: { id: number; name: string } | null;
  checked_in: boolean;
}

async function api<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`${API}/${path}`, { headers: { authentication_token: token } });
  expect(res.ok(), `GET ${path} answered ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

async function eventCounts(request: APIRequestContext, token: string, id: number) {
  const body = await api<{ event: { checked_in_count: number; registered_count: number } }>(
    request,
    token,
    `events/${id}/mobile_event_detail`,
  );
  return body.event;
}

/** Registered students of the event not checked in yet, with a directory school. */
async function waiting(request: APIRequestContext, token: string, id: number): Promise<Participant[]> {
  const body = await api<{ participants: Participant[] }>(
    request,
    token,
    `events/${id}/mobile_event_detail?status=not_checked_in`,
  );
  return body.participants.filter((p) => p.school !== null);
}

async function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: "png", width: 360, margin: 4 });
}

/** Chooses an image in the "Choose an image" file picker, as a user does. */
async function chooseImage(page: Page, name: string, buffer: Buffer): Promise<void> {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Choose an image" }).click();
  await (await chooser).setFiles({ name, mimeType: "image/png", buffer });
}

const feedback = (page: Page) => page.getByTestId("scan-feedback");

test("a university checks students in by image, by lookup and as walk-ins; a refused camera says how to fix it", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // The browser refuses the camera, as after a click on "Block" (the page's own permission request is rejected).
  await page.addInitScript(() => {
    if (navigator.mediaDevices) {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
    }
  });
  await signIn(page, "university@quad.test");
  await expect(page).toHaveURL(/\/dashboard/);
  const token = await storedToken(page);

  // The event picker: the live demo event first.
  await openPath(page, "/events/check-in", "Check in students");
  const card = page.getByRole("article", { name: "Campus open day" });
  await expect(card.getByText("Live")).toBeVisible();
  await expect(page.getByRole("article", { name: "Engineering info session" }).getByText("Upcoming")).toBeVisible();
  await expect(page.getByRole("article", { name: "Scholarships evening" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Back to visits" })).toHaveAttribute("href", "/events");
  await screenshot(page, "check-in-events");

  await page.getByRole("button", { name: "Check in students to Campus open day" }).click();
  await expect(page).toHaveURL(/webinar_id=\d+/);
  const eventId = Number(new URL(page.url()).searchParams.get("webinar_id"));
  const before = await eventCounts(request, token, eventId);
  await expect(page.getByTestId("check-in-count")).toHaveText(
    `${before.checked_in_count} of ${before.registered_count} checked in`,
  );
  await expect(page.getByRole("heading", { level: 2, name: "Campus open day" })).toBeVisible();
  await expect(page.getByText(/\(GMT[+-]\d\d:\d\d\) /).first()).toBeVisible();
  await screenshot(page, "check-in-desk");

  // Camera refused: the spec's message with how to fix it, and the other ways in.
  await page.getByRole("button", { name: "Start camera" }).click();
  const denied = page.getByRole("alert").filter({ hasText: "Camera permission denied for QR scanning" });
  await expect(denied).toBeVisible();
  await expect(denied.getByText("Set Camera to Allow for this site", { exact: false })).toBeVisible();
  await expect(denied.getByRole("button", { name: "Try again" })).toBeVisible();
  await screenshot(page, "check-in-camera-denied");

  // Scan from an image: not a check-in code, no code at all, another event's code.
  await denied.getByRole("button", { name: "Scan from an image" }).click();
  await chooseImage(page, "menu.png", await qrPng("https://example.com/menu?table=4"));
  await expect(feedback(page)).toContainText("Invalid QR code");
  await expect(feedback(page)).toContainText("not a Quad check-in code");
  await screenshot(page, "check-in-invalid-code");
  const noCode = await page.getByRole("heading", { level: 1 }).screenshot();
  await chooseImage(page, "heading.png", noCode);
  await expect(feedback(page)).toContainText("QR code not readable");
  const otherEvent = buildCheckInQr(new URL(page.url()).origin, { student_id: 1, webinar_id: eventId + 1000 });
  await chooseImage(page, "other.png", await qrPng(otherEvent));
  await expect(feedback(page)).toContainText("QR code for another event");

  // A registered student's code: checked in once; the same code again says already checked in.
  const [scanned, looked] = await waiting(request, token, eventId);
  if (!scanned || !looked) throw new Error("the demo event has no students left to check in");
  const scannedName = `${scanned.first_name} ${scanned.last_name}`;
  const code = await qrPng(
    buildCheckInQr(new URL(page.url()).origin, { student_id: scanned.student_id, webinar_id: eventId }),
  );
  await chooseImage(page, "student.png", code);
  await expect(feedback(page)).toContainText(`${scannedName} is checked in.`);
  const recent = page.getByRole("list", { name: "Checked in from this screen" });
  await expect(recent.getByText(scannedName)).toBeVisible();
  await expect(page.getByTestId("check-in-count")).toHaveText(
    new RegExp(`^(${before.checked_in_count + 1}|\\d+) of ${before.registered_count} checked in$`),
  );
  await screenshot(page, "check-in-scanned");
  await chooseImage(page, "student.png", code);
  await expect(feedback(page)).toContainText("Already checked in");
  await expect(feedback(page)).toContainText(`${scannedName} was already checked in at`);
  expect((await eventCounts(request, token, eventId)).checked_in_count).toBeGreaterThan(before.checked_in_count);

  // Manual: find a registered student by school and email, then check them in.
  await page.getByRole("radiogroup", { name: "How to check in" }).getByText("Manual", { exact: true }).click();
  const school = page.getByRole("combobox", { name: "School" });
  await school.fill(looked.school?.name ?? "");
  await page
    .getByRole("option", { name: new RegExp(`^${looked.school?.name}`) })
    .first()
    .click();
  await page.getByRole("textbox", { name: "Student's email" }).fill(looked.email);
  await page.getByRole("button", { name: "Find student" }).click();
  const result = page.getByRole("group", { name: "Student found" });
  await expect(result.getByText(`${looked.first_name} ${looked.last_name}`)).toBeVisible();
  await screenshot(page, "check-in-manual");
  await result.getByRole("button", { name: "Check in" }).click();
  await expect(feedback(page)).toContainText(`${looked.first_name} ${looked.last_name} is checked in.`);

  // Unknown email at that school: offered as a walk-in, registered with the form's checks, then checked in.
  const walkInEmail = uniqueEmail("walk-in");
  await page.getByRole("textbox", { name: "Student's email" }).fill(walkInEmail);
  await page.getByRole("button", { name: "Find student" }).click();
  const notFound = page.getByRole("alert").filter({ hasText: "No student found" });
  await expect(notFound).toBeVisible();
  await notFound.getByRole("button", { name: "Register walk-in" }).click();
  const dialog = page.getByRole("dialog", { name: "Register a walk-in" });
  await expect(dialog.getByRole("textbox", { name: "Email" })).toHaveValue(walkInEmail);
  await expect(dialog.getByRole("combobox", { name: "School" })).toHaveValue(looked.school?.name ?? "");
  await dialog.getByRole("button", { name: "Register and check in" }).click();
  await expect(dialog.getByText("First name is required")).toBeVisible();
  await expect(dialog.getByText("Graduation year is required for students")).toBeVisible();
  await screenshot(page, "check-in-walk-in");
  await dialog.getByRole("textbox", { name: "First name" }).fill("Walker");
  await dialog.getByRole("textbox", { name: "Last name" }).fill("Inman");
  await dialog.getByRole("combobox", { name: "Graduation year" }).click();
  await page.getByRole("option", { name: String(new Date().getFullYear() + 1), exact: true }).click();
  await dialog.getByRole("button", { name: "Register and check in" }).click();
  await expect(dialog).toBeHidden();
  await expect(feedback(page)).toContainText("Walker Inman is checked in.");
  await expect(recent.getByText("Walker Inman")).toBeVisible();

  // The participants list: the walk-in is there, checked in as a walk-in; filters and paging.
  const participants = page.getByRole("table", { name: "Participants" });
  await page.getByRole("textbox", { name: "Search by name or email" }).fill(walkInEmail);
  // Once the search applies, only this walk-in is listed (a retry's earlier Walker Inman has another email).
  await expect(participants.getByText("Walker Inman")).toHaveCount(1);
  await expect(participants.getByText(walkInEmail)).toBeVisible();
  await expect(participants.getByText(/Walk-in/)).toBeVisible();
  await page.getByRole("textbox", { name: "Search by name or email" }).fill("");
  await page
    .getByRole("radiogroup", { name: "Show participants" })
    .getByText("Not checked in", { exact: true })
    .click();
  await expect(participants.getByText("Checked in", { exact: true })).toHaveCount(0);
  const rowButton = participants.getByRole("button", { name: /^Check in / }).first();
  const rowName = ((await rowButton.getAttribute("aria-label")) ?? "").replace(/^Check in /, "");
  await rowButton.click();
  await expect(feedback(page)).toContainText(`${rowName} is checked in.`);
  await page.getByRole("radiogroup", { name: "Show participants" }).getByText("All", { exact: true }).click();
  await expect(page.getByText(/^Showing 20 of \d+ \(\d+ registered\)$/)).toBeVisible();
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(page.getByText(/^Showing (\d+) of \1 \(\d+ registered\)$/)).toBeVisible();
  // A full-page screenshot draws the sticky header where the page is scrolled to.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, "check-in-participants");
});

test("a school colleague checks in on a phone, and in Chinese", async ({ page, request }) => {
  test.setTimeout(120_000);
  // sofia.school is used by no other journey: her language choice is stored on her account.
  await page.setViewportSize({ width: 390, height: 844 });
  await signInTo(page, "sofia.school@quad.test", "/events/check-in", "Check in students");
  await expect(page.getByRole("article", { name: "University fair" }).getByText("Live")).toBeVisible();
  await screenshot(page, "check-in-events-phone");
  await page.getByRole("button", { name: "Check in students to University fair" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "University fair" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Participants" }).getByRole("row").nth(1)).toBeVisible();
  await screenshot(page, "check-in-desk-phone");

  // A student's code read by the phone's own camera app opens the check-in link: the student is checked in.
  const token = await storedToken(page);
  const fairId = Number(new URL(page.url()).searchParams.get("webinar_id"));
  const [student] = await waiting(request, token, fairId);
  if (!student) throw new Error("the demo fair has no students left to check in");
  const link = new URL(
    buildCheckInQr(new URL(page.url()).origin, { student_id: student.student_id, webinar_id: fairId }),
  );
  await openPath(page, link.pathname + link.search, "Check in students");
  await expect(feedback(page)).toContainText(`${student.first_name} ${student.last_name} is checked in.`);
  await expect(page).toHaveURL(new RegExp(`webinar_id=${fairId}$`));
  await screenshot(page, "check-in-link-phone");

  await page.setViewportSize({ width: 1440, height: 900 });
  await chooseLanguage(page, "中文");
  await expect(page.getByRole("heading", { level: 1, name: "学生签到" })).toBeVisible();
  await expect(page.getByText(/^已签到 \d+ \/ \d+ 人$/)).toBeVisible();
  await expect(page.getByRole("radiogroup", { name: "签到方式" })).toBeVisible();
  await screenshot(page, "check-in-desk-zh-CN");
  await page.getByRole("button", { name: "更换活动" }).click();
  await expect(page.getByRole("button", { name: "学生签到：University fair" })).toBeVisible();
  await screenshot(page, "check-in-events-zh-CN");
  await chooseLanguage(page, "English");
  await expect(page.getByRole("heading", { level: 1, name: "Check in students" })).toBeVisible();
});

test("the events to check in to pass axe in Chinese: a readable Live badge, buttons named by what they show", async ({
  page,
}) => {
  await signInTo(page, "sofia.school@quad.test", "/events/check-in", "Check in students");
  const fair = page.getByRole("article", { name: "University fair" });
  await expect(fair.getByText("Live")).toBeVisible();
  await chooseLanguage(page, "中文");
  await expect(page.getByRole("heading", { level: 1, name: "学生签到" })).toBeVisible();
  await expect(fair.getByText("进行中")).toBeVisible();
  // The visible words start the accessible name (WCAG 2.5.3): voice control users say what they see.
  await expect(fair.getByRole("button", { name: "学生签到：University fair" })).toBeVisible();
  await screenshot(page, "check-in-events-live-zh-CN");
  // Off by default in axe (experimental): label in name; color-contrast covers the filled Live badge.
  await expectAccessible(page, ["label-content-name-mismatch"]);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(fair.getByRole("button", { name: "学生签到：University fair" })).toBeVisible();
  await screenshot(page, "check-in-events-live-zh-CN-phone");
  await expectAccessible(page, ["label-content-name-mismatch"]);
  await page.getByRole("button", { name: "切换导航" }).click();
  await page.getByRole("navigation", { name: "主导航" }).getByText("English", { exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check in students" })).toBeVisible();
  await screenshot(page, "check-in-events-live-phone");
});

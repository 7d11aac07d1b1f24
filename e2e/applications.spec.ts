import { deflateSync } from "node:zlib";
import { expectAccessible } from "./support/a11y.ts";
import {
  bothWidths as both,
  DESKTOP as desktop,
  GUEST_API,
  type Guest,
  type Headers,
  isoDay,
  makeStudent as makeGuestStudent,
  partnerSession,
  pdfBytes,
  signInGuest,
  switchLanguage,
} from "./support/direct-apply.ts";
import { API, screenshot } from "./support/helpers.ts";
import { type APIRequestContext, expect, test } from "./support/test.ts";
import { expectLoaded, settle, signInTo } from "./support/ui.ts";

/**
 * Direct apply's student applications (issue 13 §2, §3) on data made per run through the real APIs: university@
 * creates and activates a program (one open intake round, one course, an academic transcript required); a student
 * guest is made through the guest API with a complete profile. In the browser the student applies from the
 * university's page in the webinar area with a PDF transcript; the university finds the application with the
 * program filter and the search, opens it (from its notification too), previews the transcript inline, runs the
 * review to a result (offer letter uploaded as an image), marks the deposit paid through the Yes/No confirmation,
 * uploads and deletes a UCAS report, comments, and sees a bulk action refused for that record; the student sees the
 * result in My applications. An application client lands on /direct-apply/applications; a school sees the
 * applications its students shared with it. Both languages, axe, phone layouts, screenshots `applications-*`. Everything is named per run.
 */

/** Named per beforeAll: a retry or a repeated copy makes its own program and student. */
let run = "";
let programName = "";
const courseName = "Machine Learning";

/** A small solid PNG (an offer letter's scan). */
function pngBytes(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

type Applicant = Guest & { first: string };

async function makeStudent(request: APIRequestContext, first: string): Promise<Applicant> {
  const guest = await makeGuestStudent(request, {
    first,
    last: "Okafor",
    tag: "applicant",
    city: "Lagos",
    timezone: "Africa/Lagos",
    date_of_birth: "2008-06-14",
    school: { institute_name: "Lekki British School" },
  });
  return { ...guest, first };
}

test.describe.configure({ mode: "serial" });

let university: { headers: Headers; partnerId: number };
let programId: number;
let student: Applicant;
let applicationId: number;

test.beforeAll(async ({ request }) => {
  run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  programName = `Data Science BSc ${run}`;
  university = await partnerSession(request, "university@quad.test");
  const res = await request.post(`${API}/programs`, {
    headers: university.headers,
    data: {
      name: programName,
      program_type: "undergraduate",
      currency: "USD",
      application_fee: "75",
      min_cost: "18,000",
      max_cost: "24,000",
      description: "Statistics, programming and machine learning with a final-year industry project.",
      intake_rounds: [
        { name: `Fall ${run}`, opening_date: isoDay(-10), deadline: isoDay(60), start_date: isoDay(200) },
      ],
      courses: [{ name: courseName }],
      required_documents: ["transcript"],
      action: "activate",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { program } = (await res.json()) as { program: { id: number; status: string } };
  expect(program.status).toBe("active");
  programId = program.id;
  student = await makeStudent(request, `Amara${run}`);
});

test("a student applies from the university's page with a transcript and follows it in My applications", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: desktop });
  await signInGuest(context, student);
  const page = await context.newPage();
  await page.goto(`/webinars/institutions/${university.partnerId}`);
  const programs = page.getByRole("region", { name: "Programs" });
  await expectLoaded(programs);
  const card = programs.getByRole("article", { name: programName });
  await expect(card.getByText("Taking applications")).toBeVisible();
  await expect(card.getByText("Documents needed: Academic transcript")).toBeVisible();
  await card.getByRole("button", { name: `Apply to ${programName}` }).click();

  const dialog = page.getByRole("dialog", { name: `Apply to ${programName}` });
  await expect(dialog).toBeVisible();
  // The only open round and the only course are chosen for the student; the transcript is asked for.
  await expect(dialog.getByRole("combobox", { name: "Intake round" })).toHaveValue(new RegExp(`^Fall ${run}`));
  await expect(dialog.getByRole("combobox", { name: "Course" })).toHaveValue(courseName);
  await dialog.getByRole("button", { name: "Submit application" }).click();
  await expect(dialog.getByText("Academic transcript is required")).toBeVisible();
  await both(page, "applications-guest-apply");
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: "transcript.pdf", mimeType: "application/pdf", buffer: pdfBytes(`Transcript ${run}`) });
  await expect(dialog.getByText("transcript.pdf")).toBeVisible();
  await dialog.getByRole("button", { name: "Submit application" }).click();
  await expect(dialog.getByText("Application submitted")).toBeVisible();
  await dialog.getByRole("link", { name: "See my applications" }).click();

  await expect(page).toHaveURL(/\/webinars\/my-sessions\?tab=applications$/);
  await expectLoaded(page.getByRole("heading", { level: 1, name: "My applications" }));
  const mine = page.getByRole("article", { name: programName });
  await expect(mine.locator('[data-status="submitted"]')).toHaveText("Submitted");
  await expect(mine.getByText(`Documents sent: Academic transcript (transcript.pdf)`)).toBeVisible();
  applicationId = Number(await mine.getAttribute("data-application"));
  expect(applicationId).toBeGreaterThan(0);
  await expectAccessible(page);
  await both(page, "applications-guest-mine");

  // The program now says where the application stands and leads to it, instead of a plain Apply (issue 24 §4).
  await page.goto(`/webinars/institutions/${university.partnerId}`);
  // The card by its program's name (the section's heading is translated).
  const applied = page.getByRole("article", { name: programName });
  await expect(applied.getByText("Applied", { exact: true })).toBeVisible();
  await expect(applied.getByText("Submitted", { exact: true })).toBeVisible();
  await expect(applied.getByRole("button", { name: `Apply to ${programName}` })).toHaveCount(0);
  await expect(applied.getByRole("link", { name: `View my application to ${programName}` })).toBeVisible();
  await expectAccessible(page);
  await both(page, "applications-guest-programs");
  // A second application to the same program is a 409 with the catalogue's body, whatever the form holds.
  const again = await page.request.post(`${GUEST_API}/programs/${programId}/apply`, {
    headers: { authentication_token: student.token },
    multipart: { intake_round_id: "" },
  });
  expect(again.status()).toBe(409);
  expect(await again.json()).toMatchObject({
    error: "You have already applied to this program",
    application_id: applicationId,
  });
  await applied.getByRole("link", { name: `View my application to ${programName}` }).click();
  await expect(page).toHaveURL(/\/webinars\/my-sessions\?tab=applications$/);
  await expect(page.getByRole("article", { name: programName })).toBeVisible();
  // In Chinese: the same state.
  await page.goto(`/webinars/institutions/${university.partnerId}`);
  await expectLoaded(applied);
  const group = page.getByRole("radiogroup", { name: /^(Interface language|界面语言)$/ }).first();
  await expect(group).toBeVisible();
  await group.getByText("中文", { exact: true }).click();
  await expect(applied.getByText("已申请", { exact: true })).toBeVisible();
  await expect(applied.getByText("已提交", { exact: true })).toBeVisible();
  await both(page, "applications-guest-programs-zh");
  await group.getByText("English", { exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await context.close();
});

test("the university filters, opens the application, previews the transcript, reviews it to a result and marks the deposit paid", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const name = `${student.first} Okafor`;
  await signInTo(page, "university@quad.test", "/direct-apply/applications", "Applications");

  // The program filter (a look-up with counts) and the search, both in the address.
  await page.getByRole("combobox", { name: "Program", exact: true }).click();
  await page.getByRole("option", { name: new RegExp(`^${programName}`) }).click();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(new RegExp(`[?&]program=${programId}(&|$)`));
  await expect(page.getByRole("group", { name: "Active filters" }).getByText(`Program: ${programName}`)).toBeVisible();
  await page.getByRole("textbox", { name: "Search by student, email or program" }).fill(student.first);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${student.first}`));
  const table = page.getByRole("table", { name: "Applications" });
  const row = table.getByRole("row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByText("New", { exact: true })).toBeVisible();
  await expect(row.locator('[data-status="submitted"]')).toBeVisible();
  await expect(row.getByText("0 days in status")).toBeVisible();
  await expect(page.locator('[data-count="upcoming"]')).toHaveText("1");
  // Sort by student from the column header: in the address too.
  await table.getByRole("button", { name: /^Student/ }).click();
  await expect(page).toHaveURL(/[?&]sort=first_name&dir=asc/);
  await expectAccessible(page);
  await both(page, "applications-list");

  // Download: the tab under the same question as a CSV (download: true answers a signed csv_url, opened).
  const answer = page.waitForResponse(
    (r) => r.url().endsWith(`${API}/student_applications`) && r.request().postDataJSON()?.download === true,
  );
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Download" }).click();
  const { csv_url } = (await (await answer).json()) as { csv_url: string };
  await (await popup).close();
  const csv = await page.request.get(csv_url);
  expect(csv.ok()).toBe(true);
  expect(await csv.text()).toContain(student.first);

  // The address is the filter: a reload keeps it.
  await page.reload();
  await expect(table.getByRole("row").filter({ hasText: name })).toHaveCount(1);
  await row.getByText(name).click();
  await expect(page).toHaveURL(`/direct-apply/applications/${applicationId}`);
  await expectLoaded(page.getByRole("heading", { level: 1, name }));

  // Sections of the applicant.
  const applicant = page.getByRole("region", { name: "Applicant" });
  await expect(applicant.getByText("Lagos")).toBeVisible();
  await applicant.getByRole("tab", { name: "Education" }).click();
  await expect(applicant.getByText("Lekki British School")).toBeVisible();

  // The transcript previewed in the page (pdf.js draws it on a canvas).
  const documents = page.getByRole("region", { name: "Supporting documents" });
  await documents.getByRole("button", { name: "Preview Academic transcript" }).click();
  const preview = page.getByRole("region", { name: "Preview of Academic transcript · transcript.pdf" });
  await expect(preview.locator('canvas[data-pdf-page="1"]')).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(500);

  // Step 1: start review.
  const review = page.getByRole("region", { name: "Review" });
  await review.getByRole("button", { name: "Start review", exact: true }).click();
  await expect(page.getByText("Review started")).toBeVisible();
  // Step 2: the result.
  await review.getByRole("combobox", { name: "Result" }).click();
  await page.getByRole("option", { name: "Admitted", exact: true }).click();
  await review.getByRole("textbox", { name: "Note (optional)" }).fill("Strong maths; offer made.");
  await review.getByRole("button", { name: "Save result" }).click();
  await expect(page.getByText("Result saved: Admitted")).toBeVisible();
  // Step 3: an offer letter (an image), then the review is complete.
  await review
    .locator('input[type="file"]')
    .setInputFiles({ name: "offer.png", mimeType: "image/png", buffer: pngBytes(60, 40, [30, 110, 200]) });
  await review.getByRole("combobox", { name: "Document type" }).click();
  await page.getByRole("option", { name: "Offer letter" }).click();
  await review.getByRole("button", { name: "Upload document" }).click();
  await expect(review.getByText("Review complete")).toBeVisible();
  await documents.getByRole("button", { name: "Preview Offer letter" }).click();
  await expect(
    page.getByRole("region", { name: "Preview of Offer letter · offer.png" }).getByRole("img"),
  ).toBeVisible();
  await settle(page);
  await screenshot(page, "applications-detail-reviewed-desktop");

  // Deposit paid, after the Yes/No question: the application is completed.
  const deposit = page.getByRole("region", { name: "Deposit" });
  await deposit.getByRole("button", { name: "Deposit paid" }).click();
  const confirm = page.getByRole("dialog", { name: "Mark the deposit as paid?" });
  await confirm.getByRole("button", { name: "No" }).click();
  await expect(deposit.locator('[data-deposit="unknown"]')).toBeVisible();
  await deposit.getByRole("button", { name: "Deposit paid" }).click();
  await confirm.getByRole("button", { name: "Yes" }).click();
  await expect(deposit.locator('[data-deposit="paid"]')).toHaveText("Deposit paid");
  await expect(
    page.getByRole("heading", { level: 1, name }).locator("..").locator('[data-status="completed"]'),
  ).toBeVisible();

  // The UCAS report: uploaded, then deleted with its confirmation.
  const ucas = page.getByRole("region", { name: "UCAS" });
  await ucas
    .locator('input[type="file"]')
    .setInputFiles({ name: "ucas.pdf", mimeType: "application/pdf", buffer: pdfBytes("UCAS") });
  await ucas.getByRole("button", { name: "Upload report" }).click();
  await expect(ucas.getByText(/^ucas\.pdf · /)).toBeVisible();
  await ucas.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: "Delete the UCAS report?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("UCAS report deleted successfully")).toBeVisible();
  await expect(ucas.getByText("No UCAS report uploaded.")).toBeVisible();

  // A comment for the other reviewers.
  const comments = page.getByRole("region", { name: "Reviewers' comments" });
  await comments.getByRole("textbox", { name: "Add a comment" }).fill("Scholarship candidate: flag for the committee.");
  await comments.getByRole("button", { name: "Post comment" }).click();
  await expect(comments.getByText("Scholarship candidate: flag for the committee.")).toBeVisible();

  // The activity: who, when, from, to, note — newest first.
  const activity = page.getByRole("region", { name: "Activity" });
  await expect(activity.getByText("Status: Submitted → In review")).toBeVisible();
  await expect(activity.getByText("Result: Admitted")).toBeVisible();
  await expect(activity.getByText("Strong maths; offer made.").first()).toBeVisible();
  await expect(activity.getByText("Deposit paid")).toBeVisible();
  await expect(activity.getByText("UCAS report deleted")).toBeVisible();
  await expect(activity.getByText("Application submitted")).toBeVisible();
  await expectAccessible(page);
  await both(page, "applications-detail");

  // In Chinese: the detail's key texts.
  await switchLanguage(page, "中文");
  try {
    await expect(page.getByRole("region", { name: "审核" }).getByText("审核完成")).toBeVisible();
    await expect(page.getByRole("region", { name: "定金" }).locator('[data-deposit="paid"]')).toHaveText("定金已付");
    await expect(page.getByRole("region", { name: "动态" }).getByText("状态：已提交 → 审核中")).toBeVisible();
    await expectAccessible(page);
    await both(page, "applications-detail-zh");
    await page.goto(`/direct-apply/applications?program=${programId}&status=completed`);
    await expectLoaded(page.getByRole("heading", { level: 1, name: "申请" }));
    await expect(page.getByRole("group", { name: "当前筛选" }).getByText("状态：已完成")).toBeVisible();
    await page.getByRole("tab", { name: /往期/ }).click();
    await expect(page.getByRole("table", { name: "申请列表" }).getByText(name)).toBeVisible();
    await both(page, "applications-list-zh");
  } finally {
    await switchLanguage(page, "English");
  }
});

test("a bulk action refuses what the record's state does not allow; the notification leads to the application", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const name = `${student.first} Okafor`;
  await signInTo(
    page,
    "university@quad.test",
    `/direct-apply/applications?tab=past&program=${programId}`,
    "Applications",
  );
  const table = page.getByRole("table", { name: "Applications" });
  await table.getByRole("checkbox", { name: `Select ${name}` }).check();
  const bar = page.getByRole("region", { name: "1 application selected" });
  await bar.getByRole("button", { name: "Start review" }).click();
  const outcome = page.getByRole("dialog", { name: "Start review: what was done" });
  await expect(outcome.getByText("Done: 0 · Refused: 1")).toBeVisible();
  await expect(
    outcome.getByText("Only a submitted application can go into review; this one is Completed."),
  ).toBeVisible();
  await screenshot(page, "applications-bulk-refused-desktop");
  await outcome.getByRole("button", { name: "Close" }).last().click();

  // The notification of the new application opens it (spec 3 §2 notification links).
  await page.goto(`/notifications?q=${encodeURIComponent(programName)}`);
  await page.getByText(`${name} applied to ${programName}`).click();
  await expect(page).toHaveURL(`/direct-apply/applications/${applicationId}`);
  await expectLoaded(page.getByRole("heading", { level: 1, name }));
});

test("the decision is released, not leaked: Under review until the university releases it", async ({
  browser,
  page,
}) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ viewport: desktop });
  await signInGuest(context, student);
  const guestPage = await context.newPage();
  await guestPage.goto("/webinars/my-sessions?tab=applications");
  await expectLoaded(guestPage.getByRole("heading", { level: 1, name: "My applications" }));
  const mine = guestPage.getByRole("article", { name: programName });
  // Decided, the offer letter up and the deposit paid on the university's side: still under review for her.
  await expect(mine.locator('[data-status="in_review"]')).toHaveText("Under review");
  await expect(mine.locator("[data-result]")).toHaveCount(0);
  await expect(mine.locator("[data-shared-document]")).toHaveCount(0);
  await both(guestPage, "applications-guest-under-review");

  // The university releases it from the list, after a confirmation that says how many students will be told.
  const name = `${student.first} Okafor`;
  await signInTo(
    page,
    "university@quad.test",
    `/direct-apply/applications?tab=past&program=${programId}`,
    "Applications",
  );
  const table = page.getByRole("table", { name: "Applications" });
  const row = table.getByRole("row").filter({ hasText: name });
  await expect(row.locator('[data-release="held"]')).toHaveText("Not released");
  // The row stays selected when the dialog is cancelled (and the table's name is translated): selected once.
  await table.getByRole("checkbox", { name: `Select ${name}` }).check();
  const openRelease = async (button: string, title: string) => {
    await page.getByRole("button", { name: button }).click();
    return page.getByRole("dialog", { name: title });
  };
  let confirm = await openRelease("Release decisions", "Release decisions to students");
  await expect(confirm.getByText("1 student will be told their decision.")).toBeVisible();
  await confirm.getByText("At a chosen time", { exact: true }).click();
  await expect(confirm.getByText(/^1 student will be told their decision on /)).toBeVisible();
  await expectAccessible(page);
  await both(page, "applications-release-confirm");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await switchLanguage(page, "中文");
  try {
    confirm = await openRelease("发布结果", "向学生发布录取结果");
    await expect(confirm.getByText("将通知 1 名学生其结果。")).toBeVisible();
    await both(page, "applications-release-confirm-zh");
    await confirm.getByRole("button", { name: "取消" }).click();
  } finally {
    await switchLanguage(page, "English");
  }
  confirm = await openRelease("Release decisions", "Release decisions to students");
  await expect(confirm.getByText("1 student will be told their decision.")).toBeVisible();
  await confirm.getByRole("button", { name: "Release", exact: true }).click();
  await expect(page.getByText("1 decision is being released")).toBeVisible();

  // The job tells her: the decision, and the offer letter to download by its signed link.
  await expect(async () => {
    await guestPage.reload();
    await expect(mine.locator('[data-status="completed"]')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await expect(mine.locator('[data-result="admitted"]')).toHaveText("Admitted");
  const letter = mine.getByRole("link", { name: "Download Offer letter" });
  await expect(letter).toBeVisible();
  const file = await guestPage.request.get((await letter.getAttribute("href")) as string);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("image/png");
  await expectAccessible(guestPage);
  await both(guestPage, "applications-guest-released");
  await page.reload();
  await expect(row).toBeVisible();
  await expect(row.locator("[data-release]")).toHaveCount(0);
  await context.close();
});

test("the student sees the result in My applications, in English and Chinese", async ({ browser }) => {
  const context = await browser.newContext({ viewport: desktop });
  await signInGuest(context, student);
  const page = await context.newPage();
  // The header's bell tells of every status and result the university set (decision 056); one opens the list.
  await page.goto("/webinars");
  const bell = page.getByRole("button", { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  await expect(panel.getByText(`Your application to ${programName} at `).first()).toBeVisible();
  await expect(panel.getByText(`has decided on your application to ${programName}: admitted.`)).toBeVisible();
  await expectAccessible(page);
  await both(page, "applications-guest-notifications");
  await panel.getByText(`Your application to ${programName} at `).first().click();
  await expect(page).toHaveURL(/\/webinars\/my-sessions\?tab=applications$/);
  await expectLoaded(page.getByRole("heading", { level: 1, name: "My applications" }));
  const mine = page.getByRole("article", { name: programName });
  await expect(mine.locator('[data-status="completed"]')).toHaveText("Completed");
  await expect(mine.locator('[data-result="admitted"]')).toHaveText("Admitted");
  await expect(mine.getByText("You are admitted")).toBeVisible();
  await expect(mine.getByRole("button", { name: "Withdraw application" })).toHaveCount(0);
  await both(page, "applications-guest-result");
  const group = page.getByRole("radiogroup", { name: /^(Interface language|界面语言)$/ });
  await group.getByText("中文", { exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await expect(page.getByRole("heading", { level: 1, name: "我的申请" })).toBeVisible();
  await expect(mine.getByText("您已被录取")).toBeVisible();
  await expect(mine.locator('[data-result="admitted"]')).toHaveText("录取");
  await expectAccessible(page);
  await both(page, "applications-guest-result-zh");
  await page.getByRole("button", { name: /^通知/ }).click();
  await expect(
    page.getByRole("dialog", { name: "通知" }).getByText(`已对您申请的“${programName}”作出决定：录取。`),
  ).toBeVisible();
  await both(page, "applications-guest-notifications-zh");
  await context.close();
});

test("an application client lands on its applications; a school sees its students' shared ones", async ({ page }) => {
  await signInTo(page, "client@quad.test", "/direct-apply/applications", "Applications");
  // Its own applications only (none of the university's program).
  await expect(page.getByText(programName)).toHaveCount(0);
  // Its first day (no application anywhere): what to do first; or its list, if it has some.
  await expect(
    page.getByText("No applications yet").or(page.getByRole("table", { name: "Applications" })),
  ).toBeVisible();
  await expectAccessible(page);
  await both(page, "applications-client");

  const school = await page.context().browser()?.newContext({ viewport: desktop });
  if (!school) throw new Error("no browser");
  const schoolPage = await school.newPage();
  await signInTo(schoolPage, "school@quad.test", "/direct-apply/applications", "Applications");
  // Its students' shared applications (decision 072; the journey is school-applications.spec.ts).
  await expect(
    schoolPage.getByText("No shared applications yet").or(schoolPage.getByRole("table", { name: "Applications" })),
  ).toBeVisible();
  await expectAccessible(schoolPage);
  await both(schoolPage, "applications-school");
  await school.close();
});

test("an application client reviews an application to its own program: rejected, then closed without a deposit", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const client = await partnerSession(request, "client@quad.test");
  const made = await request.post(`${API}/programs`, {
    headers: client.headers,
    data: {
      name: `Business Foundation ${run}`,
      program_type: "foundation",
      currency: "GBP",
      intake_rounds: [
        { name: `Spring ${run}`, opening_date: isoDay(-5), deadline: isoDay(30), start_date: isoDay(120) },
      ],
      action: "activate",
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { program } = (await made.json()) as { program: { id: number; intake_rounds: { id: number }[] } };
  const applicant = await makeStudent(request, `Kofi${run}`);
  const applied = await request.post(`${GUEST_API}/programs/${program.id}/apply`, {
    headers: { authentication_token: applicant.token },
    multipart: { intake_round_id: String(program.intake_rounds[0]?.id) },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { application } = (await applied.json()) as { application: { id: number } };
  const name = `${applicant.first} Okafor`;

  await signInTo(page, "client@quad.test", `/direct-apply/applications?q=${applicant.first}`, "Applications");
  await page.getByRole("table", { name: "Applications" }).getByText(name).click();
  await expect(page).toHaveURL(`/direct-apply/applications/${application.id}`);
  await expectLoaded(page.getByRole("heading", { level: 1, name }));
  const review = page.getByRole("region", { name: "Review" });
  await review.getByRole("button", { name: "Start review", exact: true }).click();
  await expect(page.getByText("Review started")).toBeVisible();
  await review.getByRole("combobox", { name: "Result" }).click();
  await page.getByRole("option", { name: "Rejected", exact: true }).click();
  await review.getByRole("button", { name: "Save result" }).click();
  await expect(page.getByText("Result saved: Rejected")).toBeVisible();
  // No deposit on a refusal.
  await expect(
    page
      .getByRole("region", { name: "Deposit" })
      .getByText("A deposit is set only on an offer (admitted or conditional offer)."),
  ).toBeVisible();
  await review
    .locator('input[type="file"]')
    .setInputFiles({ name: "decision.pdf", mimeType: "application/pdf", buffer: pdfBytes("Decision") });
  await review.getByRole("button", { name: "Upload document" }).click();
  await expect(review.getByText("Close the application when nothing is left to do.", { exact: false })).toBeVisible();
  await review.getByRole("button", { name: "Mark as completed" }).click();
  await expect(page.getByText("Application completed")).toBeVisible();
  await expect(page.locator('[data-status="completed"]').first()).toBeVisible();
  await expectAccessible(page);
  await both(page, "applications-client-review");
});

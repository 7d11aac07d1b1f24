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
 * A school's side of direct apply (issue 24 §1; decisions 072–074) on data made per run through the real APIs: the
 * demo university activates a program asking for a transcript and a recommendation letter; a student of the demo
 * school (school@quad.test, named in their profile) applies in the browser and ticks "Share this application with
 * my school's counsellors". The school finds the application in its list (university filter, search), opens it,
 * adds its recommendation letter; the university sees it marked as from the school; the student stops sharing in My
 * applications and the school no longer finds it. The school's Programs is the catalogue. Both languages, axe,
 * phone layouts, screenshots `school-apply-*`.
 */

let run = "";
let programName = "";
let studentFirst = "";
let schoolName = "";
let universityName = "";

/** A student of the school (named in the profile), with a complete profile. */
async function makeStudent(request: APIRequestContext, first: string, schoolId: number): Promise<Guest> {
  const guest = await makeGuestStudent(request, {
    first,
    last: "Mensah",
    tag: "school-student",
    city: "Accra",
    timezone: "Africa/Accra",
    date_of_birth: "2009-02-11",
    school: { school_partner_id: schoolId },
  });
  expect(guest.data.school_partner_id).toBe(schoolId);
  return guest;
}

test.describe.configure({ mode: "serial" });

let university: { headers: Headers; partnerId: number };
let school: { headers: Headers; partnerId: number };
let student: Guest;
let applicationId = 0;

test.beforeAll(async ({ request }) => {
  run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  programName = `Marine Biology BSc ${run}`;
  studentFirst = `Efua${run}`;
  university = await partnerSession(request, "university@quad.test");
  school = await partnerSession(request, "school@quad.test");
  const res = await request.post(`${API}/programs`, {
    headers: university.headers,
    data: {
      name: programName,
      program_type: "undergraduate",
      currency: "USD",
      application_fee: "0",
      min_cost: "20,000",
      max_cost: "26,000",
      description: "Ocean science with field seasons on the coast.",
      intake_rounds: [{ name: `Fall ${run}`, opening_date: isoDay(-5), deadline: isoDay(60), start_date: isoDay(220) }],
      required_documents: ["transcript", "recommendation_letter"],
      action: "activate",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  universityName = ((await res.json()) as { program: { university: { name: string } } }).program.university.name;
  student = await makeStudent(request, studentFirst, school.partnerId);
});

test("a student shares the application with their school's counsellors when applying", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: desktop });
  await signInGuest(context, student);
  const page = await context.newPage();
  await page.goto(`/webinars/institutions/${university.partnerId}`);
  const programs = page.getByRole("region", { name: "Programs" });
  await expectLoaded(programs);
  await programs.getByRole("button", { name: `Apply to ${programName}` }).click();
  const dialog = page.getByRole("dialog", { name: `Apply to ${programName}` });
  const share = dialog.getByRole("checkbox", { name: "Share this application with my school's counsellors" });
  // Off unless the student ticks it.
  await expect(share).not.toBeChecked();
  const files = dialog.locator('input[type="file"]');
  await files
    .nth(0)
    .setInputFiles({ name: "transcript.pdf", mimeType: "application/pdf", buffer: pdfBytes(`Transcript ${run}`) });
  await files
    .nth(1)
    .setInputFiles({ name: "my-letter.pdf", mimeType: "application/pdf", buffer: pdfBytes(`Letter ${run}`) });
  await share.check();
  await both(page, "school-apply-guest-form");
  await dialog.getByRole("button", { name: "Submit application" }).click();
  await expect(dialog.getByText("Application submitted")).toBeVisible();
  await dialog.getByRole("link", { name: "See my applications" }).click();

  await expectLoaded(page.getByRole("heading", { level: 1, name: "My applications" }));
  const mine = page.getByRole("article", { name: programName });
  await expect(mine.locator('[data-school-share="on"]')).toBeVisible();
  applicationId = Number(await mine.getAttribute("data-application"));
  const answer = await request.get(`${GUEST_API}/my-applications`, {
    headers: { authentication_token: student.token },
  });
  const { applications } = (await answer.json()) as {
    applications: { id: number; school_share: { school: { name: string }; shared: boolean } | null }[];
  };
  const shared = applications.find((a) => a.id === applicationId)?.school_share;
  expect(shared?.shared).toBe(true);
  schoolName = shared?.school.name ?? "";
  await expect(mine.getByText(`Shared with the counsellors of ${schoolName}`)).toBeVisible();
  await expect(mine.getByRole("button", { name: "Stop sharing" })).toBeVisible();
  await expectAccessible(page);
  await both(page, "school-apply-guest-mine");
  const group = page.getByRole("radiogroup", { name: /^(Interface language|界面语言)$/ });
  await group.getByText("中文", { exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await expect(mine.getByText(`已与${schoolName}的升学顾问共享`)).toBeVisible();
  await both(page, "school-apply-guest-mine-zh");
  // Applied: the program now leads to the application (one application per program, decision 082), in Chinese too.
  await page.goto(`/webinars/institutions/${university.partnerId}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await expect(page.getByRole("link", { name: `查看我的申请：${programName}` })).toBeVisible();
  // Back to English: a signed-in guest's language is kept on the account, and the next journeys read English.
  await page.goto("/webinars/my-sessions?tab=applications");
  await page
    .getByRole("radiogroup", { name: /^(Interface language|界面语言)$/ })
    .getByText("English", { exact: true })
    .click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await context.close();
});

test("the school finds its student's application, reads it and adds its recommendation letter", async ({ page }) => {
  test.setTimeout(150_000);
  await signInTo(page, "school@quad.test", "/direct-apply/applications", "Applications");
  await expect(page.getByText("Nothing is listed here for a school")).toHaveCount(0);
  // The university filter and the search.
  await page.getByRole("combobox", { name: "University", exact: true }).click();
  await page.getByRole("option", { name: new RegExp(`^${universityName}`) }).click();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(new RegExp(`[?&]university=${university.partnerId}(&|$)`));
  await page.getByRole("textbox", { name: "Search by student, email or program" }).fill(studentFirst);
  const table = page.getByRole("table", { name: "Applications" });
  const row = table.getByRole("row").filter({ hasText: `${studentFirst} Mensah` });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(programName)).toBeVisible();
  // No selection nor the university's own columns.
  await expect(table.getByRole("checkbox")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Download" })).toHaveCount(0);
  await expectAccessible(page);
  await both(page, "school-apply-list");
  await switchLanguage(page, "中文");
  await expect(page.getByRole("heading", { level: 1, name: "申请" })).toBeVisible();
  await both(page, "school-apply-list-zh");
  await switchLanguage(page, "English");

  await row.click();
  await expect(page).toHaveURL(`/direct-apply/applications/${applicationId}`);
  await expectLoaded(page.getByRole("heading", { level: 1, name: `${studentFirst} Mensah` }));
  const documents = page.locator("#documents");
  await expect(documents.getByText("my-letter.pdf")).toBeVisible();
  await expect(documents.getByText("Your school has added nothing yet.")).toBeVisible();
  // No review actions, no guardian section.
  await expect(page.getByRole("button", { name: "Start review" })).toHaveCount(0);
  await expect(page.getByRole("tab", { name: "Guardian" })).toHaveCount(0);
  const upload = page.locator("#school-documents");
  await upload.getByRole("combobox", { name: "Document" }).click();
  await page.getByRole("option", { name: "Recommendation letter" }).click();
  await upload
    .locator('input[type="file"]')
    .setInputFiles({ name: "counsellor-letter.pdf", mimeType: "application/pdf", buffer: pdfBytes(`School ${run}`) });
  await upload.getByRole("button", { name: "Upload" }).click();
  await expect(documents.getByText("counsellor-letter.pdf")).toBeVisible();
  await expect(page.locator("[data-activity='document_uploaded']")).toBeVisible();
  await expectAccessible(page);
  await both(page, "school-apply-detail");
  await switchLanguage(page, "中文");
  await expect(documents.getByText("贵校提供")).toBeVisible();
  await both(page, "school-apply-detail-zh");
  await switchLanguage(page, "English");
});

test("the university sees the school's document marked as from the school", async ({ page }) => {
  await signInTo(page, "university@quad.test", `/direct-apply/applications/${applicationId}`, `${studentFirst} Mensah`);
  const fromSchool = page.locator("#documents").locator("[data-from-school]");
  await expect(fromSchool).toHaveCount(1);
  await expect(fromSchool).toHaveText(`From ${schoolName}`);
  await settle(page);
  await screenshot(page, "school-apply-university-detail-desktop");
});

test("the school's Programs is the catalogue its students apply to", async ({ page }) => {
  await signInTo(page, "school@quad.test", `/direct-apply/programs?q=${encodeURIComponent(run)}`, "Programs");
  await expect(page.getByRole("link", { name: "New program" })).toHaveCount(0);
  const table = page.getByRole("table", { name: "Programs" });
  const row = table.getByRole("row").filter({ hasText: programName });
  await expect(row).toHaveCount(1);
  await expect(table.getByRole("button", { name: /^Your students/ })).toBeVisible();
  await expectAccessible(page);
  await both(page, "school-apply-programs");
  await switchLanguage(page, "中文");
  await expect(page.getByRole("table", { name: "项目" }).getByRole("button", { name: /^贵校学生/ })).toBeVisible();
  await both(page, "school-apply-programs-zh");
  await switchLanguage(page, "English");
  await row.click();
  await expect(page).toHaveURL(`/webinars/institutions/${university.partnerId}`);
});

test("when the student stops sharing, the school no longer finds the application", async ({ browser }) => {
  const context = await browser.newContext({ viewport: desktop });
  await signInGuest(context, student);
  const page = await context.newPage();
  await page.goto("/webinars/my-sessions?tab=applications");
  await expectLoaded(page.getByRole("heading", { level: 1, name: "My applications" }));
  const mine = page.getByRole("article", { name: programName });
  await mine.getByRole("button", { name: "Stop sharing" }).click();
  await expect(mine.locator('[data-school-share="off"]')).toBeVisible();
  await expect(mine.getByRole("button", { name: "Share with my school" })).toBeVisible();
  await both(page, "school-apply-guest-stopped");
  await context.close();

  const schoolContext = await browser.newContext({ viewport: desktop });
  const schoolPage = await schoolContext.newPage();
  await signInTo(
    schoolPage,
    "school@quad.test",
    `/direct-apply/applications/${applicationId}`,
    "Application not found",
  );
  await expect(schoolPage.getByText("The student may have stopped sharing it with your school")).toBeVisible();
  await schoolContext.close();
});

import { ACCOUNTS, API, DEMO_PASSWORD, screenshot } from "./support/helpers.ts";
import { type APIRequestContext, expect, type Page, test } from "./support/test.ts";
import { expectLoaded, openPath, settle, signInAt } from "./support/ui.ts";

/**
 * Issue 24 §3 where it shows: a dashboard link's countries on /connections are names, one chip per region; the guest
 * catalogue names categories in Chinese as partner screens do; and every list writes a date the one Chinese way
 * ("2026年11月28日", never "11月 28, 2026"). Each test opens its own browser context: the language is the context's.
 */

const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };

async function both(page: Page, name: string) {
  await page.setViewportSize(desktop);
  await settle(page);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(phone);
  await page.waitForTimeout(400);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(desktop);
}

async function regions(request: APIRequestContext) {
  const signIn = await request.post(`${API}/sessions`, {
    data: { email: ACCOUNTS.university, password: DEMO_PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
  const token = ((await signIn.json()) as { data: { authToken: string } }).data.authToken;
  const res = await request.get(`${API}/misc/regions`, { headers: { authentication_token: token } });
  return ((await res.json()) as { regions: { id: number; name: string; country_ids: number[] }[] }).regions;
}

test("a dashboard link's countries show as names, one chip per region, the field a few pills", async ({
  page,
  request,
}) => {
  const all = await regions(request);
  const east = all.find((r) => r.id === 11);
  const southEast = all.find((r) => r.id === 12);
  expect(east && southEast).toBeTruthy();
  const ids = [...(east?.country_ids ?? []), ...(southEast?.country_ids ?? [])].sort((a, b) => a - b);
  // The address the dashboard's "Connected" figure makes under the default regions.
  const link = `/connections?tab=all&country=${encodeURIComponent(JSON.stringify(ids.map(String)))}`;
  await signInAt(page, ACCOUNTS.university, "/dashboard", "Dashboard");
  await openPath(page, link, "Connections");
  await expect(page.getByRole("tab", { name: /^Everyone/, selected: true })).toBeVisible();
  const chips = page.getByRole("group", { name: "Active filters" });
  await expect(chips.getByText(`Country: ${east?.name} (all ${east?.country_ids.length} countries)`)).toBeVisible();
  await expect(
    chips.getByText(`Country: ${southEast?.name} (all ${southEast?.country_ids.length} countries)`),
  ).toBeVisible();
  // No chip and no pill is a bare id ("Country: 223").
  await expect(chips.getByText(/^Country: \d+$/)).toHaveCount(0);
  // The Country field holds two names and "+N more", not a pill per country.
  const pills = page.locator(".mantine-Pill-root");
  await expect(pills).toHaveCount(3);
  await expect(pills.last()).toHaveText(`+${ids.length - 2} more`);
  await expect(pills.first()).not.toHaveText(/^\d+$/);
  await both(page, "connections-region-chips");

  // Removing a region's chip removes its countries together.
  await chips.getByRole("button", { name: new RegExp(`^Remove filter Country: ${east?.name}`) }).click();
  await expect(chips.getByText(new RegExp(`^Country: ${east?.name}`))).toHaveCount(0);
  await expect(chips.getByText(new RegExp(`^Country: ${southEast?.name}`))).toBeVisible();
});

test("a program is shown under its university in Programs, the editor and Applications", async ({ page, request }) => {
  const signIn = await request.post(`${API}/sessions`, { data: { email: ACCOUNTS.client, password: DEMO_PASSWORD } });
  const headers = { authentication_token: ((await signIn.json()) as { data: { authToken: string } }).data.authToken };
  const list = await request.post(`${API}/programs/list`, { headers, data: { page_no: 1 } });
  expect(list.ok(), await list.text()).toBe(true);
  type Named = { id: number; name: string };
  const { programs } = (await list.json()) as {
    programs: { id: number; name: string; partner: Named; university: Named }[];
  };
  // The demo client manages programs of a university it represents (decision 051).
  const theirs = programs.find((p) => p.university.id !== p.partner.id);
  expect(theirs, "a program of a represented university").toBeTruthy();
  if (!theirs) return;
  const university = theirs.university.name;

  // Wide enough for the University column (narrower screens put the university under the program's name).
  await page.setViewportSize({ width: 1700, height: 900 });
  await signInAt(page, ACCOUNTS.client, "/direct-apply/applications", "Applications");
  await openPath(page, `/direct-apply/programs?q=${encodeURIComponent(theirs.name)}`, "Programs");
  const row = page.getByRole("row").filter({ hasText: theirs.name }).first();
  await expect(row).toContainText(university);
  await expect(row).toContainText(`Managed by ${theirs.partner.name}`);
  await screenshot(page, "programs-institution");
  await openPath(page, `/direct-apply/programs/${theirs.id}`, theirs.name);
  await expect(page.getByRole("combobox", { name: "University" })).toHaveValue(university);

  const apps = await request.post(`${API}/student_applications`, { headers, data: { page_no: 1 } });
  expect(apps.ok(), await apps.text()).toBe(true);
  const rows = ((await apps.json()) as { applications?: { program: Named; institution: Named }[] }).applications;
  const applied = rows?.find((r) => r.program.id === theirs.id);
  if (applied) expect(applied.institution.name).toBe(university);
});

test.describe("in Chinese", () => {
  test.use({ extraHTTPHeaders: { "x-debug-country": "CN" } });

  test("the guest catalogue names categories in Chinese, as partner screens do", async ({ page }) => {
    await openPath(page, "/webinars", /网络研讨会|Webinars/);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await expect(page.getByText("英国留学", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("Study in the UK", { exact: true })).toHaveCount(0);
    await both(page, "webinar-catalogue-categories-zh-CN");
  });

  test("every list writes a date one way: 2026年11月28日", async ({ page }) => {
    test.setTimeout(300_000);
    // Signed in in Chinese (the visitor's country), as a university: its lists hold dates.
    await page.goto("/sign-in");
    await expectLoaded(page.getByRole("heading", { level: 1, name: "登录 Quad" }));
    await page.getByRole("textbox", { name: "邮箱", exact: true }).fill(ACCOUNTS.university);
    await page.getByRole("textbox", { name: "密码", exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "登录", exact: true }).click();
    await expect(page).toHaveURL("/dashboard");
    const zhDate = /\d{4}年\d{1,2}月\d{1,2}日/;
    const englishInChinese = /\d{1,2}月 \d{1,2}, \d{4}/;
    for (const [name, path] of [
      ["dashboard", "/dashboard"],
      ["connections", "/connections"],
      ["applications", "/direct-apply/applications"],
      ["visits", "/events-list"],
      ["sessions", "/event/sessions"],
    ] as const) {
      await page.goto(path);
      await expectLoaded(page.getByRole("heading", { level: 1 }).first());
      await expect(page.getByText(zhDate).first(), `${path} shows a date`).toBeVisible({ timeout: 30_000 });
      await settle(page);
      const text = (await page.locator("main").textContent()) ?? "";
      expect(text.match(englishInChinese), `${path}: no English date pattern in Chinese`).toBeNull();
      await screenshot(page, `dates-${name}-zh-CN`);
    }
  });
});

import { expectAccessible } from "./support/a11y.ts";
import { switchLanguage } from "./support/direct-apply.ts";
import { ACCOUNTS, API, DEMO_PASSWORD, screenshot } from "./support/helpers.ts";
import { type APIRequestContext, expect, type Page, test } from "./support/test.ts";
import { settle, signInTo } from "./support/ui.ts";

/**
 * Higher-ed insights (issue 26 §2, decisions 107–109) on the demo world: starter@quad.test (Northfield University,
 * insights on no_access) sees the area's offer with the platform's real sample figures and asks for it; the demo
 * university (paid) opens "Where students come from", filters it by a graduation year, and finds on screen the
 * figures the API gives for the same filter; then the same screens in Chinese, and the beta page. Screenshots at
 * desktop and phone width in both languages.
 */

const STARTER = "starter@quad.test";
const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };

interface Row {
  key: string;
  value: number;
}
interface Report {
  widgets: { key: string; rows: Row[] }[];
}
interface Summary {
  id: number;
  key: string;
  beta: boolean;
  updated_at: string | null;
  sample: { value: number | null };
}

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post(`${API}/sessions`, { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok(), `sign in ${email}: ${res.status()}`).toBe(true);
  return ((await res.json()) as { data: { authToken: string } }).data.authToken;
}

/** The reports once the rollups of the demo world are computed (queued at start, rebuilt hourly). */
async function computedReports(request: APIRequestContext, token: string): Promise<Summary[]> {
  let reports: Summary[] = [];
  await expect
    .poll(
      async () => {
        const res = await request.get(`${API}/reports`, { headers: { authentication_token: token } });
        reports = ((await res.json()) as { reports: Summary[] }).reports;
        return reports.every((r) => r.updated_at !== null);
      },
      { timeout: 60_000, message: "the insight rollups are computed" },
    )
    .toBe(true);
  return reports;
}

async function both(page: Page, name: string) {
  await settle(page);
  await page.mouse.move(0, 0);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(phone);
  await page.waitForTimeout(400);
  await settle(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} is wider than a phone`).toBeLessThanOrEqual(0);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(desktop);
  await page.waitForTimeout(300);
}

/** The values a widget's table shows, by row key. */
async function shownRows(page: Page, widget: string): Promise<Row[]> {
  const rows = page.locator(`[data-widget-table="${widget}"] tbody tr`);
  await expect(rows.first()).toBeAttached();
  return rows.evaluateAll((trs) =>
    trs.map((tr) => ({
      key: tr.getAttribute("data-row") ?? "",
      value: Number((tr.querySelector("[data-value]")?.textContent ?? "").replace(/[^\d]/g, "")),
    })),
  );
}

test.use({ viewport: desktop });

test("a university on no_access sees the insights offer with real figures and asks for it", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await apiToken(request, STARTER);
  const reports = await computedReports(request, token);
  // Every report is locked on no_access, and the reports themselves are refused.
  const refused = await request.get(`${API}/reports/1`, { headers: { authentication_token: token } });
  expect(refused.status()).toBe(403);

  await signInTo(page, STARTER, "/higher-ed-insights", "Higher-ed insights");
  const offer = page.locator('[data-plan-offer="insights"]');
  await expect(offer).toBeVisible();
  await expect(offer.getByRole("heading", { name: "Know your market before you recruit" })).toBeVisible();
  // The offer's figures are the platform's samples (main page: the non-beta reports with a figure).
  const figures = reports.filter((r) => !r.beta && r.sample.value !== null).slice(0, 3);
  expect(figures.length).toBeGreaterThan(0);
  for (const r of figures) {
    await expect(offer.getByText(r.sample.value?.toLocaleString("en-US") ?? "", { exact: true }).first()).toBeVisible();
  }
  await expectAccessible(page);
  await both(page, "insights-offer");

  await offer.getByRole("button", { name: "Ask for access" }).click();
  const dialog = page.getByRole("dialog", { name: "Ask for access" });
  await dialog.getByRole("textbox", { name: /Anything we should know/ }).fill("We recruit in Asia and Europe.");
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(offer.getByRole("status")).toHaveText("Request sent. Our customer success team will contact you.");

  await switchLanguage(page, "中文");
  await expect(page.getByRole("heading", { level: 1, name: "高等教育洞察" })).toBeVisible();
  await expect(offer.getByRole("heading", { name: "招生之前，先了解您的市场" })).toBeVisible();
  await both(page, "insights-offer-zh");
  await switchLanguage(page, "English");
});

test("a paid university opens a report, filters it, and sees the API's figures", async ({ page, request }) => {
  test.setTimeout(240_000);
  const token = await apiToken(request, ACCOUNTS.university);
  const headers = { authentication_token: token };
  await computedReports(request, token);
  // The graduation year with the most students in the demo world: the filter the journey applies.
  const unfiltered = (await (await request.get(`${API}/reports/1`, { headers })).json()) as Report;
  const years = unfiltered.widgets.find((w) => w.key === "graduation_year")?.rows ?? [];
  const year = years.find((r) => /^\d{4}$/.test(r.key))?.key;
  expect(year, "a graduation year with figures").toBeTruthy();

  await signInTo(page, ACCOUNTS.university, "/higher-ed-insights", "Higher-ed insights");
  const cards = page.locator("[data-report-card]");
  await expect(cards).toHaveCount(4);
  await expect(page.locator('[data-report-card][data-locked="true"]')).toHaveCount(0);
  await expectAccessible(page);
  await both(page, "insights-reports");

  await page.locator('[data-report-card="origins"]').getByRole("button", { name: "Open report" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Where students come from" })).toBeVisible();
  await expect(page.locator('[data-widget="country"]')).toBeVisible();
  expect(await shownRows(page, "country")).toEqual(
    unfiltered.widgets.find((w) => w.key === "country")?.rows.map((r) => ({ key: r.key, value: r.value })),
  );

  const answer = page.waitForResponse((res) => res.url().includes(`/reports/1?graduation_year=${year}`));
  await page.getByRole("combobox", { name: "Graduation year" }).click();
  await page.getByRole("option", { name: year as string, exact: true }).click();
  await page.getByRole("button", { name: "Apply filters" }).click();
  expect((await answer).status()).toBe(200);
  const filtered = (await (
    await request.get(`${API}/reports/1?graduation_year=${year}`, { headers })
  ).json()) as Report;
  for (const widget of ["country", "graduation_year"]) {
    const expected = filtered.widgets.find((w) => w.key === widget)?.rows.map((r) => ({ key: r.key, value: r.value }));
    await expect.poll(() => shownRows(page, widget)).toEqual(expected);
  }
  await expect(page.getByText(/Figures computed/)).toBeVisible();
  await expect(page.getByText("How figures are protected")).toBeVisible();
  await expectAccessible(page);
  await both(page, "insights-report-filtered");

  await switchLanguage(page, "中文");
  await expect(page.getByRole("heading", { level: 2, name: "学生来自哪里" })).toBeVisible();
  await both(page, "insights-report-filtered-zh");
  await page.getByRole("button", { name: "全部报告" }).click();
  await expect(page.locator("[data-report-card]")).toHaveCount(4);
  await both(page, "insights-reports-zh");

  await page.goto("/higher-ed-insights-beta");
  await expect(page.getByRole("heading", { level: 1, name: "高等教育洞察（测试版）" })).toBeVisible();
  await expect(page.locator("[data-report-card]")).toHaveCount(2);
  await both(page, "insights-beta-zh");
  await switchLanguage(page, "English");
  await expect(page.getByRole("heading", { level: 1, name: "Higher-ed insights (beta)" })).toBeVisible();
  await expect(page.locator("[data-report-card]").first().getByText("Beta")).toBeVisible();
  await both(page, "insights-beta");
});

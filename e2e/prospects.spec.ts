import {
  bothWidths,
  DESKTOP,
  expectNoSidewaysScroll,
  GUEST_API,
  type Guest,
  PHONE,
  signInGuest,
  switchLanguage,
} from "./support/direct-apply.ts";
import { API, screenshot, uniqueEmail } from "./support/helpers.ts";
import { type APIRequestContext, expect, type Page, test } from "./support/test.ts";
import { expectLoaded, openPath, settle, signInTo } from "./support/ui.ts";

/**
 * Prospect and engage (issue 26 §3) on the demo world: university@quad.test (paid) finds a student who chose to be
 * discoverable, connects them and finds them in /connections with the source Prospect, in English and in Chinese;
 * a guest turns the opt-in on and off in their profile. Each run makes its own students (an interest no one else
 * has), so a retry finds only its own.
 */

async function makeStudent(request: APIRequestContext, first: string, interest: string): Promise<Guest> {
  const countries = (await (await request.get(`${API}/misc/countries`)).json()) as { countries: { id: number }[] };
  const email = uniqueEmail("prospect");
  const res = await request.post(`${GUEST_API}/registrations`, {
    data: { first_name: first, last_name: "Mensah", email, password: "a-good-password-1", role: "student" },
  });
  expect(res.status(), await res.text()).toBe(201);
  const token = ((await res.json()) as { data: { authToken: string } }).data.authToken;
  const headers = { authentication_token: token };
  const update = await request.put(`${GUEST_API}/users/update_user`, {
    headers,
    data: {
      first_name: first,
      last_name: "Mensah",
      role: "student",
      country_id: countries.countries[0]?.id,
      city: "Accra",
      date_of_birth: "2006-02-11",
      graduation_year: 2027,
      institute_name: "Achimota School",
      academic_interests: [interest],
    },
  });
  expect(update.ok(), await update.text()).toBe(true);
  return { token, data: ((await update.json()) as { data: Record<string, unknown> }).data };
}

async function optIn(request: APIRequestContext, guest: Guest) {
  const res = await request.put(`${GUEST_API}/users/discoverable`, {
    headers: { authentication_token: guest.token },
    data: { discoverable: true },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

const EN = {
  discover: "Discover prospects",
  interests: "Academic interests",
  one: "1 student matches",
  connect: "Connect",
  review: "Connect with prospects",
  done: "Done",
  open: "Open them in Connections",
  insights: "Audience insights",
  events: "Engagement events",
};
const ZH = {
  discover: "发现潜在学生",
  interests: "学术兴趣",
  one: "1 名学生符合条件",
  connect: "建立联系",
  review: "与潜在学生建立联系",
  done: "已完成",
  open: "在联系人中查看",
  insights: "受众洞察",
  events: "互动活动",
};

async function findAndConnect(page: Page, t: typeof EN, interest: string, name: string, full: string, shots: string) {
  const field = page.getByRole("combobox", { name: t.interests });
  await field.fill(interest);
  await field.press("Enter");
  await expect(page.getByTestId("prospect-total")).toHaveText(t.one);
  const row = page.getByTestId("prospect-results").locator("[data-prospect-id]");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);
  await bothWidths(page, `prospects-discover-${shots}`);
  await row.getByRole("checkbox").check();
  await page.getByRole("button", { name: t.connect, exact: true }).click();
  await expect(page).toHaveURL(/\/prospect-and-engage\/connect\?ids=\d+/);
  await expectLoaded(page.getByRole("heading", { level: 1, name: t.review }));
  await expect(page.getByTestId("connect-review")).toContainText(name);
  await expect(page.getByTestId("usage-meter")).toBeVisible();
  await bothWidths(page, `prospects-connect-${shots}`);
  const answer = page.waitForResponse((res) => res.url().endsWith("/prospects/connect"));
  await page.getByRole("button", { name: t.connect, exact: true }).click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByTestId("connect-result")).toContainText(t.done);
  await page.getByRole("button", { name: t.open }).click();
  await expect(page).toHaveURL(/\/connections\?.*source=prospect/);
  // Listed under the source filter Prospect: the connection came from this connect.
  await expectLoaded(page.getByText(full).first());
}

test("a paid university finds a prospect, connects them and finds them in Connections (en-US, zh-CN)", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const en = await makeStudent(request, "Akosua", `Oceanography ${tag}`);
  const zh = await makeStudent(request, "Kwabena", `Astronomy ${tag}`);
  await optIn(request, en);
  await optIn(request, zh);

  await signInTo(page, "university@quad.test", "/prospect-and-engage", EN.discover);
  await findAndConnect(page, EN, `Oceanography ${tag}`, "Akosua M.", "Akosua Mensah", "en-US");

  await openPath(page, "/prospect-and-engage/insights", EN.insights);
  await expect(page.getByTestId("audience-groups")).toBeVisible();
  await bothWidths(page, "prospects-insights-en-US");
  await page.getByRole("tab", { name: EN.events }).click();
  await expectLoaded(page.getByRole("heading", { level: 1, name: EN.events }));
  await bothWidths(page, "prospects-events-en-US");

  await openPath(page, "/prospect-and-engage", EN.discover);
  await switchLanguage(page, "中文");
  await expectLoaded(page.getByRole("heading", { level: 1, name: ZH.discover }));
  await findAndConnect(page, ZH, `Astronomy ${tag}`, "Kwabena M.", "Kwabena Mensah", "zh-CN");
  await openPath(page, "/prospect-and-engage/insights", ZH.insights);
  await expect(page.getByTestId("audience-groups")).toBeVisible();
  await bothWidths(page, "prospects-insights-zh-CN");
  await openPath(page, "/prospect-and-engage/engagement-events", ZH.events);
  await bothWidths(page, "prospects-events-zh-CN");
  await switchLanguage(page, "English");
});

test("a student turns being discoverable on and off in their profile (en-US, zh-CN)", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const guest = await makeStudent(request, "Yaa", `Geology ${Date.now().toString(36)}`);
  await signInGuest(context, guest);
  await openPath(page, "/webinars/users/update", "Your profile");
  const section = page.getByTestId("discoverable-section");
  const toggle = section.getByRole("switch", { name: "Let universities find me" });
  await expect(toggle).not.toBeChecked();
  await expect(section).toContainText("They never see your email");
  let saved = page.waitForResponse((res) => res.url().endsWith("/users/discoverable"));
  await toggle.click({ force: true });
  expect((await saved).status()).toBe(200);
  await expect(toggle).toBeChecked();
  await expect(section).toContainText("Universities can find you since");
  await settle(page);
  await section.scrollIntoViewIfNeeded();
  await screenshot(page, "prospects-guest-opt-in-desktop-en-US");
  await page.setViewportSize(PHONE);
  await settle(page);
  await expectNoSidewaysScroll(page);
  await screenshot(page, "prospects-guest-opt-in-phone-en-US");

  // On the phone, in Chinese, the student turns it off.
  const banner = page.getByRole("banner");
  await banner.getByRole("button", { name: "Interface language" }).click();
  await page.getByRole("menuitem", { name: "中文" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  const zhToggle = page.getByTestId("discoverable-section").getByRole("switch", { name: "允许大学发现我" });
  await expect(zhToggle).toBeChecked();
  saved = page.waitForResponse((res) => res.url().endsWith("/users/discoverable"));
  await zhToggle.click({ force: true });
  expect((await saved).status()).toBe(200);
  await expect(zhToggle).not.toBeChecked();
  await settle(page);
  await expectNoSidewaysScroll(page);
  await screenshot(page, "prospects-guest-opt-in-phone-zh-CN");
  await page.setViewportSize(DESKTOP);
  await settle(page);
  await screenshot(page, "prospects-guest-opt-in-desktop-zh-CN");
  const me = await request.get(`${GUEST_API}/users/me`, { headers: { authentication_token: guest.token } });
  expect(((await me.json()) as { data: { discoverable: boolean } }).data.discoverable).toBe(false);
});

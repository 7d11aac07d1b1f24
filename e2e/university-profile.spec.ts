import { expectAccessible } from "./support/a11y.ts";
import { API, DEMO_PASSWORD, screenshot, uniqueEmail } from "./support/helpers.ts";
import { type APIRequestContext, expect, type Page, test } from "./support/test.ts";
import { expectLoaded, settle, signInTo } from "./support/ui.ts";

/**
 * A university's public profile (issue 12 §1) in the demo world: the school (school@, Lakeside) opens the visiting
 * university's profile from a visit's detail (a drawer, `?university=ID`); a signed-in webinar guest opens the host's
 * profile from a session's page (`/webinars/institutions/ID`); then the university (university@, Northbridge) finds
 * both among its connections, with "Viewed your profile" in their timelines: the school's staff member as a counselor
 * of Lakeside, the guest as a student. Views are recorded once a day, so a retry finds the same connections; the
 * session and the guest are made per run.
 */

const GUEST_API = "/api/v1/webinars";
const GUEST_KEY = "quad-webinar-guest";
const UNIVERSITY = "Northbridge University";
const SCHOOL = "Lakeside International School";
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
const run = Date.now().toString(36);

type Headers = { authentication_token: string };

async function partnerHeaders(request: APIRequestContext, email: string): Promise<Headers> {
  const res = await request.post(`${API}/sessions`, { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok(), await res.text()).toBe(true);
  const { data } = (await res.json()) as { data: { authToken: string } };
  return { authentication_token: data.authToken };
}

async function both(page: Page, name: string) {
  await settle(page);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(phone);
  await page.waitForTimeout(400);
  await settle(page);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(desktop);
  await page.waitForTimeout(300);
}

interface Connection {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  school_name: string | null;
  user_type: string;
}

/** The university's connection of a type found by a search, as the list has it. */
async function connectionOf(request: APIRequestContext, headers: Headers, userType: string, search: string) {
  const res = await request.get(`${API}/connections?user_type=${userType}&search_text=${encodeURIComponent(search)}`, {
    headers,
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { connections } = (await res.json()) as { connections: Connection[] };
  return connections;
}

test.describe.configure({ mode: "serial" });

let uniHeaders: Headers;
let universityId: number;
let session: { id: number; categoryId: number; title: string };
let guest: { token: string; data: Record<string, unknown>; first: string; email: string };

test.beforeAll(async ({ request }) => {
  uniHeaders = await partnerHeaders(request, "university@quad.test");
  const options = (await (await request.get(`${API}/webinar_form_options`, { headers: uniHeaders })).json()) as {
    categories: { id: number }[];
  };
  const category_id = options.categories[0]?.id;
  expect(category_id, "a webinar category in the demo world").toBeTruthy();
  const title = `Northbridge open evening ${run}`;
  const start = new Date(Date.now() + 3 * 86_400_000);
  const end = new Date(start.getTime() + 3_600_000);
  const made = await request.post(`${API}/partner_webinars`, {
    headers: uniHeaders,
    data: {
      status: "published",
      category_id,
      title,
      description: "Meet the admissions team.",
      start_at: start.toISOString().slice(0, 16),
      end_at: end.toISOString().slice(0, 16),
      timezone: "UTC",
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { webinar } = (await made.json()) as { webinar: { id: number; category: { id: number } } };
  session = { id: webinar.id, categoryId: webinar.category.id, title };

  // A student guest with a complete profile, signed in in the browser through the guest store.
  const countries = (await (await request.get(`${API}/misc/countries`)).json()) as { countries: { id: number }[] };
  const email = uniqueEmail("profile-guest");
  const first = `Rowan${run}`;
  const reg = await request.post(`${GUEST_API}/registrations`, {
    data: { first_name: first, last_name: "Tester", email, password: "a-good-password-1", role: "student" },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const token = ((await reg.json()) as { data: { authToken: string } }).data.authToken;
  const update = await request.put(`${GUEST_API}/users/update_user`, {
    headers: { authentication_token: token },
    data: {
      first_name: first,
      last_name: "Tester",
      role: "student",
      country_id: countries.countries[0]?.id,
      city: "London",
      timezone: "Europe/London",
      date_of_birth: "2005-04-02",
      graduation_year: 2027,
      institute_name: "Camden School",
    },
  });
  expect(update.ok(), await update.text()).toBe(true);
  const { authToken: _t, ...data } = ((await update.json()) as { data: Record<string, unknown> }).data;
  guest = { token, data, first, email };
});

test("a school opens the visiting university's profile from a visit", async ({ page, request }) => {
  const headers = await partnerHeaders(request, "school@quad.test");
  type Visit = { id: number; university: { id: number; name: string } };
  let visit: Visit | undefined;
  for (const tab of ["upcoming", "past"]) {
    const res = await request.post(`${API}/events`, { headers, data: { tab, per_page: 100 } });
    expect(res.ok(), await res.text()).toBe(true);
    const { events } = (await res.json()) as { events: Visit[] };
    visit ??= events.find((e) => e.university.name === UNIVERSITY);
  }
  expect(visit, `a visit of ${UNIVERSITY} to the demo school`).toBeTruthy();
  const v = visit as Visit;
  universityId = v.university.id;

  await page.setViewportSize(desktop);
  await signInTo(page, "school@quad.test", `/events/${v.id}`, `Visit from ${UNIVERSITY}`);
  await page.getByRole("button", { name: `View profile of ${UNIVERSITY}` }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${v.id}\\?university=${universityId}$`));
  const drawer = page.getByRole("dialog", { name: "University profile" });
  await expect(drawer.getByRole("heading", { level: 2, name: UNIVERSITY })).toBeVisible();
  await expect(drawer.getByRole("heading", { name: "Upcoming sessions" })).toBeVisible();
  await expect(drawer.getByRole("link", { name: session.title })).toHaveAttribute(
    "href",
    `/webinars/categories/${session.categoryId}/events/${session.id}`,
  );
  await expectAccessible(page);
  await both(page, "university-profile-drawer");

  // The drawer's address is shareable: a reload opens it again; closing it goes back to the visit.
  await page.reload();
  await expectLoaded(
    page.getByRole("dialog", { name: "University profile" }).getByRole("heading", { name: UNIVERSITY }),
  );
  await page.getByRole("button", { name: "Close" }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${v.id}$`));
  await expect(page.getByRole("dialog", { name: "University profile" })).toHaveCount(0);
});

test("a signed-in guest opens the host's profile from a session", async ({ browser }) => {
  const context = await browser.newContext({ viewport: desktop });
  await context.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    [GUEST_KEY, JSON.stringify({ state: { guest: guest.data, authToken: guest.token }, version: 1 })] as const,
  );
  const page = await context.newPage();
  await page.goto(`/webinars/categories/${session.categoryId}/events/${session.id}`);
  await expectLoaded(page.getByRole("heading", { level: 1, name: session.title }));
  await page.getByRole("link", { name: UNIVERSITY, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/webinars/institutions/${universityId}$`));
  await expectLoaded(page.getByRole("heading", { level: 1, name: UNIVERSITY }));
  const next = page.getByRole("link", { name: session.title });
  await expect(next).toBeVisible();
  await expectAccessible(page);
  await both(page, "university-profile-guest");

  // In Chinese (the guest's own language switch), then back to the session from the profile.
  await page.getByRole("radiogroup", { name: "Interface language" }).getByText("中文", { exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await expect(page.getByRole("heading", { name: "即将举行的活动" })).toBeVisible();
  await both(page, "university-profile-guest-zh-CN");
  await page.getByRole("radiogroup", { name: "界面语言" }).getByText("English", { exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await page.getByRole("link", { name: session.title }).click();
  await expectLoaded(page.getByRole("heading", { level: 1, name: session.title }));

  // An unknown institution is the catalogue's "not found".
  await page.goto("/webinars/institutions/2147480000");
  await expectLoaded(page.getByRole("heading", { level: 1, name: "Profile not available" }));
  await context.close();
});

test("the university sees the profile views among its connections", async ({ page, request }) => {
  const [counsellor] = await connectionOf(request, uniHeaders, "counsellor", "school@quad.test");
  expect(counsellor, "the school's staff member is a counselor connection").toBeTruthy();
  expect(counsellor?.school_name).toBe(SCHOOL);
  const students = await connectionOf(request, uniHeaders, "student", guest.first);
  expect(students.map((s) => s.first_name)).toEqual([guest.first]);

  await page.setViewportSize(desktop);
  await signInTo(page, "university@quad.test", `/connections?tab=counsellor&id=${counsellor?.id}`, "Connections");
  const drawer = page.getByRole("dialog");
  await expect(
    drawer.getByRole("heading", { level: 2, name: `${counsellor?.first_name} ${counsellor?.last_name}` }),
  ).toBeVisible();
  await expect(drawer.getByText(SCHOOL).first()).toBeVisible();
  await expect(drawer.getByText("Viewed your profile").first()).toBeVisible();
  await screenshot(page, "university-profile-counsellor-connection");

  await page.goto(`/connections?tab=student&id=${students[0]?.id}`);
  const studentDrawer = page.getByRole("dialog");
  await expectLoaded(studentDrawer.getByRole("heading", { level: 2, name: `${guest.first} Tester` }));
  await expect(studentDrawer.getByText("Viewed your profile").first()).toBeVisible();
});

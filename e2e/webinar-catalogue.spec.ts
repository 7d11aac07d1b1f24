import { expectAccessible } from "./support/a11y.ts";
import { API, DEMO_PASSWORD, screenshot, uniqueEmail } from "./support/helpers.ts";
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "./support/test.ts";
import { expectLoaded } from "./support/ui.ts";

/**
 * The guest catalogue (issue 10 §2, §3): a university publishes sessions through the partner API (one live now, one
 * upcoming in New York time, one with a single seat, one to cancel), guests are made through the guest API with
 * complete profiles; then in the browser a student finds and registers for the upcoming session, sees it in My
 * sessions, joins the live one (the personal join link opens in a new window and presence is sent), cancels
 * another and gives up the single seat; a parent on its waitlist sees the seat held for them (in Chinese) and takes
 * it by registering again. A signed-out visitor is sent to sign in; an incomplete profile gets the spec's message.
 * Everything is named per run, so a retry makes its own data.
 */

const GUEST_API = "/api/v1/webinars";
const GUEST_KEY = "quad-webinar-guest";
const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };

type Headers = { authentication_token: string };

async function partnerHeaders(request: APIRequestContext, email: string): Promise<Headers> {
  const res = await request.post(`${API}/sessions`, { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok(), await res.text()).toBe(true);
  const { data } = (await res.json()) as { data: { authToken: string } };
  return { authentication_token: data.authToken };
}

/** "YYYY-MM-DDTHH:mm" in UTC, `minutes` from now. */
function wallUtc(minutes: number): string {
  return new Date(Date.now() + minutes * 60_000).toISOString().slice(0, 16);
}

/** A wall-clock time in New York `days` from now at 10:00. */
function newYorkMorning(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.toISOString().slice(0, 10)}T10:00`;
}

interface Made {
  id: number;
  title: string;
  categoryId: number;
}

async function publish(
  request: APIRequestContext,
  headers: Headers,
  body: Record<string, unknown>,
): Promise<{ id: number; categoryId: number }> {
  const res = await request.post(`${API}/partner_webinars`, { headers, data: { status: "published", ...body } });
  expect(res.status(), await res.text()).toBe(201);
  const { webinar } = (await res.json()) as { webinar: { id: number; category: { id: number } } };
  return { id: webinar.id, categoryId: webinar.category.id };
}

interface Guest {
  token: string;
  data: Record<string, unknown>;
  email: string;
}

async function makeGuest(
  request: APIRequestContext,
  tag: string,
  role: "student" | "parent",
  first: string,
  complete = true,
): Promise<Guest> {
  const countries = (await (await request.get(`${API}/misc/countries`)).json()) as { countries: { id: number }[] };
  const email = uniqueEmail(tag);
  const res = await request.post(`${GUEST_API}/registrations`, {
    data: {
      first_name: first,
      last_name: "Tester",
      email,
      password: "a-good-password-1",
      role,
      timezone: "Europe/London",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { data } = (await res.json()) as { data: { authToken: string } };
  const headers = { authentication_token: data.authToken };
  let profile: Record<string, unknown> = data;
  if (complete) {
    // The profile's required fields, through the profile call a guest uses.
    const update = await request.put(`${GUEST_API}/users/update_user`, {
      headers,
      data: {
        first_name: first,
        last_name: "Tester",
        role,
        country_id: countries.countries[0]?.id,
        city: "London",
        timezone: "Europe/London",
        ...(role === "student"
          ? { date_of_birth: "2009-04-02", graduation_year: 2027, institute_name: "Camden School" }
          : {}),
      },
    });
    expect(update.ok(), await update.text()).toBe(true);
    profile = ((await update.json()) as { data: Record<string, unknown> }).data;
    expect(profile.required_fields_filled).toBe(true);
  }
  const { authToken: _t, ...guest } = profile as { authToken?: string };
  return { token: data.authToken, data: guest, email };
}

async function guestCall(request: APIRequestContext, guest: Guest, path: string, data: object = {}) {
  const res = await request.post(`${GUEST_API}/${path}`, { headers: { authentication_token: guest.token }, data });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { session: { registration_status: string | null } };
}

/** Signs a guest in on this browser context, as the sign-in screen would (the guest store's persisted state). */
async function signInGuest(context: BrowserContext, guest: Guest): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    [GUEST_KEY, JSON.stringify({ state: { guest: guest.data, authToken: guest.token }, version: 1 })] as const,
  );
}

async function both(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(phone);
  await page.waitForTimeout(400);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(desktop);
  await page.waitForTimeout(300);
}

async function chooseChinese(page: Page) {
  const group = page.getByRole("radiogroup", { name: /^(Interface language|界面语言)$/ });
  await group.getByText("中文", { exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
}

test.describe.configure({ mode: "serial" });

let live: Made;
let upcoming: Made;
let single: Made;
let other: Made;
let replay: Made;
let student: Guest;
let parent: Guest;
const run = Date.now().toString(36);

test.beforeAll(async ({ request }) => {
  const headers = await partnerHeaders(request, "university@quad.test");
  const options = (await (await request.get(`${API}/webinar_form_options`, { headers })).json()) as {
    categories: { id: number }[];
  };
  const category_id = options.categories[0]?.id;
  expect(category_id, "a webinar category in the demo world").toBeTruthy();
  const base = process.env.E2E_BASE_URL ?? "";
  const common = { category_id, description: "Meet the faculty, see the labs and ask your questions." };
  const make = async (title: string, body: Record<string, unknown>): Promise<Made> => {
    const made = await publish(request, headers, { ...common, title, ...body });
    return { id: made.id, title, categoryId: made.categoryId };
  };
  live = await make(`Live lab tour ${run}`, {
    start_at: wallUtc(-30),
    end_at: wallUtc(90),
    timezone: "UTC",
    // The meeting: a page of this app, so the new window has somewhere to land.
    join_url: `${base}/webinars/about?meeting=${run}`,
  });
  upcoming = await make(`Engineering open evening ${run}`, {
    start_at: newYorkMorning(10),
    end_at: newYorkMorning(10).replace("T10:00", "T11:30"),
    timezone: "America/New_York",
    join_url: "https://meet.example.test/engineering",
    speakers: [{ name: "Ada Fagus", title: "Dean of Engineering" }],
    capacity: 40,
  });
  single = await make(`Admissions clinic ${run}`, {
    start_at: wallUtc(3 * 24 * 60),
    end_at: wallUtc(3 * 24 * 60 + 45),
    timezone: "UTC",
    join_url: "https://meet.example.test/clinic",
    capacity: 1,
  });
  other = await make(`Scholarships Q&A ${run}`, {
    start_at: wallUtc(5 * 24 * 60),
    end_at: wallUtc(5 * 24 * 60 + 60),
    timezone: "UTC",
    join_url: "https://meet.example.test/scholarships",
  });

  replay = await make(`Campus life replay ${run}`, {
    start_at: wallUtc(-3 * 24 * 60),
    end_at: wallUtc(-3 * 24 * 60 + 60),
    timezone: "UTC",
    join_url: "https://meet.example.test/campus",
    is_recording_available: true,
    recording_url: `${base}/recordings/campus-life-${run}.mp4`,
  });

  student = await makeGuest(request, "catalogue-student", "student", "Maya");
  parent = await makeGuest(request, "catalogue-parent", "parent", "Wei");
  // The student holds the single seat and a place at the Q&A; the parent waits for the seat.
  expect(
    (await guestCall(request, student, `events/${single.id}/register`, { is_attending: true })).session
      .registration_status,
  ).toBe("registered");
  await guestCall(request, student, `events/${other.id}/register`, { is_attending: true });
  expect(
    (await guestCall(request, parent, `events/${single.id}/register`, { is_attending: true })).session
      .registration_status,
  ).toBe("waitlisted");
});

test("a signed-out visitor browses, searches and is sent to sign in to register", async ({ page }) => {
  await page.goto("/webinars");
  await expectLoaded(page.getByRole("heading", { level: 1, name: "Webinars" }));
  await expect(page.getByText("Live webinars with universities worldwide")).toBeVisible();
  await expect(page.getByRole("tab", { name: /Live now/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Categories" })).toBeVisible();

  // The search entry leads to the search screen with its state in the URL.
  await page.getByRole("textbox", { name: "Search sessions" }).fill(`Engineering open evening ${run}`);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/webinars\/categories\/events\/search\?q=Engineering/);
  await expectLoaded(page.getByRole("heading", { level: 1, name: "Find a session" }));
  await expect(page.getByText("1 session", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: upcoming.title }).click();

  await expectLoaded(page.getByRole("heading", { level: 1, name: upcoming.title }));
  await expect(page.getByText("Hosted by", { exact: false })).toBeVisible();
  await expect(page.getByText("Ada Fagus")).toBeVisible();
  // The browser is in UTC; the host's New York time is shown beside it.
  await expect(page.getByText(/^Your time · \(GMT\+00:00\) (Etc\/)?UTC$/)).toBeVisible();
  await expect(
    page.getByText(/^Host's time: .* 10:00 AM – 11:30 AM · \(GMT-0[45]:00\) America\/New_York$/),
  ).toBeVisible();
  const signIn = page.getByRole("link", { name: "Sign in to register" });
  await expect(signIn).toHaveAttribute(
    "href",
    `/webinars/sign-in?redirect_to=${encodeURIComponent(`/webinars/categories/${upcoming.categoryId}/events/${upcoming.id}`)}`,
  );
  await expect(page.getByRole("link", { name: "Create a free account" })).toHaveAttribute(
    "href",
    /^\/webinars\/register\?redirect_to=/,
  );
});

test("a student registers, sees it in My sessions, joins the live session, watches a replay and cancels another", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ viewport: desktop, timezoneId: "UTC" });
  await signInGuest(context, student);
  const page = await context.newPage();
  // A clock the journey can move on (it runs as usual until then): presence beats come a minute apart.
  await page.clock.install();

  // Register for the upcoming session, attending live; the times are in the profile's zone (London).
  await page.goto(`/webinars/categories/${upcoming.categoryId}/events/${upcoming.id}`);
  await expectLoaded(page.getByRole("heading", { level: 1, name: upcoming.title }));
  await expect(page.getByText(/^Your time · \(GMT\+0[01]:00\) Europe\/London$/)).toBeVisible();
  await expect(page.getByText("40 seats left")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /I will attend live/ })).toBeChecked();
  await page.getByRole("button", { name: "Register", exact: true }).click();
  await expect(page.getByText("You are registered for this session")).toBeVisible();
  await expect(page.getByText("You are registered", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Join Live" })).toBeDisabled();
  await expect(page.getByText("The join link opens 15 minutes before the start.")).toBeVisible();
  // Add to calendar: Google and Outlook's own pages, filled with the session.
  await page.getByRole("button", { name: "Add to calendar" }).click();
  const google = await page.getByRole("menuitem", { name: "Google Calendar" }).getAttribute("href");
  expect(google).toContain("https://calendar.google.com/calendar/render?action=TEMPLATE");
  expect(new URL(google ?? "").searchParams.get("text")).toBe(upcoming.title);
  await expect(page.getByRole("menuitem", { name: "Outlook.com" })).toHaveAttribute(
    "href",
    /^https:\/\/outlook\.live\.com\//,
  );
  // Registered: the personal join link is the place, and the guest's own calendar file is served by it.
  expect(new URL(google ?? "").searchParams.get("location")).toMatch(/\/api\/v1\/webinars\/join\/[\w-]+$/);
  const ics = await page.getByRole("menuitem", { name: "Apple Calendar (.ics)" }).getAttribute("href");
  expect(ics).toMatch(/\/api\/v1\/webinars\/join\/[\w-]+\/calendar\.ics$/);
  const file = await page.request.get(ics ?? "");
  expect(file.ok()).toBe(true);
  expect(await file.text()).toContain("BEGIN:VCALENDAR");
  await page.keyboard.press("Escape");
  await both(page, "webinar-session-registered");

  // My sessions lists it with the others the student holds.
  await page.getByRole("link", { name: "My sessions" }).click();
  await expectLoaded(page.getByRole("heading", { level: 1, name: "My sessions" }));
  for (const title of [upcoming.title, single.title, other.title]) {
    await expect(page.getByRole("link", { name: title })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Subscribe to my calendar" })).toBeVisible();
  await both(page, "webinar-my-sessions");

  // The calendar feed: made once (shown with its webcal:// address), then turned off.
  const made = page.waitForResponse((r) => r.url().endsWith(`${GUEST_API}/users/calendar_feed`));
  await page.getByRole("button", { name: "Create my calendar address" }).click();
  expect((await made).status()).toBe(200);
  const address = page.getByRole("textbox", { name: "Calendar address" });
  await expect(address).toHaveValue(/^https?:\/\/.+\/calendar\/.+\.ics$/);
  await expect(page.getByRole("link", { name: "Open in my calendar app" })).toHaveAttribute("href", /^webcal:\/\//);
  await page.getByRole("button", { name: "Turn off" }).click();
  await expect(page.getByText("Your calendar address no longer works.")).toBeVisible();
  await expect(address).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Create my calendar address" })).toBeVisible();

  // Join the live session: registering with the join option, then the personal link in a new window; presence
  // follows while the page is visible.
  await page.goto(`/webinars/categories/${live.categoryId}/events/${live.id}`);
  await expectLoaded(page.getByRole("heading", { level: 1, name: live.title }));
  await expect(page.getByText("Live", { exact: true }).first()).toBeVisible();
  const presence = page.waitForResponse(
    (r) => r.request().method() === "POST" && r.url().endsWith(`${GUEST_API}/events/${live.id}/presence`),
  );
  const popupPromise = context.waitForEvent("page");
  await page.getByRole("button", { name: "Join Now" }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  await expect(popup).toHaveURL(new RegExp(`/webinars/about\\?meeting=${run}$`));
  await popup.close();
  // The first beat comes a minute after joining (the page's clock is moved on), and the server counts it.
  await page.clock.fastForward(61_000);
  expect((await presence).status()).toBe(204);
  await expect(page.getByText("Registered", { exact: true }).first()).toBeVisible();

  // A replay: Watch Now records the on-demand view and shows the player; its start records "viewed recording".
  await page.goto(`/webinars/categories/${replay.categoryId}/events/${replay.id}`);
  await expectLoaded(page.getByRole("heading", { level: 1, name: replay.title }));
  const watched = page.waitForResponse(
    (r) => r.request().method() === "POST" && r.url().endsWith(`${GUEST_API}/events/${replay.id}/register`),
  );
  // The recording lives on a video host outside Quad; here its answer never comes, so the file stays loading.
  await page.route(`**/recordings/campus-life-${run}.mp4`, () => undefined);
  await page.getByRole("button", { name: "Watch Now" }).click();
  expect((await watched).request().postDataJSON()).toEqual({ is_video_watched: true });
  const video = page.locator("video");
  await expect(video).toHaveAttribute("src", new RegExp(`campus-life-${run}\\.mp4$`));
  const viewed = page.waitForResponse(
    (r) => r.request().method() === "POST" && r.url().endsWith(`${GUEST_API}/events/${replay.id}/recording_view`),
  );
  // Muted, as a browser lets a page start playback by itself; playback starts while the file is still loading.
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    void v.play().catch(() => undefined);
  });
  expect((await viewed).status()).toBe(200);

  // Cancel the Q&A from My sessions, after confirming.
  await page.goto("/webinars/my-sessions");
  await expectLoaded(page.getByRole("heading", { level: 1, name: "My sessions" }));
  const card = page.locator(".mantine-Card-root", { has: page.getByRole("link", { name: other.title }) });
  await card.getByRole("button", { name: "Cancel registration" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel your registration?" });
  await expect(dialog).toContainText(other.title);
  await dialog.getByRole("button", { name: "Cancel registration" }).click();
  await expect(page.getByText("Your registration has been cancelled")).toBeVisible();
  await expect(page.getByRole("link", { name: other.title })).toHaveCount(0);

  // And give up the single seat of the clinic: it goes to the parent waiting for it.
  const clinic = page.locator(".mantine-Card-root", { has: page.getByRole("link", { name: single.title }) });
  await clinic.getByRole("button", { name: "Cancel registration" }).click();
  await page
    .getByRole("dialog", { name: "Cancel your registration?" })
    .getByRole("button", { name: "Cancel registration" })
    .click();
  await expect(page.getByRole("link", { name: single.title })).toHaveCount(0);
  await context.close();
});

test("a parent on the waitlist is offered the freed seat and takes it by registering again (in Chinese)", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: desktop, timezoneId: "Asia/Shanghai" });
  await signInGuest(context, parent);
  const page = await context.newPage();
  await page.goto(`/webinars/categories/${single.categoryId}/events/${single.id}`);
  await expectLoaded(page.getByRole("heading", { level: 1, name: single.title }));
  await chooseChinese(page);
  await expect(page.getByText("有一个席位在等您")).toBeVisible();
  await expect(page.getByText(/^已为您保留一个席位，保留至 .+。再次报名即可获得该席位。$/)).toBeVisible();
  await both(page, "webinar-session-offer-zh-CN");
  await page.getByRole("button", { name: "获取席位" }).click();
  await expect(page.getByText("您已报名", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "取消报名" })).toBeVisible();
  await context.close();
});

test("a guest with an incomplete profile is asked to fill in the required fields", async ({ browser, request }) => {
  const guest = await makeGuest(request, "catalogue-incomplete", "student", "Noor", false);
  const context = await browser.newContext({ viewport: desktop });
  await signInGuest(context, guest);
  const page = await context.newPage();
  await page.goto(`/webinars/categories/${upcoming.categoryId}/events/${upcoming.id}`);
  await expectLoaded(page.getByRole("heading", { level: 1, name: upcoming.title }));
  await page.getByRole("button", { name: "Register", exact: true }).click();
  await expect(page.getByText("Fill in required fields to register for an event")).toBeVisible();
  await expect(page.getByRole("link", { name: "Complete my profile" })).toHaveAttribute(
    "href",
    `/webinars/users/update?redirect_to=${encodeURIComponent(`/webinars/categories/${upcoming.categoryId}/events/${upcoming.id}`)}`,
  );
  await context.close();
});

test("every catalogue screen, desktop and phone, in English and Chinese, without axe violations", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ viewport: desktop });
  await signInGuest(context, student);
  const page = await context.newPage();
  const screens: [string, string][] = [
    ["home", "/webinars?tab=upcoming"],
    ["category", `/webinars/categories/${upcoming.categoryId}`],
    ["search", `/webinars/categories/events/search?q=${run}`],
    ["session", `/webinars/categories/${upcoming.categoryId}/events/${upcoming.id}`],
    ["my-sessions", "/webinars/my-sessions?past=1"],
    ["faq", "/webinars/faq"],
    ["about", "/webinars/about"],
  ];
  for (const locale of ["en-US", "zh-CN"] as const) {
    for (const [name, path] of screens) {
      await page.goto(path);
      await expectLoaded(page.getByRole("heading", { level: 1 }).first());
      if (locale === "zh-CN" && name === "home") await chooseChinese(page);
      await expect(page.locator(".mantine-Skeleton-root")).toHaveCount(0);
      if (name === "faq")
        await page
          .getByRole("button")
          .filter({ hasText: /Who can join|谁可以参加/ })
          .click();
      if (locale === "en-US") await expectAccessible(page, ["label-content-name-mismatch"]);
      await both(page, `webinar-${name}-${locale}`);
    }
  }
  await context.close();
});

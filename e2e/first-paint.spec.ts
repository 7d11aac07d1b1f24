import { ACCOUNTS, DEMO_PASSWORD } from "./support/helpers.ts";
import { type APIRequestContext, expect, type Page, test } from "./support/test.ts";
import { expectLoaded } from "./support/ui.ts";

/**
 * The server's first paint of the public pages (issue 28, decision 121): the page is in the HTML the server sends,
 * readable with no script at all; the app then draws over it with the same content and takes the reader's typing
 * and clicks; the page is drawn in the reader's language from their hint cookie; a signed-in reader's pages are left
 * to the browser.
 */

interface Drawn {
  path: string;
  heading: string | RegExp;
}

async function json<T>(request: APIRequestContext, path: string, init?: { data?: unknown }): Promise<T> {
  const res = init ? await request.post(path, { data: init.data }) : await request.get(path);
  expect(res.ok(), `${path}: ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

/** The four drawn pages with what each shows first, found on the running Quad. */
async function drawnPages(request: APIRequestContext): Promise<Drawn[]> {
  const trending = await json<Record<string, { id: number; category_id: number | null; title: string }[]>>(
    request,
    "/api/v1/webinars/categories/trending_session_hash",
  );
  // The first listed, with or without a category (one without is asked for under category 0).
  const session = [...(trending.upcoming ?? []), ...(trending.current ?? []), ...(trending.past ?? [])][0];
  if (!session) throw new Error("the demo world lists no webinar session");
  const school = await json<{ data: { partner_id: number; institute_name?: string } }>(
    request,
    "/api/v1/partners/sessions",
    { data: { email: ACCOUNTS.school, password: DEMO_PASSWORD } },
  );
  const booking = await json<{ school: { name: string } }>(
    request,
    `/api/v1/partners/public/schools/${school.data.partner_id}/availability?start_date=2026-01-05&end_date=2026-01-11`,
  );
  return [
    { path: "/sign-in", heading: "Sign in to Quad" },
    { path: "/webinars", heading: "Webinars" },
    { path: `/webinars/categories/${session.category_id ?? 0}/events/${session.id}`, heading: session.title },
    { path: `/schedule-appointment/${school.data.partner_id}`, heading: booking.school.name },
  ];
}

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

test("the public pages are in the server's HTML, readable with no script", async ({ browser, request }) => {
  const pages = await drawnPages(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const drawn of pages) {
    const res = await page.goto(drawn.path);
    expect(await res?.text(), drawn.path).toContain('id="quad-drawn"');
    await expect(page.locator("h1").first(), drawn.path).toHaveText(drawn.heading);
    // Until the app starts, nothing takes input that would be lost: the page is inert, its fields read-only.
    await expect(page.locator("#root > div[inert]"), drawn.path).toHaveCount(1);
    for (const field of await page.locator("#root input:not([type=hidden])").all()) {
      await expect(field, drawn.path).toHaveAttribute("readonly", "");
    }
  }
  await context.close();
});

test("the app takes over a drawn page: same content, typing and signing in work at once", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = consoleErrors(page);
  await page.goto("/sign-in");
  // Typed as soon as the fields take it (they are read-only until the app has drawn over the page).
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(ACCOUNTS.university);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL("/dashboard");
  await expectLoaded(page.getByRole("heading", { level: 1, name: "Dashboard" }));
  expect(errors).toEqual([]);

  // Signed in, the browser says so in its hint: the server leaves the public pages to the app.
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === "quad_signed_in")?.value).toBe("1");
  const res = await page.goto("/webinars");
  expect(await res?.text()).not.toContain('id="quad-drawn"');
  await expectLoaded(page.getByRole("heading", { level: 1 }).first());
  await context.close();
});

test("a drawn page comes in the reader's language and zone from their hint cookies", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ timezoneId: "Asia/Shanghai" });
  await context.addCookies([
    { name: "quad_locale", value: "zh-CN", url: baseURL ?? "" },
    { name: "quad_tz", value: "Asia%2FShanghai", url: baseURL ?? "" },
  ]);
  const page = await context.newPage();
  const errors = consoleErrors(page);
  const res = await page.goto("/sign-in");
  const html = (await res?.text()) ?? "";
  expect(html).toContain('<html lang="zh-CN"');
  expect(html).toContain("登录 Quad");
  await expectLoaded(page.getByRole("heading", { level: 1, name: "登录 Quad" }));
  expect(errors).toEqual([]);
  await context.close();
});

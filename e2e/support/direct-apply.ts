import { API, DEMO_PASSWORD, screenshot, uniqueEmail } from "./helpers.ts";
import { type APIRequestContext, type BrowserContext, expect, type Page } from "./test.ts";
import { settle } from "./ui.ts";

/** What the direct-apply journeys share: sessions made through the API, files, the guest's sign-in, both widths. */

export const GUEST_API = "/api/v1/webinars";
export const GUEST_KEY = "quad-webinar-guest";
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

export type Headers = { authentication_token: string };

/** A partner's session made through the API: its header and its institution. */
export async function partnerSession(request: APIRequestContext, email: string) {
  const res = await request.post(`${API}/sessions`, { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok(), await res.text()).toBe(true);
  const { data } = (await res.json()) as { data: { authToken: string; partner_id: number } };
  return { headers: { authentication_token: data.authToken } as Headers, partnerId: data.partner_id };
}

/** The calendar date `days` from today, as the API takes it. */
export const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A one-page PDF with a line of text, offsets computed so any reader takes it as it is. */
export function pdfBytes(text: string): Buffer {
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

/** A guest made through the guest API: their token and the profile the guest area keeps. */
export interface Guest {
  token: string;
  data: Record<string, unknown>;
}

/** Who a journey's student is: their name, where they live and study (a school of Quad's, or one named). */
export interface StudentProfile {
  first: string;
  last: string;
  /** Tags the student's unique address (`uniqueEmail`). */
  tag: string;
  city: string;
  timezone: string;
  date_of_birth: string;
  school: { institute_name: string } | { school_partner_id: number };
}

/** A student signed up through the guest API with a complete profile (required fields filled). */
export async function makeStudent(request: APIRequestContext, p: StudentProfile): Promise<Guest> {
  const countries = (await (await request.get(`${API}/misc/countries`)).json()) as { countries: { id: number }[] };
  const name = { first_name: p.first, last_name: p.last };
  const res = await request.post(`${GUEST_API}/registrations`, {
    data: { ...name, email: uniqueEmail(p.tag), password: "a-good-password-1", role: "student" },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { data } = (await res.json()) as { data: { authToken: string } };
  const update = await request.put(`${GUEST_API}/users/update_user`, {
    headers: { authentication_token: data.authToken },
    data: {
      ...name,
      role: "student",
      country_id: countries.countries[0]?.id,
      city: p.city,
      timezone: p.timezone,
      date_of_birth: p.date_of_birth,
      graduation_year: 2027,
      ...p.school,
    },
  });
  expect(update.ok(), await update.text()).toBe(true);
  const profile = ((await update.json()) as { data: Record<string, unknown> }).data;
  expect(profile.required_fields_filled).toBe(true);
  const { authToken: _t, ...guest } = profile as { authToken?: string };
  return { token: data.authToken, data: guest };
}

/** The guest is signed in on every page this context opens (until the page itself signs out). */
export async function signInGuest(context: BrowserContext, guest: Guest): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    [GUEST_KEY, JSON.stringify({ state: { guest: guest.data, authToken: guest.token }, version: 1 })] as const,
  );
}

/** Nothing on the page is wider than the phone's screen. */
export async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, "page width on a phone").toBeLessThanOrEqual(PHONE.width);
}

/** Screenshots of the screen on a desktop and on a phone (which it must fit), back on the desktop after. */
export async function bothWidths(page: Page, name: string) {
  await settle(page);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(400);
  await settle(page);
  await expectNoSidewaysScroll(page);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(300);
}

/** The shell's language switch (shown from 1024 px). */
export async function switchLanguage(page: Page, language: "English" | "中文") {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 1024, height: 800 });
  // A live notification's toast can arrive over the header at any moment: close toasts, then click, until it takes.
  await expect(async () => {
    for (const close of await page.locator(".mantine-Notification-root .mantine-Notification-closeButton").all())
      await close.click({ timeout: 1000 }).catch(() => undefined);
    await page.getByText(language, { exact: true }).click({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.locator("html")).toHaveAttribute("lang", language === "中文" ? "zh-CN" : "en-US");
  if (viewport) await page.setViewportSize(viewport);
}

import { type Radicale, radicaleMissing, startRadicale } from "../apps/server/src/test/radicale.ts";
import { expectAccessible } from "./support/a11y.ts";
import { ACCOUNTS, API, DEMO_PASSWORD, screenshot } from "./support/helpers.ts";
import { chooseLanguage } from "./support/language.ts";
import { type APIRequestContext, expect, type Page, test } from "./support/test.ts";
import { signInTo } from "./support/ui.ts";

/**
 * Busy times mark a school's slots (issue 25 §1, decision 101): the demo school's admin (Lakeside,
 * Asia/Singapore) has its CalDAV calendar on a Radicale the journey starts on loopback, with a dentist's
 * appointment of its own over one evening slot; after a sync, the school's availability screen marks that slot
 * "Conflicts with your calendar" (mark, legend, the slot's badge), in both languages, at desktop and phone width.
 * Data: an evening slot (20:00–21:00, no other journey's time) on the Monday and Tuesday three weeks ahead (busy
 * times are read eight weeks ahead); removed, with the connection, at the end.
 */

test.use({ timezoneId: "Asia/Singapore" });

const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };
const DAY = 86_400_000;

/** The Monday at least three weeks from now. */
function monday(): string {
  const d = new Date(Date.now() + 21 * DAY);
  while (d.getUTCDay() !== 1) d.setTime(d.getTime() + DAY);
  return d.toISOString().slice(0, 10);
}
const MONDAY = monday();
const TUESDAY = new Date(Date.parse(MONDAY) + DAY).toISOString().slice(0, 10);

interface Session {
  token: string;
  partnerId: number;
}

async function apiSignIn(request: APIRequestContext): Promise<Session> {
  const res = await request.post(`${API}/sessions`, { data: { email: ACCOUNTS.school, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as { data: { authToken: string; partner_id: number } };
  return { token: data.authToken, partnerId: data.partner_id };
}

/** The school's slots on the journey's two days (a second attempt starts from none). */
async function clearSlots(request: APIRequestContext, s: Session) {
  const headers = { authentication_token: s.token };
  const res = await request.get(`${API}/schools/${s.partnerId}/availability?start_date=${MONDAY}&end_date=${TUESDAY}`, {
    headers,
  });
  const { data } = (await res.json()) as { data: Record<string, { slot_id: number; time_from: string }[]> };
  const ids = [
    ...new Set(
      Object.values(data)
        .flat()
        .filter((x) => x.time_from === "20:00")
        .map((x) => x.slot_id),
    ),
  ];
  if (ids.length) await request.put(`${API}/availabilities/bulk_delete`, { headers, data: { ids } });
}

function dentist(date: string) {
  const day = date.replaceAll("-", "");
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Journey//Personal//EN",
    "BEGIN:VEVENT",
    "UID:dentist-journey@example.test",
    "DTSTAMP:20260101T000000Z",
    `DTSTART:${day}T123000Z`,
    `DTEND:${day}T133000Z`,
    "SUMMARY:Dentist",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

async function both(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(0, 0);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(phone);
  await page.waitForTimeout(400);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} is wider than a phone`).toBeLessThanOrEqual(0);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(desktop);
  await page.waitForTimeout(300);
}

const missing = radicaleMissing();
let dav: Radicale;
let work = "";
test.beforeAll(async () => {
  if (missing) return;
  dav = await startRadicale({ lakeside: "journey-app-password" });
  work = await dav.makeCalendar("lakeside", "work", "Work");
});
test.afterAll(async () => {
  await dav?.stop();
});

test("a busy time in the school admin's own calendar marks the slot it overlaps, for the school only", async ({
  page,
  request,
}) => {
  test.skip(missing !== null, missing ?? "");
  test.setTimeout(180_000);
  const s = await apiSignIn(request);
  const headers = { authentication_token: s.token };
  const base = `${API}/institutes/${s.partnerId}`;
  await clearSlots(request, s);
  const saved = await request.post(`${API}/schools/${s.partnerId}/set_availability`, {
    headers,
    data: {
      availability: {
        availability_start_date: MONDAY,
        availability_end_date: TUESDAY,
        slots: [{ days: [1, 2], time_from: "20:00", time_to: "21:00", capacity: 2 }],
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  await dav.putObject(work, "lakeside", "dentist", dentist(MONDAY));
  try {
    const connected = await request.post(`${base}/calendar_token`, {
      headers,
      data: { provider: "caldav", server_url: `${dav.url}/`, username: "lakeside", auth_token: "journey-app-password" },
    });
    expect(connected.status(), await connected.text()).toBe(200);
    await request.post(`${base}/calendars`, { headers, data: { calendar_ids: [work] } });
    await request.post(`${base}/google_sync`, { headers });
    await expect
      .poll(
        async () => {
          const res = await request.get(
            `${API}/schools/${s.partnerId}/availability?start_date=${MONDAY}&end_date=${MONDAY}`,
            { headers },
          );
          const { data } = (await res.json()) as { data: Record<string, { calendar_conflict?: boolean }[]> };
          return (data[MONDAY] ?? []).some((x) => x.calendar_conflict === true);
        },
        { timeout: 60_000 },
      )
      .toBe(true);

    await signInTo(page, ACCOUNTS.school, `/availability?date=${MONDAY}`, "Availability");
    const calendar = page.getByTestId("availability-calendar");
    await expect(calendar.getByTestId("calendar-conflict")).toHaveCount(1);
    await expect(calendar.getByRole("button", { name: /Conflicts with your calendar/ })).toHaveCount(1);
    await expectAccessible(page);
    await both(page, "availability-calendar-conflict");

    await calendar.getByRole("button", { name: /Conflicts with your calendar/ }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByTestId("slot-calendar-conflict")).toHaveText("Conflicts with your calendar");
    await dialog.getByTestId("slot-calendar-conflict").hover();
    await expect(page.getByRole("tooltip")).toContainText("College reps can still book it");
    await screenshot(page, "availability-calendar-conflict-dialog-desktop");
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");

    await page.setViewportSize({ width: 1024, height: 800 });
    await chooseLanguage(page, "中文");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await page.setViewportSize(desktop);
    await expect(calendar.getByRole("button", { name: /与您的日历冲突/ })).toHaveCount(1);
    await both(page, "availability-calendar-conflict-zh");
    await calendar.getByRole("button", { name: /与您的日历冲突/ }).click();
    await expect(page.getByRole("dialog").getByTestId("slot-calendar-conflict")).toHaveText("与您的日历冲突");
    await page.setViewportSize(phone);
    await page.waitForTimeout(300);
    await screenshot(page, "availability-calendar-conflict-dialog-zh-phone");
    await page.setViewportSize(desktop);
    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 1024, height: 800 });
    await chooseLanguage(page, "English");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  } finally {
    await request.delete(`${base}/calendar_token`, { headers });
    await clearSlots(request, s);
  }
});

import fs from "node:fs";
import path from "node:path";
import { type APIRequestContext, expect, type Page } from "@playwright/test";

/** The seeded demo world (apps/server/src/seed): one admin and one member per partner type. */
export const DEMO_PASSWORD = "quad-demo";

export type PartnerType = "School" | "University" | "ApplicationClient";

/**
 * Which demo account each journey may use, so that parallel files never disturb each other:
 * - the reset journey changes school.member's password (and revokes its sessions): nothing else uses it;
 * - the signed-in language switch stores zh-CN on client.member: nothing else signs in with it;
 * - the wrong-password attempt goes to university.member (one failure, far below the throttle of 5).
 * Every other journey opens its own session on an admin account; sessions are independent.
 */
export const ACCOUNTS = {
  school: "school@quad.test",
  university: "university@quad.test",
  client: "client@quad.test",
  resetPassword: "school.member@quad.test",
  localeSwitch: "client.member@quad.test",
  wrongPassword: "university.member@quad.test",
} as const;

export const HOME: Record<PartnerType, string> = {
  School: "/events",
  University: "/dashboard",
  ApplicationClient: "/direct-apply/applications",
};

/** The key the app persists its session under (apps/web/src/lib/session-store.ts). */
export const SESSION_STORAGE_KEY = "quad-portal";

/** The BroadcastChannel the app's tabs tell each other about a logout on (apps/web/src/lib/broadcast.ts). */
export const BROADCAST_CHANNEL = "quad-portal";

export const API = "/api/v1/partners";

const screenshotDir = path.resolve(import.meta.dirname, "../screenshots");

/**
 * Saves a full-page screenshot to e2e/screenshots/<name>.png, leaving the page as it was.
 *
 * Not `fullPage: true`: Chromium captures beyond the viewport by resizing the page to 1x1 and back, so every media
 * query flips to the phone layout for a moment. On a busy machine React renders that moment: the visits list swaps
 * its table for cards and back, and a menu opened on a row is gone. The window grows to the page's height instead
 * (same width, so no media query changes), and is put back afterwards.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  const viewport = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const taller = viewport !== null && height > viewport.height;
  if (taller) await page.setViewportSize({ width: viewport.width, height });
  try {
    await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), animations: "disabled" });
  } finally {
    if (taller) await page.setViewportSize(viewport);
  }
}

/** A lower-case address no other run or test uses. */
export function uniqueEmail(tag: string): string {
  return `e2e.${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;
}

export interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
  status: string;
  created_at: string;
}

/** Waits for the newest mail to `to` whose subject matches, from the dev mailbox (newest first). */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
  options: { after?: number } = {},
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
        expect(res.ok(), `GET /dev/mailbox.json answered ${res.status()}`).toBe(true);
        const { mails } = (await res.json()) as { mails: Mail[] };
        found = mails.find((m) => subject.test(m.subject) && m.id > (options.after ?? 0));
        return found !== undefined;
      },
      { message: `a mail to ${to} with subject ${subject}`, timeout: 10_000 },
    )
    .toBe(true);
  return found as Mail;
}

/** The id of the newest mail to `to` so far (0 when none), to wait for a later one. */
export async function lastMailId(request: APIRequestContext, to: string): Promise<number> {
  const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
  const { mails } = (await res.json()) as { mails: Mail[] };
  return mails[0]?.id ?? 0;
}

/** The first link in a mail whose path starts with `pathname`, as a path + query on the test server. */
export function linkIn(mail: Mail, pathname: string): string {
  for (const raw of mail.text.match(/https?:\/\/\S+/g) ?? []) {
    const url = new URL(raw);
    if (url.pathname === pathname) return `${url.pathname}${url.search}`;
  }
  throw new Error(`no ${pathname} link in the mail "${mail.subject}":\n${mail.text}`);
}

/** The session token the app stored after signing in. */
export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { state?: { authToken?: string | null } };
    return parsed.state?.authToken ?? null;
  }, SESSION_STORAGE_KEY);
  expect(token, "a session token in localStorage").toBeTruthy();
  return token as string;
}

// Screenshots and axe checks of every web screen against a running preview (vite preview + API).
// Usage: node apps/web/scripts/screenshots.mjs [baseUrl] [outDir]
//   baseUrl defaults to http://localhost:4173, outDir to /tmp/web-shots.
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { chromium } from "playwright";

const base = process.argv[2] ?? "http://localhost:4173";
const outDir = process.argv[3] ?? "/tmp/web-shots";
const only = process.env.ONLY ? new RegExp(process.env.ONLY) : null;
fs.mkdirSync(outDir, { recursive: true });

const widths = [
  { name: "desktop", width: 1440, height: 900 },
  { name: "tablet", width: 1024, height: 768 },
];

async function signInByApi(email) {
  const res = await fetch(`${base}/api/v1/partners/sessions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "quad-demo" }),
  });
  if (!res.ok) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`);
  const { data } = await res.json();
  return data;
}

function storedSession(user, locale = "en-US") {
  const { authToken, ...rest } = user;
  return JSON.stringify({
    state: {
      data: rest,
      authToken,
      showOnboarding: false,
      locale,
      localeSource: "user",
      settingsTabIndex: 0,
      preferences: null,
      validatedUserPartnerType: null,
    },
    version: 1,
  });
}

const signedOut = [
  { name: "sign-in", path: "/sign-in" },
  {
    name: "sign-in-errors",
    path: "/sign-in",
    act: async (page) => {
      await page.getByRole("button", { name: /^sign in$/i }).click();
      await page.waitForTimeout(300);
    },
  },
  {
    name: "sign-in-wrong-password",
    path: "/sign-in",
    act: async (page) => {
      await page.getByLabel(/email/i).fill("school.member@quad.test");
      await page.getByLabel(/^password/i).fill("not-the-password");
      await page.getByRole("button", { name: /^sign in$/i }).click();
      await page.waitForTimeout(1200);
    },
  },
  { name: "forgot-password", path: "/forgot-password" },
  {
    name: "forgot-password-sent",
    path: "/forgot-password",
    act: async (page) => {
      await page.getByLabel(/email/i).fill("someone@quad.test");
      await page.getByRole("button", { name: /send/i }).click();
      await page.getByRole("status").first().waitFor();
    },
  },
  { name: "reset-password", path: "/reset-password?reset_password_token=demo-token" },
  { name: "reset-password-missing-token", path: "/reset-password" },
  { name: "search-school", path: "/search-school" },
  {
    name: "search-school-results",
    path: "/search-school",
    act: async (page) => {
      await page.getByLabel(/school name/i).fill("school");
      await page.waitForTimeout(1500);
    },
  },
  {
    name: "search-university-none",
    path: "/search-university",
    act: async (page) => {
      await page.getByLabel(/university name/i).fill("Zyxwv Institute");
      await page.waitForTimeout(1500);
    },
  },
  { name: "register-school", path: "/register-school?institution_name=Maple%20Leaf%20Academy" },
  {
    name: "register-school-errors",
    path: "/register-school",
    act: async (page) => {
      await page.getByRole("button", { name: /create account/i }).click();
      await page.waitForTimeout(300);
    },
  },
  { name: "register-university", path: "/register-university" },
  { name: "email-validated-invalid", path: "/email-validated?confirmation_token=not-a-real-token" },
  { name: "privacy-policy", path: "/privacy-policy" },
  { name: "cookies-policy", path: "/cookies-policy" },
  { name: "webinars", path: "/webinars" },
  { name: "sso", path: "/sso" },
  { name: "sign-in-zh", path: "/sign-in", locale: "zh-CN" },
  {
    name: "sign-in-google",
    path: "/sign-in",
    mock: {
      "misc/app_config": {
        google_sign_in_enabled: true,
        google_client_id: "demo-client.apps.googleusercontent.com",
        public_site_url: "https://www.quad.test",
        help_center_url: null,
        community_url: null,
        chat_url: null,
        mailbox_enabled: true,
      },
      "misc/country_code": { country_code: "US" },
    },
  },
];

const signedIn = [
  { name: "university-dashboard", email: "university@quad.test", path: "/dashboard" },
  {
    name: "university-user-menu",
    email: "university@quad.test",
    path: "/dashboard",
    act: async (page) => {
      await page.getByRole("button", { name: /account menu/i }).click();
      await page.waitForTimeout(400);
    },
  },
  { name: "university-schools", email: "university@quad.test", path: "/schools" },
  { name: "university-connections", email: "university@quad.test", path: "/connections" },
  { name: "university-event-detail", email: "university@quad.test", path: "/events/42" },
  { name: "university-settings", email: "university@quad.test", path: "/settings" },
  { name: "university-dashboard-zh", email: "university@quad.test", path: "/dashboard", locale: "zh-CN" },
  { name: "school-events", email: "school@quad.test", path: "/events" },
  { name: "school-availability", email: "school@quad.test", path: "/availability" },
  {
    name: "school-user-menu",
    email: "school@quad.test",
    path: "/events",
    act: async (page) => {
      await page.getByRole("button", { name: /account menu/i }).click();
      await page.waitForTimeout(400);
    },
  },
  { name: "client-applications", email: "client@quad.test", path: "/direct-apply/applications" },
  { name: "signed-in-privacy", email: "school@quad.test", path: "/privacy-policy" },
];

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});

const users = {};
const problems = [];

async function shoot(screen, viewport, session) {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
  const locale = screen.locale ?? "en-US";
  const stored = session
    ? storedSession(session, locale)
    : JSON.stringify({ state: { locale, localeSource: "user" }, version: 1 });
  await context.addInitScript((value) => {
    if (!sessionStorage.getItem("quad-shot-init")) {
      localStorage.setItem("quad-portal", value);
      sessionStorage.setItem("quad-shot-init", "1");
    }
  }, stored);
  const page = await context.newPage();
  for (const [suffix, body] of Object.entries(screen.mock ?? {})) {
    await page.route(`**/api/v1/partners/${suffix}*`, (route) => route.fulfill({ json: body }));
  }
  page.on("pageerror", (e) => problems.push(`${screen.name}: page error ${e.message}`));
  // Signed-in screens keep a live notification stream open, so the network never goes idle there.
  await page.goto(`${base}${screen.path}`, { waitUntil: session ? "load" : "networkidle" });
  await page.waitForTimeout(session ? 2000 : 500);
  if (screen.act) await screen.act(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  const file = path.join(outDir, `${screen.name}-${viewport.name}.png`);
  await page.screenshot({ path: file, fullPage: screen.fullPage ?? true });
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  for (const v of axe.violations.filter((x) => x.impact === "serious" || x.impact === "critical")) {
    problems.push(
      `${screen.name} ${viewport.name}: axe ${v.impact} ${v.id}: ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(" | ")}`,
    );
  }
  const lang = await page.evaluate(() => document.documentElement.lang);
  if (lang !== locale) problems.push(`${screen.name}: <html lang> is ${lang}, expected ${locale}`);
  await context.close();
  console.log("shot", file);
}

for (const viewport of widths) {
  for (const screen of signedOut) if (!only || only.test(screen.name)) await shoot(screen, viewport, null);
  for (const screen of signedIn) {
    if (only && !only.test(screen.name)) continue;
    users[screen.email] ??= await signInByApi(screen.email);
    await shoot(screen, viewport, users[screen.email]);
  }
}

await browser.close();
if (problems.length) {
  console.log(`\n${problems.length} problem(s):`);
  for (const p of problems) console.log(" -", p);
  process.exitCode = 1;
} else {
  console.log("\nNo serious or critical axe violations.");
}

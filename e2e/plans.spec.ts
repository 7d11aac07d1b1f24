import { expectAccessible } from "./support/a11y.ts";
import { ACCOUNTS, lastMailId, screenshot, waitForMail } from "./support/helpers.ts";
import { expect, type Page, test } from "./support/test.ts";
import { drawWholePage, expectLoaded, settle, signInTo } from "./support/ui.ts";

/**
 * Issue 26 §1 on the web (decision 113). starter@quad.test's Northfield University has free connections, free
 * prospect-and-engage and no insights: its navigation marks each area's tier, its connections' contact details are
 * locked with the reason and the request, the dashboard's Free plan badge leads to Settings → Plan, which leads to
 * the premium page, where the request for the paid plan reaches customer success's mailbox. university@quad.test
 * (paid everywhere) sees no lock and "You have the paid plan". Both languages, desktop (1280) and phone (390).
 */

const STARTER = "starter@quad.test";
const CUSTOMER_SUCCESS = "success@quad.test";

const TEXT = {
  "en-US": {
    nav: "Main navigation",
    locked: "Contact details come with the paid plan",
    explain: "What free and paid mean",
    accessExplain: "What full and limited access mean",
    freePlanBadge: /^Free plan: what it means/,
    planHeading: "Your institution's plan",
    compare: "Compare free and paid",
    premium: "Prospect and engage: free and paid",
    yourPlan: "Your plan",
    ask: "Ask about the paid plan",
    send: "Send request",
    sent: "Request sent. Our customer success team will contact you.",
    request: "We would like the paid plan of Prospect and engage.",
    paid: "You have the paid plan",
    toggle: "Toggle navigation",
    navConnections: /^Connections/,
    navProspects: /^Prospect & engage/,
    navInsights: /^Higher-ed insights/,
    freeLabel: "Free plan",
    noAccessLabel: "Not in your plan",
  },
  "zh-CN": {
    nav: "主导航",
    locked: "付费套餐包含联系方式",
    explain: "免费与付费的区别",
    accessExplain: "完整权限与有限权限的含义",
    freePlanBadge: /^免费套餐：/,
    planHeading: "贵机构的套餐",
    compare: "比较免费与付费",
    premium: "潜在学生与互动：免费与付费",
    yourPlan: "您的套餐",
    ask: "咨询付费套餐",
    send: "发送申请",
    sent: "申请已发送，客户成功团队将与您联系。",
    request: "我们希望了解潜在学生与互动的付费套餐。",
    paid: "您已开通付费套餐",
    toggle: "切换导航",
    navConnections: /^联系人/,
    navProspects: /^潜在学生拓展/,
    navInsights: /^高等教育洞察/,
    freeLabel: "免费套餐",
    noAccessLabel: "不在您的套餐中",
  },
} as const;

type Locale = keyof typeof TEXT;
const VIEWPORTS = [
  { tag: "desktop", width: 1280, height: 900 },
  { tag: "phone", width: 390, height: 844 },
] as const;

/** Switches the signed-in app to `locale` without touching the account (the stored choice, then a reload). */
async function useLocale(page: Page, locale: Locale) {
  if (locale === "en-US") return;
  await page.evaluate(() => {
    const raw = JSON.parse(localStorage.getItem("quad-portal") ?? "{}") as { state?: Record<string, unknown> };
    raw.state = { ...raw.state, locale: "zh-CN", localeSource: "user" };
    localStorage.setItem("quad-portal", JSON.stringify(raw));
  });
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await expectLoaded(page.getByRole("heading", { level: 1 }));
}

/** The main navigation, opened from the header on a phone. */
async function openNav(page: Page, locale: Locale, phone: boolean) {
  if (phone) await page.getByRole("button", { name: TEXT[locale].toggle }).click();
  const nav = page.getByRole("navigation", { name: TEXT[locale].nav });
  await expect(nav).toBeVisible();
  return nav;
}

for (const locale of ["en-US", "zh-CN"] as const) {
  for (const vp of VIEWPORTS) {
    const phone = vp.tag === "phone";
    const shot = (name: string) => `plans-${name}-${locale}-${vp.tag}`;

    test(`a free university: tiers, locked contacts, the plan and the request (${locale}, ${vp.tag})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(150_000);
      const T = TEXT[locale];
      await page.setViewportSize({ width: vp.width, height: vp.height });
      await signInTo(page, STARTER, "/dashboard", "Dashboard");
      await useLocale(page, locale);

      // The dashboard: the Free plan badge of new connections leads to what the plan means. A phone draws the cards
      // under its first screen as they come near it (decision 123): the page is scrolled through.
      await expect(page.locator('[data-card="dash-funnel"]')).toBeVisible({ timeout: 30_000 });
      await drawWholePage(page);
      const badge = page.getByRole("link", { name: T.freePlanBadge }).first();
      // The dashboard's cards load after its first screen; on a busy machine the new connections come late.
      await expect(badge).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole("link", { name: T.accessExplain })).toBeVisible();
      await settle(page);
      await screenshot(page, shot("dashboard"));

      // The navigation: Free on connections and prospect-and-engage, a lock on insights, read out with the item.
      // (The two growth items are in the menu once their areas have screens: issues 26 §2, §3.)
      const nav = await openNav(page, locale, phone);
      const marks = [
        { item: T.navConnections, mark: "free" },
        { item: T.navProspects, mark: "free" },
        { item: T.navInsights, mark: "no_access" },
      ];
      for (const { item, mark } of marks) {
        const link = nav.getByRole("link", { name: item });
        if (item !== T.navConnections && (await link.count()) === 0) continue;
        await expect(link.locator(`[data-plan-mark="${mark}"]`)).toBeVisible();
        await expect(link).toContainText(mark === "free" ? T.freeLabel : T.noAccessLabel);
      }
      await screenshot(page, shot("nav"));
      await nav.getByRole("link", { name: T.navConnections }).click();

      // Connections: the notice above the list, a lock in each row instead of an empty cell.
      await expect(page.locator("[data-locked-notice]")).toBeVisible();
      const lockedRow = page.locator("[data-contact-locked]").first();
      await expect(lockedRow).toContainText(T.locked);
      await settle(page);
      await screenshot(page, shot("connections"));
      await expectAccessible(page);

      // The detail: why, the request and the explanation; no email or phone.
      await lockedRow.click();
      const drawer = page.getByRole("dialog");
      const panel = drawer.locator("[data-contact-locked]");
      await expect(panel).toContainText(T.locked);
      await expect(panel.getByRole("button", { name: T.ask })).toBeVisible();
      await settle(page);
      await screenshot(page, shot("connection-detail"));

      // The explanation: Settings → Plan, then the comparison of prospect-and-engage's plans.
      await panel.getByRole("link", { name: T.explain }).click();
      await expect(page).toHaveURL(/\/settings$/);
      await expect(page.getByRole("heading", { name: T.planHeading })).toBeVisible();
      await expect(page.locator('[data-plan-area="connections"] [data-plan-tier="free"]')).toBeVisible();
      await expect(page.locator('[data-plan-area="insights"] [data-plan-tier="no_access"]')).toBeVisible();
      await settle(page);
      await screenshot(page, shot("settings-plan"));
      await expectAccessible(page);

      await page.getByRole("link", { name: T.compare }).click();
      await expect(page.getByRole("heading", { level: 1, name: T.premium })).toBeVisible();
      const freeColumn = page.locator('[data-plan-column="free"]').first();
      if (!phone) await expect(freeColumn).toContainText(T.yourPlan);
      await expect(page.locator('[data-plan-column="paid"] [data-your-plan]')).toHaveCount(0);
      await settle(page);
      await screenshot(page, shot("premium"));
      await expectAccessible(page);

      // The request reaches customer success.
      const after = await lastMailId(request, CUSTOMER_SUCCESS);
      const tag = `plans-e2e-${locale}-${vp.tag}-${Date.now()}`;
      const offer = page.locator('[data-plan-offer="prospect_engage"]');
      await offer.getByRole("button", { name: T.ask }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByText(T.request)).toBeVisible();
      await dialog.getByRole("textbox").fill(tag);
      await screenshot(page, shot("request"));
      await dialog.getByRole("button", { name: T.send }).click();
      await expect(offer.getByRole("status")).toHaveText(T.sent);
      const mail = await waitForMail(request, CUSTOMER_SUCCESS, /^\[upgrade\] Northfield University/, { after });
      expect(mail.text).toContain(STARTER);
      expect(mail.text).toContain(T.request);
      expect(mail.text).toContain(tag);
    });
  }
}

for (const [locale, vp] of [
  ["en-US", VIEWPORTS[0]],
  ["zh-CN", VIEWPORTS[1]],
] as const) {
  test(`a paid university sees no lock and has the paid plan (${locale}, ${vp.tag})`, async ({ page }) => {
    test.setTimeout(120_000);
    const T = TEXT[locale];
    const phone = vp.tag === "phone";
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await signInTo(page, ACCOUNTS.university, "/connections", "Connections");
    await useLocale(page, locale);
    await expect(page.locator("[data-locked-notice]")).toHaveCount(0);
    await expect(page.locator("[data-contact-locked]")).toHaveCount(0);
    const nav = await openNav(page, locale, phone);
    await expect(nav.locator("[data-plan-mark]")).toHaveCount(0);

    await page.goto("/prospect-and-engage/premium");
    await expectLoaded(page.getByRole("heading", { level: 1, name: T.premium }));
    await expect(page.getByRole("heading", { name: T.paid })).toBeVisible();
    await expect(page.locator('[data-plan-column="paid"]').first()).toBeVisible();
    await expect(page.getByRole("button", { name: T.ask })).toHaveCount(0);
    await settle(page);
    await screenshot(page, `plans-premium-paid-${locale}-${vp.tag}`);
  });
}

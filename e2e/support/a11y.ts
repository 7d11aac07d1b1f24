import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Fails on any serious or critical axe violation of the page as it is now, listing each with its nodes.
 * `extraRules` turns on axe rules that are off by default (experimental ones such as "label-content-name-mismatch",
 * WCAG 2.5.3 label in name).
 */
export async function expectAccessible(page: Page, extraRules: string[] = []): Promise<void> {
  expect(await seriousViolations(page, extraRules), `axe violations on ${page.url()}`).toEqual([]);
}

/** The serious and critical axe violations of the page as it is now, one text each with its nodes (none: []). */
export async function seriousViolations(page: Page, extraRules: string[] = []): Promise<string[]> {
  await settleTransitions(page);
  const builder = new AxeBuilder({ page });
  if (extraRules.length)
    builder.options({ rules: Object.fromEntries(extraRules.map((id) => [id, { enabled: true }])) });
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  return serious.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")}: ${n.failureSummary}`).join("\n")}`,
  );
}

/**
 * Waits (at most 3 s) until no finite CSS transition or animation runs: axe measures colours as drawn, so a toast or a
 * modal fading in or out blends with what is under it (a 1.2:1 "contrast" of a toast arriving mid-check). Endless
 * animations (loaders, skeletons) are not waited for.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
      null,
      { timeout: 3000, polling: 100 },
    )
    .catch(() => undefined);
}

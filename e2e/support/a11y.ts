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

/**
 * The serious and critical axe violations of the page as it is now, one text each with its nodes (none: []).
 * A finding counts only when a second analysis, after the page settled again, finds it on the same node: a toast that
 * starts fading out while axe measures (its auto-close has no transition running when the check begins) blends with
 * the page for a moment, and a real failure is there both times.
 */
export async function seriousViolations(page: Page, extraRules: string[] = []): Promise<string[]> {
  const first = await analyse(page, extraRules);
  if (first.size === 0) return [];
  const second = await analyse(page, extraRules);
  const lasting = new Map<string, string[]>();
  for (const [key, finding] of first) {
    if (!second.has(key)) continue;
    lasting.set(finding.rule, [...(lasting.get(finding.rule) ?? []), finding.node]);
  }
  return [...lasting].map(([rule, nodes]) => `${rule}\n${nodes.join("\n")}`);
}

/** One analysis: each serious or critical finding by rule and node. */
async function analyse(page: Page, extraRules: string[]): Promise<Map<string, { rule: string; node: string }>> {
  await settleTransitions(page);
  const builder = new AxeBuilder({ page });
  if (extraRules.length)
    builder.options({ rules: Object.fromEntries(extraRules.map((id) => [id, { enabled: true }])) });
  const { violations } = await builder.analyze();
  const found = new Map<string, { rule: string; node: string }>();
  for (const v of violations) {
    if (v.impact !== "serious" && v.impact !== "critical") continue;
    for (const n of v.nodes) {
      const target = n.target.join(" ");
      found.set(`${v.id} ${target}`, {
        rule: `${v.impact} ${v.id}: ${v.help}`,
        node: `    ${target}: ${n.failureSummary}`,
      });
    }
  }
  return found;
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

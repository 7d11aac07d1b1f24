import { expect, type Page } from "@playwright/test";

/**
 * Chooses the interface language with the switch on screen. Right after a viewport change the header's switch and
 * the navigation's can both be rendered for a moment (each follows its own media query), so this waits until one
 * switch is left before clicking: a click in that moment would be ambiguous.
 */
export async function chooseLanguage(page: Page, label: "English" | "中文" | string): Promise<void> {
  const option = page.getByText(label, { exact: true });
  await expect(option).toHaveCount(1);
  await option.click();
}

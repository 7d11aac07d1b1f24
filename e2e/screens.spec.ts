import { screenshot } from "./support/helpers.ts";
import { open, PUBLIC_SCREENS } from "./support/screens.ts";
import { expect, type Locator, test } from "./support/test.ts";

// Every screen is also captured at 1440x900 by a11y.spec.ts, right before its scan.

const signInScreen = PUBLIC_SCREENS.find((s) => s.name === "sign-in");

/** The image the browser shows (the banner's <picture> picks it by the window's width, decision 121). */
const shown = (banner: Locator) => expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.currentSrc));

test.describe("sign-in banner", () => {
  test("wider than 1280 px: the desktop banner", async ({ page }) => {
    if (!signInScreen) throw new Error("no sign-in screen");
    await open(page, signInScreen);
    const banner = page.getByRole("complementary", { name: "About Quad" }).locator("img").first();
    await shown(banner).toMatch(/banner-desktop/);
    await expect(banner).toBeVisible();
  });

  test.describe("at 1024 px", () => {
    test.use({ viewport: { width: 1024, height: 768 } });

    test("the tablet banner", async ({ page }) => {
      if (!signInScreen) throw new Error("no sign-in screen");
      await open(page, signInScreen);
      const banner = page.getByRole("complementary", { name: "About Quad" }).locator("img").first();
      await shown(banner).toMatch(/banner-tablet/);
      await expect(banner).toBeVisible();
      await screenshot(page, "sign-in-1024");
    });
  });

  test.describe("at 1280 px exactly", () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test("still the tablet banner (desktop only when wider than 1280)", async ({ page }) => {
      if (!signInScreen) throw new Error("no sign-in screen");
      await open(page, signInScreen);
      const banner = page.getByRole("complementary", { name: "About Quad" }).locator("img").first();
      await shown(banner).toMatch(/banner-tablet/);
    });
  });
});

import { type Browser, type BrowserContext, test as base, type Page } from "@playwright/test";
import { TIME_SCALE } from "./time-scale.ts";

export { type APIRequestContext, type BrowserContext, expect, type Locator, type Page } from "@playwright/test";

/**
 * The journeys' `test`: Playwright's, plus E2E_CPU_THROTTLE=N (N > 1), which slows every page's main thread N times
 * (Chromium's CPU throttling, as DevTools does) in every context, the ones a journey opens itself included. It
 * reproduces on any machine what a busy 2-core machine does to the app (slow renders, late effects, re-renders
 * between two steps), to shake out journeys that pass only when the machine is fast. Off by default.
 */
const rate = Number(process.env.E2E_CPU_THROTTLE ?? "1");

async function throttle(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate });
}

function throttleContext(context: BrowserContext): void {
  for (const page of context.pages()) void throttle(page).catch(() => undefined);
  context.on("page", (page) => void throttle(page).catch(() => undefined));
}

export const test = base.extend<object, { browser: Browser }>({
  browser: [
    async ({ browser }, use) => {
      if (rate > 1) {
        const newContext = browser.newContext.bind(browser);
        browser.newContext = async (options) => {
          const context = await newContext(options);
          throttleContext(context);
          return context;
        };
      }
      await use(browser);
    },
    { scope: "worker" },
  ],
});

// A journey's own time budget (`test.setTimeout`) scales like the config's (E2E_TIME_SCALE).
const setTimeoutOf = test.setTimeout.bind(test);
test.setTimeout = (timeout: number) => setTimeoutOf(timeout * TIME_SCALE);

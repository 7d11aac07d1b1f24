import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { changeLocale, initI18n } from "../../lib/i18n";
import { renderScreen } from "../../test/render";
import { PlanTierMark } from "./plan-tier-mark";

async function mark(tier: "no_access" | "free" | "paid") {
  await initI18n("en-US");
  const utils = await renderScreen(
    () => (
      <span data-testid="item">
        Connections <PlanTierMark tier={tier} />
      </span>
    ),
    "/dashboard",
  );
  await screen.findByTestId("item");
  return utils;
}

afterEach(async () => {
  await changeLocale("en-US");
});

describe("PlanTierMark", () => {
  it("shows a lock read as 'Not in your plan' on no_access", async () => {
    const { container } = await mark("no_access");
    expect(container.querySelector('[data-plan-mark="no_access"] svg')?.getAttribute("aria-hidden")).toBe("true");
    expect(screen.getByTestId("item").textContent).toContain("Not in your plan");
  });

  it("shows a small Free badge read as 'Free plan' on free, in both languages", async () => {
    const { container } = await mark("free");
    expect(container.querySelector('[data-plan-mark="free"]')?.textContent).toContain("Free");
    expect(screen.getByTestId("item").textContent).toContain("Free plan");
    await changeLocale("zh-CN");
    expect(await screen.findByText("免费")).toBeTruthy();
    expect(screen.getByTestId("item").textContent).toContain("免费套餐");
  });

  it("shows nothing on paid", async () => {
    await mark("paid");
    expect(screen.getByTestId("item").textContent?.trim()).toBe("Connections");
  });
});

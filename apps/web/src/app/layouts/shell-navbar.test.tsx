import { AppShell } from "@mantine/core";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLocale, ensureNamespace, initI18n } from "../../lib/i18n";
import { useSessionStore } from "../../lib/session-store";
import { renderScreen } from "../../test/render";
import { STARTER_ADMIN, signInAs, UNIVERSITY_ADMIN } from "../../test/users";
import type { RouteEntry } from "../router/route-types";
import { ShellNavbar } from "./shell-navbar";

// The growth areas' screens belong to other features (issue 26 §2, §3) and the menu offers no placeholder: here the
// menu holds every plan area as it does once they are built, whatever this tree's screens are.
vi.mock("../router/access-rules", async (importOriginal) => {
  const real = await importOriginal<typeof import("../router/access-rules")>();
  const { ROUTES } = await import("../router/route-table");
  const route = (id: string) => ROUTES.find((r) => r.id === id) as RouteEntry;
  return {
    ...real,
    navigationFor: (type: string) => [
      { id: "workspace", items: [route("dashboard"), route("connections")] },
      {
        id: "growth",
        items:
          type === "University" ? [route("prospectAndEngage"), route("higherEdInsights")] : [route("higherEdInsights")],
      },
    ],
  };
});

async function show(user: typeof UNIVERSITY_ADMIN | typeof STARTER_ADMIN, type = user.institute_type, drawn = true) {
  await initI18n("en-US");
  await ensureNamespace("areas");
  signInAs({ ...user, institute_type: type });
  return renderScreen(
    () => (
      <AppShell navbar={{ width: 264, breakpoint: "sm" }}>
        <ShellNavbar
          instituteType={type as "University" | "ApplicationClient"}
          companyName={user.company.name}
          onNavigate={() => {}}
          drawn={drawn}
        />
      </AppShell>
    ),
    "/dashboard",
  );
}

const link = (name: RegExp) => screen.getByRole("link", { name });

afterEach(async () => {
  useSessionStore.getState().signOut();
  await changeLocale("en-US");
});

describe("the navigation's plan marks", () => {
  it("marks a free area with a Free badge and an area not in the plan with a lock, both read out", async () => {
    const { container } = await show(STARTER_ADMIN);
    await screen.findByRole("link", { name: /^Dashboard/ });
    expect(link(/^Connections/).textContent).toContain("Free plan");
    expect(link(/^Connections/).querySelector('[data-plan-mark="free"]')).toBeTruthy();
    expect(link(/^Prospect & engage/).querySelector('[data-plan-mark="free"]')).toBeTruthy();
    const insights = link(/^Higher-ed insights/);
    expect(insights.querySelector('[data-plan-mark="no_access"]')).toBeTruthy();
    expect(insights.textContent).toContain("Not in your plan");
    expect(container.querySelectorAll("[data-plan-mark]")).toHaveLength(3);
  });

  it("marks nothing on a paid plan", async () => {
    const { container } = await show(UNIVERSITY_ADMIN);
    await screen.findByRole("link", { name: /^Dashboard/ });
    expect(container.querySelector("[data-plan-mark]")).toBeNull();
  });

  it("marks an application client's free insights, in Chinese too", async () => {
    await show(
      { ...UNIVERSITY_ADMIN, plan: { connections: "paid", prospect_engage: "no_access", insights: "free" } },
      "ApplicationClient",
    );
    await screen.findByRole("link", { name: /^Higher-ed insights/ });
    expect(screen.queryByRole("link", { name: /^Prospect/ })).toBeNull();
    expect(link(/^Connections/).querySelector("[data-plan-mark]")).toBeNull();
    expect(link(/^Higher-ed insights/).textContent).toContain("Free plan");
    await changeLocale("zh-CN");
    expect((await screen.findByRole("link", { name: /^高等教育洞察/ })).textContent).toContain("免费套餐");
  });
});

describe("the navigation on a phone", () => {
  it("holds no links until it is drawn (the menu's first opening)", async () => {
    await show(UNIVERSITY_ADMIN, "University", false);
    expect(await screen.findByRole("navigation", { name: "Main navigation" })).toBeTruthy();
    expect(screen.queryAllByRole("link")).toHaveLength(0);
  });
});

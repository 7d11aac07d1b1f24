import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLocale, initI18n } from "../../lib/i18n";
import { useSessionStore } from "../../lib/session-store";
import { renderScreen, stubApi } from "../../test/render";
import { STARTER_ADMIN, signInAs, UNIVERSITY_ADMIN } from "../../test/users";
import { PlanOverview } from "./plan-overview";

async function show(user: object) {
  await initI18n("en-US");
  signInAs(user);
  await renderScreen(() => <PlanOverview />, "/settings");
  await screen.findByRole("heading", { name: "Your institution's plan" });
}

const area = (name: string) => screen.getByRole("region", { name });

afterEach(async () => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
  await changeLocale("en-US");
});

describe("Settings → Plan", () => {
  it("shows a free university its tier per area, what it means, and the requests an admin may send", async () => {
    await show(STARTER_ADMIN);
    const connections = area("Connections");
    expect(within(connections).getByText("Free plan")).toBeTruthy();
    expect(within(connections).getByText(/connected with your university and what they did/)).toBeTruthy();
    expect(within(connections).getByRole("button", { name: "Ask about the paid plan" })).toBeTruthy();
    const prospects = area("Prospect and engage");
    expect(within(prospects).getByText(/connect up to 25 a month/)).toBeTruthy();
    expect(within(prospects).getByText(/500 connects a month instead of 25/)).toBeTruthy();
    expect(within(prospects).getByRole("link", { name: "Compare free and paid" }).getAttribute("href")).toBe(
      "/prospect-and-engage/premium",
    );
    const insights = area("Higher-ed insights");
    expect(within(insights).getByText("Not in your plan")).toBeTruthy();
    expect(within(insights).getByRole("button", { name: "Ask for access" })).toBeTruthy();
  });

  it("asks for access to an area not in the plan", async () => {
    const fetchMock = vi.fn(
      stubApi({ "POST users/7/contact_uem": [200, { message: "Thank you! Our team will get back to you shortly." }] }),
    );
    vi.stubGlobal("fetch", fetchMock);
    await show(STARTER_ADMIN);
    fireEvent.click(within(area("Higher-ed insights")).getByRole("button", { name: "Ask for access" }));
    fireEvent.click(await screen.findByRole("button", { name: "Send request" }));
    expect(await within(area("Higher-ed insights")).findByRole("status")).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes("contact_uem")) ?? [];
    expect(JSON.parse(String(init?.body)).comments).toBe("We would like Higher-ed insights for our institution.");
  });

  it("is read-only for a member: no request, a word on who can ask", async () => {
    await show({ ...STARTER_ADMIN, is_admin: false, role: { name: "member" } });
    expect(screen.queryByRole("button", { name: /Ask/ })).toBeNull();
    expect(screen.getByText(/Only your institution's admins can ask for a change of plan/)).toBeTruthy();
  });

  it("shows a paid university everything open, with nothing to ask", async () => {
    await show(UNIVERSITY_ADMIN);
    expect(screen.getAllByText("Paid plan")).toHaveLength(3);
    expect(screen.queryByRole("button", { name: /Ask/ })).toBeNull();
  });

  it("shows an application client its two areas in its own words, in Chinese too", async () => {
    await show({
      ...UNIVERSITY_ADMIN,
      institute_type: "ApplicationClient",
      plan: { connections: "free", prospect_engage: "no_access", insights: "free" },
    });
    expect(screen.queryByRole("region", { name: "Prospect and engage" })).toBeNull();
    expect(within(area("Connections")).getByText(/connected with your organisation/)).toBeTruthy();
    expect(
      within(area("Higher-ed insights")).getByText("The core higher-ed insights reports, with fewer filters."),
    ).toBeTruthy();
    await changeLocale("zh-CN");
    expect(await screen.findByRole("heading", { name: "贵机构的套餐" })).toBeTruthy();
    expect(screen.getByText(/与贵机构建立联系的人/)).toBeTruthy();
  });
});

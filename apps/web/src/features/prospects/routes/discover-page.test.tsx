import type { SessionUser } from "@quad/contract/api/auth";
import type { Plan } from "@quad/contract/rules/plans";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLocale, ensureNamespace, initI18n } from "../../../lib/i18n";
import { useSessionStore } from "../../../lib/session-store";
import { renderScreen, stubApi } from "../../../test/render";
import { UNIVERSITY_ADMIN } from "../../../test/users";
import { parseSelection } from "../model";
import DiscoverPage from "./discover-page";

const row = (id: number, name: string | null) => ({
  id,
  name,
  user_type: "student",
  country: { id: 5, name: "India" },
  state: null,
  graduation_year: 2027,
  academic_interests: ["Engineering"],
  school_city: null,
  connected: id === 2,
});

async function show(tier: Plan["prospect_engage"], routes: Parameters<typeof stubApi>[0]) {
  vi.stubGlobal("fetch", stubApi(routes));
  await initI18n("en-US");
  await ensureNamespace("prospects");
  useSessionStore.getState().signIn({
    ...UNIVERSITY_ADMIN,
    plan: { connections: "paid", prospect_engage: tier, insights: "paid" },
  } as unknown as SessionUser);
  return renderScreen(DiscoverPage, "/prospect-and-engage");
}

afterEach(async () => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
  await changeLocale("en-US");
});

describe("/prospect-and-engage", () => {
  it("on paid names each student, marks the connected, and goes on to connect with the chosen ones", async () => {
    const { router } = await show("paid", {
      "POST prospects/search": [
        200,
        {
          prospects: [row(1, "Ada L."), row(2, "Bo K.")],
          total: 2,
          total_is_exact: true,
          page_no: 1,
          per_page: 25,
          has_more: false,
          tier: "paid",
        },
      ],
    });
    expect(await screen.findByText("Ada L.")).toBeTruthy();
    expect(screen.getByTestId("prospect-total").textContent).toBe("2 students match");
    expect(screen.getAllByText("Student · India · 2027 · Engineering")).toHaveLength(2);
    // The badge on the connected one (and the filter's option).
    expect(screen.getAllByText("Connected").length).toBeGreaterThanOrEqual(2);
    // The connected one cannot be chosen again.
    expect(screen.getByRole("checkbox", { name: "Select Bo K." }).hasAttribute("disabled")).toBe(true);
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Ada L." }));
    fireEvent.click(await screen.findByRole("button", { name: "Connect" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/prospect-and-engage/connect"));
    expect(parseSelection(new URLSearchParams(router.state.location.searchStr).get("ids"))).toEqual([1]);
  });

  it("on free describes students without names and says what the paid plan adds, in both languages", async () => {
    await show("free", {
      "POST prospects/search": [
        200,
        {
          prospects: [row(1, null)],
          total: 12000,
          total_is_exact: false,
          page_no: 1,
          per_page: 25,
          has_more: false,
          tier: "free",
        },
      ],
    });
    expect(await screen.findByText("Name with the paid plan")).toBeTruthy();
    expect(screen.getByTestId("prospect-total").textContent).toBe("More than 12,000 students match");
    expect(screen.getByText("On the free plan you see the first page, without names.")).toBeTruthy();
    await changeLocale("zh-CN");
    expect(await screen.findByText("付费版显示姓名")).toBeTruthy();
  });

  it("on no_access shows the offer with the platform's figures", async () => {
    await show("no_access", {
      "GET prospects/summary": [200, { discoverable_students: 1250, countries: 31, graduation_years: [2026, 2030] }],
    });
    expect(await screen.findByText("1,250")).toBeTruthy();
    expect(screen.getByText("Students open to universities")).toBeTruthy();
    expect(screen.getByText("2026–2030")).toBeTruthy();
    expect(screen.queryByTestId("prospect-filters")).toBeNull();
  });
});

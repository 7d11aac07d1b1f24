import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { initI18n } from "../../../lib/i18n";
import { useSessionStore } from "../../../lib/session-store";
import { renderScreen, stubApi } from "../../../test/render";
import { STARTER_ADMIN, signInAs, UNIVERSITY_ADMIN } from "../../../test/users";
import InsightsPage from "./insights-page";

const origins = {
  id: 1,
  key: "origins",
  title: "Where students come from",
  description: "Students on Quad by country of residence and graduation year.",
  beta: false,
  needs: "free",
  locked: false,
  updated_at: "2026-11-29T05:17:00.000Z",
  sample: { label: "students of 2027 in 40 countries", value: 12, count: 40, year: 2027 },
};
const report = {
  id: 1,
  key: "origins",
  title: "Where students come from",
  beta: false,
  filters: {},
  allowed_filters: ["graduation_year", "country_id", "user_type", "interest"],
  min_group_size: 10,
  computed_at: "2026-11-29T05:17:00.000Z",
  widgets: [{ key: "country", rows: [], total: null, withheld: 0 }],
};
const signedUrl = "/api/v1/partners/reports/1?signed=1";
const dashboards = { dashboards: [{ id: 1, title: "Where students come from", url: "/api/v1/partners/reports/1" }] };

function stubInsights() {
  const api = stubApi({
    "GET reports": [200, { reports: [origins] }],
    "GET sisense/dashboards": [200, dashboards],
    "GET sisense/signin": [
      200,
      { mode: "quad", url: signedUrl, token: "signed.jwt", expires_at: "2026-11-29T05:22:00Z" },
    ],
  });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).includes("signed=1") ? new Response(JSON.stringify(report), { status: 200 }) : api(input, init),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

describe("the session's analytics part", () => {
  it("holds the dashboards the plan opens and the address last signed, until sign-out", async () => {
    await initI18n("en-US");
    stubInsights();
    signInAs(UNIVERSITY_ADMIN);
    await renderScreen(InsightsPage, "/higher-ed-insights");
    await waitFor(() => expect(useSessionStore.getState().analytics.dashboards).toEqual(dashboards.dashboards));
    fireEvent.click(await screen.findByRole("button", { name: /Open/ }));
    await waitFor(() => expect(useSessionStore.getState().analytics.url).toBe(signedUrl));
    useSessionStore.getState().signOut();
    expect(useSessionStore.getState().analytics).toEqual({ url: null, dashboards: [] });
  });

  it("does not ask for dashboards the plan does not open", async () => {
    await initI18n("en-US");
    const fetchMock = stubInsights();
    signInAs(STARTER_ADMIN);
    await renderScreen(InsightsPage, "/higher-ed-insights");
    await screen.findByText("Where students come from");
    expect(fetchMock.mock.calls.map(([url]) => String(url)).some((u) => u.includes("sisense/dashboards"))).toBe(false);
    expect(useSessionStore.getState().analytics.dashboards).toEqual([]);
  });
});

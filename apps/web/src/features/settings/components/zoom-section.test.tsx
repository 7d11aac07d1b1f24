import type { SessionUser } from "@quad/contract/api/auth";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLocale, initI18n } from "../../../lib/i18n";
import { renderScreen, stubApi } from "../../../test/render";
import { UNIVERSITY_ADMIN } from "../../../test/users";
import { ZoomSection } from "./zoom-section";

const partner = (type: string, email: string | null) => ({
  user: UNIVERSITY_ADMIN,
  partner: {
    id: 1,
    name: "Northbridge University",
    institute_type: type,
    country_id: null,
    country: null,
    timezone: null,
    is_zoom_connected: email !== null,
    zoom_email: email,
    logo_url: null,
  },
});

const CONNECT = { url: "https://zoom.example.test/oauth/authorize?state=x" };

async function show(type: SessionUser["institute_type"], routes: Parameters<typeof stubApi>[0]) {
  vi.stubGlobal("fetch", stubApi(routes));
  await initI18n("en-US");
  const user = { ...UNIVERSITY_ADMIN, institute_type: type } as unknown as SessionUser;
  await renderScreen(() => <ZoomSection user={user} />, "/settings");
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLocale("en-US");
});

describe("ZoomSection", () => {
  it("tells a university its confirmed visits get meetings, with the connected account", async () => {
    await show("University", {
      "GET users/user_partner": [200, partner("University", "rep@northbridge.example.test")],
      "GET zoom/connect": [200, CONNECT],
    });
    expect(await screen.findByText("Connected")).toBeTruthy();
    expect(screen.getByText(/Confirmed visits get their Zoom meeting automatically/)).toBeTruthy();
    expect(screen.getByTestId("zoom-state").textContent).toContain("rep@northbridge.example.test");
    expect(screen.getByRole("link", { name: "Manage Zoom" }).getAttribute("href")).toBe("/zoom");
  });

  it("offers a school to connect, in Chinese", async () => {
    await show("School", {
      "GET users/user_partner": [200, partner("School", null)],
      "GET zoom/connect": [200, CONNECT],
    });
    expect(await screen.findByText("Not connected")).toBeTruthy();
    expect(screen.getByText(/Add a Zoom meeting to any of your visits/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Connect Zoom" })).toBeTruthy();
    await changeLocale("zh-CN");
    expect(await screen.findByText("未连接")).toBeTruthy();
  });

  it("says when the server is not set up for Zoom, and offers no connection", async () => {
    await show("ApplicationClient", { "GET users/user_partner": [200, partner("ApplicationClient", null)] });
    expect(await screen.findByText("Not set up")).toBeTruthy();
    expect(screen.getByText(/each session you host/)).toBeTruthy();
    expect(screen.getByText(/not set up to connect Zoom/)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Connect Zoom" })).toBeNull();
  });
});

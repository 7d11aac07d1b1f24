import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLocale, ensureNamespace, initI18n } from "../../../lib/i18n";
import { renderScreen, stubApi } from "../../../test/render";
import { ConnectSection } from "./connect-section";

async function show(routes: Parameters<typeof stubApi>[0]) {
  vi.stubGlobal("fetch", stubApi(routes));
  await initI18n("en-US");
  await ensureNamespace("calendarSync");
  await renderScreen(
    () => <ConnectSection partnerId={1} core={false} reconnect={null} caldav={{ server_url: "", username: "" }} />,
    "/calendar-sync",
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLocale("en-US");
});

describe("ConnectSection", () => {
  it("offers Google when this server is set up for it", async () => {
    await show({ "GET institutes/1/google_authorization": [200, { url: "https://accounts.example.test/auth" }] });
    const button = await screen.findByRole("button", { name: "Connect Google Calendar" });
    await vi.waitFor(() => expect(button.hasAttribute("disabled")).toBe(false));
    expect(screen.queryByTestId("google-unavailable")).toBeNull();
  });

  it("says Google is not set up on this server before anyone tries, in both languages", async () => {
    await show({});
    expect((await screen.findByTestId("google-unavailable")).textContent).toMatch(/not set up for Google Calendar/);
    expect(screen.getByRole("button", { name: "Connect Google Calendar" }).hasAttribute("disabled")).toBe(true);
    await changeLocale("zh-CN");
    expect((await screen.findByTestId("google-unavailable")).textContent).toMatch(/尚未配置 Google 日历/);
  });
});

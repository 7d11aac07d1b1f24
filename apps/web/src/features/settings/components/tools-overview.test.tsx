import type { ManagementTool } from "@quad/contract/api/messages";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLocale, ensureNamespace, initI18n } from "../../../lib/i18n";
import { renderScreen, stubApi } from "../../../test/render";
import { ToolsOverview } from "./tools-overview";

const tool = (over: Partial<ManagementTool> & Pick<ManagementTool, "key">): ManagementTool => ({
  name: over.key,
  scope: "institution",
  is_connected: false,
  can_manage: true,
  detail: null,
  needs_reconnect: false,
  ...over,
});

const TOOLS = [
  tool({
    key: "calendar_sync",
    scope: "user",
    detail: "Google Calendar · ada@example.com",
    needs_reconnect: true,
  }),
  tool({ key: "calendar_feed", scope: "user" }),
  tool({ key: "zoom", is_connected: true, detail: "video@uni.example" }),
  tool({ key: "slack", is_connected: true, can_manage: false, detail: "hooks.slack.com/…/x8Kq" }),
  tool({ key: "sso", can_manage: false }),
];

async function show() {
  vi.stubGlobal("fetch", stubApi({ "GET misc/management_tools": [200, { management_tools: TOOLS }] }));
  await initI18n("en-US");
  await ensureNamespace("account");
  await renderScreen(() => <ToolsOverview />, "/settings");
}
const row = (key: string) => document.querySelector(`[data-tool="${key}"]`) as HTMLElement;

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLocale("en-US");
});

describe("ToolsOverview", () => {
  it("lists every tool with its state, detail and where it is managed", async () => {
    await show();
    expect(await screen.findByText("2 of 5 tools connected for you and your institution.")).toBeTruthy();
    const calendar = within(row("calendar_sync"));
    expect(calendar.getByText("Reconnect needed")).toBeTruthy();
    expect(calendar.getByText("Just you · Google Calendar · ada@example.com")).toBeTruthy();
    expect(calendar.getByRole("link", { name: "Reconnect: Calendar sync" }).getAttribute("href")).toBe(
      "/calendar-sync",
    );
    const zoom = within(row("zoom"));
    expect(zoom.getByText("Connected")).toBeTruthy();
    expect(zoom.getByText("Your institution · video@uni.example")).toBeTruthy();
    expect(zoom.getByRole("button", { name: "Manage: Zoom" })).toBeTruthy();
    // A member sees Slack (its section below) but cannot change it; single sign-on is the admins'.
    expect(within(row("slack")).getByRole("button", { name: "View: Slack" })).toBeTruthy();
    expect(within(row("sso")).getByText("Managed by your admins")).toBeTruthy();
    expect(within(row("calendar_feed")).getByRole("button", { name: "Set up: Calendar feed" })).toBeTruthy();
  });

  it("reads in Chinese", async () => {
    await show();
    await screen.findByText("Connected tools");
    await changeLocale("zh-CN");
    expect(await screen.findByText("已连接的工具")).toBeTruthy();
    expect(within(row("calendar_sync")).getByText("需要重新连接")).toBeTruthy();
    expect(within(row("sso")).getByText("单点登录")).toBeTruthy();
    expect(within(row("zoom")).getByRole("button", { name: "管理：Zoom" })).toBeTruthy();
  });
});

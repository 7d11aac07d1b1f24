import { MESSAGES } from "@quad/contract/rules/messages";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLocale } from "../../lib/i18n";
import { renderScreen, stubApi } from "../../test/render";
import { UNIVERSITY_ADMIN } from "../../test/users";
import { MeetingCard } from "./meeting-card";

const user = UNIVERSITY_ADMIN;

const partner = (connected: boolean) => ({
  user,
  partner: {
    id: 1,
    name: "Northbridge University",
    institute_type: "University",
    country_id: null,
    country: null,
    timezone: null,
    is_zoom_connected: connected,
    zoom_email: connected ? "rep@northbridge.example.test" : null,
    logo_url: null,
  },
});

const zoomMeeting = {
  event_id: 7,
  session_id: null,
  meeting_url: "https://zoom.example.test/j/81000000001",
  instructions: null,
  provider: "zoom",
  created_automatically: false,
  created_at: "2026-11-28T10:00:00.000Z",
};

const show = () => renderScreen(() => <MeetingCard target={{ event_id: 7 }} editable />, "/events/7");

describe("MeetingCard", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLocale("en-US");
  });

  it("offers a pasted link and the way to connect Zoom when Zoom is not connected", async () => {
    vi.stubGlobal(
      "fetch",
      stubApi({ "GET users/user_partner": [200, partner(false)], "GET zoom/meeting": [200, { meeting: null }] }),
    );
    await show();
    expect(await screen.findByText("No meeting link yet.")).toBeTruthy();
    expect(await screen.findByRole("link", { name: "Connect Zoom to create meetings" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Paste a link" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Create a Zoom meeting" })).toBeNull();
  });

  it("creates a Zoom meeting in one click when Zoom is connected, and shows its link", async () => {
    vi.stubGlobal(
      "fetch",
      stubApi({
        "GET users/user_partner": [200, partner(true)],
        "GET zoom/meeting": [200, { meeting: null }],
        "POST zoom/meeting": [200, { meeting: zoomMeeting }],
      }),
    );
    await show();
    fireEvent.click(await screen.findByRole("button", { name: "Create a Zoom meeting" }));
    expect(await screen.findByRole("link", { name: zoomMeeting.meeting_url })).toBeTruthy();
    expect(screen.getByText("Zoom meeting")).toBeTruthy();
  });

  it("says in the reader's language why Zoom could not make the meeting", async () => {
    vi.stubGlobal(
      "fetch",
      stubApi({
        "GET users/user_partner": [200, partner(true)],
        "GET zoom/meeting": [200, { meeting: null }],
        "POST zoom/meeting": [409, { error: MESSAGES.zoomProviderDown }],
      }),
    );
    await show();
    await changeLocale("zh-CN");
    fireEvent.click(await screen.findByRole("button", { name: "创建 Zoom 会议" }));
    expect(await screen.findByText("暂时无法连接 Zoom，请几分钟后重试")).toBeTruthy();
  });
});

import { SLACK_MESSAGES } from "@quad/contract/rules/slack";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLocale, ensureNamespace, initI18n } from "../../../lib/i18n";
import { renderScreen, stubApi } from "../../../test/render";
import { CalendarFeedSection } from "./calendar-feed-section";
import { SlackSection } from "./slack-section";

const FEED = {
  url: "http://quad.test/api/v1/partners/calendar/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG.ics",
  webcal_url: "webcal://quad.test/api/v1/partners/calendar/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG.ics",
  created_at: "2027-03-01T12:00:00.000Z",
};
const slack = (over: object = {}) => ({
  slack: {
    is_configured: false,
    webhook_hint: null,
    events: [],
    updated_at: null,
    recent_deliveries: [],
    ...over,
  },
});

async function show(node: () => ReactNode) {
  await initI18n("en-US");
  await ensureNamespace("account");
  await renderScreen(node, "/settings");
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLocale("en-US");
});

describe("CalendarFeedSection", () => {
  it("turns the feed on and shows its address, a copy button and the webcal link", async () => {
    const fetchMock = vi.fn(
      stubApi({
        "GET users/calendar_feed": [200, { calendar_feed: null }],
        "POST users/calendar_feed": [200, { calendar_feed: FEED }],
      }),
    );
    vi.stubGlobal("fetch", fetchMock);
    await show(() => <CalendarFeedSection />);
    expect(await screen.findByText("Off")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Turn on the feed" }));
    expect(await screen.findByDisplayValue(FEED.url)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open in my calendar app" }).getAttribute("href")).toBe(FEED.webcal_url);
    expect(screen.getByRole("button", { name: "Copy the address" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reset the address" })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(true);
  });

  it("shows a feed that is on, in Chinese", async () => {
    vi.stubGlobal("fetch", stubApi({ "GET users/calendar_feed": [200, { calendar_feed: FEED }] }));
    await show(() => <CalendarFeedSection />);
    expect(await screen.findByText("Calendar feed")).toBeTruthy();
    await changeLocale("zh-CN");
    expect(await screen.findByText("日历订阅")).toBeTruthy();
    expect(screen.getByRole("button", { name: "重置地址" })).toBeTruthy();
    expect(screen.getByDisplayValue(FEED.url)).toBeTruthy();
  });
});

describe("SlackSection", () => {
  it("an admin sees a refused webhook's reason on the field, in their language", async () => {
    vi.stubGlobal(
      "fetch",
      stubApi({
        "GET institutes/slack_settings": [200, slack()],
        "PUT institutes/slack_settings": [422, { errors: { webhook_url: SLACK_MESSAGES.addressRefused } }],
      }),
    );
    await show(() => <SlackSection isAdmin />);
    const field = await screen.findByLabelText("Incoming webhook URL");
    fireEvent.change(field, { target: { value: "http://10.0.0.5/hook" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "New visit request" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(SLACK_MESSAGES.addressRefused)).toBeTruthy();
    await changeLocale("zh-CN");
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText(/此 Webhook 地址指向 Quad 不允许访问的地址/)).toBeTruthy();
  });

  it("a configured Slack offers the test message and lists the last deliveries with their outcome", async () => {
    const fetchMock = vi.fn(
      stubApi({
        "GET institutes/slack_settings": [
          200,
          slack({
            is_configured: true,
            webhook_hint: "hooks.slack.com/…/x8Kq",
            events: ["visit_confirmed"],
            recent_deliveries: [
              {
                id: 2,
                kind: "visit_confirmed",
                status: "failed",
                attempts: 1,
                last_error: "Slack refused the message (HTTP 404)",
                created_at: "2027-03-01T12:00:00.000Z",
                delivered_at: null,
              },
              {
                id: 1,
                kind: "test",
                status: "delivered",
                attempts: 3,
                last_error: null,
                created_at: "2027-03-01T11:00:00.000Z",
                delivered_at: "2027-03-01T11:01:00.000Z",
              },
            ],
          }),
        ],
        "POST misc/notify_slack": [
          200,
          {
            message: SLACK_MESSAGES.queued,
            delivery: {
              id: 3,
              kind: "test",
              status: "queued",
              attempts: 0,
              last_error: null,
              created_at: "2027-03-01T12:05:00.000Z",
              delivered_at: null,
            },
          },
        ],
      }),
    );
    vi.stubGlobal("fetch", fetchMock);
    await show(() => <SlackSection isAdmin />);
    expect(await screen.findByText("hooks.slack.com/…/x8Kq")).toBeTruthy();
    expect(screen.getByText("Slack refused the message (HTTP 404): check the webhook URL")).toBeTruthy();
    expect(screen.getByText(/3 tries/)).toBeTruthy();
    expect((screen.getByRole("checkbox", { name: "Visit confirmed" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Send a test message" }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => String(url).includes("misc/notify_slack") && init?.method === "POST",
        ),
      ).toBe(true),
    );
  });

  it("a member sees what is posted but cannot change it", async () => {
    vi.stubGlobal(
      "fetch",
      stubApi({
        "GET institutes/slack_settings": [
          200,
          slack({
            is_configured: true,
            webhook_hint: "hooks.slack.com/…/x8Kq",
            events: ["visit_requested", "application_new"],
          }),
        ],
      }),
    );
    await show(() => <SlackSection isAdmin={false} />);
    expect(await screen.findByText("Posted events: New visit request, New application")).toBeTruthy();
    expect(screen.getByText("Only team admins can change the Slack settings.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });
});

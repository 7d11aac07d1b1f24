import { notifications } from "@mantine/notifications";
import type { Event } from "@quad/contract/api/events";
import { VISIT_MESSAGE_MAX } from "@quad/contract/rules/slack";
import { VISIT_MESSAGES } from "@quad/contract/rules/visits";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLocale, ensureNamespace, initI18n } from "../../../lib/i18n";
import { renderScreen, stubApi } from "../../../test/render";
import { MessageDialog } from "./message-dialog";

const EVENT: Event = {
  id: 41,
  status: "confirm",
  event_date: "2099-04-07",
  time_from: "09:30",
  time_to: "10:30",
  timezone: "Asia/Singapore",
  school_timezone: "Asia/Singapore",
  starts_at: "2099-04-07T01:30:00.000Z",
  slot_id: 3,
  school: { id: 7, name: "Raffles Institution", city: "Singapore", country: "SG" },
  university: { id: 9, name: "Northfield University" },
  note: null,
  attendees: [],
  location: null,
  reason: null,
  is_past: false,
  requested_by: null,
  freshness: null,
  created_at: "2099-03-01T00:00:00.000Z",
  updated_at: "2099-03-01T00:00:00.000Z",
};

async function show(onClose = vi.fn()) {
  await initI18n("en-US");
  await ensureNamespace("visits");
  await renderScreen(
    () => <MessageDialog event={EVENT} type="University" zone="America/New_York" opened onClose={onClose} />,
    "/events/41",
  );
  return onClose;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await changeLocale("en-US");
});

describe("MessageDialog", () => {
  it("checks the message as the contract does before sending: required, then at most the contract's length", async () => {
    const fetchMock = vi.fn(stubApi({}));
    vi.stubGlobal("fetch", fetchMock);
    await show();
    expect(await screen.findByText("Message Raffles Institution")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Your message is required")).toBeTruthy();
    const field = screen.getByLabelText(/Your message/);
    fireEvent.change(field, { target: { value: "x".repeat(VISIT_MESSAGE_MAX + 1) } });
    expect(screen.getByText(`${VISIT_MESSAGE_MAX + 1} / ${VISIT_MESSAGE_MAX} characters`)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText(new RegExp(`at most ${VISIT_MESSAGE_MAX}`, "i"))).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the message and says how many people at the other institution were told", async () => {
    const toast = vi.spyOn(notifications, "show").mockReturnValue("toast");
    const fetchMock = vi.fn(
      stubApi({
        "PUT institutes/send_message_request": [200, { message: "Your message has been sent", recipients: 3 }],
      }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const onClose = await show();
    fireEvent.change(await screen.findByLabelText(/Your message/), { target: { value: "  Two reps?\nThanks " } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ event_id: 41, message: "Two reps?\nThanks" });
    expect(toast.mock.calls[0]?.[0]).toMatchObject({ message: "Message sent to 3 people at Raffles Institution" });
  });

  it("shows a refusal inline, in the reader's language", async () => {
    vi.stubGlobal(
      "fetch",
      stubApi({
        "PUT institutes/send_message_request": [422, { errors: { event_id: VISIT_MESSAGES.messagingClosed } }],
      }),
    );
    const onClose = await show();
    await changeLocale("zh-CN");
    fireEvent.change(await screen.findByLabelText(/您的消息/), { target: { value: "你好" } });
    fireEvent.click(screen.getByRole("button", { name: "发送" }));
    expect((await screen.findByRole("alert")).textContent).toBe("该访问已无法再发送消息");
    expect(onClose).not.toHaveBeenCalled();
  });
});

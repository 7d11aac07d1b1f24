import type { Notification } from "@quad/contract/api/notifications";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLocale, ensureNamespace, initI18n } from "../../../lib/i18n";
import { renderScreen } from "../../../test/render";
import { NotificationItem } from "./notification-item";

/** A message from the other side of a visit, as PUT institutes/send_message_request stores it. */
const MESSAGE = {
  id: 5,
  notification_type: "Event",
  message: "Northfield University sent you a message about the visit on Apr 07, 2027 09:30am (Asia/Singapore)",
  message_key: "visitMessage",
  message_params: { partner: "Northfield University", date: "2027-04-07", time: "09:30", timezone: "Asia/Singapore" },
  sub_message: "Could we bring a second rep?\n\n— Ada Lovelace, Northfield University (ada@northfield.example)",
  is_read: false,
  created_at: new Date().toISOString(),
} as unknown as Notification;

afterEach(async () => {
  await changeLocale("en-US");
});

describe("NotificationItem", () => {
  it("shows a visit message with its text, in both languages", async () => {
    await initI18n("en-US");
    await ensureNamespace("notifications");
    await renderScreen(() => <NotificationItem notification={MESSAGE} onOpen={vi.fn()} compact />, "/events");
    expect(await screen.findByText(/Northfield University sent you a message about the visit on/)).toBeTruthy();
    expect(screen.getByText(/Could we bring a second rep\?/)).toBeTruthy();
    await changeLocale("zh-CN");
    expect(await screen.findByText(/Northfield University 就 .* 的访问给您发来消息/)).toBeTruthy();
    expect(screen.getByText(/Could we bring a second rep\?/)).toBeTruthy();
  });
});

import type { Notification } from "@quad/contract/api/notifications";
import type { InfiniteData } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import {
  markPagesRead,
  matchesFilters,
  type NotificationsPage,
  notificationFilters,
  notificationText,
  parseNotificationsSearch,
  prependNotification,
} from "./model";

const n = (id: number, extra: Partial<Notification> = {}): Notification => ({
  id,
  is_read: false,
  message: `Message ${id}`,
  message_key: null,
  message_params: null,
  sub_message: null,
  notification_type: "Team",
  fair_name: null,
  institute_name: null,
  program_name: null,
  partner_university: null,
  partner_school: null,
  participate_by: null,
  image_name: null,
  application_id: null,
  event_id: null,
  created_at: "2026-11-21T06:00:00.000Z",
  ...extra,
});

const data = (items: Notification[]): InfiniteData<NotificationsPage, number> => ({
  pageParams: [1],
  pages: [
    {
      notifications: items,
      read_count: 0,
      unread_count: items.length,
      total: items.length,
      filter_count: items.length,
      page_no: 1,
    },
  ],
});

describe("notification filters from the URL", () => {
  it("maps state, type and search; unknown values fall back", () => {
    expect(notificationFilters(parseNotificationsSearch({ state: "unread", type: "Event", q: " visit " }))).toEqual({
      notification_type: "Event",
      is_read: false,
      search_text: "visit",
    });
    expect(notificationFilters(parseNotificationsSearch({ state: "bogus", type: "Nope" }))).toEqual({});
  });
});

describe("live notifications in cached lists", () => {
  it("puts a new one on top with the new counts, once", () => {
    const once = prependNotification(data([n(1)]), n(2), 2, {});
    expect(once?.pages[0]?.notifications.map((x) => x.id)).toEqual([2, 1]);
    expect(once?.pages[0]?.unread_count).toBe(2);
    expect(once?.pages[0]?.filter_count).toBe(2);
    const twice = prependNotification(once, n(2), 2, {});
    expect(twice?.pages[0]?.notifications.map((x) => x.id)).toEqual([2, 1]);
  });

  it("leaves lists whose filters it does not match, but updates their unread count", () => {
    const out = prependNotification(data([n(1)]), n(2), 5, { is_read: true });
    expect(out?.pages[0]?.notifications.map((x) => x.id)).toEqual([1]);
    expect(out?.pages[0]?.unread_count).toBe(5);
    expect(matchesFilters(n(3, { notification_type: "Event" }), { notification_type: "Team" })).toBe(false);
    expect(matchesFilters(n(3, { sub_message: "Lena Hartmann" }), { search_text: "hartmann" })).toBe(true);
  });

  it("marks ids or everything read", () => {
    expect(markPagesRead(data([n(1), n(2)]), [2])?.pages[0]?.notifications.map((x) => x.is_read)).toEqual([
      false,
      true,
    ]);
    expect(markPagesRead(data([n(1), n(2)]), "all")?.pages[0]?.notifications.every((x) => x.is_read)).toBe(true);
  });
});

describe("notificationText", () => {
  it("renders a catalogue text in the reader's language, else the stored text", () => {
    const keyed = n(1, {
      message: "Emily changed your role to admin",
      message_key: "roleChanged",
      message_params: { actor: "Emily", role: "admin" },
    });
    expect(notificationText(keyed, "zh-CN")).toBe("Emily 将您的角色更改为管理员");
    expect(notificationText(keyed, "en-US")).toBe("Emily changed your role to admin");
    expect(notificationText(n(2, { message_key: "notAKey" }), "zh-CN")).toBe("Message 2");
    expect(notificationText(keyed, "fr-FR")).toBe("Emily changed your role to admin");
  });
});

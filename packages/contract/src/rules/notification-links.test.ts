import { describe, expect, it } from "vitest";
import { notificationLink } from "./notification-links.ts";

describe("notificationLink", () => {
  const n = (notification_type: string, event_id: number | null = null, application_id: number | null = null) => ({
    notification_type,
    event_id,
    application_id,
  });
  it("follows the spec's links per type", () => {
    expect(notificationLink(n("Event", 7))).toBe("/events/7");
    expect(notificationLink(n("StudentApplication", null, 9))).toBe("/direct-apply/applications/9");
    expect(notificationLink(n("PartnerProgram"))).toBe("/direct-apply/programs");
    expect(notificationLink(n("WebinarCategory"))).toBe("/event/quad-events");
    expect(notificationLink(n("Connection"))).toBe("/connections");
  });
  it("falls back to the notifications page", () => {
    expect(notificationLink(n("Team"))).toBe("/notifications");
    expect(notificationLink(n("Event"))).toBe("/notifications");
    expect(notificationLink(n("Other"))).toBe("/notifications");
  });
});

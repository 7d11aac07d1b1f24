import { describe, expect, it } from "vitest";
import { notificationMail } from "./templates.ts";

describe("notificationMail", () => {
  it("leads where the notification leads in the app, named after that place", () => {
    const list = notificationMail("a@b.test", "one", null, "http://quad.test/notifications", "en-US");
    expect(list.text).toContain("View notifications: http://quad.test/notifications");
    const connections = notificationMail("a@b.test", "3 new", null, "http://quad.test/connections", "en-US");
    expect(connections.text).toContain("Open in Quad: http://quad.test/connections");
    expect(connections.html).toContain('<a href="http://quad.test/connections"');
    const chinese = notificationMail("a@b.test", "3 new", "sub", "http://quad.test/connections", "zh-CN");
    expect(chinese.text).toContain("在 Quad 中查看: http://quad.test/connections");
    expect(chinese.text).toContain("3 new\n\nsub");
  });
});

describe("mail subjects", () => {
  it("fit without cutting a value: the zone is left to the body rather than cut (issue 24 §6)", () => {
    const message =
      "University of Meadowmont moved its visit to Lakeside Academy to 2027-04-07 at 09:30 (America/New_York)";
    const mail = notificationMail("a@b.test", message, null, "http://quad.test/events/4", "en-US");
    expect(mail.subject.length).toBeLessThanOrEqual(90);
    expect(mail.subject).not.toContain("America/New_");
    expect(mail.subject).toBe("University of Meadowmont moved its visit to Lakeside Academy to 2027-04-07 at 09:30");
    expect(mail.text).toContain("(America/New_York)");
  });
});

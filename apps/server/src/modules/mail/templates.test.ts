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

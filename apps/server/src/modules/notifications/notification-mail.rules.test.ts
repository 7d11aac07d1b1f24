import { describe, expect, it } from "vitest";
import { mailsNotification } from "./notification-mail.rules.ts";

const joined = {
  status: "active",
  password_hash: "$argon2id$…",
  email_confirmed_at: new Date(),
  email_preferences: null,
};

describe("mailsNotification", () => {
  it("mails an active member who joined, for every kind left on", () => {
    expect(mailsNotification(joined, "Event")).toBe(true);
    expect(mailsNotification({ ...joined, email_preferences: { Team: false } }, "Event")).toBe(true);
  });
  it("mails nobody who never accepted the invitation", () => {
    expect(mailsNotification({ ...joined, password_hash: null, email_confirmed_at: null }, "Event")).toBe(false);
  });
  it("mails no deactivated member", () => {
    expect(mailsNotification({ ...joined, status: "deactivated" }, "Event")).toBe(false);
  });
  it("mails no kind the member turned off", () => {
    expect(mailsNotification({ ...joined, email_preferences: { Event: false } }, "Event")).toBe(false);
  });
});

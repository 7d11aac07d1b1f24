import { describe, expect, it } from "vitest";
import { LOCALES } from "./constants.ts";
import { NOTIFICATION_MESSAGES, renderNotificationMessage } from "./notification-messages.ts";

describe("notification messages", () => {
  it("renders a visit with its date, time and zone, in both languages", () => {
    const params = { partner: "Northbridge University", date: "2027-03-05", time: "14:30", timezone: "Asia/Singapore" };
    expect(renderNotificationMessage("visitBooked", params, "en-US")).toBe(
      "Northbridge University booked a visit on Mar 05, 2027 02:30pm (Asia/Singapore)",
    );
    expect(renderNotificationMessage("visitBooked", params, "zh-CN")).toBe(
      "Northbridge University 预约了 2027年3月5日 14:30 (Asia/Singapore) 的访问",
    );
  });

  it("writes midnight and noon as people read them", () => {
    const at = (time: string) =>
      renderNotificationMessage("visitBooked", { partner: "N", date: "2027-01-02", time }, "en-US");
    expect(at("00:05")).toBe("N booked a visit on Jan 02, 2027 12:05am");
    expect(at("12:00")).toBe("N booked a visit on Jan 02, 2027 12:00pm");
    expect(renderNotificationMessage("visitBooked", { partner: "N", date: "2027-01-02" }, "zh-CN")).toBe(
      "N 预约了 2027年1月2日 的访问",
    );
  });

  it("says a date is still to agree when there is none", () => {
    expect(renderNotificationMessage("visitCancelled", { partner: "Lakeside" }, "en-US")).toBe(
      "Lakeside cancelled the visit on a date to agree",
    );
    expect(renderNotificationMessage("visitCancelled", { partner: "Lakeside" }, "zh-CN")).toContain("待商定的日期");
  });

  it("names roles in the reader's language and keeps numbers", () => {
    expect(renderNotificationMessage("roleChanged", { actor: "Emily", role: "admission_officer" }, "en-US")).toBe(
      "Emily changed your role to admission officer",
    );
    expect(renderNotificationMessage("roleChanged", { actor: "Emily", role: "admin" }, "zh-CN")).toBe(
      "Emily 将您的角色更改为管理员",
    );
    expect(renderNotificationMessage("visitRated", { partner: "N", rating: 4 }, "en-US")).toBe(
      "N rated their visit 4 out of 5",
    );
  });

  it("leaves a missing parameter visible", () => {
    expect(renderNotificationMessage("memberAdded", { actor: "Emily" }, "en-US")).toBe(
      "Emily added {{member}} to the team",
    );
  });

  it("uses the same placeholders in every language", () => {
    const names = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const texts of Object.values(NOTIFICATION_MESSAGES)) {
      for (const locale of LOCALES) expect(names(texts[locale])).toEqual(names(texts["en-US"]));
    }
  });
});

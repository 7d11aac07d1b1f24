import { describe, expect, it } from "vitest";
import { formatMoney, formatMoneyRange } from "../../../lib/payments/money";
import { checkoutOutcome, isPaymentToken, returnNotice, statusNoteKey } from "./model";

describe("the return from checkout", () => {
  it("reads the server's ?checkout= and the mobile ?result=, cancel or cancelled", () => {
    expect(checkoutOutcome({ checkout: "success" })).toBe("success");
    expect(checkoutOutcome({ checkout: "cancelled" })).toBe("cancelled");
    expect(checkoutOutcome({ result: "cancel" })).toBe("cancelled");
    expect(checkoutOutcome({ result: "whatever" })).toBeNull();
    expect(checkoutOutcome({})).toBeNull();
  });

  it("says received once paid, confirming while the webhook is on its way, then by mail; not completed on cancel", () => {
    expect(returnNotice({ status: "paid" }, "success", false)).toBe("received");
    expect(returnNotice({ status: "pending" }, "success", false)).toBe("confirming");
    expect(returnNotice({ status: "pending" }, "success", true)).toBe("byMail");
    expect(returnNotice({ status: "failed" }, "cancelled", false)).toBe("notCompleted");
    expect(returnNotice({ status: "paid" }, "cancelled", false)).toBe("received");
    expect(returnNotice({ status: "waived" }, "success", false)).toBeNull();
    expect(returnNotice({ status: "due" }, null, false)).toBeNull();
  });

  it("explains each status, and a payable one that cannot be paid online yet", () => {
    expect(statusNoteKey({ status: "due", can_pay: true })).toBe("payer.page.note.payable");
    expect(statusNoteKey({ status: "failed", can_pay: true })).toBe("payer.page.note.failed");
    expect(statusNoteKey({ status: "due", can_pay: false })).toBe("payer.page.note.notSetUp");
    expect(statusNoteKey({ status: "refunded", can_pay: false })).toBe("payer.page.note.refunded");
  });

  it("takes only the server's 43-character tokens", () => {
    expect(isPaymentToken("a".repeat(43))).toBe(true);
    expect(isPaymentToken("12")).toBe(false);
  });
});

describe("money", () => {
  it("formats minor units with the currency's digits in the reader's language", () => {
    expect(formatMoney({ amount_minor: 7500, currency: "USD" }, "en-US")).toBe("$75.00");
    expect(formatMoney({ amount_minor: 1000, currency: "JPY" }, "en-US")).toBe("¥1,000");
    expect(formatMoney({ amount_minor: 1250, currency: "KWD" }, "en-US").replace(/\s/g, " ")).toBe("KWD 1.250");
    expect(formatMoney({ amount_minor: 7500, currency: "USD" }, "zh-CN")).toBe("US$75.00");
  });

  it("drops a zero fraction when asked, and writes ranges", () => {
    expect(formatMoney({ amount_minor: 2_100_000, currency: "USD" }, "en-US", { whole: true })).toBe("$21,000");
    expect(formatMoney({ amount_minor: 2_100_050, currency: "USD" }, "en-US", { whole: true })).toBe("$21,000.50");
    const min = { amount_minor: 2_100_000, currency: "USD" };
    const max = { amount_minor: 2_650_000, currency: "USD" };
    expect(formatMoneyRange(min, max, "en-US", { whole: true })).toBe("$21,000 – $26,500");
    expect(formatMoneyRange(min, min, "en-US", { whole: true })).toBe("$21,000");
    expect(formatMoneyRange(null, null, "en-US")).toBeNull();
  });
});

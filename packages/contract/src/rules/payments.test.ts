import { describe, expect, it } from "vitest";
import {
  applyPaymentEvent,
  depositDueDate,
  minorToText,
  minorUnitDigits,
  moneyOf,
  paymentActions,
  toMinor,
} from "./payments.ts";

describe("money in minor units", () => {
  it("takes the minor unit's digits from ICU", () => {
    expect([minorUnitDigits("USD"), minorUnitDigits("JPY"), minorUnitDigits("KWD")]).toEqual([2, 0, 3]);
  });
  it("converts major amounts by their decimal text, never by float arithmetic", () => {
    expect(toMinor("75.00", "USD")).toBe(7500);
    expect(toMinor("0.29", "USD")).toBe(29);
    expect(toMinor(1.005, "USD")).toBe(101);
    expect(toMinor("1000", "JPY")).toBe(1000);
    expect(toMinor("1000.50", "JPY")).toBe(1001);
    expect(toMinor("12.34", "KWD")).toBe(12_340);
    expect(toMinor("1.2345", "KWD")).toBe(1235);
    expect(() => toMinor("12,50", "USD")).toThrow(RangeError);
  });
  it("writes minor units back as decimal text", () => {
    expect([
      minorToText(7500, "USD"),
      minorToText(5, "USD"),
      minorToText(1000, "JPY"),
      minorToText(12_340, "KWD"),
    ]).toEqual(["75.00", "0.05", "1000", "12.340"]);
    expect(moneyOf(null, "USD")).toBeNull();
    expect(moneyOf("80.00", null)).toBeNull();
  });
});

describe("the payment status machine", () => {
  const s = (status: Parameters<typeof applyPaymentEvent>[0]["status"], flagged = false) => ({ status, flagged });
  it("pays once; a failure after the payment changes nothing", () => {
    expect(applyPaymentEvent(s("pending"), { type: "paid" })).toMatchObject({
      ok: true,
      changed: true,
      events: ["paid"],
    });
    expect(applyPaymentEvent(s("paid"), { type: "paid" })).toMatchObject({ ok: true, changed: false });
    expect(applyPaymentEvent(s("paid"), { type: "failed" })).toMatchObject({ ok: true, changed: false });
    expect(applyPaymentEvent(s("failed"), { type: "paid" })).toMatchObject({
      changed: true,
      state: { status: "paid" },
    });
  });
  it("flags money that came for a payment no longer due", () => {
    expect(applyPaymentEvent(s("cancelled"), { type: "paid" })).toMatchObject({
      state: { status: "paid", flagged: true },
      events: ["paid", "flagged"],
    });
  });
  it("refunds only what is paid, waives only what is due and waivable, cancels only what is payable", () => {
    expect(applyPaymentEvent(s("due"), { type: "refunded" }).ok).toBe(false);
    expect(applyPaymentEvent(s("due"), { type: "waived", waivable: false }).ok).toBe(false);
    expect(applyPaymentEvent(s("paid"), { type: "waived", waivable: true }).ok).toBe(false);
    expect(applyPaymentEvent(s("waived"), { type: "paid" })).toMatchObject({
      state: { status: "paid", flagged: true },
    });
    expect(applyPaymentEvent(s("due"), { type: "waived", waivable: true })).toMatchObject({
      state: { status: "waived" },
    });
    expect(applyPaymentEvent(s("paid"), { type: "cancelled" })).toMatchObject({ changed: false });
    expect(applyPaymentEvent(s("refunded"), { type: "checkout_started" }).ok).toBe(false);
  });
  it("lets only an admin refund a paid payment", () => {
    const paid = { status: "paid" as const, flagged: false };
    expect(paymentActions(paid, false).can_refund).toBe(true);
    expect(paymentActions(paid, false, false).can_refund).toBe(false);
    expect(paymentActions({ status: "due", flagged: false }, false).can_refund).toBe(false);
  });

  it("dates a deposit from the offer's day", () => {
    expect(depositDueDate(new Date("2026-11-26T23:30:00Z"), 14)).toBe("2026-12-10");
    expect(depositDueDate(new Date("2026-11-26T12:00:00Z"), null)).toBeNull();
  });
});

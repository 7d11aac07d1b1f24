import { describe, expect, it } from "vitest";
import { formatMoney } from "./money";

describe("formatMoney", () => {
  const plain = (text: string) => text.replace(/\s/g, " ");
  it("writes minor units with the currency's digits in the reader's language", () => {
    expect(formatMoney({ amount_minor: 8000, currency: "USD" }, "en-US")).toBe("$80.00");
    expect(formatMoney({ amount_minor: 5000, currency: "JPY" }, "en-US")).toBe("¥5,000");
    expect(plain(formatMoney({ amount_minor: 12_340, currency: "KWD" }, "en-US"))).toBe("KWD 12.340");
    expect(formatMoney({ amount_minor: 25_050, currency: "USD" }, "zh-CN")).toBe("US$250.50");
    expect(formatMoney({ amount_minor: 123_456_789_01, currency: "USD" }, "en-US")).toBe("$123,456,789.01");
  });
});

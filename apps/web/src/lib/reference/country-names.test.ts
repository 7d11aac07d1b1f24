import { describe, expect, it } from "vitest";
import { localCountryName } from "./country-names";

describe("localCountryName", () => {
  it("names a country in Chinese from its code, and keeps the English reference name", () => {
    expect(localCountryName("US", "zh-CN", "United States")).toBe("美国");
    expect(localCountryName("SG", "zh-CN", "Singapore")).toBe("新加坡");
    expect(localCountryName("US", "en-US", "United States")).toBe("United States");
  });

  it("falls back to the given name for a code it does not know", () => {
    expect(localCountryName("AA", "zh-CN", "Nowhere")).toBe("Nowhere");
  });
});

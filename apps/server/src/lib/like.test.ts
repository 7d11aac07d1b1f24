import { describe, expect, it } from "vitest";
import { containsPattern } from "./like.ts";

describe("containsPattern", () => {
  it("wraps the text and escapes LIKE wildcards", () => {
    expect(containsPattern(" maple ")).toBe("%maple%");
    expect(containsPattern("100%_a\\b")).toBe("%100\\%\\_a\\\\b%");
  });
  it("is undefined for blank text", () => {
    expect(containsPattern("  ")).toBeUndefined();
    expect(containsPattern(undefined)).toBeUndefined();
  });
});

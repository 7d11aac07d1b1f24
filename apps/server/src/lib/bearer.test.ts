import { describe, expect, it } from "vitest";
import { bearerCheck, bearerToken } from "./bearer.ts";

describe("bearerToken", () => {
  it("reads the token of a Bearer header, whatever the case of the scheme", () => {
    expect(bearerToken("Bearer abc.def-123")).toBe("abc.def-123");
    expect(bearerToken("bearer abc")).toBe("abc");
    expect(bearerToken("BEARER  abc ")).toBe("abc");
  });

  it("has none for other schemes, an empty token or no header", () => {
    for (const header of ["Basic YWxhZGRpbjpvcGVu", "Bearer", "Bearer ", "abc", "Bearer a b", "", undefined]) {
      expect(bearerToken(header), String(header)).toBeNull();
    }
  });
});

describe("bearerCheck", () => {
  const check = bearerCheck("s3cret-metrics-token");

  it("accepts the configured token only", () => {
    expect(check("Bearer s3cret-metrics-token")).toBe(true);
    expect(check("Bearer s3cret-metrics-tokeN")).toBe(false);
    expect(check("Bearer s3cret-metrics-token-and-more")).toBe(false);
    expect(check("Bearer s3cret")).toBe(false);
    expect(check("Basic s3cret-metrics-token")).toBe(false);
    expect(check("s3cret-metrics-token")).toBe(false);
    expect(check(undefined)).toBe(false);
  });

  it("never accepts a missing token, even against an empty configured one", () => {
    expect(bearerCheck("")(undefined)).toBe(false);
    expect(bearerCheck("")("Bearer ")).toBe(false);
  });
});

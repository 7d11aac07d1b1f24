import { describe, expect, it } from "vitest";
import { isExclusionViolation, isUniqueViolation } from "./pg-errors.ts";

describe("PostgreSQL errors", () => {
  it("reads the SQLSTATE from the driver's error or from the cause drizzle wraps it in", () => {
    expect(isUniqueViolation({ code: "23505" })).toBe(true);
    expect(isUniqueViolation(new Error("failed query", { cause: { code: "23505" } }))).toBe(true);
    expect(isExclusionViolation({ cause: { code: "23P01" } })).toBe(true);
  });

  it("is false for other codes and for things that are no database error", () => {
    expect(isUniqueViolation({ code: "23P01" })).toBe(false);
    expect(isExclusionViolation(new Error("boom"))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation("23505")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { foreignKeyProblem, isExclusionViolation, isForeignKeyViolation, isUniqueViolation } from "./pg-errors.ts";

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

describe("foreign-key violations", () => {
  it("blame the referencing column named in PostgreSQL's detail, through drizzle's wrapper too", () => {
    const missing = {
      code: "23503",
      constraint: "partners_country_id_countries_id_fk",
      detail: 'Key (country_id)=(999999) is not present in table "countries".',
    };
    expect(isForeignKeyViolation(missing)).toBe(true);
    expect(foreignKeyProblem(new Error("failed query", { cause: missing }))).toEqual({
      field: "country_id",
      missing: true,
      constraint: "partners_country_id_countries_id_fk",
    });
  });

  it("blame the whole input when a row is still named elsewhere, or the detail names no single column", () => {
    const stillNamed = { code: "23503", detail: 'Key (id)=(5) is still referenced from table "events".' };
    expect(foreignKeyProblem(stillNamed)).toMatchObject({ field: "base", missing: false });
    const composite = { code: "23503", detail: 'Key (a_id, b_id)=(1, 2) is not present in table "x".' };
    expect(foreignKeyProblem(composite)).toMatchObject({ field: "base", missing: true });
    expect(foreignKeyProblem({ code: "23503" })).toMatchObject({ field: "base", missing: true });
  });

  it("are nothing for other errors", () => {
    expect(foreignKeyProblem({ code: "23505", detail: "Key (email)=(a) already exists." })).toBeUndefined();
    expect(foreignKeyProblem(new Error("boom"))).toBeUndefined();
    expect(isForeignKeyViolation(null)).toBe(false);
  });
});

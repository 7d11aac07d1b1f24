import { describe, expect, it } from "vitest";
import { humanizeKey, sectionEntries } from "./sections";

describe("applicant sections", () => {
  it("orders known fields first and drops blanks", () => {
    expect(
      sectionEntries({ city: "Leeds", extra: 1, gender: "", date_of_birth: "2008-01-01", tags: [] }, [
        "date_of_birth",
        "city",
      ]).map((e) => e.key),
    ).toEqual(["date_of_birth", "city", "extra"]);
    expect(humanizeKey("planned_start")).toBe("Planned start");
  });
});

import { describe, expect, it } from "vitest";
import { givenScores, placeLine, profileViewDay } from "./university-profile.ts";

describe("givenScores", () => {
  it("keeps the averages given, in display order, and drops the empty ones", () => {
    expect(givenScores({ avg_sat: 1400, avg_gpa: 3.8, avg_act: null, avg_toefl: 0 })).toEqual([
      { field: "avg_gpa", value: 3.8 },
      { field: "avg_sat", value: 1400 },
      { field: "avg_toefl", value: 0 },
    ]);
  });
  it("answers nothing for a profile without scores", () => {
    expect(givenScores({})).toEqual([]);
  });
});

describe("placeLine", () => {
  it("joins the parts given and skips blank and repeated ones", () => {
    expect(placeLine({ city: "Boston", state: "Massachusetts", country: "United States" })).toBe(
      "Boston, Massachusetts, United States",
    );
    expect(placeLine({ city: " ", state: null, country: "Singapore" })).toBe("Singapore");
    expect(placeLine({ city: "Singapore", country: "Singapore" })).toBe("Singapore");
    expect(placeLine({})).toBe("");
  });
});

describe("profileViewDay", () => {
  it("is the UTC calendar day, whatever the local time", () => {
    expect(profileViewDay(new Date("2026-03-02T23:59:59.999Z"))).toBe("2026-03-02");
    expect(profileViewDay(new Date("2026-03-03T00:00:00+08:00"))).toBe("2026-03-02");
  });
});

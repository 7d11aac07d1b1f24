import { describe, expect, it } from "vitest";
import { ConnectionsQuerySchema, foldArrayParams } from "../api/connections.ts";
import {
  activityFilterLabel,
  activityKindOfFilter,
  adultBirthCutoff,
  ageOn,
  contactHidden,
  isMinor,
  listingBadge,
} from "./connection-privacy.ts";

describe("age and minors", () => {
  it("counts whole years, the birthday itself included", () => {
    expect(ageOn("2008-11-23", "2026-11-23")).toBe(18);
    expect(ageOn("2008-11-24", "2026-11-23")).toBe(17);
    expect(ageOn("2008-12-01", "2026-11-23")).toBe(17);
    expect(ageOn(null, "2026-11-23")).toBeNull();
    expect(ageOn("not a date", "2026-11-23")).toBeNull();
  });
  it("a minor is under 18; an unknown birth date is not a minor's", () => {
    expect(isMinor("2010-01-01", "2026-11-23")).toBe(true);
    expect(isMinor("2008-11-23", "2026-11-23")).toBe(false);
    expect(isMinor(null, "2026-11-23")).toBe(false);
  });
  it("hides a minor's contact until a guardian's consent is recorded", () => {
    expect(contactHidden("2012-05-05", null, "2026-11-23")).toBe(true);
    expect(contactHidden("2012-05-05", "2026-11-01T00:00:00Z", "2026-11-23")).toBe(false);
    expect(contactHidden("1990-05-05", null, "2026-11-23")).toBe(false);
  });
  it("the SQL cutoff agrees with isMinor on both sides of it, leap days too", () => {
    expect(adultBirthCutoff("2026-11-23")).toBe("2008-11-23");
    expect(adultBirthCutoff("2028-02-29")).toBe("2010-02-28");
    for (const today of ["2026-11-23", "2028-02-29", "2027-03-01"]) {
      const cutoff = adultBirthCutoff(today);
      expect(isMinor(cutoff, today)).toBe(false);
      const dayAfter = new Date(Date.parse(`${cutoff}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      expect(isMinor(dayAfter, today)).toBe(true);
    }
  });
});

describe("listing badges", () => {
  it("new when never seen, updated when changed after being seen, none otherwise", () => {
    expect(listingBadge(null, "2026-11-01T00:00:00Z")).toBe("new");
    expect(listingBadge("2026-11-01T00:00:00Z", "2026-11-02T00:00:00Z")).toBe("updated");
    expect(listingBadge("2026-11-02T00:00:00Z", "2026-11-01T00:00:00Z")).toBeNull();
  });
});

describe("activity_type values", () => {
  it("takes the spec's labels and the kinds", () => {
    expect(activityKindOfFilter("Signup for the school visit")).toBe("visit_signup");
    expect(activityKindOfFilter("Signed up for visit")).toBe("visit_signup");
    expect(activityKindOfFilter("attended")).toBe("attended");
    expect(activityKindOfFilter("dancing")).toBeUndefined();
    expect(activityFilterLabel("visit_signup")).toBe("Signed up for visit");
    expect(activityFilterLabel("note")).toBe("note");
  });
});

describe("the list query", () => {
  it("takes repeated keys, bracket keys and single values as lists", () => {
    const parsed = ConnectionsQuerySchema.parse(
      foldArrayParams({ "country_ids[]": ["1", "2"], graduation_years: "2027", "school_names[]": "Hill School" }),
    );
    expect(parsed.country_ids).toEqual([1, 2]);
    expect(parsed.graduation_years).toEqual([2027]);
    expect(parsed.school_names).toEqual(["Hill School"]);
    expect(parsed.user_type).toBe("student");
    expect(parsed.sort).toBe("recent");
    expect(parsed.page_no).toBe(1);
  });
  it("merges both forms of one key and drops blank values", () => {
    expect(foldArrayParams({ a: "1", "a[]": ["2", "3"] })).toEqual({ a: ["1", "2", "3"] });
    expect(ConnectionsQuerySchema.parse({ country_ids: "" }).country_ids).toEqual([]);
  });
  it("refuses unknown values", () => {
    expect(ConnectionsQuerySchema.safeParse({ list_states: ["kept"] }).success).toBe(false);
    expect(ConnectionsQuerySchema.safeParse({ activity_types: ["dancing"] }).success).toBe(false);
    expect(ConnectionsQuerySchema.safeParse({ country_ids: ["x"] }).success).toBe(false);
  });
});

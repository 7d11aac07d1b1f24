import { describe, expect, it } from "vitest";
import { reasonKind, reasonProblems, reasonSlug, reasonText } from "./reasons";

describe("reasons", () => {
  it("sends the chosen reason, or the typed one for Other", () => {
    expect(reasonText("Our visit calendar is full for that period", "")).toBe(
      "Our visit calendar is full for that period",
    );
    expect(reasonText("Other", "  Building works  ")).toBe("Building works");
    expect(reasonText(null, "x")).toBe("");
  });
  it("requires a reason, and a text for Other", () => {
    expect(reasonProblems(null, "")).toEqual({ reason: "reasonRequired" });
    expect(reasonProblems("Other", " ")).toEqual({ other: "otherRequired" });
    expect(reasonProblems("Other", "Building works")).toEqual({});
  });
  it("slugs reason texts into stable keys", () => {
    expect(reasonSlug("The university representative's travel plans changed")).toBe(
      "the-university-representative-s-travel-plans-changed",
    );
  });
  it("picks the list by action and side", () => {
    expect(reasonKind("decline", "School")).toBe("event_decline_reasons");
    expect(reasonKind("cancel", "School")).toBe("event_decline_reasons");
    expect(reasonKind("cancel", "University")).toBe("reject_reasons");
    expect(reasonKind("reschedule", "University")).toBe("reschedule_reasons");
  });
});

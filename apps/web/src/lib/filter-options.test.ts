import { describe, expect, it } from "vitest";
import { filterChoices, optionCounts } from "./filter-options";

const labelOf = (value: string, apiLabel?: string) => (apiLabel ? `${apiLabel}!` : `[${value}]`);

describe("filterChoices", () => {
  it("labels the look-up's values as text, with the server's label when there is one", () => {
    expect(filterChoices([{ value: 7, label: "Seven" }, { value: "x" }], [], labelOf)).toEqual([
      { value: "7", label: "Seven!" },
      { value: "x", label: "[x]" },
    ]);
  });

  it("keeps a chosen value the look-up does not list, after the others", () => {
    expect(filterChoices([{ value: 1, label: "One" }], ["1", "9"], labelOf)).toEqual([
      { value: "1", label: "One!" },
      { value: "9", label: "[9]" },
    ]);
  });

  it("lists the chosen values alone while the look-up has not answered", () => {
    expect(filterChoices([], ["a", "b"], labelOf).map((c) => c.value)).toEqual(["a", "b"]);
  });
});

describe("optionCounts", () => {
  it("maps each value, as text, to its count", () => {
    const counts = optionCounts([
      { value: 3, label: "Three", count: 12 },
      { value: "b", count: 0 },
    ]);
    expect(counts.get("3")).toBe(12);
    expect(counts.get("b")).toBe(0);
    expect(counts.has("c")).toBe(false);
  });
});

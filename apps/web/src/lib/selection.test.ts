import { describe, expect, it } from "vitest";
import { toggleSelected } from "./selection";

describe("toggleSelected", () => {
  const a = { id: 1, name: "a" };
  const b = { id: 2, name: "b" };

  it("adds a row that is not selected at the end", () => {
    expect(toggleSelected([a], b)).toEqual([a, b]);
  });

  it("removes a selected row by its id, even another object of the same id", () => {
    expect(toggleSelected([a, b], { id: 1, name: "a, loaded again" })).toEqual([b]);
  });

  it("leaves the given selection unchanged", () => {
    const selected = [a];
    toggleSelected(selected, b);
    toggleSelected(selected, a);
    expect(selected).toEqual([a]);
  });
});

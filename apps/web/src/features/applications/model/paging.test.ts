import { describe, expect, it } from "vitest";
import { mergePages, nextPageNo } from "./paging";

describe("paging", () => {
  it("asks for another page until every matched row is loaded", () => {
    expect(nextPageNo(20, 45, 1)).toBe(2);
    expect(nextPageNo(45, 45, 3)).toBeUndefined();
  });

  it("shows a row moved between pages once", () => {
    expect(
      mergePages([
        [{ id: 1 }, { id: 2 }],
        [{ id: 2 }, { id: 3 }],
      ]).map((r) => r.id),
    ).toEqual([1, 2, 3]);
  });
});

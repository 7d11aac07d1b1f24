import { MIN_GROUP_SIZE } from "@quad/contract/rules/plans";
import { describe, expect, it } from "vitest";
import { protect, rounded } from "./insights.privacy.ts";

const g = (key: string, n: number) => ({ key, label: key, label_zh: null, n });

describe("protect (decision 108)", () => {
  it("shows groups of at least the minimum, merges the small ones into Other when Other reaches it", () => {
    const out = protect([g("a", 40), g("b", 20), g("c", 6), g("d", 5)]);
    expect(out.rows.map((r) => [r.key, r.value])).toEqual([
      ["a", 40],
      ["b", 20],
      ["other", 10],
    ]);
    expect(out.withheld).toBe(2);
    expect(out.total).toBe(70);
  });

  it("pulls the smallest shown group into Other when Other alone would be below the minimum (no differencing)", () => {
    const out = protect([g("a", 40), g("b", 12), g("c", 3)]);
    expect(out.rows.map((r) => r.key)).toEqual(["a", "other"]);
    expect(out.rows[1]?.value).toBe(15);
    expect(out.withheld).toBe(2);
  });

  it("withholds everything, total included, when all groups together are below the minimum", () => {
    expect(protect([g("a", 6), g("b", 3)])).toEqual({ rows: [], total: null, withheld: 2 });
    expect(protect([])).toEqual({ rows: [], total: null, withheld: 0 });
  });

  it("never shows a figure below the minimum, whatever the groups", () => {
    for (let seed = 1; seed < 200; seed += 1) {
      const groups = Array.from({ length: 1 + (seed % 17) }, (_, i) => g(`k${i}`, (seed * (i + 7)) % 23));
      const out = protect(groups);
      for (const row of out.rows) expect(row.value).toBeGreaterThanOrEqual(MIN_GROUP_SIZE);
      // What is hidden is never a small exact difference: the shown rows and Other add up to every person.
      const hidden = groups.filter((x) => !out.rows.some((r) => r.key === x.key)).reduce((s, x) => s + x.n, 0);
      const other = out.rows.find((r) => r.key === "other");
      if (hidden > 0 && out.rows.length > 0) expect(other).toBeDefined();
    }
  });

  it("rounds to five, never below the minimum", () => {
    expect([10, 12, 13, 17, 18, 46].map(rounded)).toEqual([10, 10, 15, 15, 20, 45]);
  });
});

import { describe, expect, it } from "vitest";
import {
  applyDraft,
  filterBadges,
  initialFilterState,
  isDraftChanged,
  regionCheck,
  removeBadge,
  resetDraft,
  revertDraft,
  setDraft,
} from "./region-filter";

const asia = { id: 11, country_ids: [1, 2, 3] };
const regions = [asia, { id: 12, country_ids: [4, 5] }, { id: 20, country_ids: [9] }];

describe("region filter state", () => {
  it("applies the draft, reverts to the last applied choice and resets to the spec default", () => {
    let s = initialFilterState([9, 1]);
    expect(s).toEqual({ applied: [1, 9], draft: [1, 9] });
    expect(isDraftChanged(s)).toBe(false);

    s = setDraft(s, [1, 2, 9, 2]);
    expect(s.draft).toEqual([1, 2, 9]);
    expect(s.applied).toEqual([1, 9]);
    expect(isDraftChanged(s)).toBe(true);

    s = revertDraft(s);
    expect(s.draft).toEqual([1, 9]);
    expect(isDraftChanged(s)).toBe(false);

    s = resetDraft(s, regions);
    expect(s.draft).toEqual([1, 2, 3, 4, 5]);
    expect(s.applied).toEqual([1, 9]);

    s = applyDraft(s);
    expect(s.applied).toEqual([1, 2, 3, 4, 5]);
    s = revertDraft(setDraft(s, [9]));
    expect(s.draft).toEqual([1, 2, 3, 4, 5]);
  });

  it("shows a region checked, indeterminate (still selected) or clear", () => {
    expect(regionCheck(asia, new Set([1, 2, 3]))).toBe("checked");
    expect(regionCheck(asia, new Set([2]))).toBe("indeterminate");
    expect(regionCheck(asia, new Set([4]))).toBe("none");
  });

  it("badges a whole region once and the other countries one by one; removing a badge drops its countries", () => {
    const badges = filterBadges([1, 2, 3, 5, 9], regions);
    expect(badges).toEqual([
      { kind: "region", id: 11, countryIds: [1, 2, 3] },
      { kind: "region", id: 20, countryIds: [9] },
      { kind: "country", id: 5 },
    ]);
    expect(removeBadge([1, 2, 3, 5, 9], { kind: "region", id: 11, countryIds: [1, 2, 3] })).toEqual([5, 9]);
    expect(removeBadge([1, 2, 3, 5, 9], { kind: "country", id: 5 })).toEqual([1, 2, 3, 9]);
  });
});

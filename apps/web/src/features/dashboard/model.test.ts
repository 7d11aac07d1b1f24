import { describe, expect, it } from "vitest";
import { parseConnectionsSearch } from "../../lib/connections-search";
import {
  applyDraft,
  connectionsLink,
  countryRowLink,
  countryWiseBody,
  countsByNumericId,
  filterBadges,
  initialFilterState,
  isDraftChanged,
  isTrendEmpty,
  mapLegend,
  mapShade,
  onboardingSteps,
  participateSearch,
  regionCheck,
  removeBadge,
  resetDraft,
  revertDraft,
  seriesFigure,
  setDraft,
  showOnboarding,
  slotsByDay,
  sortCountries,
  trendRows,
} from "./model";

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

describe("links to /connections", () => {
  it("carries the region filter's countries, read back by the connections page", () => {
    const link = connectionsLink([3, 1], { activity_type: ["visit_signup"] });
    expect(link).toEqual({ country: '["1","3"]', activity_type: "visit_signup" });
    const parsed = parseConnectionsSearch(link);
    expect(parsed.filters).toEqual({ country: ["1", "3"], activity_type: ["visit_signup"] });
  });

  it("an access tier (paid, free figures) and a school with its list states (recommended schools)", () => {
    expect(parseConnectionsSearch(connectionsLink([4], { access_tier: ["paid"] })).filters).toEqual({
      country: ["4"],
      access_tier: ["paid"],
    });
    const school = connectionsLink([], { school_name: "Hill School", list_state: ["applying", "applied"] });
    expect(parseConnectionsSearch(school).filters).toEqual({
      school_name: ["Hill School"],
      list_state: ["applying", "applied"],
    });
  });

  it("a country row narrows to that country; an event, a graduation year and a tab are kept as they are", () => {
    expect(connectionsLink([1, 2], { country: 7 })).toEqual({ country: "7" });
    const event = connectionsLink([], { event_title: "Study in Canada, 2027", tab: "guardian" });
    expect(event).toEqual({ tab: "guardian", event_title: "Study in Canada, 2027" });
    expect(parseConnectionsSearch(event).filters.event_title).toEqual(["Study in Canada, 2027"]);
    expect(parseConnectionsSearch(connectionsLink([2], { graduation_year: "2027" })).filters).toEqual({
      country: ["2"],
      graduation_year: ["2027"],
    });
    expect(parseConnectionsSearch(connectionsLink([2], { citizenship: 5 })).filters).toEqual({
      country: ["2"],
      citizenship: ["5"],
    });
  });

  it("links a country-wise row to its country or citizenship in the tab's states", () => {
    expect(countryRowLink(7, "connected", "country")).toEqual({ country: "7" });
    expect(parseConnectionsSearch(countryRowLink(7, "offered", "citizenship")).filters).toEqual({
      citizenship: ["7"],
      list_state: ["offered"],
    });
  });

  it("turns a trend series into its tab or list state", () => {
    expect(seriesFigure("counsellor")).toEqual({ tab: "counsellor" });
    expect(seriesFigure("shortlisted")).toEqual({ list_state: ["shortlisted"] });
    expect(seriesFigure("applying")).toEqual({ list_state: ["applying"] });
    expect(seriesFigure("total")).toEqual({});
  });

  it("sends the states of a country-wise tab", () => {
    expect(countryWiseBody([1], "connected", "country")).toEqual({ country_ids: [1], group_by: "country" });
    expect(countryWiseBody([1], "applicants", "citizenship")).toEqual({
      citizenship_ids: [1],
      group_by: "citizenship",
      included_states: ["applying", "applied"],
    });
  });
});

describe("trend rows", () => {
  const months = ["2026-10", "2026-11"];
  it("one row per month with each series' value of the kind", () => {
    const series = [{ key: "student", monthly: [2, 3], cumulative: [10, 13] }];
    expect(trendRows(months, series, "monthly")).toEqual([
      { month: "2026-10", student: 2 },
      { month: "2026-11", student: 3 },
    ]);
    expect(trendRows(months, series, "cumulative")[1]).toEqual({ month: "2026-11", student: 13 });
    expect(isTrendEmpty(series)).toBe(false);
    expect(isTrendEmpty([{ key: "x", monthly: [0, 0], cumulative: [0, 0] }])).toBe(true);
  });
});

describe("world map values", () => {
  it("matches alpha-2 codes to the atlas's numeric ids", () => {
    const byId = countsByNumericId([
      { id: 1, name: "China", code: "CN", count: 4 },
      { id: 2, name: "Andorra", code: "ad", count: 1 },
      { id: 3, name: "Nowhere", code: "ZZ", count: 2 },
    ]);
    expect(byId.get("156")?.count).toBe(4);
    expect(byId.get("020")?.name).toBe("Andorra");
    expect(byId.size).toBe(2);
  });

  it("scales counts into shades up to the largest, with a legend that covers every count once", () => {
    expect(mapShade(0, 10)).toBe(0);
    expect(mapShade(1, 10)).toBe(1);
    expect(mapShade(10, 10)).toBe(5);
    expect(mapShade(5, 10)).toBe(3);
    expect(mapShade(3, 0)).toBe(0);
    expect(mapLegend(10)).toEqual([
      { shade: 1, from: 1, to: 2 },
      { shade: 2, from: 3, to: 4 },
      { shade: 3, from: 5, to: 6 },
      { shade: 4, from: 7, to: 8 },
      { shade: 5, from: 9, to: 10 },
    ]);
    for (const max of [1, 2, 3, 7, 10, 123]) {
      const legend = mapLegend(max);
      for (let n = 1; n <= max; n++) {
        const band = legend.find((b) => n >= b.from && n <= b.to);
        expect(band?.shade, `${n} of ${max}`).toBe(mapShade(n, max));
      }
    }
    expect(mapLegend(0)).toEqual([]);
  });

  it("sorts the table by count or name", () => {
    const rows = [
      { name: "Chile", count: 2 },
      { name: "Brazil", count: 5 },
      { name: "Angola", count: 2 },
    ];
    expect(sortCountries(rows, "count", "desc").map((r) => r.name)).toEqual(["Brazil", "Angola", "Chile"]);
    expect(sortCountries(rows, "name", "asc").map((r) => r.name)).toEqual(["Angola", "Brazil", "Chile"]);
    expect(sortCountries(rows, "name", "desc").map((r) => r.name)).toEqual(["Chile", "Brazil", "Angola"]);
  });
});

describe("booking slots and onboarding", () => {
  it("groups free slots by their day in the viewer's zone", () => {
    const days = slotsByDay(["2026-11-25T02:00:00Z", "2026-11-24T15:30:00Z", "2026-11-24T16:00:00Z"], "Asia/Shanghai");
    expect(days).toEqual([
      { day: "2026-11-24", slots: ["2026-11-24T15:30:00Z"] },
      { day: "2026-11-25", slots: ["2026-11-24T16:00:00Z", "2026-11-25T02:00:00Z"] },
    ]);
  });

  it("lists the first steps with what is done; a client has no visit steps", () => {
    const config = {
      is_dashboard_onboarding_complete: false,
      visits_feedback_pending: true,
      has_leads_available: false,
      has_lead_categories_available: true,
      configurations_available: false,
    };
    expect(onboardingSteps(config, false)).toEqual([
      { step: "webinar", done: false },
      { step: "visit", done: false },
      { step: "feedback", done: false },
      { step: "categories", done: true },
    ]);
    expect(onboardingSteps(config, true).map((s) => s.step)).toEqual(["webinar", "categories"]);
  });
});

describe("participate in a provider event", () => {
  it("opens the events catalogue on the event's UTC day", () => {
    expect(participateSearch("2026-12-01T23:30:00.000Z")).toEqual({ from: "2026-12-01", to: "2026-12-01" });
    expect(participateSearch("2026-12-02T01:00:00+02:00")).toEqual({ from: "2026-12-01", to: "2026-12-01" });
  });
});

describe("one checklist at a time", () => {
  const config = {
    is_dashboard_onboarding_complete: false,
    visits_feedback_pending: false,
    has_leads_available: false,
    has_lead_categories_available: false,
    configurations_available: false,
  };
  const first = (done: number, dismissed = false) => ({
    steps: [1, 2, 3, 4, 5],
    completed_steps_count: done,
    dismissed,
  });
  it("waits for the account's first steps to be done or dismissed", () => {
    expect(showOnboarding(config, first(2))).toBe(false);
    expect(showOnboarding(config, undefined)).toBe(false);
    expect(showOnboarding(config, first(5))).toBe(true);
    expect(showOnboarding(config, first(1, true))).toBe(true);
    expect(showOnboarding({ ...config, is_dashboard_onboarding_complete: true }, first(5))).toBe(false);
  });
});

import { type FigureFilter, figureListQuery } from "@quad/contract/api/dashboard-links";
import { describe, expect, it } from "vitest";
import { listQuery, parseConnectionsSearch } from "../../../lib/connections-search";

import { connectionsLink, countryRowLink, countryWiseBody, seriesFigure } from "./links";

describe("links to /connections", () => {
  it("carries the region filter's countries, read back by the connections page", () => {
    const link = connectionsLink([3, 1], { activity_type: ["visit_signup"] });
    expect(link).toEqual({ tab: "all", country: '["1","3"]', activity_type: "visit_signup" });
    const parsed = parseConnectionsSearch(link);
    expect(parsed.filters).toEqual({ country: ["1", "3"], activity_type: ["visit_signup"] });
    expect(parsed.tab).toBe("all");
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
    expect(connectionsLink([1, 2], { country: 7 })).toEqual({ tab: "all", country: "7" });
    const event = connectionsLink([], { event_title: "Study in Canada, 2027", tab: "guardian" });
    expect(event).toEqual({ tab: "guardian", event_title: "Study in Canada, 2027" });
    expect(parseConnectionsSearch(event).filters.event_title).toEqual(["Study in Canada, 2027"]);
    expect(parseConnectionsSearch(connectionsLink([2], { graduation_year: "2027" })).filters).toEqual({
      country: ["2"],
      graduation_year: ["2027"],
    });
    // A citizenship is not narrowed to countries of residence (the country-wise overview by citizenship).
    expect(parseConnectionsSearch(connectionsLink([2], { citizenship: 5 })).filters).toEqual({
      citizenship: ["5"],
    });
  });

  it("links a country-wise row to its country or citizenship in the tab's states", () => {
    expect(countryRowLink(7, "connected", "country")).toEqual({ tab: "all", country: "7" });
    expect(parseConnectionsSearch(countryRowLink(7, "offered", "citizenship")).filters).toEqual({
      citizenship: ["7"],
      list_state: ["offered"],
    });
  });

  it("turns a trend series into its tab or list state", () => {
    expect(seriesFigure("counsellor")).toEqual({ tab: "counsellor" });
    expect(seriesFigure("shortlisted")).toEqual({ list_state: ["shortlisted"] });
    expect(seriesFigure("applying")).toEqual({ list_state: ["applying"] });
    expect(seriesFigure("all")).toEqual({});
  });

  it("sends the states of a country-wise tab", () => {
    expect(countryWiseBody([1], "connected", "country")).toEqual({ country_ids: [1], group_by: "country" });
    expect(countryWiseBody([1], "applicants", "citizenship")).toEqual({
      citizenship_ids: [1],
      group_by: "citizenship",
      included_states: ["applying", "applied"],
    });
  });

  // The server's test (seed/demo-figures.test.ts) counts each figure's list with the contract's figureListQuery:
  // the list the page asks for after following the link must be that same query.
  it("asks the connections list for exactly the contract's query of each figure", () => {
    const figures: FigureFilter[] = [
      {},
      { list_state: ["applying", "applied"] },
      { tab: "counsellor", list_state: ["shortlisted", "longlisted", "applying", "applied"] },
      { country: 7, list_state: ["offered"] },
      { citizenship: 9 },
      { activity_type: ["registered", "attended"] },
      { access_tier: ["free"] },
      { source: ["profile_view"] },
      { event_title: "Study in Canada, 2027" },
      { graduation_year: "2027", list_state: ["applied"] },
      { school_name: "Hill School" },
    ];
    for (const figure of figures) {
      const { sort: _sort, ...asked } = listQuery(parseConnectionsSearch(connectionsLink([12, 3], figure)));
      expect(asked).toEqual(figureListQuery([12, 3], figure));
    }
  });
});

import { describe, expect, it } from "vitest";
import {
  connectionsSearchParams,
  decodeFilterValues,
  encodeFilterValues,
  parseConnectionsSearch,
} from "../../lib/connections-search";
import { filterValueLabel } from "./components/filter-labels";
import {
  activeFilterBadges,
  activeFilterCount,
  activityLabel,
  ageOn,
  badgedIds,
  connectionFreshness,
  consentLabel,
  entersConnections,
  exportFilters,
  exportHistory,
  fullName,
  GUARDIAN_NAME_MAX,
  guardianNameError,
  initials,
  isFiltered,
  leavesConnections,
  listQuery,
  listStateGroup,
  listStateKey,
  nextPageNo,
  queryString,
  removeFilterValue,
  resetConnectionsSearch,
  setFilterValues,
  timelineOrder,
  unseenBadge,
} from "./model";

describe("parseConnectionsSearch", () => {
  it("reads a dashboard link's pre-set filter", () => {
    const s = parseConnectionsSearch({ country: "44", graduation_year: "2027" });
    expect(s.filters).toEqual({ country: ["44"], graduation_year: ["2027"] });
    expect(s.tab).toBe("student");
    expect(s.sort).toBe("recent");
    expect(s.id).toBeNull();
  });

  it("keeps a single event title with commas as one value", () => {
    const s = parseConnectionsSearch({ event_title: "Study in Canada, 2027" });
    expect(s.filters.event_title).toEqual(["Study in Canada, 2027"]);
  });

  it("reads several values from a JSON array and the spec's activity labels", () => {
    const s = parseConnectionsSearch({
      country: '["44","45"]',
      activity_type: "Signup for the school visit",
    });
    expect(s.filters.country).toEqual(["44", "45"]);
    expect(s.filters.activity_type).toEqual(["Signup for the school visit"]);
  });

  it("drops invalid values: bad tab, sort, id, year and list state", () => {
    const s = parseConnectionsSearch({
      tab: "aliens",
      sort: "drop table",
      id: "-4",
      graduation_year: "20x7",
      list_state: '["shortlisted","nope"]',
    });
    expect(s).toEqual({ tab: "student", q: "", sort: "recent", filters: { list_state: ["shortlisted"] }, id: null });
    expect(parseConnectionsSearch({ id: "99999999999" }).id).toBeNull();
    expect(
      parseConnectionsSearch({
        country: '["4","China"]',
        activity_type: '["Signed up for visit","Danced"]',
        source: "carrier pigeon",
        next_step: "follow_up",
      }).filters,
    ).toEqual({ country: ["4"], activity_type: ["Signed up for visit"], next_step: ["follow_up"] });
  });

  it("accepts plural and American tab names and an open connection id", () => {
    expect(parseConnectionsSearch({ tab: "counselors", id: "123" })).toMatchObject({ tab: "counsellor", id: 123 });
    expect(parseConnectionsSearch({ tab: "guardians" }).tab).toBe("guardian");
  });

  it("round-trips through the URL, leaving defaults out", () => {
    const s = parseConnectionsSearch({
      tab: "guardian",
      q: " lee ",
      sort: "name",
      country: '["44","45"]',
      event_title: "Open day",
      id: "7",
    });
    const params = connectionsSearchParams(s);
    expect(params).toEqual({
      tab: "guardian",
      q: "lee",
      sort: "name",
      country: '["44","45"]',
      event_title: "Open day",
      id: "7",
    });
    expect(parseConnectionsSearch(params)).toEqual(s);
    expect(connectionsSearchParams(parseConnectionsSearch({}))).toEqual({});
  });
});

describe("the list call", () => {
  it("sends tab, sort, search and each filter under its API name", () => {
    const s = parseConnectionsSearch({ tab: "guardian", q: "lee", country: '["3","4"]', graduation_year: "2027" });
    expect(listQuery(s)).toEqual({
      user_type: "guardian",
      sort: "recent",
      search_text: "lee",
      country_ids: ["3", "4"],
      graduation_years: ["2027"],
    });
    expect(exportFilters(s)).not.toHaveProperty("sort");
    // Export selected: the same filters, and the selected ids once each.
    expect(exportFilters(s, [7, 3, 7])).toEqual({
      user_type: "guardian",
      search_text: "lee",
      country_ids: ["3", "4"],
      graduation_years: ["2027"],
      ids: [7, 3],
    });
    expect(exportFilters(s, [])).not.toHaveProperty("ids");
  });

  it("repeats keys for lists in the query string", () => {
    expect(queryString({ a: ["1", "2"], b: "x y", c: undefined, d: "" })).toBe("?a=1&a=2&b=x+y");
    expect(queryString({})).toBe("");
  });
});

describe("filter values in the URL", () => {
  it("writes one value plainly and several as an array", () => {
    expect(encodeFilterValues([])).toBeUndefined();
    expect(encodeFilterValues(["2027"])).toBe("2027");
    expect(encodeFilterValues(["a", "b"])).toBe('["a","b"]');
    // A lone value that looks like an array is written as one, so it reads back the same.
    expect(decodeFilterValues(encodeFilterValues(["[draft]"]))).toEqual(["[draft]"]);
  });

  it("ignores empty and duplicate values and non-strings", () => {
    expect(decodeFilterValues('["a","a"," ",3]')).toEqual(["a", "3"]);
    expect(decodeFilterValues(undefined)).toEqual([]);
    expect(decodeFilterValues("[not json")).toEqual(["[not json"]);
  });
});

describe("active filter badges and reset", () => {
  const filters = { country: ["IN", "CN"], graduation_year: ["2027"] };

  it("gives one badge per value, in the filter bar's order", () => {
    expect(activeFilterBadges({ graduation_year: ["2027"], country: ["IN"] })).toEqual([
      { key: "country", value: "IN" },
      { key: "graduation_year", value: "2027" },
    ]);
    expect(activeFilterCount(filters)).toBe(3);
  });

  it("gives a whole region one badge, and names the rest one by one (issue 24 §3)", () => {
    const regions = [
      { id: 11, name: "Eastern Asia", country_ids: [1, 2, 3] },
      { id: 12, name: "South-eastern Asia", country_ids: [4, 5] },
      { id: 13, name: "Small", country_ids: [9] },
    ];
    const badges = activeFilterBadges({ country: ["3", "1", "2", "4", "9"], list_state: ["applied"] }, regions);
    expect(badges).toEqual([
      { key: "country", value: "1", region: { id: 11, name: "Eastern Asia", values: ["1", "2", "3"] } },
      { key: "country", value: "4" },
      { key: "country", value: "9" },
      { key: "list_state", value: "applied" },
    ]);
    // Its close button removes the region's countries together.
    expect(removeFilterValue({ country: ["3", "1", "2", "4"] }, "country", ["1", "2", "3"])).toEqual({
      country: ["4"],
    });
  });

  it("names a country id the look-up does not list from the reference list", () => {
    const t = ((key: string) => key) as never;
    const byId = (id: string) => (id === "223" ? "United States" : null);
    expect(filterValueLabel(t, "country", "223", undefined, undefined, byId)).toBe("United States");
    expect(filterValueLabel(t, "country", "224", undefined, undefined, byId)).toBe("224");
    expect(filterValueLabel(t, "country", "223", "Canada", (n) => n ?? null, byId)).toBe("Canada");
  });

  it("removes one value, and the filter once empty", () => {
    expect(removeFilterValue(filters, "country", "IN")).toEqual({ country: ["CN"], graduation_year: ["2027"] });
    expect(removeFilterValue(filters, "graduation_year", "2027")).toEqual({ country: ["IN", "CN"] });
  });

  it("sets values without duplicates, and clears with none", () => {
    expect(setFilterValues({}, "status", ["a", "a", "b"])).toEqual({ status: ["a", "b"] });
    expect(setFilterValues(filters, "country", [])).toEqual({ graduation_year: ["2027"] });
  });

  it("resets filters and search but keeps tab, sort and the open connection", () => {
    const s = parseConnectionsSearch({ tab: "guardian", sort: "name", q: "x", country: "IN", id: "5" });
    expect(isFiltered(s)).toBe(true);
    const reset = resetConnectionsSearch(s);
    expect(reset).toEqual({ tab: "guardian", sort: "name", q: "", filters: {}, id: 5 });
    expect(isFiltered(reset)).toBe(false);
  });
});

describe("badges and list states", () => {
  it("shows New before Updated, and nothing on a seen row", () => {
    expect(connectionFreshness({ is_new: true, is_updated: true })).toBe("new");
    expect(connectionFreshness({ is_new: false, is_updated: true })).toBe("updated");
    expect(connectionFreshness({ is_new: false, is_updated: false })).toBeNull();
  });

  it("lists the badged rows to mark seen", () => {
    const rows = [
      { id: 1, f: "new" as const },
      { id: 2, f: null },
      { id: 3, f: "updated" as const },
    ];
    expect(badgedIds(rows, (r) => r.f)).toEqual([1, 3]);
  });

  it("names list states and their groups", () => {
    expect(listStateKey("shortlisted")).toBe("listStates.shortlisted");
    expect(listStateKey(null)).toBe("listStates.none");
    expect(listStateKey("bogus")).toBe("listStates.none");
    expect(listStateGroup("applying")).toBe("applicants");
    expect(listStateGroup("longlisted")).toBe("addedToList");
    expect(listStateGroup("offered")).toBe("offered");
    expect(listStateGroup(null)).toBeNull();
  });
});

describe("timeline", () => {
  it("labels attendance with its duration, other kinds by kind", () => {
    expect(activityLabel({ kind: "attended", duration_minutes: 44.6 })).toEqual({
      key: "activity.attendedFor",
      values: { minutes: 45 },
    });
    expect(activityLabel({ kind: "attended", duration_minutes: null })).toEqual({ key: "activity.kinds.attended" });
    expect(activityLabel({ kind: "visit_signup" })).toEqual({ key: "activity.kinds.visit_signup" });
  });

  it("orders newest first across pages and drops repeats", () => {
    const a = { id: 1, occurred_at: "2026-01-01T10:00:00Z" };
    const b = { id: 2, occurred_at: "2026-03-01T10:00:00Z" };
    const c = { id: 3, occurred_at: "2026-03-01T10:00:00Z" };
    expect(
      timelineOrder([
        [c, b],
        [b, a],
      ]).map((x) => x.id),
    ).toEqual([3, 2, 1]);
  });

  it("asks for the next page only while rows remain", () => {
    expect(nextPageNo(25, 60, 1)).toBe(2);
    expect(nextPageNo(60, 60, 3)).toBeUndefined();
  });
});

describe("people", () => {
  it("computes age on a day, before and after the birthday", () => {
    const day = new Date(Date.UTC(2026, 10, 23));
    expect(ageOn("2008-11-23", day)).toBe(18);
    expect(ageOn("2008-11-24", day)).toBe(17);
    expect(ageOn(null, day)).toBeNull();
  });

  it("builds names and initials from the parts present", () => {
    expect(fullName({ first_name: "Mei", last_name: " Lin " })).toBe("Mei Lin");
    expect(fullName({ first_name: "", last_name: "Lin" })).toBe("Lin");
    expect(initials({ first_name: "mei", last_name: "lin" })).toBe("ML");
  });
});

describe("leavesConnections", () => {
  it("is true only when going from /connections elsewhere", () => {
    expect(leavesConnections("/connections", "/dashboard")).toBe(true);
    expect(leavesConnections("/connections", "/connections")).toBe(false);
    expect(leavesConnections("/dashboard", "/events-list")).toBe(false);
    expect(leavesConnections(undefined, "/dashboard")).toBe(false);
    expect(leavesConnections("/connections-archive", "/dashboard")).toBe(false);
  });
});

describe("guardianNameError", () => {
  it("asks for a name, trimmed, within the contract's bound", () => {
    expect(guardianNameError("")).toBe("detail.consent.nameRequired");
    expect(guardianNameError("   ")).toBe("detail.consent.nameRequired");
    expect(guardianNameError(" Maria Lee ")).toBeNull();
    expect(guardianNameError("a".repeat(GUARDIAN_NAME_MAX))).toBeNull();
    expect(guardianNameError(`${"a".repeat(GUARDIAN_NAME_MAX)}  `)).toBeNull();
    expect(guardianNameError("a".repeat(GUARDIAN_NAME_MAX + 1))).toBe("detail.consent.nameTooLong");
  });
});

describe("exportHistory", () => {
  const e = (id: number, requested_at: string, status = "email_sent") => ({ id, requested_at, status });
  it("joins pages newest first", () => {
    const pages = [[e(5, "2026-11-23T10:00:00Z"), e(4, "2026-11-22T10:00:00Z")], [e(3, "2026-11-21T10:00:00Z")]];
    expect(exportHistory(pages).map((x) => x.id)).toEqual([5, 4, 3]);
  });
  it("keeps each export once, the copy of the earlier page", () => {
    const pages = [
      [e(6, "2026-11-23T11:00:00Z", "preparing"), e(5, "2026-11-23T10:00:00Z", "email_sent")],
      [e(5, "2026-11-23T10:00:00Z", "preparing"), e(4, "2026-11-22T10:00:00Z")],
    ];
    const joined = exportHistory(pages);
    expect(joined.map((x) => x.id)).toEqual([6, 5, 4]);
    expect(joined[1]?.status).toBe("email_sent");
  });
  it("orders by the time asked, then the newer id, whatever the page order", () => {
    const pages = [
      [e(1, "2026-11-20T10:00:00.000Z"), e(3, "2026-11-23T10:00:00+00:00")],
      [e(2, "2026-11-20T10:00:00Z")],
    ];
    expect(exportHistory(pages).map((x) => x.id)).toEqual([3, 2, 1]);
    expect(exportHistory([])).toEqual([]);
  });
});

describe("consentLabel", () => {
  const day = (iso: string) => iso.slice(0, 10);
  const none = {
    guardian_consent_at: null,
    guardian_consent_given_by: null,
    guardian_consent_method: null,
    guardian_consent_recorded_by: null,
    guardian_consent_by: null,
  };

  it("is null without a recorded consent", () => {
    expect(consentLabel(none, day)).toBeNull();
  });

  it("says who gave it, how, when and who recorded it from the fields", () => {
    expect(
      consentLabel(
        {
          ...none,
          guardian_consent_at: "2026-03-04T10:00:00.000Z",
          guardian_consent_given_by: "Maria Lee",
          guardian_consent_method: "phone_call",
          guardian_consent_recorded_by: { name: "Ana Staff" },
        },
        day,
      ),
    ).toEqual({
      key: "detail.consentRecorded",
      values: { guardian: "Maria Lee", date: "2026-03-04", recorder: "Ana Staff" },
      methodKey: "detail.consent.methods.phone_call",
    });
  });

  it("shows a consent recorded before the fields as its stored sentence", () => {
    expect(
      consentLabel(
        {
          ...none,
          guardian_consent_at: "2025-01-02T00:00:00.000Z",
          guardian_consent_by: "Ann (email), recorded by Bo",
        },
        day,
      ),
    ).toEqual({
      key: "detail.consentGiven",
      values: { date: "2025-01-02", by: "Ann (email), recorded by Bo" },
      methodKey: null,
    });
  });
});

describe("the navigation's unseen connections badge", () => {
  it("is cleared when /connections opens from elsewhere, not when its search changes", () => {
    expect(entersConnections("/dashboard", "/connections")).toBe(true);
    expect(entersConnections(undefined, "/connections")).toBe(true);
    expect(entersConnections("/connections", "/connections")).toBe(false);
    expect(entersConnections("/connections", "/dashboard")).toBe(false);
  });

  it("shows the count when there are unseen connections only", () => {
    expect(unseenBadge({ user_connection_count: 12 })).toBe(12);
    expect(unseenBadge({ user_connection_count: 0 })).toBeNull();
    expect(unseenBadge(undefined)).toBeNull();
  });
});

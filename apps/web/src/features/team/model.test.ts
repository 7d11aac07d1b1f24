import type { TeamMember } from "@quad/contract/api/team";
import { describe, expect, it } from "vitest";
import {
  hasMorePages,
  memberState,
  nextTeamPage,
  parseTeamSearch,
  summarizeBulk,
  type TeamFilters,
  teamFilters,
  teamSearchParams,
  translateInviteProblem,
} from "./model";

const filters: TeamFilters = teamFilters(parseTeamSearch({}));
const member = { id: 1 } as TeamMember;

describe("nextTeamPage (spec 1 §4)", () => {
  it("fetches page 1 when nothing is loaded yet", () => {
    expect(nextTeamPage(null, filters)).toEqual({ page_no: 1, mode: "replace" });
  });

  it("fetches the next page and appends when the filters are unchanged", () => {
    expect(nextTeamPage({ filters, members: [member], page_no: 2 }, { ...filters })).toEqual({
      page_no: 3,
      mode: "append",
    });
  });

  it("clears and fetches page 1 when any filter changed", () => {
    const prev = { filters, members: [member], page_no: 2 };
    expect(nextTeamPage(prev, { ...filters, role: "admin" })).toEqual({ page_no: 1, mode: "replace" });
    expect(nextTeamPage(prev, { ...filters, search_text: "dan" })).toEqual({ page_no: 1, mode: "replace" });
    expect(nextTeamPage(prev, { ...filters, sort_direction: "desc" })).toEqual({ page_no: 1, mode: "replace" });
  });

  it("starts over at page 1 when the list is empty even with the same filters", () => {
    expect(nextTeamPage({ filters, members: [], page_no: 1 }, filters)).toEqual({ page_no: 1, mode: "replace" });
  });
});

describe("team search params", () => {
  it("falls back to defaults for unknown values and keeps only non-defaults in the URL", () => {
    const s = parseTeamSearch({ role: "owner", q: "  ann ", sort: "email", dir: "desc" });
    expect(s).toEqual({ role: "all", status: "all", q: "ann", sort: "email", dir: "desc" });
    expect(teamSearchParams(s)).toEqual({ q: "ann", sort: "email", dir: "desc" });
    expect(teamFilters(s).search_text).toBe("ann");
  });

  it("knows when more pages exist", () => {
    expect(hasMorePages(20, 21)).toBe(true);
    expect(hasMorePages(21, 21)).toBe(false);
  });
});

describe("summarizeBulk", () => {
  it("counts successes and lists failures with their reasons", () => {
    expect(
      summarizeBulk([
        { member_id: 1, ok: true },
        { member_id: 2, ok: false, error: "You cannot deactivate yourself" },
      ]),
    ).toEqual({ done: 1, failures: [{ member_id: 2, error: "You cannot deactivate yourself" }] });
  });
});

describe("translateInviteProblem", () => {
  it("turns the contract's problems into keys with their values, and keeps unknown texts", () => {
    const translate = (key: string, values?: Record<string, unknown>) => `${key} ${JSON.stringify(values ?? {})}`;
    expect(translateInviteProblem("x@ is not a valid email address", translate)).toBe(
      'invite.problems.invalid {"email":"x@"}',
    );
    expect(translateInviteProblem("You can invite at most 20 emails at a time", translate)).toBe(
      'invite.problems.tooMany {"max":"20"}',
    );
    expect(translateInviteProblem("Something else", translate)).toBe("Something else");
  });
});

describe("memberState", () => {
  it("shows a colleague who never accepted as pending only, not active as well", () => {
    expect(memberState({ status: "active", invitation_pending: true })).toBe("pending");
    expect(memberState({ status: "active", invitation_pending: false })).toBe("active");
    expect(memberState({ status: "deactivated", invitation_pending: true })).toBe("deactivated");
  });
});

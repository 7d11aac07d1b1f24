import { TEAM_PAGE_SIZE, TEAM_SORT_KEYS, type TeamListInput, type TeamMember } from "@quad/contract/api/team";
import { z } from "zod";

/** The team screen's filters, kept in the URL search params (plain strings, validated here). */
export const TeamSearchSchema = z.object({
  role: z.enum(["all", "admin", "member", "admission_officer"]).catch("all"),
  status: z.enum(["all", "active", "deactivated"]).catch("all"),
  q: z.string().trim().max(100).catch(""),
  sort: z.enum(TEAM_SORT_KEYS).catch("name"),
  dir: z.enum(["asc", "desc"]).catch("asc"),
});
export type TeamSearch = z.infer<typeof TeamSearchSchema>;

export function parseTeamSearch(search: Record<string, unknown>): TeamSearch {
  return TeamSearchSchema.parse(search);
}

/** Only the values that differ from the defaults go into the URL. */
export function teamSearchParams(search: TeamSearch): Partial<TeamSearch> {
  const defaults = parseTeamSearch({});
  const out: Partial<Record<keyof TeamSearch, string>> = {};
  for (const key of Object.keys(search) as (keyof TeamSearch)[]) {
    if (search[key] !== defaults[key]) out[key] = search[key];
  }
  return out as Partial<TeamSearch>;
}

/** The list call's filters (everything but the page). */
export type TeamFilters = Omit<TeamListInput, "page_no" | "download">;

export function teamFilters(search: TeamSearch): TeamFilters {
  return {
    role: search.role,
    status: search.status,
    search_text: search.q || undefined,
    sort_by: search.sort,
    sort_direction: search.dir,
    per_page: TEAM_PAGE_SIZE,
  };
}

export function sameFilters(a: TeamFilters, b: TeamFilters): boolean {
  return (
    a.role === b.role &&
    a.status === b.status &&
    (a.search_text ?? "") === (b.search_text ?? "") &&
    a.sort_by === b.sort_by &&
    a.sort_direction === b.sort_direction &&
    a.per_page === b.per_page
  );
}

export interface TeamListState {
  filters: TeamFilters;
  members: readonly TeamMember[];
  page_no: number;
}

/**
 * Spec 1 §4 team paging: when the list already has data and the filters are unchanged apart from the
 * page, fetch page_no + 1 and append; otherwise clear the list and fetch page 1.
 */
export function nextTeamPage(
  prev: TeamListState | null,
  filters: TeamFilters,
): { page_no: number; mode: "append" | "replace" } {
  if (prev && prev.members.length > 0 && sameFilters(prev.filters, filters)) {
    return { page_no: prev.page_no + 1, mode: "append" };
  }
  return { page_no: 1, mode: "replace" };
}

/** Whether another page exists after `loaded` members of `matched`. */
export function hasMorePages(loaded: number, matched: number): boolean {
  return loaded < matched;
}

export function memberName(m: Pick<TeamMember, "first_name" | "last_name" | "email">): string {
  return `${m.first_name} ${m.last_name}`.trim() || m.email;
}

export interface BulkSummary {
  done: number;
  failures: { member_id: number; error: string }[];
}

export function summarizeBulk(results: readonly { member_id: number; ok: boolean; error?: string }[]): BulkSummary {
  return {
    done: results.filter((r) => r.ok).length,
    failures: results.filter((r) => !r.ok).map((r) => ({ member_id: r.member_id, error: r.error ?? "" })),
  };
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The contract's invitation problems, in the user's language. */
export function translateInviteProblem(problem: string, translate: Translate): string {
  let m = /^You can invite at most (\d+) emails at a time$/.exec(problem);
  if (m) return translate("invite.problems.tooMany", { max: m[1] });
  m = /^(.+) is not a valid email address$/.exec(problem);
  if (m) return translate("invite.problems.invalid", { email: m[1] });
  m = /^(.+) is listed twice$/.exec(problem);
  if (m) return translate("invite.problems.twice", { email: m[1] });
  if (problem === "Enter at least one email address") return translate("invite.problems.empty");
  return problem;
}

/** The one state a member is shown in: an active colleague who never accepted the invitation is "pending". */
export function memberState(
  m: Pick<TeamMember, "status" | "invitation_pending">,
): "active" | "deactivated" | "pending" {
  if (m.status === "deactivated") return "deactivated";
  return m.invitation_pending ? "pending" : "active";
}

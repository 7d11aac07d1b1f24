import type { AudienceGroup, ProspectFilters, ProspectInsightsResponse } from "@quad/contract/api/prospects";
import { MIN_GROUP_SIZE, planRefusal, type TierNeed } from "@quad/contract/rules/plans";
import type { AppContext } from "../../app-context.ts";
import { ForbiddenError } from "../../lib/errors.ts";
import { rounded } from "../insights/insights.privacy.ts";
import { createProspectsRepository, type ProspectDims } from "./prospects.repository.ts";

/** The key of the merged small groups. */
export const OTHER_GROUP = "other";

/**
 * Groups at or above MIN_GROUP_SIZE, largest first; the smaller ones merged into "other", and while "other" itself
 * is below the size the smallest shown group joins it, so no figure (nor a difference of two) describes fewer than
 * MIN_GROUP_SIZE people. Only "other" may end below the size: its count is then null ("fewer than 10"). Counts are
 * rounded as the reports' are (decision 108), so two answers with and without a filter cannot be subtracted to an
 * exact small group.
 */
export function thresholdGroups(
  groups: readonly { key: string; n: number }[],
  min = MIN_GROUP_SIZE,
): { key: string; count: number | null; merged: string[] }[] {
  const sorted = [...groups].sort((a, b) => b.n - a.n || a.key.localeCompare(b.key));
  const shown = sorted.filter((g) => g.n >= min);
  const small = sorted.filter((g) => g.n < min);
  let other = small.reduce((s, g) => s + g.n, 0);
  const merged = small.map((g) => g.key);
  while (small.length > 0 && other > 0 && other < min && shown.length > 0) {
    const last = shown.pop() as { key: string; n: number };
    other += last.n;
    merged.push(last.key);
  }
  const out: { key: string; count: number | null; merged: string[] }[] = shown.map((g) => ({
    key: g.key,
    count: rounded(g.n),
    merged: [],
  }));
  if (merged.length > 0) out.push({ key: OTHER_GROUP, count: other >= min ? rounded(other) : null, merged });
  return out;
}

const hasFilters = (f: Partial<ProspectFilters>) =>
  Object.values(f).some((v) => (Array.isArray(v) ? v.length > 0 : v !== undefined));

/**
 * GET prospects/insights (decision 110): how the discoverable audience is made up — countries, graduation years,
 * interests, user types — each group of at least MIN_GROUP_SIZE after the filters, beside the University's own
 * connections in the same group. Free reads the whole audience; filters need paid.
 */
export function createProspectInsights(ctx: Pick<AppContext, "db">) {
  const repo = createProspectsRepository(ctx.db);

  async function dimension(partnerId: number, dim: ProspectDims, f: Partial<ProspectFilters>) {
    const [groups, own] = await Promise.all([repo.prospectGroups(dim, f), repo.connectionGroups(partnerId, dim, f)]);
    const ownBy = new Map(own.map((g) => [g.key, g.n]));
    return thresholdGroups(groups).map((g) => ({
      key: g.key,
      count: g.count,
      connections:
        g.key === OTHER_GROUP ? g.merged.reduce((s, k) => s + (ownBy.get(k) ?? 0), 0) : (ownBy.get(g.key) ?? 0),
    }));
  }

  return {
    async insights(partnerId: number, filters: Partial<ProspectFilters>, tier: TierNeed) {
      if (tier === "free" && hasFilters(filters)) throw new ForbiddenError(planRefusal("prospect_engage", "paid"));
      const [total, connectionsTotal, countries, years, interests, types] = await Promise.all([
        repo.prospectTotal(filters),
        repo.connectionTotal(partnerId, filters),
        dimension(partnerId, "country_id", filters),
        dimension(partnerId, "graduation_year", filters),
        dimension(partnerId, "academic_interest", filters),
        dimension(partnerId, "user_type", filters),
      ]);
      const names = await repo.countryNames(countries.filter((g) => g.key !== OTHER_GROUP).map((g) => Number(g.key)));
      const labelled = (groups: typeof countries, label?: (k: string) => string | null): AudienceGroup[] =>
        groups.map((g) => ({ ...g, label: g.key === OTHER_GROUP ? null : (label?.(g.key) ?? null) }));
      const answer: ProspectInsightsResponse = {
        total: total >= MIN_GROUP_SIZE ? rounded(total) : null,
        connections_total: connectionsTotal,
        countries: labelled(countries, (k) => names.get(Number(k)) ?? null),
        graduation_years: labelled(years),
        academic_interests: labelled(interests),
        user_types: labelled(types),
        min_group_size: MIN_GROUP_SIZE,
        tier,
      };
      return answer;
    },
  };
}

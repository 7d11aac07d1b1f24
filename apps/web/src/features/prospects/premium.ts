import { type AccessTier, MIN_GROUP_SIZE, PROSPECT_CONNECT_LIMITS, type TierNeed } from "@quad/contract/rules/plans";

/**
 * What the prospect-and-engage plans hold, row by row (the premium page's comparison, decision 113). Figures come
 * from the contract's constants, the server's limits; texts are keys of the `plans` namespace.
 */
export type ComparisonCell =
  | { kind: "yes" }
  | { kind: "no" }
  | { kind: "text"; key: string }
  | { kind: "count"; value: number; key: string };

export interface ComparisonRow {
  /** The row's feature: `premium.rows.<id>.name` and `.hint`. */
  id: string;
  free: ComparisonCell;
  paid: ComparisonCell;
}

const yes: ComparisonCell = { kind: "yes" };
const no: ComparisonCell = { kind: "no" };
const text = (key: string): ComparisonCell => ({ kind: "text", key: `premium.cells.${key}` });
const perMonth = (value: number): ComparisonCell => ({ kind: "count", value, key: "premium.cells.perMonth" });

export const PREMIUM_ROWS: readonly ComparisonRow[] = [
  { id: "discover", free: yes, paid: yes },
  { id: "results", free: text("firstPage"), paid: text("allPages") },
  { id: "names", free: text("namesHidden"), paid: text("namesShown") },
  { id: "connects", free: perMonth(PROSPECT_CONNECT_LIMITS.free), paid: perMonth(PROSPECT_CONNECT_LIMITS.paid) },
  { id: "invitations", free: no, paid: yes },
  { id: "insights", free: text("insightsCounts"), paid: text("insightsFilters") },
];

/** The smallest group audience insights describe, on both plans (the page's privacy note). */
export const PRIVACY_MIN_GROUP = MIN_GROUP_SIZE;

/** The column the institution's tier highlights: its own plan; none when the area is not in its plan. */
export function currentColumn(tier: AccessTier): TierNeed | null {
  return tier === "no_access" ? null : tier;
}

/** The rows where paid gives more than free: what the paid plan adds. */
export function paidAdds(rows: readonly ComparisonRow[] = PREMIUM_ROWS): ComparisonRow[] {
  return rows.filter((r) => JSON.stringify(r.free) !== JSON.stringify(r.paid));
}

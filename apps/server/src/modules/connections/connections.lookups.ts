import type { ConnectionLookup, FilterOption, FilterOptionsQuery } from "@quad/contract/api/connections";
import { activityFilterLabel } from "@quad/contract/rules/connection-privacy";
import type { ConnectionScope } from "./connections.filters.sql.ts";
import type { ConnectionsRepository } from "./connections.repository.ts";

/** A look-up's options: the values present in the institution's live connections, with their counts. */
export async function lookupOptions(
  repo: Pick<ConnectionsRepository, "lookupRows">,
  scope: ConnectionScope,
  lookup: ConnectionLookup,
  query: FilterOptionsQuery,
): Promise<FilterOption[]> {
  const rows = await repo.lookupRows(scope, lookup, query);
  if (lookup === "lead_categories_filters")
    return rows.map((r) => ({ value: Number(r.value), label: r.label, count: Number(r.count) }));
  return rows.map((r) => {
    const count = Number(r.count);
    if (lookup === "activity_type") {
      // The value is the spec's label (dashboard links carry the same), the kind shown translated.
      const label = activityFilterLabel(String(r.value));
      return { value: label, label, count };
    }
    const numeric =
      typeof r.value === "number" ||
      /^(country|assigned_regions|citizenships|webinar_category|graduation_years)$/.test(lookup);
    return { value: numeric ? Number(r.value) : String(r.value), label: String(r.label), count };
  });
}

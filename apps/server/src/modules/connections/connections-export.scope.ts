import type { ConnectionScope } from "./connections.filters.sql.ts";
import type { ConnectionExportRepository } from "./connections-export.repository.ts";

/**
 * Whose connections a user's export reads: a team admin's, the whole institution's; anyone else's, only
 * those whose country lies in the regions assigned to them (teams/{id}/assign_regions; none assigned,
 * none exported). Read when the export is asked for and recorded with it (assignedRegions), so the file
 * holds what the count promised.
 */
export async function exportScopeOf(
  repo: Pick<ConnectionExportRepository, "assignedRegionIds">,
  user: { id: number; role: string; partner_id: number },
  today: string,
): Promise<ConnectionScope> {
  if (user.role === "admin") return { partnerId: user.partner_id, regionIds: null, today };
  return { partnerId: user.partner_id, regionIds: await repo.assignedRegionIds(user.id), today };
}

/** The key of the recorded filter that keeps a member's regions at the time of the request. */
const ASSIGNED = "assigned_region_ids";

/** The filter as recorded: the list's filters, and a member's assigned regions. */
export function recordedFilters(filters: object, scope: ConnectionScope): Record<string, unknown> {
  return scope.regionIds ? { ...filters, [ASSIGNED]: [...scope.regionIds] } : { ...filters };
}

/** The scope recorded with an export (the institution's, or a member's regions at the time of the request). */
export function recordedScope(partnerId: number, filters: Record<string, unknown>, today: string): ConnectionScope {
  const ids = filters[ASSIGNED];
  const regionIds = Array.isArray(ids) ? ids.filter((v): v is number => Number.isInteger(v)) : null;
  return { partnerId, regionIds, today };
}

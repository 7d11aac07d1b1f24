import type { ProspectFilters } from "@quad/contract/api/prospects";
import { and, arrayOverlaps, eq, inArray, type SQL, sql } from "drizzle-orm";
import { connections } from "../connections/connections.table.ts";
import { prospects } from "./prospects.table.ts";

/**
 * The search's WHERE over the discoverable (decision 110): AND across filters, OR within one; an absent or empty
 * list filters nothing. Every filter has an index to start from (country and graduation year btree, interests GIN).
 */
export function prospectsWhere(f: Partial<ProspectFilters>): SQL {
  const parts: SQL[] = [sql`true`];
  const some = <T>(v: readonly T[] | undefined): v is readonly T[] => Boolean(v && v.length > 0);
  if (f.user_type) parts.push(eq(prospects.user_type, f.user_type));
  if (some(f.country_ids)) parts.push(inArray(prospects.country_id, [...f.country_ids]));
  if (some(f.states)) parts.push(inArray(prospects.state, [...f.states]));
  if (some(f.graduation_years)) parts.push(inArray(prospects.graduation_year, [...f.graduation_years]));
  if (some(f.academic_interests)) parts.push(arrayOverlaps(prospects.academic_interests, [...f.academic_interests]));
  if (some(f.genders)) parts.push(inArray(prospects.gender, [...f.genders]));
  if (some(f.school_cities)) parts.push(inArray(prospects.school_city, [...f.school_cities]));
  return and(...parts) as SQL;
}

/** A live (not disconnected) connection of the institution to the prospect's person. */
export function connectedTo(partnerId: number): SQL {
  return sql`exists (select 1 from ${connections} c where c.partner_id = ${partnerId} and c.person_id = ${prospects.person_id} and c.disconnected_at is null)`;
}

export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

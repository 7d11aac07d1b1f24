import type { ConnectionFilters } from "@quad/contract/api/connections";
import { activityKindOfFilter, adultBirthCutoff } from "@quad/contract/rules/connection-privacy";
import type { ActivityKind } from "@quad/contract/rules/connections";
import { and, arrayOverlaps, eq, ilike, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { containsPattern } from "../../lib/like.ts";
import { regionCountries } from "../reference/reference.table.ts";
import { webinars } from "../webinars/webinars.table.ts";
import { connections } from "./connections.table.ts";

/**
 * A filter value as parsed by ConnectionFiltersSchema (or built by hand: every key may be left out); `ids` (an
 * export of selected rows) keeps only those connections.
 */
export type ConnectionFiltersValue = Partial<ConnectionFilters> & { ids?: readonly number[] };

/** Whose connections a query reads. */
export interface ConnectionScope {
  partnerId: number;
  /**
   * Only connections living in these regions' countries (a team member's assigned regions for an
   * export); undefined or null for no such limit. An empty list matches nothing.
   */
  regionIds?: readonly number[] | null;
  /** Today's date (YYYY-MM-DD) for who is a minor; the UTC date by default. */
  today?: string;
}

const present = <T>(values: readonly T[] | undefined): values is readonly T[] => Boolean(values && values.length > 0);

/** The person has an activity of one of these kinds with this institution (the connection's kept set). */
function hasActivityKind(kinds: readonly string[]): SQL {
  return arrayOverlaps(connections.activity_kinds, [...kinds]);
}

/** The person took part in one of the webinars meeting `condition` (the connection's kept set of webinars). */
function hasWebinar(condition: SQL): SQL {
  return sql`${connections.webinar_ids} && array(select ${webinars.id} from ${webinars} where ${condition})`;
}

function inRegions(regionIds: readonly number[]): SQL {
  if (regionIds.length === 0) return sql`false`;
  return sql`${connections.country_id} in (select ${regionCountries.country_id} from ${regionCountries} where ${inArray(regionCountries.region_id, [...regionIds])})`;
}

/**
 * The WHERE of a partner's connections under the list's filters (issue 11 §2): AND across filters, OR
 * within one. A disconnected connection (consent withdrawn, decision 043) never matches: lists, counts,
 * look-ups and exports all read through here. `ignore` leaves filters out (the per-tab counts ignore
 * user_type; a look-up may ignore its own filter).
 */
export function connectionsWhere(
  scope: ConnectionScope,
  filters: ConnectionFiltersValue,
  ignore: readonly (keyof ConnectionFilters)[] = [],
): SQL {
  const f: ConnectionFiltersValue = { ...filters };
  for (const key of ignore) delete f[key];
  const parts: (SQL | undefined)[] = [eq(connections.partner_id, scope.partnerId), isNull(connections.disconnected_at)];
  if (scope.regionIds) parts.push(inRegions(scope.regionIds));

  const pattern = containsPattern(f.search_text?.toLowerCase());
  // search_text is generated in lower case with a gin_trgm_ops index: ILIKE '%…%' uses it.
  if (pattern) {
    parts.push(ilike(connections.search_text, pattern));
    // A minor's hidden email (decision 043) and a locked one (a connection not on the paid tier, decision 104)
    // are not searchable: the search would confirm the address.
    const cutoff = adultBirthCutoff(scope.today ?? new Date().toISOString().slice(0, 10));
    parts.push(
      sql`((${connections.access_tier} = 'paid' and (${connections.guardian_consent_at} is not null or ${connections.date_of_birth} is null or ${connections.date_of_birth} <= ${cutoff})) or lower(${connections.first_name} || ' ' || ${connections.last_name} || ' ' || coalesce(${connections.school_name}, '')) like ${pattern})`,
    );
  }
  if (f.ids) parts.push(f.ids.length ? inArray(connections.id, [...new Set(f.ids)]) : sql`false`);
  if (f.user_type) parts.push(eq(connections.user_type, f.user_type));
  if (present(f.country_ids)) parts.push(inArray(connections.country_id, [...f.country_ids]));
  if (present(f.next_steps)) parts.push(inArray(connections.next_step, [...f.next_steps]));
  if (present(f.lead_category_ids)) parts.push(inArray(connections.lead_category_id, [...f.lead_category_ids]));
  if (present(f.region_ids)) parts.push(inRegions(f.region_ids));
  if (present(f.citizenship_ids)) parts.push(arrayOverlaps(connections.citizenship_ids, [...f.citizenship_ids]));
  if (present(f.source_types)) parts.push(inArray(connections.source, [...f.source_types]));
  if (present(f.statuses)) parts.push(inArray(connections.status, [...f.statuses]));
  if (present(f.school_states)) parts.push(inArray(connections.school_state, [...f.school_states]));
  if (present(f.school_names)) parts.push(inArray(connections.school_name, [...f.school_names]));
  if (present(f.school_cities)) parts.push(inArray(connections.school_city, [...f.school_cities]));
  if (present(f.course_interests)) parts.push(arrayOverlaps(connections.course_interests, [...f.course_interests]));
  if (present(f.academic_interests))
    parts.push(arrayOverlaps(connections.academic_interests, [...f.academic_interests]));
  if (present(f.graduation_years)) parts.push(inArray(connections.graduation_year, [...f.graduation_years]));
  if (present(f.list_states)) parts.push(inArray(connections.list_state, [...f.list_states]));
  if (present(f.access_tiers)) parts.push(inArray(connections.access_tier, [...f.access_tiers]));

  // Filters on what the person did with this institution, read from the sets kept on the connection
  // (migration 0029): each its own condition, so they AND.
  if (present(f.engagement_types)) parts.push(hasActivityKind(f.engagement_types));
  if (present(f.activity_types)) {
    const kinds = [...new Set(f.activity_types.map(activityKindOfFilter).filter((k): k is ActivityKind => !!k))];
    parts.push(kinds.length ? hasActivityKind(kinds) : sql`false`);
  }
  if (present(f.webinar_category_ids))
    parts.push(hasWebinar(inArray(webinars.category_id, [...f.webinar_category_ids])));
  if (present(f.event_titles)) parts.push(hasWebinar(inArray(webinars.title, [...f.event_titles])));

  return and(...parts) as SQL;
}

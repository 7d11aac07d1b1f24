import type { ConnectionLookup, FilterOptionsQuery } from "@quad/contract/api/connections";
import { FILTER_OPTIONS_MAX } from "@quad/contract/rules/connection-privacy";
import { PERSON_ACTIVITY_KINDS } from "@quad/contract/rules/connections";
import { type SQL, sql } from "drizzle-orm";
import { containsPattern } from "../../lib/like.ts";
import { countries, regionCountries, regions } from "../reference/reference.table.ts";
import { webinarCategories, webinars } from "../webinars/webinars.table.ts";
import { type ConnectionScope, connectionsWhere } from "./connections.filters.sql.ts";
import { connections, leadCategories } from "./connections.table.ts";

/** What a look-up lists: the option's value and label, the joins that reach them, and the order. */
interface LookupDef {
  value: SQL;
  label: SQL;
  joins?: SQL;
  /** label: alphabetical; value_desc: highest value first (years); count: most common first. */
  order?: "label" | "value_desc" | "count";
}

/**
 * The kinds and the webinars of the person's activities with the institution, as kept on the connection
 * (migration 0029): one row each, no join of the activities.
 */
const kindJoin = sql`cross join lateral unnest(${connections.activity_kinds}) as ak(kind)`;
const webinarJoin = sql`cross join lateral unnest(${connections.webinar_ids}) as wi(id) join ${webinars} on ${webinars.id} = wi.id`;

const DEFS: Record<Exclude<ConnectionLookup, "lead_categories_filters">, LookupDef> = {
  country: {
    value: sql`${countries.id}`,
    label: sql`${countries.name}`,
    joins: sql`join ${countries} on ${countries.id} = ${connections.country_id}`,
  },
  engagement_type_filters: { value: sql`ak.kind`, label: sql`ak.kind`, joins: kindJoin },
  recommended_steps_filters: { value: sql`${connections.next_step}`, label: sql`${connections.next_step}` },
  assigned_regions: {
    value: sql`${regions.id}`,
    label: sql`${regions.name}`,
    joins: sql`join ${regionCountries} on ${regionCountries.country_id} = ${connections.country_id} join ${regions} on ${regions.id} = ${regionCountries.region_id}`,
    order: "label",
  },
  citizenships: {
    value: sql`${countries.id}`,
    label: sql`${countries.name}`,
    joins: sql`cross join lateral unnest(${connections.citizenship_ids}) as cz(country_id) join ${countries} on ${countries.id} = cz.country_id`,
  },
  webinar_category: {
    value: sql`${webinarCategories.id}`,
    label: sql`${webinarCategories.name}`,
    joins: sql`${webinarJoin} join ${webinarCategories} on ${webinarCategories.id} = ${webinars.category_id}`,
    order: "label",
  },
  source_type: { value: sql`${connections.source}`, label: sql`${connections.source}` },
  activity_type: {
    value: sql`ak.kind`,
    label: sql`ak.kind`,
    joins: sql`join lateral unnest(${connections.activity_kinds}) as ak(kind) on ak.kind in (${sql.join(
      PERSON_ACTIVITY_KINDS.map((k) => sql`${k}`),
      sql`, `,
    )})`,
  },
  status: { value: sql`${connections.status}`, label: sql`${connections.status}`, order: "label" },
  school_state: { value: sql`${connections.school_state}`, label: sql`${connections.school_state}`, order: "label" },
  school_name: { value: sql`${connections.school_name}`, label: sql`${connections.school_name}` },
  school_city: { value: sql`${connections.school_city}`, label: sql`${connections.school_city}` },
  courses_interest: {
    value: sql`ci.value`,
    label: sql`ci.value`,
    joins: sql`cross join lateral unnest(${connections.course_interests}) as ci(value)`,
  },
  academic_interest: {
    value: sql`ai.value`,
    label: sql`ai.value`,
    joins: sql`cross join lateral unnest(${connections.academic_interests}) as ai(value)`,
  },
  event_titles: { value: sql`${webinars.title}`, label: sql`${webinars.title}`, joins: webinarJoin },
  graduation_years: {
    value: sql`${connections.graduation_year}`,
    label: sql`${connections.graduation_year}::text`,
    order: "value_desc",
  },
};

function orderBy(order: LookupDef["order"]): SQL {
  if (order === "label") return sql`2 asc, 1 asc`;
  if (order === "value_desc") return sql`1 desc`;
  return sql`3 desc, 2 asc, 1 asc`;
}

/**
 * The query of a look-up's options (GET connections/<name>): the values present in the institution's live
 * connections with their counts, as rows of value, label and count.
 */
export function lookupQuery(scope: ConnectionScope, lookup: ConnectionLookup, query: FilterOptionsQuery): SQL {
  const where = connectionsWhere(scope, { user_type: query.user_type });
  const pattern = containsPattern(query.search_text);
  if (lookup === "lead_categories_filters") {
    // Every category the institution defined, with the live connections in it (none is fine).
    return sql`
      select ${leadCategories.id} as value, ${leadCategories.name} as label,
             (select count(*)::int from ${connections} where ${where} and ${connections.lead_category_id} = ${leadCategories.id}) as count
        from ${leadCategories}
       where ${leadCategories.partner_id} = ${scope.partnerId}
         ${pattern ? sql`and ${leadCategories.name} ilike ${pattern}` : sql``}
       order by lower(${leadCategories.name}), ${leadCategories.id}
       limit ${FILTER_OPTIONS_MAX}`;
  }
  const def = DEFS[lookup];
  return sql`
    select ${def.value} as value, ${def.label} as label, count(distinct ${connections.id})::int as count
      from ${connections} ${def.joins ?? sql``}
     where ${where} and ${def.value} is not null
       ${pattern ? sql`and ${def.label} ilike ${pattern}` : sql``}
     group by 1, 2
     order by ${orderBy(def.order)}
     limit ${FILTER_OPTIONS_MAX}`;
}

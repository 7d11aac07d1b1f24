import type { ConnectionLookup, ConnectionsQuery, FilterOptionsQuery } from "@quad/contract/api/connections";
import type { ConnectionSort } from "@quad/contract/rules/connection-privacy";
import type { ConnectionUserType } from "@quad/contract/rules/connections";
import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { countries } from "../reference/reference.table.ts";
import { users } from "../users/users.table.ts";
import { createConnectionChangesRepository } from "./connection-changes.repository.ts";
import { createConnectionEngagementsRepository } from "./connection-engagements.repository.ts";
import { type ConnectionScope, connectionsWhere } from "./connections.filters.sql.ts";
import { lookupQuery } from "./connections.lookups.sql.ts";
import { connections, leadCategories } from "./connections.table.ts";

/** The staff member who recorded a guardian's consent. */
const consentRecorder = alias(users, "consent_recorder");

const listColumns = {
  id: connections.id,
  person_id: connections.person_id,
  first_name: connections.first_name,
  last_name: connections.last_name,
  email: connections.email,
  phone: connections.phone,
  date_of_birth: connections.date_of_birth,
  guardian_consent_at: connections.guardian_consent_at,
  user_type: connections.user_type,
  country_id: connections.country_id,
  country_name: countries.name,
  graduation_year: connections.graduation_year,
  school_name: connections.school_name,
  list_state: connections.list_state,
  lead_category_id: connections.lead_category_id,
  lead_category_name: leadCategories.name,
  next_step: connections.next_step,
  source: connections.source,
  status: connections.status,
  access_tier: connections.access_tier,
  activities_count: connections.activities_count,
  last_activity_at: connections.last_activity_at,
  created_at: connections.created_at,
  changed_at: connections.changed_at,
  viewed_at: connections.viewed_at,
};
export type ConnectionListRow = Awaited<
  ReturnType<ReturnType<typeof createConnectionsRepository>["list"]>
>["rows"][number];

const detailColumns = {
  ...listColumns,
  gender: connections.gender,
  state: connections.state,
  city: connections.city,
  citizenship_ids: connections.citizenship_ids,
  interest: connections.interest,
  fit: connections.fit,
  academic_interests: connections.academic_interests,
  course_interests: connections.course_interests,
  scores: connections.scores,
  school_partner_id: connections.school_partner_id,
  school_state: connections.school_state,
  school_city: connections.school_city,
  guardian_consent_by: connections.guardian_consent_by,
  guardian_consent_given_by: connections.guardian_consent_given_by,
  guardian_consent_method: connections.guardian_consent_method,
  guardian_consent_recorded_by: connections.guardian_consent_recorded_by,
  consent_recorder_first_name: consentRecorder.first_name,
  consent_recorder_last_name: consentRecorder.last_name,
  first_activity_at: connections.first_activity_at,
};
export type ConnectionDetailRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createConnectionsRepository>["get"]>>
>;

function orderOf(sort: ConnectionSort): SQL[] {
  if (sort === "name")
    return [asc(sql`lower(${connections.last_name})`), asc(sql`lower(${connections.first_name})`), asc(connections.id)];
  if (sort === "last_activity") return [sql`${connections.last_activity_at} desc nulls last`, desc(connections.id)];
  return [desc(connections.created_at), desc(connections.id)];
}

/** Rows of a raw query on either driver. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** Reads and writes of an institution's connections; every call takes the partner scope. */
export function createConnectionsRepository(db: Db) {
  const withNames = () =>
    db
      .select(listColumns)
      .from(connections)
      .leftJoin(countries, eq(countries.id, connections.country_id))
      .leftJoin(leadCategories, eq(leadCategories.id, connections.lead_category_id));

  return {
    /** One tab's (or every tab's) page under the filters, its matched and unfiltered totals, and the rows per tab. */
    async list(scope: ConnectionScope, query: ConnectionsQuery, perPage: number) {
      const { user_type: tab, ...rest } = query;
      const filters = tab === "all" ? rest : { ...rest, user_type: tab };
      const where = connectionsWhere(scope, filters);
      const rows = await withNames()
        .where(where)
        .orderBy(...orderOf(query.sort))
        .limit(perPage)
        .offset((query.page_no - 1) * perPage);
      const [total] = await db
        .select({ n: count() })
        .from(connections)
        .where(connectionsWhere(scope, tab === "all" ? {} : { user_type: tab }));
      const perType = await db
        .select({ user_type: connections.user_type, n: count() })
        .from(connections)
        .where(connectionsWhere(scope, filters, ["user_type"]))
        .groupBy(connections.user_type);
      const counts = { student: 0, guardian: 0, counsellor: 0 } as Record<ConnectionUserType, number>;
      for (const r of perType) counts[r.user_type as ConnectionUserType] = Number(r.n);
      // The tab's rows under the filters are its count among the tabs'.
      const matched = tab === "all" ? counts.student + counts.guardian + counts.counsellor : counts[tab];
      return { rows, matched, total: Number(total?.n ?? 0), counts };
    },

    /** A live (not disconnected) connection of the partner. */
    async get(scope: ConnectionScope, id: number) {
      const [row] = await db
        .select(detailColumns)
        .from(connections)
        .leftJoin(countries, eq(countries.id, connections.country_id))
        .leftJoin(leadCategories, eq(leadCategories.id, connections.lead_category_id))
        .leftJoin(consentRecorder, eq(consentRecorder.id, connections.guardian_consent_recorded_by))
        .where(and(eq(connections.id, id), connectionsWhere(scope, {})));
      return row;
    },

    async countryNames(ids: number[]) {
      if (ids.length === 0) return [];
      return db.select({ id: countries.id, name: countries.name }).from(countries).where(inArray(countries.id, ids));
    },

    /** A look-up's rows (GET connections/<name>): value, label, count. */
    async lookupRows(scope: ConnectionScope, lookup: ConnectionLookup, query: FilterOptionsQuery) {
      const result = await db.execute(lookupQuery(scope, lookup, query));
      return rowsOf<{ value: string | number; label: string; count: number }>(result);
    },

    ...createConnectionEngagementsRepository(db),
    ...createConnectionChangesRepository(db),
  };
}
export type ConnectionsRepository = ReturnType<typeof createConnectionsRepository>;

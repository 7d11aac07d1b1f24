import type { ConnectionsQuery } from "@quad/contract/api/connections";
import type { ConnectionSort, ConsentMethod } from "@quad/contract/rules/connection-privacy";
import type { ConnectionUserType, ListState } from "@quad/contract/rules/connections";
import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { countries } from "../reference/reference.table.ts";
import { users } from "../users/users.table.ts";
import { activities, webinars } from "../webinars/webinars.table.ts";
import { type ConnectionFiltersValue, type ConnectionScope, connectionsWhere } from "./connections.filters.ts";
import { connectionStateChanges, connections, leadCategories } from "./connections.table.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

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
    /** One tab's page under the filters, its matched and unfiltered totals, and the rows per tab. */
    async list(scope: ConnectionScope, query: ConnectionsQuery, perPage: number) {
      const where = connectionsWhere(scope, query);
      const rows = await withNames()
        .where(where)
        .orderBy(...orderOf(query.sort))
        .limit(perPage)
        .offset((query.page_no - 1) * perPage);
      const [total] = await db
        .select({ n: count() })
        .from(connections)
        .where(connectionsWhere(scope, { user_type: query.user_type }));
      const perType = await db
        .select({ user_type: connections.user_type, n: count() })
        .from(connections)
        .where(connectionsWhere(scope, query, ["user_type"]))
        .groupBy(connections.user_type);
      const counts = { student: 0, guardian: 0, counsellor: 0 } as Record<ConnectionUserType, number>;
      for (const r of perType) counts[r.user_type as ConnectionUserType] = Number(r.n);
      // The tab's rows under the filters are its count among the tabs'.
      return { rows, matched: counts[query.user_type], total: Number(total?.n ?? 0), counts };
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

    /** Activities per kind of the connection's person with the partner. */
    async kindsOf(partnerId: number, personId: number) {
      return db
        .select({ kind: activities.kind, n: count() })
        .from(activities)
        .where(and(eq(activities.partner_id, partnerId), eq(activities.person_id, personId)))
        .groupBy(activities.kind)
        .orderBy(desc(count()), asc(activities.kind));
    },

    /** The webinar of the person's first activity with the partner, when it was one. */
    async firstWebinar(partnerId: number, personId: number) {
      const [row] = await db
        .select({ id: webinars.id, title: webinars.title })
        .from(activities)
        .innerJoin(webinars, eq(webinars.id, activities.webinar_id))
        .where(and(eq(activities.partner_id, partnerId), eq(activities.person_id, personId)))
        .orderBy(asc(activities.occurred_at), asc(activities.id))
        .limit(1);
      return row ?? null;
    },

    async stateHistory(connectionId: number) {
      return db
        .select({
          from_state: connectionStateChanges.from_state,
          to_state: connectionStateChanges.to_state,
          changed_at: connectionStateChanges.changed_at,
          user_id: users.id,
          user_first_name: users.first_name,
          user_last_name: users.last_name,
        })
        .from(connectionStateChanges)
        .leftJoin(users, eq(users.id, connectionStateChanges.changed_by))
        .where(eq(connectionStateChanges.connection_id, connectionId))
        .orderBy(desc(connectionStateChanges.changed_at), desc(connectionStateChanges.id));
    },

    /** The person's activities with the partner, newest first. */
    async engagements(partnerId: number, personId: number, page: number, perPage: number, onlyId?: number) {
      const where = and(
        eq(activities.partner_id, partnerId),
        eq(activities.person_id, personId),
        onlyId === undefined ? undefined : eq(activities.id, onlyId),
      );
      const rows = await db
        .select({
          id: activities.id,
          kind: activities.kind,
          webinar_id: webinars.id,
          webinar_title: webinars.title,
          event_id: activities.event_id,
          duration_seconds: activities.duration_seconds,
          note: activities.note,
          occurred_at: activities.occurred_at,
          user_id: users.id,
          user_first_name: users.first_name,
          user_last_name: users.last_name,
        })
        .from(activities)
        .leftJoin(webinars, eq(webinars.id, activities.webinar_id))
        .leftJoin(users, eq(users.id, activities.created_by))
        .where(where)
        .orderBy(desc(activities.occurred_at), desc(activities.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [total] = await db.select({ n: count() }).from(activities).where(where);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** A staff activity; the activities trigger (migration 0028) advances the connection. */
    async addActivity(values: {
      person_id: number;
      partner_id: number;
      kind: string;
      note: string | null;
      created_by: number;
      occurred_at: Date;
    }) {
      const [row] = await db.insert(activities).values(values).returning({ id: activities.id });
      if (!row) throw new Error("activity not added");
      return row.id;
    },

    async leadCategoryExists(partnerId: number, id: number) {
      const [row] = await db
        .select({ id: leadCategories.id })
        .from(leadCategories)
        .where(and(eq(leadCategories.partner_id, partnerId), eq(leadCategories.id, id)));
      return row !== undefined;
    },

    /**
     * The same change on the partner's live connections among `ids`, each list-state change kept with
     * who made it. Answers how many connections were found (and so changed).
     */
    async change(
      scope: ConnectionScope,
      ids: number[],
      values: { list_state?: ListState | null; lead_category_id?: number | null; next_step?: string | null },
      userId: number,
      at: Date,
    ): Promise<number> {
      return db.transaction(async (tx: Tx) => {
        const before = await tx
          .select({ id: connections.id, list_state: connections.list_state })
          .from(connections)
          .where(and(inArray(connections.id, ids), connectionsWhere(scope, {})))
          .orderBy(asc(connections.id))
          .for("update");
        if (before.length === 0) return 0;
        const found = before.map((r) => r.id);
        await tx
          .update(connections)
          .set({ ...values, updated_at: at })
          .where(inArray(connections.id, found));
        if (values.list_state !== undefined) {
          const changes = before
            .filter((r) => r.list_state !== values.list_state)
            .map((r) => ({
              connection_id: r.id,
              from_state: r.list_state,
              to_state: values.list_state ?? null,
              changed_by: userId,
              changed_at: at,
            }));
          if (changes.length > 0) await tx.insert(connectionStateChanges).values(changes);
        }
        return before.length;
      });
    },

    /** The rows the institution has now seen: New and Updated badges clear. */
    async markViewed(scope: ConnectionScope, ids: number[], at: Date) {
      const rows = await db
        .update(connections)
        .set({ viewed_at: at })
        .where(and(inArray(connections.id, ids), connectionsWhere(scope, {})))
        .returning({ id: connections.id });
      return rows.length;
    },

    /** Connections not seen since they came or last changed (decision 042). */
    async unseenCount(scope: ConnectionScope, filters: ConnectionFiltersValue) {
      const [row] = await db
        .select({ n: count() })
        .from(connections)
        .where(
          and(
            connectionsWhere(scope, filters),
            or(isNull(connections.viewed_at), sql`${connections.changed_at} > ${connections.viewed_at}`),
          ),
        );
      return Number(row?.n ?? 0);
    },

    /** Who gave the consent, how, and who recorded it, in fields of their own (decision 043). */
    async recordConsent(
      scope: ConnectionScope,
      id: number,
      consent: { given_by: string; method: ConsentMethod; recorded_by: number },
      at: Date,
    ) {
      const rows = await db
        .update(connections)
        .set({
          guardian_consent_at: at,
          guardian_consent_given_by: consent.given_by,
          guardian_consent_method: consent.method,
          guardian_consent_recorded_by: consent.recorded_by,
          updated_at: at,
        })
        .where(and(eq(connections.id, id), connectionsWhere(scope, {})))
        .returning({ id: connections.id });
      return rows.length === 1;
    },

    async disconnect(scope: ConnectionScope, id: number, at: Date) {
      const rows = await db
        .update(connections)
        .set({ disconnected_at: at, updated_at: at })
        .where(and(eq(connections.id, id), connectionsWhere(scope, {})))
        .returning({ id: connections.id });
      return rows.length === 1;
    },

    /** Raw look-up rows: value, label, count. */
    async options(query: SQL) {
      return rowsOf<{ value: string | number; label: string; count: number }>(await db.execute(query));
    },
  };
}
export type ConnectionsRepository = ReturnType<typeof createConnectionsRepository>;

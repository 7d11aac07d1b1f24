import type { ProspectFilters, ProspectSearchInput } from "@quad/contract/api/prospects";
import { and, desc, eq, gte, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { connections } from "../connections/connections.table.ts";
import { partners } from "../partners/partners.table.ts";
import { countries } from "../reference/reference.table.ts";
import { activities } from "../webinars/activities.table.ts";
import { connectedTo, prospectsWhere, rowsOf } from "./prospects.sql.ts";
import { prospects } from "./prospects.table.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type ProspectDims = "country_id" | "graduation_year" | "academic_interest" | "user_type";

/** One advisory lock key space for a University's monthly connects (with the partner id as the second key). */
const CONNECT_LOCK = 4626;

function searchWhere(partnerId: number, input: Pick<ProspectSearchInput, "connected"> & Partial<ProspectFilters>) {
  const parts: SQL[] = [prospectsWhere(input)];
  if (input.connected === "connected") parts.push(connectedTo(partnerId));
  if (input.connected === "not_connected") parts.push(sql`not ${connectedTo(partnerId)}`);
  return and(...parts) as SQL;
}

export function createProspectsRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>): Promise<T> => db.transaction(work),

    /**
     * One page of the search. Whether the University is connected to each is asked apart (`connectedAmong`), so a
     * page that does not filter on it is the same for every University (decision 110).
     */
    async search(partnerId: number, input: ProspectSearchInput, offset: number, limit: number) {
      const order =
        input.sort === "graduation_year"
          ? [sql`${prospects.graduation_year} asc nulls last`, desc(prospects.opted_in_at), desc(prospects.guest_id)]
          : [desc(prospects.opted_in_at), desc(prospects.guest_id)];
      return db
        .select({
          guest_id: prospects.guest_id,
          person_id: prospects.person_id,
          first_name: prospects.first_name,
          last_initial: prospects.last_initial,
          user_type: prospects.user_type,
          country_id: prospects.country_id,
          country_name: countries.name,
          state: prospects.state,
          graduation_year: prospects.graduation_year,
          academic_interests: prospects.academic_interests,
          school_city: prospects.school_city,
        })
        .from(prospects)
        .leftJoin(countries, eq(countries.id, prospects.country_id))
        .where(searchWhere(partnerId, input))
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
    },

    /** The people among these the University has a live connection to (one index probe each). */
    async connectedAmong(partnerId: number, personIds: readonly number[]): Promise<Set<number>> {
      if (personIds.length === 0) return new Set();
      const rows = await db
        .select({ person_id: connections.person_id })
        .from(connections)
        .where(
          and(
            eq(connections.partner_id, partnerId),
            inArray(connections.person_id, [...personIds]),
            isNull(connections.disconnected_at),
          ),
        );
      return new Set(rows.map((r) => r.person_id));
    },

    /** The matches, counted up to `cap` + 1 (decision 110: an exact count of a million rows is not worth its time). */
    async countUpTo(partnerId: number, input: ProspectSearchInput, cap: number): Promise<number> {
      const inner = db
        .select({ one: sql`1` })
        .from(prospects)
        .where(searchWhere(partnerId, input))
        .limit(cap + 1);
      const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${inner}) m`));
      return row?.n ?? 0;
    },

    /** The discoverable among these guests (the others withdrew or never opted in). */
    async discoverable(guestIds: readonly number[], tx: Pick<Db, "select"> = db) {
      if (guestIds.length === 0) return [];
      return tx
        .select({ guest_id: prospects.guest_id, person_id: prospects.person_id })
        .from(prospects)
        .where(inArray(prospects.guest_id, [...guestIds]));
    },

    /** The University's connections to these people: live, or disconnected (consent withdrawn, decision 043). */
    async connectionStates(partnerId: number, personIds: readonly number[], tx: Pick<Db, "select"> = db) {
      if (personIds.length === 0) return new Map<number, "live" | "disconnected">();
      const rows = await tx
        .select({ person_id: connections.person_id, disconnected_at: connections.disconnected_at })
        .from(connections)
        .where(and(eq(connections.partner_id, partnerId), inArray(connections.person_id, [...personIds])));
      return new Map(rows.map((r) => [r.person_id, r.disconnected_at ? "disconnected" : "live"] as const));
    },

    /** Serialises one University's connects, so two at once cannot pass the month's limit together. */
    async lockConnects(tx: Tx, partnerId: number) {
      await tx.execute(sql`select pg_advisory_xact_lock(${CONNECT_LOCK}, ${partnerId})`);
    },

    /** Prospects the University connected since `from` (the month's start). */
    async connectsSince(partnerId: number, from: Date, tx: Pick<Db, "select"> = db): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(activities)
        .where(
          and(
            eq(activities.partner_id, partnerId),
            gte(activities.occurred_at, from),
            eq(activities.kind, "prospect_connect"),
          ),
        );
      return row?.n ?? 0;
    },

    /** The connect activities: the trigger of migration 0028 makes each a connection with the source "prospect". */
    async recordConnects(tx: Tx, partnerId: number, userId: number, personIds: readonly number[], at: Date) {
      if (personIds.length === 0) return;
      await tx.insert(activities).values(
        personIds.map((person_id) => ({
          partner_id: partnerId,
          person_id,
          kind: "prospect_connect",
          created_by: userId,
          occurred_at: at,
        })),
      );
    },

    async partnerName(partnerId: number): Promise<string> {
      const [row] = await db.select({ name: partners.name }).from(partners).where(eq(partners.id, partnerId));
      return row?.name ?? "";
    },

    /** Counts of the discoverable per value of one dimension, under the filters. */
    async prospectGroups(dim: ProspectDims, filters: Partial<ProspectFilters>) {
      const key =
        dim === "academic_interest"
          ? sql`unnest(${prospects.academic_interests})`
          : dim === "country_id"
            ? sql`${prospects.country_id}::text`
            : dim === "graduation_year"
              ? sql`${prospects.graduation_year}::text`
              : sql`${prospects.user_type}`;
      const rows = rowsOf<{ key: string | null; n: number }>(
        await db.execute(
          sql`select k as key, count(*)::int as n from (select ${key} as k from ${prospects} where ${prospectsWhere(filters)}) g group by k`,
        ),
      );
      return rows.filter((r): r is { key: string; n: number } => r.key !== null);
    },

    async prospectTotal(filters: Partial<ProspectFilters>): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(prospects).where(prospectsWhere(filters));
      return row?.n ?? 0;
    },

    /** The University's own connections per value of one dimension, under the same filters. */
    async connectionGroups(partnerId: number, dim: ProspectDims, f: Partial<ProspectFilters>) {
      const key =
        dim === "academic_interest"
          ? sql`unnest(c.academic_interests)`
          : dim === "country_id"
            ? sql`c.country_id::text`
            : dim === "graduation_year"
              ? sql`c.graduation_year::text`
              : sql`c.user_type`;
      const rows = rowsOf<{ key: string | null; n: number }>(
        await db.execute(
          sql`select k as key, count(*)::int as n from (select ${key} as k from ${connections} c where ${connectionsFiltered(partnerId, f)}) g group by k`,
        ),
      );
      return rows.filter((r): r is { key: string; n: number } => r.key !== null);
    },

    async connectionTotal(partnerId: number, f: Partial<ProspectFilters>): Promise<number> {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(
          sql`select count(*)::int as n from ${connections} c where ${connectionsFiltered(partnerId, f)}`,
        ),
      );
      return row?.n ?? 0;
    },

    async countryNames(ids: readonly number[]) {
      if (ids.length === 0) return new Map<number, string>();
      const rows = await db
        .select({ id: countries.id, name: countries.name })
        .from(countries)
        .where(inArray(countries.id, [...ids]));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    /** The platform's figures for the plan offer (decision 112). */
    async summary() {
      const [row] = rowsOf<{ students: number; countries: number; years: number[] | null }>(
        await db.execute(
          sql`select count(*)::int as students, count(distinct country_id)::int as countries,
                array(select distinct graduation_year from ${prospects} where graduation_year is not null order by 1) as years
              from ${prospects} where user_type = 'student'`,
        ),
      );
      return { students: row?.students ?? 0, countries: row?.countries ?? 0, years: row?.years ?? [] };
    },
  };
}
export type ProspectsRepository = ReturnType<typeof createProspectsRepository>;

/** The University's live connections under the prospect filters (the insights' comparison). */
function connectionsFiltered(partnerId: number, f: Partial<ProspectFilters>): SQL {
  const parts: SQL[] = [sql`c.partner_id = ${partnerId}`, sql`c.disconnected_at is null`];
  const list = (values: readonly (string | number)[]) =>
    sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    );
  if (f.user_type) parts.push(sql`c.user_type = ${f.user_type}`);
  if (f.country_ids?.length) parts.push(sql`c.country_id in (${list(f.country_ids)})`);
  if (f.states?.length) parts.push(sql`c.state in (${list(f.states)})`);
  if (f.graduation_years?.length) parts.push(sql`c.graduation_year in (${list(f.graduation_years)})`);
  if (f.academic_interests?.length)
    parts.push(sql`c.academic_interests && array[${list(f.academic_interests)}]::text[]`);
  if (f.genders?.length) parts.push(sql`c.gender in (${list(f.genders)})`);
  if (f.school_cities?.length) parts.push(sql`c.school_city in (${list(f.school_cities)})`);
  return sql.join(parts, sql` and `);
}

import type { InsightFilters } from "@quad/contract/api/insights";
import { MIN_GROUP_SIZE } from "@quad/contract/rules/plans";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/** A split's group before the privacy rule: its key, names and how many people it counts. */
export interface GroupRow {
  key: string;
  label: string;
  label_zh: string | null;
  n: number;
}

/** What a people split counts by. */
export type PeopleSplit = "country" | "graduation_year" | "user_type" | "interest" | "webinar_category";

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
}

/** The filters as a where clause over a rollup's columns (graduation_year, country_id, user_type; interest). */
function where(filters: InsightFilters, withInterest: boolean): SQL {
  const parts: SQL[] = [sql`true`];
  if (filters.graduation_year !== undefined) parts.push(sql`r.graduation_year = ${filters.graduation_year}`);
  if (filters.country_id !== undefined) parts.push(sql`r.country_id = ${filters.country_id}`);
  if (filters.user_type !== undefined) parts.push(sql`r.user_type = ${filters.user_type}`);
  if (withInterest && filters.interest !== undefined) parts.push(sql`lower(r.interest) = lower(${filters.interest})`);
  return sql.join(parts, sql` and `);
}

/**
 * The insight rollups (migration 0045): rebuilt by `insights_refresh` (the job), read by primary-key prefixes of
 * tables a few thousand rows long, so a report never scans connections or activities.
 */
export function createInsightsRepository(db: Db) {
  const all = async <T>(query: SQL): Promise<T[]> => rowsOf<T>(await db.execute(query));

  return {
    /** Rebuilds every rollup in one transaction (the job); returns how long it took. */
    async refresh(at: Date): Promise<{ took_ms: number }> {
      await db.execute(sql`select insights_refresh(${at.toISOString()}::timestamptz)`);
      const [row] = await all<{ took_ms: number }>(sql`select took_ms from insight_refreshes where id = 1`);
      return { took_ms: Number(row?.took_ms ?? 0) };
    },

    async computedAt(): Promise<Date | null> {
      const [row] = await all<{ computed_at: string | Date }>(
        sql`select computed_at from insight_refreshes where id = 1`,
      );
      return row ? new Date(row.computed_at) : null;
    },

    /**
     * People on the platform split by one dimension under the filters. With an interest filter (or the interest
     * split) a person counts once per interest, so the interest rollup is read; webinar categories have their own.
     */
    async split(by: PeopleSplit, filters: InsightFilters): Promise<GroupRow[]> {
      const byInterest = by === "interest" || filters.interest !== undefined;
      if (by === "webinar_category") {
        return all<GroupRow>(sql`
          select r.category_id::text as key, c.name as label, c.name_zh as label_zh, sum(r.n)::int as n
          from insight_categories r join webinar_categories c on c.id = r.category_id
          where ${where(filters, false)}
          group by r.category_id, c.name, c.name_zh`);
      }
      const from = byInterest ? sql`insight_interests r` : sql`insight_people r`;
      const cond = where(filters, byInterest);
      if (by === "country") {
        return all<GroupRow>(sql`
          select coalesce(c.code, 'unknown') as key, coalesce(c.name, 'Unknown') as label, null as label_zh,
            sum(r.n)::int as n
          from ${from} left join countries c on c.id = r.country_id
          where ${cond}
          group by c.code, c.name`);
      }
      const column =
        by === "graduation_year"
          ? sql`r.graduation_year::text`
          : by === "user_type"
            ? sql`r.user_type`
            : sql`r.interest`;
      // An interest's groups: every spelling of one interest together, named as most people spell it (its key
      // prefixed, so that an interest named "Other" is never taken for the merged row).
      if (by === "interest") {
        return all<GroupRow>(sql`
          select 'interest:' || lower(r.interest) as key, (array_agg(r.interest order by r.n desc))[1] as label, null as label_zh,
            sum(r.n)::int as n
          from ${from} where ${cond} group by lower(r.interest)`);
      }
      return all<GroupRow>(sql`
        select ${column} as key, ${column} as label, null as label_zh, sum(r.n)::int as n
        from ${from} where ${cond} group by 1`);
    },

    /** The institution's live connections and the platform's people, per country, under the filters. */
    async shareByCountry(partnerId: number, filters: InsightFilters) {
      const platform = sql`
        select r.country_id, sum(r.n)::int as n from insight_people r where ${where(filters, false)} group by 1`;
      const own = sql`
        select r.country_id, sum(r.n)::int as n from insight_partner_counts r
        where r.partner_id = ${partnerId} and ${where(filters, false)} group by 1`;
      return all<{ key: string; label: string; own: number; platform: number }>(sql`
        select coalesce(c.code, 'unknown') as key, coalesce(c.name, 'Unknown') as label,
          coalesce(o.n, 0)::int as own, p.n::int as platform
        from (${platform}) p left join (${own}) o on o.country_id = p.country_id
          left join countries c on c.id = p.country_id`);
    },

    /** The samples of GET reports: platform-wide aggregates, without filters. */
    async samples(year: number) {
      const [row] = await all<{
        people: number;
        year_students: number;
        year_countries: number;
        interests: number;
        interest_students: number;
        categories: number;
        category_people: number;
        countries: number;
      }>(sql`
        select
          (select coalesce(sum(n), 0) from insight_people)::int as people,
          (select coalesce(sum(n), 0) from insight_people where graduation_year = ${year} and user_type = 'student')::int
            as year_students,
          (select count(*) from (select country_id from insight_people
             where graduation_year = ${year} and user_type = 'student' and country_id <> 0
             group by 1 having sum(n) >= ${MIN_GROUP_SIZE}) x)::int as year_countries,
          (select count(*) from (select lower(interest) from insight_interests group by 1 having sum(n) >= ${MIN_GROUP_SIZE}) x)::int
            as interests,
          (select coalesce(sum(n), 0) from insight_people where user_type = 'student')::int as interest_students,
          (select count(*) from (select category_id from insight_categories group by 1 having sum(n) >= ${MIN_GROUP_SIZE}) x)::int
            as categories,
          (select coalesce(sum(n), 0) from insight_categories)::int as category_people,
          (select count(*) from (select country_id from insight_people where country_id <> 0
             group by 1 having sum(n) >= ${MIN_GROUP_SIZE}) x)::int as countries`);
      return row;
    },
  };
}
export type InsightsRepository = ReturnType<typeof createInsightsRepository>;

import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { iso, listOf, rawReads, rowsOf } from "./dashboard.sql.ts";

/** A user's dashboard preferences: the countries chosen and when the dashboard was last opened. */
export function createDashboardPreferencesRepository(db: Db) {
  const { all } = rawReads(db);

  return {
    async preferences(userId: number) {
      const [row] = await all<{ country_ids: number[] | null; previous_viewed_at: string | null }>(sql`
        select country_ids, ${iso(sql`previous_viewed_at`)} as previous_viewed_at
        from dashboard_preferences where user_id = ${userId}`);
      return row;
    },

    /**
     * Begins a new visit (the last visit becomes the previous one) unless the last one began less than
     * `visitMinutes` ago: within a visit nothing is written, and nothing waits on the row's lock (an
     * `on conflict do update` would lock it even when its condition keeps the row as it is).
     */
    async markViewed(userId: number, at: Date, visitMinutes: number) {
      const moved = await db.execute(sql`
        update dashboard_preferences set previous_viewed_at = last_viewed_at, last_viewed_at = ${at.toISOString()}::timestamptz,
          updated_at = ${at.toISOString()}::timestamptz
        where user_id = ${userId} and (last_viewed_at is null
          or last_viewed_at <= ${at.toISOString()}::timestamptz - make_interval(mins => ${visitMinutes}))
        returning user_id`);
      if (rowsOf(moved).length > 0) return;
      await db.execute(sql`
        insert into dashboard_preferences (user_id, last_viewed_at, updated_at)
        values (${userId}, ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz)
        on conflict (user_id) do nothing`);
    },

    async saveCountries(userId: number, countryIds: readonly number[], at: Date) {
      const array = countryIds.length > 0 ? sql`array[${listOf(countryIds)}]::integer[]` : sql`'{}'::integer[]`;
      await db.execute(sql`
        insert into dashboard_preferences (user_id, country_ids, updated_at)
        values (${userId}, ${array}, ${at.toISOString()}::timestamptz)
        on conflict (user_id) do update set country_ids = excluded.country_ids, updated_at = excluded.updated_at`);
    },

    /** The ids among these that are not countries. */
    async unknownCountries(ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const found = await all<{ id: number }>(sql`select id from countries where id in (${listOf(ids)})`);
      const known = new Set(found.map((r) => r.id));
      return ids.filter((id) => !known.has(id));
    },

    async regions() {
      return all<{ id: number; country_ids: number[] }>(sql`
        select region_id as id, array_agg(country_id order by country_id) as country_ids
        from region_countries group by region_id`);
    },
  };
}

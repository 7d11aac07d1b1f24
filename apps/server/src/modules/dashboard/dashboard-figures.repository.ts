import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { ADDED, APPLICANTS, type ConnectionPart, inList, partOf, rawReads } from "./dashboard.sql.ts";

/**
 * The figures of the POST dashboards/* calls, each read from the rollup tables by its primary key's prefix
 * (partner_id first).
 */
export function createDashboardFiguresRepository(db: Db) {
  const { all, one } = rawReads(db);

  return {
    /** Funnel, insights, listing and tiers in one read of dashboard_connection_counts. */
    async connectionFigures(partnerId: number, countryIds: readonly number[] | undefined) {
      return one<{
        connected: number;
        added_to_list: number;
        applying: number;
        offered: number;
        free: number;
        paid: number;
        student: number;
        guardian: number;
        counsellor: number;
        visits: number;
        events: number;
        profile: number;
        from_profile_view: number;
        shortlisted: number;
        longlisted: number;
      }>(sql`
        select coalesce(sum(n), 0)::int as connected,
          coalesce(sum(n) filter (where list_state in (${ADDED})), 0)::int as added_to_list,
          coalesce(sum(n) filter (where list_state in (${APPLICANTS})), 0)::int as applying,
          coalesce(sum(n) filter (where list_state = 'offered'), 0)::int as offered,
          coalesce(sum(n) filter (where access_tier = 'free'), 0)::int as free,
          coalesce(sum(n) filter (where access_tier = 'paid'), 0)::int as paid,
          coalesce(sum(n) filter (where user_type = 'student'), 0)::int as student,
          coalesce(sum(n) filter (where user_type = 'guardian'), 0)::int as guardian,
          coalesce(sum(n) filter (where user_type = 'counsellor'), 0)::int as counsellor,
          coalesce(sum(n) filter (where engaged & 1 <> 0), 0)::int as visits,
          coalesce(sum(n) filter (where engaged & 2 <> 0), 0)::int as events,
          coalesce(sum(n) filter (where engaged & 4 <> 0), 0)::int as profile,
          coalesce(sum(n) filter (where source = 'profile_view'), 0)::int as from_profile_view,
          coalesce(sum(n) filter (where list_state = 'shortlisted'), 0)::int as shortlisted,
          coalesce(sum(n) filter (where list_state = 'longlisted'), 0)::int as longlisted
        from dashboard_connection_counts
        where partner_id = ${partnerId}${inList(sql`country_id`, countryIds)}`);
    },

    /** The institution's own country (who counts as international). */
    async ownCountry(partnerId: number): Promise<number | null> {
      const [row] = await all<{ country_id: number | null }>(
        sql`select country_id from partners where id = ${partnerId}`,
      );
      return row?.country_id ?? null;
    },

    /** A chart summary over one part of the connections; international = living outside `ownCountryId`. */
    async chartSummary(
      partnerId: number,
      countryIds: readonly number[] | undefined,
      part: ConnectionPart,
      ownCountryId: number | null,
    ) {
      const international =
        ownCountryId === null ? sql`country_id <> 0` : sql`country_id <> 0 and country_id <> ${ownCountryId}`;
      return one<{
        connected: number;
        added: number;
        applying: number;
        submitted: number;
        international: number;
        international_students: number;
        counsellors: number;
        guardians: number;
      }>(sql`
        select coalesce(sum(n), 0)::int as connected,
          coalesce(sum(n) filter (where list_state in (${ADDED})), 0)::int as added,
          coalesce(sum(n) filter (where list_state in (${APPLICANTS})), 0)::int as applying,
          coalesce(sum(n) filter (where list_state = 'applied'), 0)::int as submitted,
          coalesce(sum(n) filter (where ${international}), 0)::int as international,
          coalesce(sum(n) filter (where ${international} and user_type = 'student'), 0)::int as international_students,
          coalesce(sum(n) filter (where user_type = 'counsellor'), 0)::int as counsellors,
          coalesce(sum(n) filter (where user_type = 'guardian'), 0)::int as guardians
        from dashboard_connection_counts
        where partner_id = ${partnerId}${inList(sql`country_id`, countryIds)}${partOf(part)}`);
    },

    /** Direct applications received (issue 13: each one is an `applied` activity) under the country filter. */
    async directApplications(partnerId: number, countryIds: readonly number[] | undefined): Promise<number> {
      const row = await one<{ n: number }>(sql`
        select coalesce(sum(n), 0)::int as n from dashboard_activity_days
        where partner_id = ${partnerId} and kind = 'applied'${inList(sql`country_id`, countryIds)}`);
      return row.n;
    },

    /** Profile-view activities (every view, not people) under the country filter. */
    async profileViews(partnerId: number, countryIds: readonly number[] | undefined): Promise<number> {
      const row = await one<{ n: number }>(sql`
        select coalesce(sum(n), 0)::int as n from dashboard_activity_days
        where partner_id = ${partnerId} and kind = 'profile_view'${inList(sql`country_id`, countryIds)}`);
      return row.n;
    },

    /** The institution's own webinars with the most connections. */
    async eventConnections(partnerId: number, countryIds: readonly number[] | undefined, limit: number) {
      return all<{ event_id: number; event_name: string; count: number }>(sql`
        select e.webinar_id as event_id, w.title as event_name, sum(e.n)::int as count
        from dashboard_event_counts e
        join webinars w on w.id = e.webinar_id and w.partner_id = e.partner_id
        where e.partner_id = ${partnerId}${inList(sql`e.country_id`, countryIds)}
        group by e.webinar_id, w.title
        having sum(e.n) > 0
        order by count desc, e.webinar_id
        limit ${limit}`);
    },

    /** Connections by month made and user type (12 months), and before the first month. */
    async connectionMonths(partnerId: number, countryIds: readonly number[] | undefined, firstMonth: string) {
      return all<{ month: string | null; key: string; n: number }>(sql`
        select case when month >= ${firstMonth}::date then to_char(month, 'YYYY-MM') end as month,
          user_type as key, sum(n)::int as n
        from dashboard_connection_months
        where partner_id = ${partnerId}${inList(sql`country_id`, countryIds)}
        group by 1, 2`);
    },

    /** List-state changes by month (entered, left) of some states, and before the first month. */
    async stateMonths(
      partnerId: number,
      countryIds: readonly number[] | undefined,
      states: readonly string[],
      firstMonth: string,
    ) {
      return all<{ month: string | null; key: string; entered: number; left: number }>(sql`
        select case when month >= ${firstMonth}::date then to_char(month, 'YYYY-MM') end as month,
          list_state as key, sum(entered)::int as entered, sum("left")::int as left
        from dashboard_state_months
        where partner_id = ${partnerId}${inList(sql`country_id`, countryIds)}${inList(sql`list_state`, states)}
        group by 1, 2`);
    },

    /** Added-to-list connections split by one column of the rollup. */
    async addedSplit(
      partnerId: number,
      countryIds: readonly number[] | undefined,
      column: "list_state" | "user_type" | "graduation_year",
    ) {
      // Graduation years have their rollup (migration 0032); the other splits are in the counts.
      const table = column === "graduation_year" ? sql`dashboard_connection_years` : sql`dashboard_connection_counts`;
      return all<{ key: string; count: number }>(sql`
        select ${sql.identifier(column)}::text as key, sum(n)::int as count
        from ${table}
        where partner_id = ${partnerId}${inList(sql`country_id`, countryIds)} and list_state in (${ADDED})
        group by 1 having sum(n) > 0 order by count desc, key`);
    },

    /** Live connections by country of residence (known countries only), with names and codes. */
    async byCountry(
      partnerId: number,
      countryIds: readonly number[] | undefined,
      states: readonly string[] | undefined,
      limit?: number,
    ) {
      return all<{ id: number; name: string; code: string; count: number }>(sql`
        select c.id, c.name, c.code, x.count from (
          select country_id, sum(n)::int as count from dashboard_connection_counts
          where partner_id = ${partnerId} and country_id <> 0${inList(sql`country_id`, countryIds)}${inList(sql`list_state`, states)}
          group by country_id having sum(n) > 0
        ) x join countries c on c.id = x.country_id
        order by x.count desc, c.name${limit ? sql` limit ${limit}` : sql``}`);
    },

    /** Live connections by citizenship (one per citizenship held), with names and codes. */
    async byCitizenship(
      partnerId: number,
      citizenshipIds: readonly number[] | undefined,
      states: readonly string[] | undefined,
    ) {
      return all<{ id: number; name: string; code: string; count: number }>(sql`
        select c.id, c.name, c.code, x.count from (
          select citizenship_id, sum(n)::int as count from dashboard_citizenship_counts
          where partner_id = ${partnerId}${inList(sql`citizenship_id`, citizenshipIds)}${inList(sql`list_state`, states)}
          group by citizenship_id having sum(n) > 0
        ) x join countries c on c.id = x.citizenship_id
        order by x.count desc, c.name`);
    },
  };
}
export type DashboardFiguresRepository = ReturnType<typeof createDashboardFiguresRepository>;
export type { ConnectionPart } from "./dashboard.sql.ts";

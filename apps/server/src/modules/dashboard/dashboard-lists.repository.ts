import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { ADDED, APPLICANTS, inList, iso, rawReads } from "./dashboard.sql.ts";

/** The dashboard's lists: schools and visits by country, connections and activities new since a moment. */
export function createDashboardListsRepository(db: Db) {
  const { all, one } = rawReads(db);

  return {
    /** The university's school visits (not cancelled or declined) per school country. */
    async visitsByCountry(partnerId: number, countryIds: readonly number[] | undefined) {
      return all<{ id: number; name: string; code: string; count: number }>(sql`
        select c.id, c.name, c.code, count(*)::int as count
        from events e
        join partners s on s.id = e.school_partner_id
        join countries c on c.id = s.country_id
        where e.university_partner_id = ${partnerId} and e.status not in ('cancel', 'declined')${inList(sql`c.id`, countryIds)}
        group by c.id, c.name, c.code
        order by count desc, c.name`);
    },

    /**
     * Schools where the institution's connections study, with the university's last visit before today and
     * next one from today (not cancelled or declined); `visited` keeps the schools visited before (true) or
     * never visited before (false).
     */
    async recommendedSchools(
      partnerId: number,
      countryIds: readonly number[] | undefined,
      schoolStates: readonly string[] | undefined,
      visited: boolean,
      today: string,
      limit: number,
    ) {
      return all<{
        id: number;
        name: string;
        city: string | null;
        state: string | null;
        country_name: string | null;
        connections_count: number;
        added_to_list_count: number;
        applicants_count: number;
        last_visit_at: string | null;
        next_visit_at: string | null;
      }>(sql`
        select * from (
          select s.id, s.name, s.city, st.name as state, co.name as country_name,
            x.connections_count, x.added_to_list_count, x.applicants_count,
            (select max(e.event_date)::text from events e
              where e.university_partner_id = ${partnerId} and e.school_partner_id = s.id
                and e.status not in ('cancel', 'declined') and e.event_date < ${today}::date) as last_visit_at,
            (select min(e.event_date)::text from events e
              where e.university_partner_id = ${partnerId} and e.school_partner_id = s.id
                and e.status not in ('cancel', 'declined') and e.event_date >= ${today}::date) as next_visit_at
          from (
            select school_partner_id, sum(n)::int as connections_count,
              coalesce(sum(n) filter (where list_state in (${ADDED})), 0)::int as added_to_list_count,
              coalesce(sum(n) filter (where list_state in (${APPLICANTS})), 0)::int as applicants_count
            from dashboard_school_counts
            where partner_id = ${partnerId}${inList(sql`country_id`, countryIds)}
            group by school_partner_id having sum(n) > 0
          ) x
          join partners s on s.id = x.school_partner_id and s.institute_type = 'School'
          left join states st on st.id = s.state_id
          left join countries co on co.id = s.country_id
          where true${inList(sql`st.name`, schoolStates)}
        ) r
        where r.last_visit_at is ${visited ? sql`not null` : sql`null`}
        order by r.connections_count desc, r.name, r.id
        limit ${limit}`);
    },

    /** Connections made since a moment (live, under the country filter): counts by tier, and the newest. */
    async newConnections(partnerId: number, countryIds: readonly number[] | undefined, since: Date, limit: number) {
      const where = sql`c.partner_id = ${partnerId} and c.disconnected_at is null and c.created_at > ${since.toISOString()}::timestamptz${inList(sql`c.country_id`, countryIds)}`;
      const [counts, rows] = await Promise.all([
        one<{ total: number; paid: number; free: number }>(sql`
          select count(*)::int as total, count(*) filter (where c.access_tier = 'paid')::int as paid,
            count(*) filter (where c.access_tier = 'free')::int as free
          from connections c where ${where}`),
        all<{
          id: number;
          first_name: string;
          last_name: string;
          user_type: "student" | "guardian" | "counsellor";
          country_name: string | null;
          created_at: string;
        }>(sql`
          select c.id, c.first_name, c.last_name, c.user_type, co.name as country_name, ${iso(sql`c.created_at`)} as created_at
          from connections c left join countries co on co.id = c.country_id
          where ${where}
          order by c.created_at desc, c.id desc limit ${limit}`),
      ]);
      return { counts, rows };
    },

    /** Activities since a moment of live connections (under the country filter): counts by tier, the newest. */
    async newActivities(partnerId: number, countryIds: readonly number[] | undefined, since: Date, limit: number) {
      const where = sql`a.partner_id = ${partnerId} and a.occurred_at > ${since.toISOString()}::timestamptz and c.disconnected_at is null${inList(sql`c.country_id`, countryIds)}`;
      const from = sql`activities a join connections c on c.partner_id = a.partner_id and c.person_id = a.person_id`;
      const [counts, rows] = await Promise.all([
        // Counted per person first, from activities_partner_time_idx alone; then one look-up per person.
        one<{ total: number; paid: number; free: number }>(sql`
          with a as (
            select person_id, count(*) as n from activities
            where partner_id = ${partnerId} and occurred_at > ${since.toISOString()}::timestamptz
            group by person_id
          )
          select coalesce(sum(a.n), 0)::int as total,
            coalesce(sum(a.n) filter (where c.access_tier = 'paid'), 0)::int as paid,
            coalesce(sum(a.n) filter (where c.access_tier = 'free'), 0)::int as free
          from a join connections c on c.partner_id = ${partnerId} and c.person_id = a.person_id
          where c.disconnected_at is null${inList(sql`c.country_id`, countryIds)}`),
        all<{
          id: number;
          connection_id: number;
          first_name: string;
          last_name: string;
          kind: string;
          event_title: string | null;
          occurred_at: string;
        }>(sql`
          select a.id, c.id as connection_id, c.first_name, c.last_name, a.kind, w.title as event_title,
            ${iso(sql`a.occurred_at`)} as occurred_at
          from ${from} left join webinars w on w.id = a.webinar_id
          where ${where}
          order by a.occurred_at desc, a.id desc limit ${limit}`),
      ]);
      return { counts, rows };
    },
  };
}

/**
 * Reads of the university dashboard (issue 12, decision 050). Every figure of the POST dashboards/* calls
 * comes from the rollup tables, each read by its primary key's prefix (partner_id first); the lists of new
 * connections and activities, the visits and the sessions read their own tables through their indexes.
 */
import { ADDED_TO_LIST_STATES, APPLICANT_STATES } from "@quad/contract/rules/connections";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** A list of values as SQL (`a, b, c`); never called with an empty list. */
const listOf = (values: readonly (string | number)[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** `column in (…)` when values are given, else nothing (true). */
export function inList(column: SQL, values: readonly (string | number)[] | undefined): SQL {
  return values && values.length > 0 ? sql` and ${column} in (${listOf(values)})` : sql``;
}

/** A timestamp as ISO 8601 text in UTC (the same on PGlite and PostgreSQL). */
const iso = (column: SQL): SQL => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const ADDED = listOf(ADDED_TO_LIST_STATES);
const APPLICANTS = listOf(APPLICANT_STATES);

/** The part of the connections a chart summary counts: all live ones, added to a list, or applicants. */
export type ConnectionPart = "all" | "added" | "applicants";
const partOf = (part: ConnectionPart): SQL =>
  part === "added"
    ? sql` and list_state in (${ADDED})`
    : part === "applicants"
      ? sql` and list_state in (${APPLICANTS})`
      : sql``;

export interface MonthCount {
  month: string;
  key: string;
  n: number;
}

export function createDashboardRepository(db: Db) {
  const all = async <T>(query: SQL): Promise<T[]> => rowsOf<T>(await db.execute(query));
  const one = async <T>(query: SQL): Promise<T> => {
    const [row] = await all<T>(query);
    if (!row) throw new Error("aggregate read returned no row");
    return row;
  };

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

    /** Whether the institution has any paid connection (the plan new connections are read under). */
    async hasPaidConnections(partnerId: number): Promise<boolean> {
      const rows = await all<{ x: number }>(sql`
        select 1 as x from dashboard_connection_counts
        where partner_id = ${partnerId} and access_tier = 'paid' and n > 0 limit 1`);
      return rows.length > 0;
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

    /** The university's visits happening between two dates, or changed since a moment (not by date). */
    async glanceVisits(partnerId: number, range: { from: string; to: string } | { changedSince: Date }, limit: number) {
      const cond =
        "from" in range
          ? sql`e.event_date between ${range.from}::date and ${range.to}::date and e.status not in ('cancel', 'declined')`
          : sql`e.updated_at > ${range.changedSince.toISOString()}::timestamptz`;
      const order = "from" in range ? sql`e.event_date, e.start_minute, e.id` : sql`e.updated_at desc, e.id desc`;
      return all<{
        id: number;
        school_name: string;
        status: string;
        event_date: string;
        start_minute: number | null;
        end_minute: number | null;
        timezone: string | null;
        updated_at: string;
      }>(sql`
        select e.id, s.name as school_name, e.status, e.event_date::text as event_date, e.start_minute, e.end_minute,
          e.timezone, ${iso(sql`e.updated_at`)} as updated_at
        from events e join partners s on s.id = e.school_partner_id
        where e.university_partner_id = ${partnerId} and e.event_date is not null and ${cond}
        order by ${order} limit ${limit}`);
    },

    /** The institution's published sessions starting between two moments. */
    async upcomingSessions(partnerId: number, from: Date, to: Date, limit: number) {
      return all<{
        id: number;
        event_id: number;
        title: string;
        starts_at: string;
        ends_at: string;
        registrations_count: number;
      }>(sql`
        select w.id, coalesce(w.provider_event_id, w.id) as event_id, w.title, ${iso(sql`w.start_time`)} as starts_at,
          ${iso(sql`w.end_time`)} as ends_at, w.registrations_count
        from webinars w
        where w.partner_id = ${partnerId} and w.start_time >= ${from.toISOString()}::timestamptz
          and w.start_time < ${to.toISOString()}::timestamptz and w.status = 'published' and w.cancelled_at is null
        order by w.start_time, w.id limit ${limit}`);
    },

    /**
     * Quad's published provider events still to come (the catalogue's Participate, provider_event_participants),
     * with whether the institution already takes part and the registrations of their sessions.
     */
    async openProviderEvents(partnerId: number, from: Date, limit: number) {
      return all<{
        id: number;
        event_id: number;
        title: string;
        starts_at: string;
        ends_at: string;
        registrations_count: number;
        participating: boolean;
      }>(sql`
        select p.id, p.id as event_id, p.title, ${iso(sql`p.start_time`)} as starts_at, ${iso(sql`p.end_time`)} as ends_at,
          coalesce((select sum(w.registrations_count) from webinars w
            where w.provider_event_id = p.id and w.status = 'published' and w.cancelled_at is null), 0)::int as registrations_count,
          exists (select 1 from provider_event_participants x
            where x.provider_event_id = p.id and x.partner_id = ${partnerId}) as participating
        from provider_events p
        where p.status = 'published' and p.end_time > ${from.toISOString()}::timestamptz
        order by p.start_time, p.id limit ${limit}`);
    },

    /** Which of these provider events the institution takes part in. */
    async participations(partnerId: number, eventIds: readonly number[]) {
      const rows = await all<{ id: number }>(sql`
        select provider_event_id as id from provider_event_participants
        where partner_id = ${partnerId} and provider_event_id in (${listOf(eventIds)})`);
      return rows.map((r) => r.id);
    },

    // Preferences ---------------------------------------------------------------------------------------

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

    // Bookings -------------------------------------------------------------------------------------------

    async assignedRep(partnerId: number) {
      const [row] = await all<{
        id: number;
        name: string;
        email: string;
        title: string | null;
        timezone: string;
        day_start_hour: number;
        day_end_hour: number;
      }>(sql`
        select r.id, r.name, r.email, r.title, r.timezone, r.day_start_hour, r.day_end_hour
        from partner_account_reps p join account_representatives r on r.id = p.rep_id
        where p.partner_id = ${partnerId}`);
      return row;
    },

    /** Start times (ISO) of the representative's live bookings in a window. */
    async bookedStarts(repId: number, from: Date, to: Date): Promise<string[]> {
      const rows = await all<{ start_at: string }>(sql`
        select ${iso(sql`start_at`)} as start_at from event_bookings
        where rep_id = ${repId} and cancelled_at is null
          and start_at >= ${from.toISOString()}::timestamptz and start_at < ${to.toISOString()}::timestamptz`);
      return rows.map((r) => r.start_at);
    },

    async createBooking(
      tx: Db | Tx,
      values: { partnerId: number; userId: number; repId: number; start: Date; end: Date; comments: string | null },
    ) {
      const [row] = rowsOf<{ id: number }>(
        await tx.execute(sql`
          insert into event_bookings (partner_id, user_id, rep_id, start_at, end_at, comments)
          values (${values.partnerId}, ${values.userId}, ${values.repId}, ${values.start.toISOString()}::timestamptz,
            ${values.end.toISOString()}::timestamptz, ${values.comments})
          returning id`),
      );
      if (!row) throw new Error("booking not created");
      return row.id;
    },

    async upcomingBookings(userId: number, from: Date) {
      return all<{
        id: number;
        start_at: string;
        end_at: string;
        rep_name: string;
        rep_email: string;
        comments: string | null;
      }>(sql`
        select b.id, ${iso(sql`b.start_at`)} as start_at, ${iso(sql`b.end_at`)} as end_at, r.name as rep_name,
          r.email as rep_email, b.comments
        from event_bookings b join account_representatives r on r.id = b.rep_id
        where b.user_id = ${userId} and b.cancelled_at is null and b.end_at > ${from.toISOString()}::timestamptz
        order by b.start_at, b.id`);
    },
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;

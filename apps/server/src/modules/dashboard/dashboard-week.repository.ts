import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { iso, listOf, rawReads } from "./dashboard.sql.ts";

/** The week at a glance: the university's visits, its sessions, and Quad's provider events. */
export function createDashboardWeekRepository(db: Db) {
  const { all } = rawReads(db);

  return {
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
  };
}

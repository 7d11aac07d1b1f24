import { and, asc, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { partners } from "../partners/partners.table.ts";
import { countries, states } from "../reference/reference.table.ts";
import { visibleToGuests } from "../webinars/guest-catalogue.repository.ts";
import { activities, webinars } from "../webinars/webinars.table.ts";

/** The institution types whose profile is public: the ones schools and guests connect with. */
const PUBLIC_TYPES = ["University", "ApplicationClient"];

/** A university's public profile, its next sessions and the profile views recorded on it. */
export function createUniversityProfilesRepository(db: Db) {
  return {
    /** An active University or ApplicationClient with its place; undefined for anything else. */
    async publicProfile(id: number) {
      const [row] = await db
        .select({ p: partners, country: countries.name, state: states.name })
        .from(partners)
        .leftJoin(countries, eq(countries.id, partners.country_id))
        .leftJoin(states, eq(states.id, partners.state_id))
        .where(and(eq(partners.id, id), inArray(partners.institute_type, PUBLIC_TYPES), eq(partners.status, "active")));
      return row;
    },

    /** Its published sessions not yet ended that have a page in the catalogue (a category), soonest first. */
    async upcomingSessions(partnerId: number, at: Date, limit: number) {
      return db
        .select({
          id: webinars.id,
          category_id: webinars.category_id,
          title: webinars.title,
          start_time: webinars.start_time,
          end_time: webinars.end_time,
          timezone: webinars.timezone,
          is_in_person: webinars.is_in_person,
          location: webinars.location,
        })
        .from(webinars)
        .where(
          and(
            eq(webinars.partner_id, partnerId),
            visibleToGuests,
            isNotNull(webinars.category_id),
            gt(webinars.end_time, at),
          ),
        )
        .orderBy(asc(webinars.start_time), asc(webinars.id))
        .limit(limit);
    },

    /**
     * Records a profile view of the person on the university unless one is recorded on the same UTC day
     * (`day`, "YYYY-MM-DD"). Concurrent views of the same viewer wait on a transaction-level advisory lock
     * of (university, person), so exactly one of them inserts. True when this call recorded the view.
     */
    async recordDailyView(partnerId: number, personId: number, day: string, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`profile_view:${partnerId}:${personId}`}, 0))`,
        );
        const from = `${day}T00:00:00Z`;
        const inserted = await tx.execute<{ id: number }>(sql`
          insert into ${activities} (person_id, partner_id, kind, occurred_at)
          select ${personId}, ${partnerId}, 'profile_view', ${at.toISOString()}::timestamptz
          where not exists (
            select 1 from ${activities} a
            where a.partner_id = ${partnerId} and a.person_id = ${personId} and a.kind = 'profile_view'
              and a.occurred_at >= ${from}::timestamptz and a.occurred_at < ${from}::timestamptz + interval '1 day'
          )
          returning id`);
        return inserted.rows.length > 0;
      });
    },
  };
}

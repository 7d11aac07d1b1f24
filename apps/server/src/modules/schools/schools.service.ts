import { SCHOOL_VISITS_LIMIT } from "@quad/contract/api/schools";
import { wallClockInstant } from "@quad/contract/rules/slot-dates";
import { and, avg, count, desc, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../app-context.ts";
import { NotFoundError } from "../../lib/errors.ts";
import { hhmm } from "../visits/availability.view.ts";
import { eventFeedbacks, events } from "../visits/visits.table.ts";
import { partners } from "../partners/partners.table.ts";
import { countries, schoolSizes, states } from "../reference/reference.table.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { roundedRating } from "./rating.ts";
import { createSchoolsDirectory } from "./schools.directory.ts";
import { createSchoolFeedbacks } from "./schools.feedbacks.ts";

/** Schools as universities see them: the directory, a school's profile and its ratings. */
export function createSchoolsService(ctx: Pick<AppContext, "db" | "now" | "mailer" | "config" | "live" | "fileLinks">) {
  const { db } = ctx;
  return {
    ...createSchoolsDirectory(ctx),
    ...createSchoolFeedbacks(ctx),

    /** A school's profile as universities see it (and the school itself). */
    async detailInfo(me: UserWithPartner, schoolId: number) {
      const [row] = await db
        .select({ p: partners, country: countries.name, state: states.name, size: schoolSizes.name })
        .from(partners)
        .leftJoin(countries, eq(countries.id, partners.country_id))
        .leftJoin(states, eq(states.id, partners.state_id))
        .leftJoin(schoolSizes, eq(schoolSizes.id, partners.school_size_id))
        .where(eq(partners.id, schoolId));
      const allowed = me.institute_type === "University" || me.partner_id === schoolId;
      if (row?.p.institute_type !== "School" || !allowed) throw new NotFoundError(`School ${schoolId} not found`);
      const [stats] = await db
        .select({ n: count(), avg: avg(eventFeedbacks.rating) })
        .from(eventFeedbacks)
        .where(eq(eventFeedbacks.school_partner_id, schoolId));
      const p = row.p;
      const zone = p.timezone ?? "UTC";
      const visits =
        me.institute_type === "University"
          ? await db
              .select({
                event_id: events.id,
                event_date: events.event_date,
                start_minute: events.start_minute,
                end_minute: events.end_minute,
                status: events.status,
              })
              .from(events)
              .where(and(eq(events.university_partner_id, me.partner_id), eq(events.school_partner_id, schoolId)))
              .orderBy(sql`${events.event_date} desc nulls first`, desc(events.id))
              .limit(SCHOOL_VISITS_LIMIT)
          : [];
      return {
        visits: visits.map((v) => ({
          event_id: v.event_id,
          event_date: v.event_date,
          time_from: v.start_minute === null ? null : hhmm(v.start_minute),
          time_to: v.end_minute === null ? null : hhmm(v.end_minute),
          starts_at:
            v.event_date && v.start_minute !== null
              ? wallClockInstant(v.event_date, hhmm(v.start_minute), zone).toISOString()
              : null,
          status: v.status,
        })),
        school: {
          id: p.id,
          name: p.name,
          address: p.address,
          city: p.city,
          state: row.state,
          country: row.country,
          email: p.email,
          contact: p.contact,
          website: p.website,
          description: p.description,
          school_size: row.size,
          school_type: p.school_type as "public_partner" | "private_partner" | "international" | null,
          ceeb_code: p.ceeb_code,
          timezone: p.timezone,
          instructions: p.instructions,
          confirmation_message: p.confirmation_message,
          logo_url: ctx.fileLinks.url(p.logo),
          rating: roundedRating(stats?.avg),
          ratings_count: Number(stats?.n ?? 0),
          is_registered: p.registered_at !== null,
        },
      };
    },
  };
}

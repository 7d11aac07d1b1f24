import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { providerEventParticipants, providerEvents } from "../webinars/webinar-catalogue.table.ts";
import { webinars } from "../webinars/webinar-sessions.table.ts";

/** What prospects can be invited to: the provider's upcoming events and the University's own sessions. */
export function createProspectEventsRepository(db: Db) {
  return {
    async providerEvents(partnerId: number, now: Date) {
      return db
        .select({
          id: providerEvents.id,
          title: providerEvents.title,
          start_time: providerEvents.start_time,
          end_time: providerEvents.end_time,
          timezone: providerEvents.timezone,
          is_participating: sql<boolean>`exists (select 1 from ${providerEventParticipants} pp where pp.provider_event_id = ${providerEvents.id} and pp.partner_id = ${partnerId})`,
        })
        .from(providerEvents)
        .where(and(eq(providerEvents.status, "published"), gte(providerEvents.end_time, now)))
        .orderBy(asc(providerEvents.start_time), asc(providerEvents.id))
        .limit(20);
    },

    async ownSessions(partnerId: number, now: Date) {
      return db
        .select({
          id: webinars.id,
          title: webinars.title,
          start_time: webinars.start_time,
          end_time: webinars.end_time,
          timezone: webinars.timezone,
        })
        .from(webinars)
        .where(and(eq(webinars.partner_id, partnerId), eq(webinars.status, "published"), gte(webinars.start_time, now)))
        .orderBy(asc(webinars.start_time), asc(webinars.id))
        .limit(50);
    },

    /** One of the University's upcoming published sessions (another institution's is not found). */
    async ownUpcoming(partnerId: number, webinarId: number, now: Date) {
      const [row] = await db
        .select({ id: webinars.id })
        .from(webinars)
        .where(
          and(
            eq(webinars.id, webinarId),
            eq(webinars.partner_id, partnerId),
            eq(webinars.status, "published"),
            gte(webinars.start_time, now),
          ),
        );
      return row;
    },
  };
}

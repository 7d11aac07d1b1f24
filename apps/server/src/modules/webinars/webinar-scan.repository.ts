import { and, eq, gt, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { attended, hasRecording, iso } from "./webinar-jobs.repository.ts";
import { webinarMailLog } from "./webinar-mail-log.table.ts";
import { webinarRegistrations } from "./webinar-registrations.table.ts";
import { webinars } from "./webinar-sessions.table.ts";

const HOUR_MS = 60 * 60 * 1000;
const isLive = and(eq(webinars.status, "published"), isNull(webinars.cancelled_at));
const notLogged = (kind: SQL) =>
  sql`not exists (select 1 from ${webinarMailLog} l where l.registration_id = ${webinarRegistrations.id} and l.kind = ${kind})`;

/** The minute scan's queries: what is due now (each job checks again before it mails). */
export function createWebinarScanRepository(db: Db) {
  return {
    /** Registered seats of sessions starting within 24 hours whose nearer reminder was not mailed. */
    async dueReminders(now: Date, limit: number) {
      const dayAhead = new Date(now.getTime() + 24 * HOUR_MS);
      const hourAhead = new Date(now.getTime() + HOUR_MS);
      const reminderKind = sql`(case when ${webinars.start_time} <= ${iso(hourAhead)} then 'reminder_1h' else 'reminder_24h' end)`;
      return db
        .select({
          id: webinarRegistrations.id,
          start: webinars.start_time,
          registered_at: webinarRegistrations.registered_at,
        })
        .from(webinarRegistrations)
        .innerJoin(webinars, eq(webinars.id, webinarRegistrations.webinar_id))
        .where(
          and(
            eq(webinarRegistrations.status, "registered"),
            isLive,
            gt(webinars.start_time, now),
            lte(webinars.start_time, dayAhead),
            notLogged(reminderKind),
          ),
        )
        .limit(limit);
    },

    /** Registrations of sessions ended since `windowStart` with no follow-up yet: attendees, or no-shows with a replay. */
    async dueFollowUps(now: Date, windowStart: Date, limit: number) {
      return db
        .select({ id: webinarRegistrations.id, end: webinars.end_time, attended, recording: hasRecording })
        .from(webinarRegistrations)
        .innerJoin(webinars, eq(webinars.id, webinarRegistrations.webinar_id))
        .where(
          and(
            isLive,
            lte(webinars.end_time, now),
            gt(webinars.end_time, windowStart),
            sql`(${attended} or (${webinarRegistrations.status} = 'registered' and ${hasRecording}))`,
            notLogged(sql`'thanks'`),
            notLogged(sql`'replay'`),
          ),
        )
        .limit(limit);
    },

    /** Online registrations since `recent` whose confirmation (or waiting-list) mail is not logged. */
    async unconfirmed(now: Date, recent: Date, limit: number) {
      return db
        .select({ id: webinarRegistrations.id, status: webinarRegistrations.status })
        .from(webinarRegistrations)
        .innerJoin(webinars, eq(webinars.id, webinarRegistrations.webinar_id))
        .where(
          and(
            isLive,
            eq(webinarRegistrations.source, "online"),
            sql`(
            (${webinarRegistrations.status} = 'registered' and ${webinarRegistrations.registered_at} between ${iso(recent)} and ${iso(now)}
              and ${webinars.end_time} > ${iso(now)} and not exists (select 1 from ${webinarMailLog} l where l.registration_id = ${webinarRegistrations.id} and l.kind = 'confirmation'))
            or (${webinarRegistrations.status} = 'waitlisted' and ${webinarRegistrations.waitlisted_at} between ${iso(recent)} and ${iso(now)}
              and ${webinars.start_time} > ${iso(now)} and not exists (select 1 from ${webinarMailLog} l where l.registration_id = ${webinarRegistrations.id} and l.kind = 'waitlisted'))
          )`,
          ),
        )
        .limit(limit);
    },

    /** Open offers not mailed yet. */
    async unmailedOffers(now: Date, limit: number) {
      return db
        .select({ id: webinarRegistrations.id })
        .from(webinarRegistrations)
        .innerJoin(webinars, eq(webinars.id, webinarRegistrations.webinar_id))
        .where(
          and(
            eq(webinarRegistrations.status, "waitlisted"),
            gt(webinarRegistrations.offer_expires_at, now),
            gt(webinars.start_time, now),
            isLive,
            notLogged(sql`'waitlist_offer'`),
          ),
        )
        .limit(limit);
    },

    /** Sessions not started with a free seat and someone on the list never offered one. */
    async sessionsWithFreeSeats(now: Date, limit: number) {
      return db
        .select({ id: webinars.id })
        .from(webinars)
        .where(
          and(
            isLive,
            gt(webinars.start_time, now),
            sql`${webinars.capacity} is not null`,
            sql`exists (select 1 from ${webinarRegistrations} w where w.webinar_id = ${webinars.id} and w.status = 'waitlisted' and w.offer_expires_at is null)`,
            sql`${webinars.capacity} > (select count(*) from ${webinarRegistrations} t where t.webinar_id = ${webinars.id} and (t.status = 'registered' or (t.status = 'waitlisted' and t.offer_expires_at > ${iso(now)})))`,
          ),
        )
        .limit(limit);
    },
  };
}

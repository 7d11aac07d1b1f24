import type { WebinarMailKind } from "@quad/contract/rules/webinar-timing";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { partners } from "../partners/partners.table.ts";
import { webinarUsers } from "./guests.table.ts";
import { webinarMailLog } from "./webinar-mail-log.table.ts";
import { webinarRegistrations } from "./webinar-registrations.table.ts";
import { webinars } from "./webinar-sessions.table.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;
/** The session has a recording to watch. */
export const hasRecording = sql<boolean>`(${webinars.recording_url} is not null and ${webinars.recording_url} <> '')`;
/** The guest joined (link) or was checked in. */
export const attended = sql<boolean>`(${webinarRegistrations.first_joined_at} is not null or ${webinarRegistrations.attended_at} is not null)`;

/** The queries of one seat-offer transaction, under the lock of the session's row. */
function offerTx(tx: Tx) {
  return {
    async lockSession(webinarId: number) {
      const [session] = await tx
        .select({
          capacity: webinars.capacity,
          start_time: webinars.start_time,
          status: webinars.status,
          cancelled_at: webinars.cancelled_at,
        })
        .from(webinars)
        .where(eq(webinars.id, webinarId))
        .for("update");
      return session;
    },
    /** Seats registered or held by an offer still open at `now`. */
    async seatsTakenOrHeld(webinarId: number, now: Date): Promise<number> {
      const [taken] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(webinarRegistrations)
        .where(
          and(
            eq(webinarRegistrations.webinar_id, webinarId),
            sql`(${webinarRegistrations.status} = 'registered' or (${webinarRegistrations.status} = 'waitlisted' and ${webinarRegistrations.offer_expires_at} > ${iso(now)}))`,
          ),
        );
      return taken?.n ?? 0;
    },
    /** The earliest waitlisted (waitlisted_at, then id) who never had an offer. */
    async nextNeverOffered(webinarId: number, limit: number): Promise<number[]> {
      const next = await tx
        .select({ id: webinarRegistrations.id })
        .from(webinarRegistrations)
        .where(
          and(
            eq(webinarRegistrations.webinar_id, webinarId),
            eq(webinarRegistrations.status, "waitlisted"),
            isNull(webinarRegistrations.offer_expires_at),
          ),
        )
        .orderBy(asc(webinarRegistrations.waitlisted_at), asc(webinarRegistrations.id))
        .limit(limit);
      return next.map((r) => r.id);
    },
    async offer(registrationIds: number[], until: Date) {
      await tx
        .update(webinarRegistrations)
        .set({ offer_expires_at: until })
        .where(inArray(webinarRegistrations.id, registrationIds));
    },
  };
}
export type OfferTx = ReturnType<typeof offerTx>;

/** What the webinar jobs read of a registration, and the mail log they write (at most one mail per kind). */
export function createWebinarJobsRepository(db: Db) {
  return {
    /** The registration, its session and host, and its guest, as a mail needs them. */
    async facts(registrationId: number) {
      const [row] = await db
        .select({
          registration: {
            id: webinarRegistrations.id,
            status: webinarRegistrations.status,
            registered_at: webinarRegistrations.registered_at,
            offer_expires_at: webinarRegistrations.offer_expires_at,
            attended,
          },
          session: {
            id: webinars.id,
            title: webinars.title,
            start_time: webinars.start_time,
            end_time: webinars.end_time,
            timezone: webinars.timezone,
            is_in_person: webinars.is_in_person,
            location: webinars.location,
            category_id: webinars.category_id,
            status: webinars.status,
            cancelled_at: webinars.cancelled_at,
            recording: hasRecording,
            created_at: webinars.created_at,
            updated_at: webinars.updated_at,
            host_name: partners.name,
          },
          guest: {
            email: webinarUsers.email,
            first_name: webinarUsers.first_name,
            locale: webinarUsers.locale,
            timezone: webinarUsers.timezone,
          },
        })
        .from(webinarRegistrations)
        .innerJoin(webinars, eq(webinars.id, webinarRegistrations.webinar_id))
        .innerJoin(partners, eq(partners.id, webinars.partner_id))
        .innerJoin(webinarUsers, eq(webinarUsers.id, webinarRegistrations.webinar_user_id))
        .where(eq(webinarRegistrations.id, registrationId));
      return row;
    },

    /**
     * Logs the mail and stages it in the outbox in one transaction; null (nothing staged) when this kind
     * was already logged for the registration.
     */
    async logOnce<M extends { outboxId: number }>(
      registrationId: number,
      kind: WebinarMailKind,
      at: Date,
      stage: (tx: Tx) => Promise<M>,
    ): Promise<M | null> {
      return db.transaction(async (tx) => {
        const [logged] = await tx
          .insert(webinarMailLog)
          .values({ registration_id: registrationId, kind, sent_at: at })
          .onConflictDoNothing()
          .returning({ kind: webinarMailLog.kind });
        if (!logged) return null;
        const mail = await stage(tx);
        await tx
          .update(webinarMailLog)
          .set({ outbox_id: mail.outboxId })
          .where(and(eq(webinarMailLog.registration_id, registrationId), eq(webinarMailLog.kind, kind)));
        return mail;
      });
    },

    /** Seat offers: the work runs in one transaction. */
    offering<T>(work: (tx: OfferTx) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(offerTx(tx)));
    },

    /** A registration's session, status and offer. */
    async offerOf(registrationId: number) {
      const [r] = await db
        .select({
          webinar_id: webinarRegistrations.webinar_id,
          status: webinarRegistrations.status,
          offer_expires_at: webinarRegistrations.offer_expires_at,
        })
        .from(webinarRegistrations)
        .where(eq(webinarRegistrations.id, registrationId));
      return r;
    },
  };
}

export type RegistrationFacts = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createWebinarJobsRepository>["facts"]>>
>;

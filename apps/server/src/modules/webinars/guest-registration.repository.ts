import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { hashToken } from "../../lib/tokens.ts";
import { createGuestCatalogueRepository, visibleToGuests } from "./guest-catalogue.repository.ts";
import { webinarUsers } from "./guests.table.ts";
import { webinarMailLog } from "./webinar-mail-log.table.ts";
import { webinarRegistrations } from "./webinar-registrations.table.ts";
import { webinars } from "./webinar-sessions.table.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What a registration's change sets (status, timestamps, flags). */
export type RegistrationChange = Partial<typeof webinarRegistrations.$inferInsert>;
export type NewRegistration = typeof webinarRegistrations.$inferInsert;
export type ActivityInput = Parameters<ReturnType<typeof createGuestCatalogueRepository>["recordActivity"]>[1];

/** The queries of one registration transaction: every one runs on the transaction's connection. */
function registrationTx(tx: Tx, catalogue: ReturnType<typeof createGuestCatalogueRepository>) {
  return {
    /** The session's row, locked: every change of its seat counter (triggers) waits for this lock. */
    async lockSession(webinarId: number, opts: { visibleOnly: boolean }) {
      const [w] = await tx
        .select({
          id: webinars.id,
          partner_id: webinars.partner_id,
          capacity: webinars.capacity,
          seats_taken: webinars.seats_taken,
        })
        .from(webinars)
        .where(opts.visibleOnly ? and(eq(webinars.id, webinarId), visibleToGuests) : eq(webinars.id, webinarId))
        .for("update");
      return w;
    },
    async registrationOf(webinarId: number, guestId: number) {
      const [existing] = await tx
        .select()
        .from(webinarRegistrations)
        .where(and(eq(webinarRegistrations.webinar_id, webinarId), eq(webinarRegistrations.webinar_user_id, guestId)));
      return existing;
    },
    async update(id: number, change: RegistrationChange) {
      await tx.update(webinarRegistrations).set(change).where(eq(webinarRegistrations.id, id));
    },
    async insert(values: NewRegistration): Promise<number | undefined> {
      const [made] = await tx.insert(webinarRegistrations).values(values).returning({ id: webinarRegistrations.id });
      return made?.id;
    },
    /** Seats held for other guests by live offers. */
    async heldForOthers(webinarId: number, guestId: number, at: Date): Promise<number> {
      const [counts] = await tx
        .select({ held: sql<number>`count(*)::int`.mapWith(Number) })
        .from(webinarRegistrations)
        .where(
          and(
            eq(webinarRegistrations.webinar_id, webinarId),
            eq(webinarRegistrations.status, "waitlisted"),
            sql`${webinarRegistrations.offer_expires_at} is not null`,
            sql`${webinarRegistrations.offer_expires_at} > ${at.toISOString()}`,
            sql`${webinarRegistrations.webinar_user_id} <> ${guestId}`,
          ),
        );
      return counts?.held ?? 0;
    },
    /** Cancels the guest's registered or waitlisted registration; its id, undefined when there was none. */
    async cancelActive(webinarId: number, guestId: number, at: Date): Promise<number | undefined> {
      const [was] = await tx
        .update(webinarRegistrations)
        .set({ status: "cancelled", cancelled_at: at, waitlisted_at: null, offer_expires_at: null })
        .where(
          and(
            eq(webinarRegistrations.webinar_id, webinarId),
            eq(webinarRegistrations.webinar_user_id, guestId),
            sql`${webinarRegistrations.status} in ('registered','waitlisted')`,
          ),
        )
        .returning({ id: webinarRegistrations.id });
      return was?.id;
    },
    /** Forgets the confirmation (and waiting list) mails sent, so that a new registration is confirmed again. */
    async forgetConfirmationMails(registrationId: number) {
      await tx
        .delete(webinarMailLog)
        .where(
          and(
            eq(webinarMailLog.registration_id, registrationId),
            inArray(webinarMailLog.kind, ["confirmation", "waitlisted"]),
          ),
        );
    },
    /** The first waitlisted registration without an offer (earliest on the list), locked. */
    async firstWaitlistedWithoutOffer(webinarId: number) {
      const [first] = await tx
        .select({ id: webinarRegistrations.id, webinar_user_id: webinarRegistrations.webinar_user_id })
        .from(webinarRegistrations)
        .where(
          and(
            eq(webinarRegistrations.webinar_id, webinarId),
            eq(webinarRegistrations.status, "waitlisted"),
            isNull(webinarRegistrations.offer_expires_at),
          ),
        )
        .orderBy(asc(webinarRegistrations.waitlisted_at), asc(webinarRegistrations.id))
        .limit(1)
        .for("update");
      return first;
    },
    /** Records the first join; false when the registration had already joined. */
    async markFirstJoined(registrationId: number, at: Date): Promise<boolean> {
      const [first] = await tx
        .update(webinarRegistrations)
        .set({ first_joined_at: at })
        .where(and(eq(webinarRegistrations.id, registrationId), isNull(webinarRegistrations.first_joined_at)))
        .returning({ id: webinarRegistrations.id });
      return Boolean(first);
    },
    recordActivity: (row: ActivityInput) => catalogue.recordActivity(tx, row),
  };
}
export type RegistrationTx = ReturnType<typeof registrationTx>;

/** A guest's registrations to sessions: seats, the waiting list and join links. */
export function createGuestRegistrationRepository(db: Db) {
  const catalogue = createGuestCatalogueRepository(db);
  return {
    /** Runs the work in one transaction, its queries on the transaction's connection. */
    transaction<T>(work: (tx: RegistrationTx) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(registrationTx(tx, catalogue)));
    },
    /** A registered guest's session and person by the join token (published sessions only). */
    async joinable(token: string) {
      const [row] = await db
        .select({
          registration_id: webinarRegistrations.id,
          first_joined_at: webinarRegistrations.first_joined_at,
          partner_id: webinarRegistrations.partner_id,
          webinar_id: webinars.id,
          start_time: webinars.start_time,
          end_time: webinars.end_time,
          join_url: webinars.join_url,
          is_in_person: webinars.is_in_person,
          guest_id: webinarUsers.id,
          person_id: webinarUsers.person_id,
          email: webinarUsers.email,
        })
        .from(webinarRegistrations)
        .innerJoin(webinars, eq(webinars.id, webinarRegistrations.webinar_id))
        .innerJoin(webinarUsers, eq(webinarUsers.id, webinarRegistrations.webinar_user_id))
        .where(
          and(
            eq(webinarRegistrations.join_token_hash, hashToken(token)),
            eq(webinarRegistrations.status, "registered"),
            visibleToGuests,
          ),
        );
      return row;
    },
  };
}

import { and, desc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { activities } from "./activities.table.ts";
import { createGuestCatalogueRepository, visibleToGuests } from "./guest-catalogue.repository.ts";
import { webinarRegistrations } from "./webinar-registrations.table.ts";
import { webinars } from "./webinar-sessions.table.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type ActivityInput = Parameters<ReturnType<typeof createGuestCatalogueRepository>["recordActivity"]>[1];

/** The queries of one attendance transaction (replay views, presence beats). */
function attendanceTx(tx: Tx, catalogue: ReturnType<typeof createGuestCatalogueRepository>) {
  return {
    /** Whether the person viewed the session's recording since `since`. */
    async viewedRecordingSince(personId: number, webinarId: number, since: Date): Promise<boolean> {
      const [recent] = await tx
        .select({ id: activities.id })
        .from(activities)
        .where(
          and(
            eq(activities.person_id, personId),
            eq(activities.webinar_id, webinarId),
            eq(activities.kind, "viewed_recording"),
            gt(activities.occurred_at, since),
          ),
        )
        .orderBy(desc(activities.occurred_at))
        .limit(1);
      return Boolean(recent);
    },
    recordActivity: (row: ActivityInput) => catalogue.recordActivity(tx, row),
    /** Marks the guest's registration of the session (if any) as having watched the recording. */
    async markVideoWatched(webinarId: number, guestId: number) {
      await tx
        .update(webinarRegistrations)
        .set({ is_video_watched: true })
        .where(and(eq(webinarRegistrations.webinar_id, webinarId), eq(webinarRegistrations.webinar_user_id, guestId)));
    },
    /** The guest's registration of the session, locked (presence beats of one guest are counted one at a time). */
    async lockRegistration(webinarId: number, guestId: number) {
      const [r] = await tx
        .select({
          id: webinarRegistrations.id,
          partner_id: webinarRegistrations.partner_id,
          status: webinarRegistrations.status,
          first_joined_at: webinarRegistrations.first_joined_at,
          last_presence_at: webinarRegistrations.last_presence_at,
          joined_seconds: webinarRegistrations.joined_seconds,
        })
        .from(webinarRegistrations)
        .where(and(eq(webinarRegistrations.webinar_id, webinarId), eq(webinarRegistrations.webinar_user_id, guestId)))
        .for("update");
      return r;
    },
    async setPresence(registrationId: number, joinedSeconds: number, at: Date) {
      await tx
        .update(webinarRegistrations)
        .set({ joined_seconds: joinedSeconds, last_presence_at: at })
        .where(eq(webinarRegistrations.id, registrationId));
    },
    /** Keeps the "attended" activity's duration in step with the registration's joined seconds. */
    async setAttendedDuration(
      row: { person_id: number; partner_id: number; webinar_id: number },
      durationSeconds: number,
    ) {
      await tx
        .update(activities)
        .set({ duration_seconds: durationSeconds })
        .where(
          and(
            eq(activities.person_id, row.person_id),
            eq(activities.partner_id, row.partner_id),
            eq(activities.webinar_id, row.webinar_id),
            eq(activities.kind, "attended"),
          ),
        );
    },
  };
}

/** What a signed-in guest does inside a session: replay views and presence while live. */
export function createGuestAttendanceRepository(db: Db) {
  const catalogue = createGuestCatalogueRepository(db);
  return {
    transaction<T>(work: (tx: ReturnType<typeof attendanceTx>) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(attendanceTx(tx, catalogue)));
    },
    /** A published session's recording facts; undefined when guests cannot see it. */
    async recordingOf(webinarId: number) {
      const [s] = await db
        .select({
          id: webinars.id,
          partner_id: webinars.partner_id,
          end_time: webinars.end_time,
          recording_url: webinars.recording_url,
          is_recording_available: webinars.is_recording_available,
        })
        .from(webinars)
        .where(and(eq(webinars.id, webinarId), visibleToGuests));
      return s;
    },
    /** A published session's times; undefined when guests cannot see it. */
    async timesOf(webinarId: number) {
      const [s] = await db
        .select({ id: webinars.id, start_time: webinars.start_time, end_time: webinars.end_time })
        .from(webinars)
        .where(and(eq(webinars.id, webinarId), visibleToGuests));
      return s;
    },
  };
}

import { and, asc, eq, gt, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { feedTokenHash } from "../../lib/feed-tokens.ts";
import { hashToken } from "../../lib/tokens.ts";
import { partners } from "../partners/partners.table.ts";
import { visibleToGuests } from "./guest-catalogue.repository.ts";
import { webinarUsers } from "./guests.table.ts";
import { webinarRegistrations } from "./webinar-registrations.table.ts";
import { webinars } from "./webinar-sessions.table.ts";

/** A registered session as a calendar entry needs it, with the guest's locale. */
const sessionColumns = {
  registration_id: webinarRegistrations.id,
  id: webinars.id,
  title: webinars.title,
  start_time: webinars.start_time,
  end_time: webinars.end_time,
  timezone: webinars.timezone,
  is_in_person: webinars.is_in_person,
  location: webinars.location,
  category_id: webinars.category_id,
  created_at: webinars.created_at,
  updated_at: webinars.updated_at,
  host_name: partners.name,
  locale: webinarUsers.locale,
};

/** The guests' calendars: a personal feed's owner and sessions, and one registration's session. */
export function createGuestCalendarRepository(db: Db) {
  const registeredSessions = (where: SQL | undefined) =>
    db
      .select(sessionColumns)
      .from(webinarRegistrations)
      .innerJoin(webinars, eq(webinars.id, webinarRegistrations.webinar_id))
      .innerJoin(partners, eq(partners.id, webinars.partner_id))
      .innerJoin(webinarUsers, eq(webinarUsers.id, webinarRegistrations.webinar_user_id))
      .where(and(eq(webinarRegistrations.status, "registered"), visibleToGuests, where));

  return {
    /** The guest whose feed token this is. */
    async feedOwner(token: string) {
      const [owner] = await db
        .select({ id: webinarUsers.id, first_name: webinarUsers.first_name, locale: webinarUsers.locale })
        .from(webinarUsers)
        .where(eq(webinarUsers.calendar_token_hash, feedTokenHash(token)));
      return owner;
    },
    /** The guest's registered sessions (not cancelled) ending after `endsAfter`, by start. */
    async feedSessions(guestId: number, endsAfter: Date, limit: number) {
      return registeredSessions(
        and(eq(webinarRegistrations.webinar_user_id, guestId), gt(webinars.end_time, endsAfter)),
      )
        .orderBy(asc(webinars.start_time), asc(webinars.id))
        .limit(limit);
    },
    /** One registered session by its registration's join token. */
    async byJoinToken(token: string) {
      const [row] = await registeredSessions(eq(webinarRegistrations.join_token_hash, hashToken(token)));
      return row;
    },
  };
}

export type CalendarSessionRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createGuestCalendarRepository>["byJoinToken"]>>
>;

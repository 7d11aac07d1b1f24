import { and, eq, gte, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { accountRepresentatives, eventBookings } from "../dashboard/dashboard.table.ts";

export interface MeetingEntryRow {
  id: number;
  start_at: Date;
  end_at: Date;
  comments: string | null;
  rep_name: string;
  rep_timezone: string;
}

/**
 * The meetings a user booked (event_bookings): what calendar sync adds to the entries every staff calendar
 * shares (staff-calendar's userCalendarRows), decision 087.
 */
export function createCalendarMeetingsRepository(db: Db) {
  return {
    async meetings(userId: number, from: Date): Promise<MeetingEntryRow[]> {
      return db
        .select({
          id: eventBookings.id,
          start_at: eventBookings.start_at,
          end_at: eventBookings.end_at,
          comments: eventBookings.comments,
          rep_name: accountRepresentatives.name,
          rep_timezone: accountRepresentatives.timezone,
        })
        .from(eventBookings)
        .innerJoin(accountRepresentatives, eq(accountRepresentatives.id, eventBookings.rep_id))
        .where(
          and(eq(eventBookings.user_id, userId), isNull(eventBookings.cancelled_at), gte(eventBookings.end_at, from)),
        );
    },
  };
}

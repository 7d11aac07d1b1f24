import { and, asc, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { BusyInterval } from "../visits/visits.ports.ts";
import { calendarBusyTimes } from "./calendar-sync.table.ts";

/** Busy times read from school users' calendars (decision 101). */
export function createCalendarBusyRepository(db: Db) {
  return {
    /** The user's busy times, replaced whole (a read that found none clears them). */
    async replace(userId: number, partnerId: number, busy: BusyInterval[]) {
      await db.transaction(async (tx) => {
        await tx.delete(calendarBusyTimes).where(eq(calendarBusyTimes.user_id, userId));
        if (busy.length === 0) return;
        await tx
          .insert(calendarBusyTimes)
          .values(busy.map((b) => ({ user_id: userId, partner_id: partnerId, starts_at: b.start, ends_at: b.end })));
      });
    },

    /** The busy times of an institution's connected staff that overlap [from, to), by start. */
    async ofPartner(partnerId: number, from: Date, to: Date): Promise<BusyInterval[]> {
      const rows = await db
        .select({ start: calendarBusyTimes.starts_at, end: calendarBusyTimes.ends_at })
        .from(calendarBusyTimes)
        .where(
          and(
            eq(calendarBusyTimes.partner_id, partnerId),
            lt(calendarBusyTimes.starts_at, to),
            gt(calendarBusyTimes.ends_at, from),
          ),
        )
        .orderBy(asc(calendarBusyTimes.starts_at));
      return rows;
    },
  };
}

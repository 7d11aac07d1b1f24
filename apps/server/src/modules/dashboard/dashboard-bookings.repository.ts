import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { iso, rawReads, rowsOf } from "./dashboard.sql.ts";

/** Meetings booked with the institution's account representative. */
export function createDashboardBookingsRepository(db: Db) {
  const { all } = rawReads(db);

  return {
    async assignedRep(partnerId: number) {
      const [row] = await all<{
        id: number;
        name: string;
        email: string;
        title: string | null;
        timezone: string;
        day_start_hour: number;
        day_end_hour: number;
      }>(sql`
        select r.id, r.name, r.email, r.title, r.timezone, r.day_start_hour, r.day_end_hour
        from partner_account_reps p join account_representatives r on r.id = p.rep_id
        where p.partner_id = ${partnerId}`);
      return row;
    },

    /** Start times (ISO) of the representative's live bookings in a window. */
    async bookedStarts(repId: number, from: Date, to: Date): Promise<string[]> {
      const rows = await all<{ start_at: string }>(sql`
        select ${iso(sql`start_at`)} as start_at from event_bookings
        where rep_id = ${repId} and cancelled_at is null
          and start_at >= ${from.toISOString()}::timestamptz and start_at < ${to.toISOString()}::timestamptz`);
      return rows.map((r) => r.start_at);
    },

    async createBooking(values: {
      partnerId: number;
      userId: number;
      repId: number;
      start: Date;
      end: Date;
      comments: string | null;
    }) {
      const [row] = rowsOf<{ id: number }>(
        await db.execute(sql`
          insert into event_bookings (partner_id, user_id, rep_id, start_at, end_at, comments)
          values (${values.partnerId}, ${values.userId}, ${values.repId}, ${values.start.toISOString()}::timestamptz,
            ${values.end.toISOString()}::timestamptz, ${values.comments})
          returning id`),
      );
      if (!row) throw new Error("booking not created");
      return row.id;
    },

    async upcomingBookings(userId: number, from: Date) {
      return all<{
        id: number;
        start_at: string;
        end_at: string;
        rep_name: string;
        rep_email: string;
        comments: string | null;
      }>(sql`
        select b.id, ${iso(sql`b.start_at`)} as start_at, ${iso(sql`b.end_at`)} as end_at, r.name as rep_name,
          r.email as rep_email, b.comments
        from event_bookings b join account_representatives r on r.id = b.rep_id
        where b.user_id = ${userId} and b.cancelled_at is null and b.end_at > ${from.toISOString()}::timestamptz
        order by b.start_at, b.id`);
    },
  };
}
export type DashboardBookingsRepository = ReturnType<typeof createDashboardBookingsRepository>;

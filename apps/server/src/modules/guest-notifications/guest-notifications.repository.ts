import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { guestNotifications as n } from "./guest-notifications.table.ts";

export type GuestNotificationRow = typeof n.$inferSelect;
export type NewGuestNotification = typeof n.$inferInsert;

/** A guest's notifications; every read and write is scoped to the guest's own rows. */
export function createGuestNotificationsRepository(db: Db) {
  return {
    /** Through the caller's transaction when given. */
    async insert(row: NewGuestNotification, tx: Pick<Db, "insert"> = db) {
      await tx.insert(n).values(row);
    },

    /** One page, newest first, and one more row to tell whether another page follows. */
    async page(guestId: number, offset: number, limit: number) {
      return db
        .select()
        .from(n)
        .where(eq(n.webinar_user_id, guestId))
        .orderBy(desc(n.created_at), desc(n.id))
        .offset(offset)
        .limit(limit + 1);
    },

    async counts(guestId: number) {
      const [row] = await db
        .select({
          total: count(),
          unread: sql<number>`count(*) filter (where ${n.is_read} = false)`.mapWith(Number),
        })
        .from(n)
        .where(eq(n.webinar_user_id, guestId));
      return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
    },

    /** Marks the guest's own notifications read: those among ids (others' ids are ignored), or all. */
    async markRead(guestId: number, ids: readonly number[] | "all") {
      await db
        .update(n)
        .set({ is_read: true })
        .where(
          and(
            eq(n.webinar_user_id, guestId),
            eq(n.is_read, false),
            ids === "all" ? undefined : inArray(n.id, [...ids]),
          ),
        );
    },
  };
}

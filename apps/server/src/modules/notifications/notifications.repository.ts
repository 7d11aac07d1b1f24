import type { Notification, NotificationsListInput, NotificationType } from "@quad/contract/api/notifications";
import { and, count, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../lib/like.ts";
import { notificationCounters, notifications } from "./notifications.table.ts";

export const notificationColumns = {
  id: notifications.id,
  is_read: notifications.is_read,
  message: notifications.message,
  message_key: notifications.message_key,
  message_params: notifications.message_params,
  sub_message: notifications.sub_message,
  notification_type: notifications.notification_type,
  fair_name: notifications.fair_name,
  institute_name: notifications.institute_name,
  program_name: notifications.program_name,
  partner_university: notifications.partner_university,
  partner_school: notifications.partner_school,
  participate_by: notifications.participate_by,
  image_name: notifications.image_name,
  application_id: notifications.application_id,
  event_id: notifications.event_id,
  created_at: notifications.created_at,
};

type Row = { [K in keyof typeof notificationColumns]: unknown } & { created_at: Date; notification_type: string };
export const toNotification = (r: Row) =>
  ({
    ...r,
    notification_type: r.notification_type as NotificationType,
    created_at: r.created_at.toISOString(),
  }) as Notification;

export function createNotificationsRepository(db: Db) {
  function filters(userId: number, input: NotificationsListInput) {
    const pattern = containsPattern(input.search_text);
    return and(
      eq(notifications.user_id, userId),
      input.notification_type ? eq(notifications.notification_type, input.notification_type) : undefined,
      input.is_read !== undefined ? eq(notifications.is_read, input.is_read) : undefined,
      pattern
        ? or(
            ilike(sql`coalesce(${notifications.search_text}, ${notifications.message})`, pattern),
            ilike(notifications.sub_message, pattern),
            ilike(notifications.institute_name, pattern),
          )
        : undefined,
    );
  }

  /** Total and unread from the trigger-kept counters (no scan of the user's rows). */
  async function counts(userId: number) {
    const [row] = await db
      .select({ total: notificationCounters.total, unread: notificationCounters.unread })
      .from(notificationCounters)
      .where(eq(notificationCounters.user_id, userId));
    const total = row?.total ?? 0;
    const unread = row?.unread ?? 0;
    return { total, unread_count: unread, read_count: total - unread };
  }

  return {
    async page(userId: number, input: NotificationsListInput) {
      const rows = await db
        .select(notificationColumns)
        .from(notifications)
        .where(filters(userId, input))
        // NULLS LAST as in the indexes (drizzle's desc() index default), so the newest page is an index range.
        .orderBy(sql`${notifications.created_at} desc nulls last`, sql`${notifications.id} desc nulls last`)
        .limit(input.per_page)
        .offset((input.page_no - 1) * input.per_page);
      return rows.map(toNotification);
    },
    async filterCount(userId: number, input: NotificationsListInput) {
      const [row] = await db.select({ n: count() }).from(notifications).where(filters(userId, input));
      return Number(row?.n ?? 0);
    },
    counts,
    async unreadCount(userId: number) {
      return (await counts(userId)).unread_count;
    },
    async byIds(userId: number, ids: number[]) {
      const rows = await db
        .select(notificationColumns)
        .from(notifications)
        .where(and(eq(notifications.user_id, userId), inArray(notifications.id, ids)))
        .orderBy(notifications.id);
      return rows.map(toNotification);
    },
    async markRead(userId: number, ids: number[] | "all") {
      const rows = await db
        .update(notifications)
        .set({ is_read: true })
        .where(
          and(
            eq(notifications.user_id, userId),
            eq(notifications.is_read, false),
            ids === "all" ? undefined : inArray(notifications.id, ids),
          ),
        )
        .returning({ id: notifications.id });
      return rows.length;
    },
    /** Marks read a person's notifications about one visit (they opened it or acted on it). */
    async markReadAboutEvent(userId: number, eventId: number) {
      const rows = await db
        .update(notifications)
        .set({ is_read: true })
        .where(
          and(eq(notifications.user_id, userId), eq(notifications.event_id, eventId), eq(notifications.is_read, false)),
        )
        .returning({ id: notifications.id });
      return rows.length;
    },
    /** The user's unread notifications about one application (StudentApplication ones link it) become read. */
    async markReadAboutApplication(userId: number, applicationId: number) {
      const rows = await db
        .update(notifications)
        .set({ is_read: true })
        .where(
          and(
            eq(notifications.user_id, userId),
            eq(notifications.notification_type, "StudentApplication"),
            eq(notifications.application_id, applicationId),
            eq(notifications.is_read, false),
          ),
        )
        .returning({ id: notifications.id });
      return rows.length;
    },
    async insert(rows: (typeof notifications.$inferInsert)[]) {
      if (!rows.length) return [];
      return db.insert(notifications).values(rows).returning({ id: notifications.id, user_id: notifications.user_id });
    },
  };
}

import type { Notification, NotificationsListInput, NotificationType } from "@quad/contract/api/notifications";
import { and, count, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../lib/like.ts";
import { partners } from "../partners/partners.table.ts";
import { users } from "../users/users.table.ts";
import { notificationCounters, notifications } from "./notifications.table.ts";

/** Who a notification goes to: the user, their language and zone, and what decides their mail. */
export type RecipientRow = {
  id: number;
  partner_id: number;
  email: string;
  locale: string;
  timezone: string | null;
  partner_timezone: string | null;
  status: string;
  password_hash: string | null;
  email_confirmed_at: Date | null;
  email_preferences: Record<string, boolean> | null;
};

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

  const recipientColumns = {
    id: users.id,
    partner_id: users.partner_id,
    email: users.email,
    locale: users.locale,
    timezone: users.timezone,
    partner_timezone: partners.timezone,
    email_preferences: users.email_preferences,
    status: users.status,
    password_hash: users.password_hash,
    email_confirmed_at: users.email_confirmed_at,
  };
  const selectRecipients = () =>
    db.select(recipientColumns).from(users).innerJoin(partners, eq(partners.id, users.partner_id));

  return {
    /** The active users among `userIds`. */
    async activeUsers(userIds: number[]): Promise<RecipientRow[]> {
      return selectRecipients().where(and(inArray(users.id, userIds), eq(users.status, "active")));
    },
    /** Every active user of an institution. */
    async activeMembers(partnerId: number): Promise<RecipientRow[]> {
      return selectRecipients().where(and(eq(users.partner_id, partnerId), eq(users.status, "active")));
    },
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

import type { NotificationParams } from "@quad/contract/rules/notification-messages";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { partners } from "../partners/partners.table.ts";
import { users } from "../users/users.table.ts";

/** One notification of one user (spec 1 §3 Notification). */
export const notifications = pgTable(
  "notifications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id),
    notification_type: text("notification_type").notNull(),
    /** English text (search, older clients); message_key + message_params render it in any language. */
    message: text("message").notNull(),
    message_key: text("message_key"),
    message_params: jsonb("message_params").$type<NotificationParams>(),
    /** The text in every language the app speaks, so a reader finds it by the words they see. */
    search_text: text("search_text"),
    sub_message: text("sub_message"),
    fair_name: text("fair_name"),
    institute_name: text("institute_name"),
    program_name: text("program_name"),
    partner_university: text("partner_university"),
    partner_school: text("partner_school"),
    participate_by: text("participate_by"),
    image_name: text("image_name"),
    application_id: integer("application_id"),
    event_id: integer("event_id"),
    is_read: boolean("is_read").notNull().default(false),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.user_id, t.created_at.desc(), t.id.desc()),
    index("notifications_user_type_read_idx").on(
      t.user_id,
      t.notification_type,
      t.is_read,
      t.created_at.desc(),
      t.id.desc(),
    ),
    index("notifications_user_unread_idx").on(t.user_id).where(sql`${t.is_read} = false`),
  ],
);

/**
 * Per-user totals kept by statement triggers on notifications (migration 0011), so the list never
 * counts a user's rows on each request.
 */
export const notificationCounters = pgTable("notification_counters", {
  user_id: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  total: integer("total").notNull().default(0),
  unread: integer("unread").notNull().default(0),
});

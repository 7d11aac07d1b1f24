import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { studentApplications } from "../applications/applications.table.ts";
import { webinarUsers } from "../webinars/guests.table.ts";

/**
 * A webinar guest's notifications (decision 056): facts the app words in the reader's language. Today one kind,
 * an application's status or result changed by the institution; the program's and institution's names are kept
 * as they were, so a notification still reads right after a rename.
 */
export const guestNotifications = pgTable(
  "guest_notifications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    webinar_user_id: integer("webinar_user_id")
      .notNull()
      .references(() => webinarUsers.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    application_id: integer("application_id").references(() => studentApplications.id, { onDelete: "set null" }),
    program_name: text("program_name").notNull(),
    institution_name: text("institution_name").notNull(),
    /** The application's status (application_updated); null for a connection by a university (prospect_connected). */
    status: text("status"),
    result: text("result"),
    is_read: boolean("is_read").notNull().default(false),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("guest_notifications_user_created_idx").on(t.webinar_user_id, t.created_at.desc(), t.id.desc()),
    index("guest_notifications_user_unread_idx").on(t.webinar_user_id).where(sql`${t.is_read} = false`),
    check("guest_notifications_kind_check", sql`${t.kind} in ('application_updated','prospect_connected')`),
  ],
);

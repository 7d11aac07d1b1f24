import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { outbox } from "../mail/mail.table.ts";
import { webinarRegistrations } from "./webinar-registrations.table.ts";

/**
 * What background work has mailed a registration (confirmation, waitlisted, reminders, follow-ups, a waitlist offer): one row per
 * registration and kind, written in the same transaction as the mail's outbox row, so that no job, retry,
 * restart or second instance mails the same thing twice (decision 037).
 */
export const webinarMailLog = pgTable(
  "webinar_mail_log",
  {
    registration_id: integer("registration_id")
      .notNull()
      .references(() => webinarRegistrations.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    outbox_id: integer("outbox_id").references(() => outbox.id, { onDelete: "set null" }),
    sent_at: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "webinar_mail_log_pkey", columns: [t.registration_id, t.kind] }),
    index("webinar_mail_log_sent_idx").on(t.sent_at),
    check(
      "webinar_mail_log_kind_check",
      sql`${t.kind} in ('confirmation','waitlisted','reminder_24h','reminder_1h','thanks','replay','waitlist_offer')`,
    ),
  ],
);

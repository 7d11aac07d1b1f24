import { sql } from "drizzle-orm";
import { boolean, check, foreignKey, index, integer, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { users } from "../users/users.table.ts";
import { webinarUsers } from "./guests.table.ts";
import { webinars } from "./webinar-sessions.table.ts";

/**
 * A guest's registration for a webinar, and its attendance: attended_at is the check-in (spec 2
 * "add students to an event"; spec 3 activity "attended a session").
 */
export const webinarRegistrations = pgTable(
  "webinar_registrations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    webinar_id: integer("webinar_id").notNull(),
    partner_id: integer("partner_id").notNull(),
    webinar_user_id: integer("webinar_user_id")
      .notNull()
      .references(() => webinarUsers.id),
    /** registered holds a seat; waitlisted waits for one (ordered by waitlisted_at); cancelled gave it up. */
    status: text("status").notNull().default("registered"),
    waitlisted_at: timestamp("waitlisted_at", { withTimezone: true }),
    /** A freed seat offered to this waitlisted guest until then; the offer passes on after it. */
    offer_expires_at: timestamp("offer_expires_at", { withTimezone: true }),
    cancelled_at: timestamp("cancelled_at", { withTimezone: true }),
    /** The personal join link's token (hash): the host may change the meeting address without mailing again. */
    join_token_hash: text("join_token_hash").unique(),
    first_joined_at: timestamp("first_joined_at", { withTimezone: true }),
    /** Time spent in the live session, summed over joins (seconds). */
    joined_seconds: integer("joined_seconds").notNull().default(0),
    /** The last presence beat of the session page (POST events/{id}/presence): the next beat counts from here. */
    last_presence_at: timestamp("last_presence_at", { withTimezone: true }),
    /** Registered to join live (spec 3 "register (with join option)"). */
    is_attending: boolean("is_attending").notNull().default(true),
    is_video_watched: boolean("is_video_watched").notNull().default(false),
    /** online: the guest registered; walk_in: staff registered them at the door. */
    source: text("source").notNull().default("online"),
    registered_at: timestamp("registered_at", { withTimezone: true }).notNull().defaultNow(),
    attended_at: timestamp("attended_at", { withTimezone: true }),
    check_in_method: text("check_in_method"),
    checked_in_by: integer("checked_in_by").references(() => users.id),
  },
  (t) => [
    foreignKey({
      name: "webinar_registrations_webinar_partner_fk",
      columns: [t.webinar_id, t.partner_id],
      foreignColumns: [webinars.id, webinars.partner_id],
    }).onDelete("cascade"),
    unique("webinar_registrations_webinar_user_key").on(t.webinar_id, t.webinar_user_id),
    index("webinar_registrations_webinar_idx").on(t.webinar_id, t.registered_at, t.id),
    index("webinar_registrations_user_idx").on(t.webinar_user_id),
    check("webinar_registrations_source_check", sql`${t.source} in ('online','walk_in')`),
    check("webinar_registrations_status_check", sql`${t.status} in ('registered','waitlisted','cancelled')`),
    check("webinar_registrations_waitlist_check", sql`(${t.status} = 'waitlisted') = (${t.waitlisted_at} is not null)`),
    index("webinar_registrations_waitlist_idx")
      .on(t.webinar_id, t.waitlisted_at, t.id)
      .where(sql`${t.status} = 'waitlisted'`),
    // Seats held by live offers (counted with every session a guest sees).
    index("webinar_registrations_offer_idx")
      .on(t.webinar_id, t.offer_expires_at)
      .where(sql`${t.status} = 'waitlisted' and ${t.offer_expires_at} is not null`),
    check(
      "webinar_registrations_method_check",
      sql`${t.check_in_method} is null or ${t.check_in_method} in ('qr','manual','walk_in')`,
    ),
    check("webinar_registrations_attended_check", sql`(${t.attended_at} is null) = (${t.check_in_method} is null)`),
  ],
);

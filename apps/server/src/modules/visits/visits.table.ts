import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { partners } from "../partners/partners.table.ts";
import { users } from "../users/users.table.ts";
import { availabilitySlots } from "./availability.table.ts";

export const EVENT_STATUSES = ["requested", "pending", "confirm", "declined", "cancel", "reschedule"] as const;

/** A school visit between a university and a school (spec 2 §3 Event, Visit). */
export const events = pgTable(
  "events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    school_partner_id: integer("school_partner_id")
      .notNull()
      .references(() => partners.id),
    university_partner_id: integer("university_partner_id")
      .notNull()
      .references(() => partners.id),
    slot_id: integer("slot_id").references(() => availabilitySlots.id, { onDelete: "set null" }),
    event_date: date("event_date", { mode: "string" }),
    start_minute: integer("start_minute"),
    end_minute: integer("end_minute"),
    timezone: text("timezone"),
    status: text("status").notNull(),
    /** Whether this visit holds one of its slot date's places. */
    holds_capacity: integer("holds_capacity").notNull().default(0),
    note: text("note"),
    attendees: jsonb("attendees").$type<{ name: string; email: string }[]>().notNull().default([]),
    location: text("location"),
    reason: text("reason"),
    /** The visit's revision for calendar files (iCalendar SEQUENCE): 0 when made, +1 on every change mailed. */
    sequence: integer("sequence").notNull().default(0),
    created_by: integer("created_by").references(() => users.id),
    /** The last change each side made (creating the visit counts): what makes a visit New or Updated for the other. */
    school_changed_at: timestamp("school_changed_at", { withTimezone: true }),
    university_changed_at: timestamp("university_changed_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("events_school_idx").on(t.school_partner_id, t.event_date),
    index("events_university_idx").on(t.university_partner_id, t.event_date),
    check(
      "events_status_check",
      sql`${t.status} in ('requested','pending','confirm','declined','cancel','reschedule')`,
    ),
    check("events_holds_capacity_check", sql`${t.holds_capacity} in (0, 1)`),
    // One university never holds two live visits on the same slot date.
    uniqueIndex("events_university_slot_date_key")
      .on(t.university_partner_id, t.slot_id, t.event_date)
      .where(sql`${t.status} in ('pending','confirm','reschedule')`),
  ],
);

/** When a person last saw a visit (opened it or acted on it): it clears New and Updated for them. */
export const eventViews = pgTable(
  "event_views",
  {
    event_id: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    seen_at: timestamp("seen_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.event_id] })],
);

/** Who changed a visit's status, when, from what to what, and why. */
export const eventAudits = pgTable(
  "event_audits",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    event_id: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    user_id: integer("user_id").references(() => users.id),
    from_status: text("from_status"),
    to_status: text("to_status").notNull(),
    reason: text("reason"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("event_audits_event_idx").on(t.event_id)],
);

/** A university's rating of a past visit (spec 2: feedback, 1 to 5 with a comment). */
export const eventFeedbacks = pgTable(
  "event_feedbacks",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    event_id: integer("event_id")
      .notNull()
      .unique()
      .references(() => events.id, { onDelete: "cascade" }),
    school_partner_id: integer("school_partner_id")
      .notNull()
      .references(() => partners.id),
    university_partner_id: integer("university_partner_id")
      .notNull()
      .references(() => partners.id),
    user_id: integer("user_id").references(() => users.id),
    rating: integer("rating").notNull(),
    comment: text("comment"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("event_feedbacks_school_idx").on(t.school_partner_id, t.created_at),
    check("event_feedbacks_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);

import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { partners } from "../partners/partners.table.ts";
import { users } from "../users/users.table.ts";

/** One saved availability (single or bulk): a date range holding weekday slots. */
export const availabilities = pgTable(
  "availabilities",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id),
    start_date: date("start_date", { mode: "string" }).notNull(),
    end_date: date("end_date", { mode: "string" }).notNull(),
    is_bulk_upload: boolean("is_bulk_upload").notNull().default(false),
    created_by: integer("created_by").references(() => users.id),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("availabilities_dates_check", sql`${t.end_date} >= ${t.start_date}`)],
);

/**
 * A weekly slot: weekday (1 Monday … 7 Sunday) and wall-clock minutes in the school's zone.
 * An exclusion constraint (migration 0005) keeps a school's slots from overlapping.
 */
export const availabilitySlots = pgTable(
  "availability_slots",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    availability_id: integer("availability_id")
      .notNull()
      .references(() => availabilities.id, { onDelete: "cascade" }),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id),
    day: integer("day").notNull(),
    start_minute: integer("start_minute").notNull(),
    end_minute: integer("end_minute").notNull(),
    capacity: integer("capacity").notNull(),
    start_date: date("start_date", { mode: "string" }).notNull(),
    end_date: date("end_date", { mode: "string" }).notNull(),
  },
  (t) => [
    index("availability_slots_partner_idx").on(t.partner_id, t.day),
    check("availability_slots_day_check", sql`${t.day} between 1 and 7`),
    check(
      "availability_slots_minutes_check",
      sql`${t.start_minute} >= 0 and ${t.end_minute} <= 1440 and ${t.end_minute} - ${t.start_minute} >= 10`,
    ),
    check("availability_slots_capacity_check", sql`${t.capacity} between 1 and 20`),
  ],
);

/** Confirmed visits per slot date; `booked` never passes the slot's capacity. */
export const slotBookings = pgTable(
  "slot_bookings",
  {
    slot_id: integer("slot_id")
      .notNull()
      .references(() => availabilitySlots.id, { onDelete: "cascade" }),
    event_date: date("event_date", { mode: "string" }).notNull(),
    booked: integer("booked").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.slot_id, t.event_date] }),
    check("slot_bookings_booked_check", sql`${t.booked} >= 0`),
  ],
);

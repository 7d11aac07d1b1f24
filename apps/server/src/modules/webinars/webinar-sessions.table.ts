import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { partners } from "../partners/partners.table.ts";
import { users } from "../users/users.table.ts";
import { providerEvents, webinarCategories } from "./webinar-catalogue.table.ts";

/**
 * A webinar or event session a partner runs (spec 3 §3 "Webinar session / event"; the `webinar_id`
 * of spec 2 §7's mobile check-in calls). Field names follow spec 3; the webinars issue extends this
 * table (categories, recordings, Q&A) rather than replacing it. docs/decisions/016-check-in-webinar-model.md
 */
export const webinars = pgTable(
  "webinars",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id),
    title: text("title").notNull(),
    description: text("description"),
    start_time: timestamp("start_time", { withTimezone: true }).notNull(),
    end_time: timestamp("end_time", { withTimezone: true }).notNull(),
    /** IANA zone the partner announced the session in (times are shown with its label). */
    timezone: text("timezone").notNull(),
    is_in_person: boolean("is_in_person").notNull().default(false),
    location: text("location"),
    join_url: text("join_url"),
    is_recording_available: boolean("is_recording_available").notNull().default(false),
    is_slido_embed: boolean("is_slido_embed").notNull().default(false),
    /** The provider's category (spec 3 category_id) and the provider's event it belongs to (event_id), if any. */
    category_id: integer("category_id").references(() => webinarCategories.id),
    provider_event_id: integer("provider_event_id").references(() => providerEvents.id),
    /** Seats; null is unlimited. Registrations beyond it wait on the list. */
    capacity: integer("capacity"),
    recording_url: text("recording_url"),
    speakers: jsonb("speakers").$type<{ name: string; title?: string }[]>().notNull().default([]),
    is_featured: boolean("is_featured").notNull().default(false),
    cancelled_at: timestamp("cancelled_at", { withTimezone: true }),
    status: text("status").notNull().default("published"),
    /**
     * Registrations holding a seat (status registered), and those not cancelled (registered or waiting):
     * kept by triggers on webinar_registrations in the same transaction as each change, so the catalogue
     * reads them instead of counting a million rows. Seats are still counted under the row lock when taken.
     */
    seats_taken: integer("seats_taken").notNull().default(0),
    registrations_count: integer("registrations_count").notNull().default(0),
    created_by: integer("created_by").references(() => users.id),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("webinars_partner_start_idx").on(t.partner_id, t.start_time),
    // Target of the registrations' (webinar_id, partner_id) key: a registration's partner is its webinar's.
    unique("webinars_id_partner_key").on(t.id, t.partner_id),
    check("webinars_time_check", sql`${t.end_time} > ${t.start_time}`),
    check("webinars_status_check", sql`${t.status} in ('draft','published','cancelled')`),
    check("webinars_capacity_check", sql`${t.capacity} is null or ${t.capacity} between 1 and 100000`),
    index("webinars_category_start_idx").on(t.category_id, t.start_time),
    index("webinars_start_idx").on(t.start_time),
    // The guest catalogue reads published, not cancelled sessions only (decision 035):
    // a category's tabs and counts,
    index("webinars_visible_category_idx")
      .on(t.category_id, t.start_time, t.end_time)
      .where(sql`${t.status} = 'published' and ${t.cancelled_at} is null`),
    // trending (most registrations first),
    index("webinars_visible_trending_idx")
      .on(t.registrations_count.desc(), t.start_time, t.id)
      .where(sql`${t.status} = 'published' and ${t.cancelled_at} is null`),
    // and what is live at a moment (start <= moment < end).
    index("webinars_visible_live_idx")
      .using("gist", sql`tstzrange(${t.start_time}, ${t.end_time})`)
      .where(sql`${t.status} = 'published' and ${t.cancelled_at} is null`),
  ],
);

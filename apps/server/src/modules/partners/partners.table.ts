import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { countries, schoolSizes, states } from "../reference/reference.table.ts";

/**
 * An institution: University, School or ApplicationClient (spec 1 §3 Partner and School).
 * status: pending (registered, email not yet validated), awaiting_approval, active, inactive.
 * registered_at is null for directory institutions nobody has claimed yet.
 */
export const partners = pgTable(
  "partners",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    institute_type: text("institute_type").notNull(),
    name: text("name").notNull(),
    status: text("status").notNull().default("active"),
    registered_at: timestamp("registered_at", { withTimezone: true }),
    approved_at: timestamp("approved_at", { withTimezone: true }),
    country_id: integer("country_id").references(() => countries.id),
    state_id: integer("state_id").references(() => states.id),
    city: text("city"),
    address: text("address"),
    postal_code: text("postal_code"),
    timezone: text("timezone"),
    email: text("email"),
    contact: text("contact"),
    website: text("website"),
    description: varchar("description", { length: 250 }),
    logo: text("logo"),
    brochure: text("brochure"),
    images: jsonb("images").$type<string[]>().notNull().default([]),
    virtual_tour_link: text("virtual_tour_link"),
    video_links: jsonb("video_links").$type<string[]>().notNull().default([]),
    facebook_url: text("facebook_url"),
    instagram_url: text("instagram_url"),
    youtube_url: text("youtube_url"),
    top_majors: jsonb("top_majors").$type<string[]>().notNull().default([]),
    avg_sat: integer("avg_sat"),
    avg_act: integer("avg_act"),
    avg_ib: integer("avg_ib"),
    avg_gpa: numeric("avg_gpa", { precision: 3, scale: 2 }),
    avg_ielts: numeric("avg_ielts", { precision: 2, scale: 1 }),
    avg_toefl: integer("avg_toefl"),
    avg_duolingo: integer("avg_duolingo"),
    testimonials: jsonb("testimonials").$type<{ author: string; text: string }[]>().notNull().default([]),
    calendar_sync: boolean("calendar_sync").notNull().default(false),
    is_zoom_connected: boolean("is_zoom_connected").notNull().default(false),
    zoom_email: text("zoom_email"),
    // School fields
    school_size_id: integer("school_size_id").references(() => schoolSizes.id),
    school_type: text("school_type"),
    ceeb_code: text("ceeb_code"),
    instructions: text("instructions"),
    confirmation_message: text("confirmation_message"),
    is_event_auto_accept: boolean("is_event_auto_accept").notNull().default(false),
    // Availability settings (School)
    primary_contact_user_id: integer("primary_contact_user_id"),
    notified_contact_ids: jsonb("notified_contact_ids").$type<number[]>().notNull().default([]),
    publish_events: boolean("publish_events").notNull().default(false),
    event_location: text("event_location"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("partners_institute_type_check", sql`${t.institute_type} in ('University','School','ApplicationClient')`),
    check("partners_status_check", sql`${t.status} in ('pending','awaiting_approval','active','inactive')`),
    check(
      "partners_school_type_check",
      sql`${t.school_type} is null or ${t.school_type} in ('public_partner','private_partner','international')`,
    ),
    index("partners_type_name_idx").on(t.institute_type, sql`lower(${t.name})`),
    index("partners_country_idx").on(t.country_id),
    index("partners_type_name_id_idx").on(t.institute_type, t.name, t.id),
  ],
);

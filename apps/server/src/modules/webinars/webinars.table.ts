import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { partners } from "../partners/partners.table.ts";
import { countries } from "../reference/reference.table.ts";
import { users } from "../users/users.table.ts";

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
    status: text("status").notNull().default("published"),
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
  ],
);

/**
 * A webinar guest: student, parent or counselor (spec 3 §1 "event guests", §2 registration fields).
 * Guests are not partner users and belong to no partner; a student's school is a School partner of
 * the directory when known, else the free-text institute_name.
 */
export const webinarUsers = pgTable(
  "webinar_users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull(),
    first_name: text("first_name").notNull(),
    last_name: text("last_name").notNull(),
    role: text("role").notNull().default("student"),
    school_partner_id: integer("school_partner_id").references(() => partners.id),
    institute_name: text("institute_name"),
    graduation_year: integer("graduation_year"),
    date_of_birth: date("date_of_birth", { mode: "string" }),
    country_id: integer("country_id").references(() => countries.id),
    state: text("state"),
    city: text("city"),
    postal_code: text("postal_code"),
    phone: text("phone"),
    locale: text("locale").notNull().default("en-US"),
    required_fields_filled: boolean("required_fields_filled").notNull().default(false),
    /** Set when the guest creates a webinar-area sign-in; null for guests registered at the door. */
    password_hash: text("password_hash"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("webinar_users_email_key").on(sql`lower(${t.email})`),
    index("webinar_users_school_idx").on(t.school_partner_id),
    check("webinar_users_role_check", sql`${t.role} in ('student','parent','counselor')`),
    check("webinar_users_locale_check", sql`${t.locale} in ('en-US','zh-CN')`),
  ],
);

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
    check(
      "webinar_registrations_method_check",
      sql`${t.check_in_method} is null or ${t.check_in_method} in ('qr','manual','walk_in')`,
    ),
    check("webinar_registrations_attended_check", sql`(${t.attended_at} is null) = (${t.check_in_method} is null)`),
  ],
);

import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { partners } from "../partners/partners.table.ts";
import { countries } from "../reference/reference.table.ts";
import { users } from "../users/users.table.ts";
import { people } from "./people.table.ts";

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
    /** One identity across guests, leads and applicants (see people). */
    person_id: integer("person_id").references(() => people.id),
    gender: text("gender"),
    citizenship_country_id: integer("citizenship_country_id").references(() => countries.id),
    /** Planned university start, e.g. "2027-09" (year and month). */
    planned_start: text("planned_start"),
    scores: jsonb("scores").$type<Record<string, string>>().notNull().default({}),
    academic_interests: jsonb("academic_interests").$type<string[]>().notNull().default([]),
    timezone: text("timezone"),
    /** Unguessable token of the guest's calendar feed (iCalendar); null when revoked or never made. */
    calendar_token_hash: text("calendar_token_hash").unique(),
    required_fields_filled: boolean("required_fields_filled").notNull().default(false),
    /**
     * When the student chose to be discoverable by universities (issue 26 §3, decision 111); null: not
     * discoverable (the default). Triggers keep the prospects search table in step (migration 0046).
     */
    discoverable_at: timestamp("discoverable_at", { withTimezone: true }),
    /** Set when the guest creates a webinar-area sign-in; null for guests registered at the door. */
    password_hash: text("password_hash"),
    /**
     * The School partner user acting in the webinar area through this account (spec 3 §2: school users
     * sign in with their school account); null for guests with their own sign-in only.
     */
    partner_user_id: integer("partner_user_id")
      .unique()
      .references(() => users.id, { onDelete: "set null" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("webinar_users_email_key").on(sql`lower(${t.email})`),
    index("webinar_users_school_idx").on(t.school_partner_id),
    check("webinar_users_role_check", sql`${t.role} in ('student','parent','counselor')`),
    check("webinar_users_locale_check", sql`${t.locale} in ('en-US','zh-CN')`),
    check("webinar_users_gender_check", sql`${t.gender} is null or ${t.gender} in ('male','female','other')`),
    index("webinar_users_person_idx").on(t.person_id),
  ],
);

/** Signed-in sessions of webinar guests (separate from partner staff); only the SHA-256 of the token is kept. */
export const webinarSessions = pgTable(
  "webinar_sessions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    webinar_user_id: integer("webinar_user_id")
      .notNull()
      .references(() => webinarUsers.id, { onDelete: "cascade" }),
    token_hash: text("token_hash").notNull().unique(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("webinar_sessions_user_idx").on(t.webinar_user_id)],
);

/** Single-use tokens of webinar guests (password reset). */
export const webinarUserTokens = pgTable(
  "webinar_user_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    webinar_user_id: integer("webinar_user_id")
      .notNull()
      .references(() => webinarUsers.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    token_hash: text("token_hash").notNull().unique(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    used_at: timestamp("used_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("webinar_user_tokens_purpose_check", sql`${t.purpose} in ('password_reset')`)],
);

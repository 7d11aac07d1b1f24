import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { partners } from "../partners/partners.table.ts";

export type EmailPreferences = Record<string, boolean>;

/** Partner staff (spec 1 §3 User). */
export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id),
    email: text("email").notNull(),
    password_hash: text("password_hash"),
    first_name: text("first_name").notNull(),
    last_name: text("last_name").notNull(),
    phone: text("phone"),
    phone_country_code: text("phone_country_code"),
    designation: text("designation"),
    biography: text("biography"),
    gender: text("gender"),
    profile_photo: text("profile_photo"),
    role: text("role").notNull().default("member"),
    status: text("status").notNull().default("active"),
    is_onboard: boolean("is_onboard").notNull().default(false),
    is_support_user: boolean("is_support_user").notNull().default(false),
    is_calender_expired: boolean("is_calender_expired").notNull().default(false),
    locale: text("locale").notNull().default("en-US"),
    timezone: text("timezone"),
    required_fields_filled: boolean("required_fields_filled").notNull().default(false),
    email_preferences: jsonb("email_preferences").$type<EmailPreferences>().notNull().default({}),
    privacy_policy_accepted_at: timestamp("privacy_policy_accepted_at", { withTimezone: true }),
    email_confirmed_at: timestamp("email_confirmed_at", { withTimezone: true }),
    last_login: timestamp("last_login", { withTimezone: true }),
    last_connections_download_at: timestamp("last_connections_download_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(sql`lower(${t.email})`),
    index("users_partner_idx").on(t.partner_id),
    index("users_partner_name_idx").on(t.partner_id, t.first_name, t.last_name, t.id),
    check("users_role_check", sql`${t.role} in ('member','admin','admission_officer')`),
    check("users_status_check", sql`${t.status} in ('active','deactivated')`),
    check("users_gender_check", sql`${t.gender} is null or ${t.gender} in ('male','female','other')`),
    check("users_locale_check", sql`${t.locale} in ('en-US','zh-CN')`),
  ],
);

/** Per-user switches the app keeps (spec 1 §3 User configuration). */
export const userConfigurations = pgTable("user_configurations", {
  user_id: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  is_dashboard_onboarding_complete: boolean("is_dashboard_onboarding_complete").notNull().default(false),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Demo and contact requests sent to customer success (contact_uem). */
export const contactRequests = pgTable(
  "contact_requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id),
    request_type: text("request_type").notNull(),
    comments: text("comments").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_requests_partner_idx").on(t.partner_id)],
);

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
import { people } from "../webinars/webinars.table.ts";

/** A lead category a University or ApplicationClient defines for its connections (spec 1 §7). */
export const leadCategories = pgTable(
  "lead_categories",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id),
    name: text("name").notNull(),
    created_by: integer("created_by").references(() => users.id),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("lead_categories_partner_name_key").on(t.partner_id, sql`lower(${t.name})`)],
);

/**
 * A connection (lead): one person linked to one institution (issue 11 §1). Born from the person's
 * activities with the institution; the profile columns are the person's details as last known,
 * copied here so that a partner's list filters and searches one table.
 */
export const connections = pgTable(
  "connections",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id),
    person_id: integer("person_id")
      .notNull()
      .references(() => people.id),
    user_type: text("user_type").notNull(),
    /** How the person first came: webinar, visit, profile_view, added (by staff). */
    source: text("source").notNull(),
    list_state: text("list_state"),
    lead_category_id: integer("lead_category_id").references(() => leadCategories.id, { onDelete: "set null" }),
    next_step: text("next_step"),
    /**
     * The tier the institution's plan gave it (decisions 104, 105): made from activities, the plan's connections
     * tier (migration 0044); unlocked to paid by the connections-unlock job. Not paid: email and phone withheld.
     */
    access_tier: text("access_tier").notNull().default("paid"),
    // Profile (spec 2 §3 labels).
    first_name: text("first_name").notNull().default(""),
    last_name: text("last_name").notNull().default(""),
    email: text("email").notNull(),
    phone: text("phone"),
    gender: text("gender"),
    date_of_birth: date("date_of_birth", { mode: "string" }),
    country_id: integer("country_id").references(() => countries.id),
    state: text("state"),
    city: text("city"),
    citizenship_ids: integer("citizenship_ids").array().notNull().default(sql`'{}'::integer[]`),
    graduation_year: integer("graduation_year"),
    interest: text("interest"),
    fit: text("fit"),
    status: text("status"),
    academic_interests: text("academic_interests").array().notNull().default(sql`'{}'::text[]`),
    course_interests: text("course_interests").array().notNull().default(sql`'{}'::text[]`),
    /** sat, act, toefl, ielts, duolingo, gpa, ib, a_level. */
    scores: jsonb("scores").$type<Record<string, string | number>>().notNull().default({}),
    school_partner_id: integer("school_partner_id").references(() => partners.id),
    school_name: text("school_name"),
    school_state: text("school_state"),
    school_city: text("school_city"),
    // Privacy (issue 11 §1): a minor's contact details need a guardian's consent; a withdrawal disconnects.
    guardian_consent_at: timestamp("guardian_consent_at", { withTimezone: true }),
    /** Legacy: one English sentence (before migration 0030); new records fill the three fields below. */
    guardian_consent_by: text("guardian_consent_by"),
    /** The guardian who gave consent, how (CONSENT_METHODS) and which staff member recorded it. */
    guardian_consent_given_by: text("guardian_consent_given_by"),
    guardian_consent_method: text("guardian_consent_method"),
    guardian_consent_recorded_by: integer("guardian_consent_recorded_by").references(() => users.id),
    disconnected_at: timestamp("disconnected_at", { withTimezone: true }),
    // Engagement summary, kept with each activity.
    activities_count: integer("activities_count").notNull().default(0),
    first_activity_at: timestamp("first_activity_at", { withTimezone: true }),
    last_activity_at: timestamp("last_activity_at", { withTimezone: true }),
    /** The kinds and the webinars of the person's activities with the institution, sorted, kept by the activities triggers (migration 0029). */
    activity_kinds: text("activity_kinds").array().notNull().default(sql`'{}'::text[]`),
    webinar_ids: integer("webinar_ids").array().notNull().default(sql`'{}'::integer[]`),
    // New / Updated badges (spec 2 §9): changed after the institution last looked.
    changed_at: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    viewed_at: timestamp("viewed_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Name, email and school in lower case: what the search box matches (trigram index). */
    search_text: text("search_text").generatedAlwaysAs(
      sql`lower(first_name || ' ' || last_name || ' ' || email || ' ' || coalesce(school_name, ''))`,
    ),
  },
  (t) => [
    index("connections_search_idx").using("gin", sql`${t.search_text} gin_trgm_ops`),
    uniqueIndex("connections_partner_person_key").on(t.partner_id, t.person_id),
    index("connections_partner_type_idx").on(t.partner_id, t.user_type, t.created_at, t.id),
    index("connections_partner_country_idx").on(t.partner_id, t.country_id),
    index("connections_partner_year_idx").on(t.partner_id, t.graduation_year),
    index("connections_partner_state_idx").on(t.partner_id, t.list_state),
    index("connections_person_idx").on(t.person_id),
    index("connections_activity_kinds_idx").using("gin", t.activity_kinds),
    index("connections_webinar_ids_idx").using("gin", t.webinar_ids),
    check("connections_user_type_check", sql`${t.user_type} in ('student','guardian','counsellor')`),
    check(
      "connections_source_check",
      sql`${t.source} in ('webinar','visit','profile_view','added','application','prospect')`,
    ),
    check(
      "connections_list_state_check",
      sql`${t.list_state} is null or ${t.list_state} in ('shortlisted','longlisted','applying','applied','offered')`,
    ),
    check("connections_access_tier_check", sql`${t.access_tier} in ('no_access','paid','free')`),
  ],
);

/** Every list-state change of a connection, kept (issue 11 §4 "with its history kept"). */
export const connectionStateChanges = pgTable(
  "connection_state_changes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    connection_id: integer("connection_id")
      .notNull()
      .references(() => connections.id, { onDelete: "cascade" }),
    from_state: text("from_state"),
    to_state: text("to_state"),
    changed_by: integer("changed_by").references(() => users.id),
    changed_at: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("connection_state_changes_connection_idx").on(t.connection_id, t.changed_at)],
);

/** A connections download (issue 11 §3): who, when, which filter, how far it got, where the file is. */
export const connectionExports = pgTable(
  "connection_exports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id),
    filters: jsonb("filters").$type<Record<string, unknown>>().notNull().default({}),
    /** The columns written, in order, with their headers (the mapping at the time of the request). */
    columns: jsonb("columns").$type<{ key: string; header: string }[]>().notNull().default([]),
    status: text("status").notNull().default("preparing"),
    expected_rows: integer("expected_rows"),
    rows_written: integer("rows_written").notNull().default(0),
    file_key: text("file_key"),
    error: text("error"),
    requested_at: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp("finished_at", { withTimezone: true }),
    mailed_at: timestamp("mailed_at", { withTimezone: true }),
  },
  (t) => [
    index("connection_exports_user_idx").on(t.partner_id, t.user_id, t.requested_at),
    check("connection_exports_status_check", sql`${t.status} in ('preparing','email_sent','failed')`),
  ],
);

/** A partner's download format (spec 1 §7 partner_mapping.mapping_columns): which columns, in which order, named how. */
export const partnerMappings = pgTable("partner_mappings", {
  partner_id: integer("partner_id")
    .primaryKey()
    .references(() => partners.id),
  mapping_columns: jsonb("mapping_columns").$type<{ key: string; header: string }[]>().notNull().default([]),
  updated_by: integer("updated_by").references(() => users.id),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The CRM an institution chose and the credentials saved for it (spec 1 §7). */
export const crmIntegrations = pgTable("crm_integrations", {
  partner_id: integer("partner_id")
    .primaryKey()
    .references(() => partners.id),
  crm_name: text("crm_name").notNull(),
  endpoint_url: text("endpoint_url"),
  username: text("username"),
  /** Encrypted by the configuration repository (decision 102); never sent back to the browser. */
  secret: text("secret"),
  is_active: boolean("is_active").notNull().default(true),
  last_tested_at: timestamp("last_tested_at", { withTimezone: true }),
  last_test_ok: boolean("last_test_ok"),
  updated_by: integer("updated_by").references(() => users.id),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

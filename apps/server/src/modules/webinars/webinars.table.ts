import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { partners } from "../partners/partners.table.ts";
import { countries } from "../reference/reference.table.ts";
import { users } from "../users/users.table.ts";

/**
 * One person across Quad's areas: a webinar guest, later a lead of several universities, later an applicant.
 * Matched by email (lower-cased); every area's row points here.
 */
export const people = pgTable(
  "people",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("people_email_key").on(sql`lower(${t.email})`)],
);

/** The provider's webinar categories (spec 3 category_id); Quad's operators run them. */
export const webinarCategories = pgTable(
  "webinar_categories",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    name_zh: text("name_zh"),
    description: text("description"),
    description_zh: text("description_zh"),
    image_name: text("image_name"),
    position: integer("position").notNull().default(0),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("webinar_categories_name_key").on(sql`lower(${t.name})`)],
);

/** The provider's events (fairs, webinar series) that universities take part in (spec 3 /event/{product}-events). */
export const providerEvents = pgTable(
  "provider_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    category_id: integer("category_id")
      .notNull()
      .references(() => webinarCategories.id),
    title: text("title").notNull(),
    description: text("description"),
    start_time: timestamp("start_time", { withTimezone: true }).notNull(),
    end_time: timestamp("end_time", { withTimezone: true }).notNull(),
    timezone: text("timezone").notNull(),
    status: text("status").notNull().default("published"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("provider_events_category_start_idx").on(t.category_id, t.start_time),
    check("provider_events_time_check", sql`${t.end_time} > ${t.start_time}`),
    check("provider_events_status_check", sql`${t.status} in ('draft','published','cancelled')`),
  ],
);

/** A university's or application client's participation in a provider's event (Participate / withdraw). */
export const providerEventParticipants = pgTable(
  "provider_event_participants",
  {
    provider_event_id: integer("provider_event_id")
      .notNull()
      .references(() => providerEvents.id, { onDelete: "cascade" }),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id),
    joined_at: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    joined_by: integer("joined_by").references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.provider_event_id, t.partner_id] }), index("pep_partner_idx").on(t.partner_id)],
);

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

export const ACTIVITY_KINDS = [
  "registered",
  "waitlisted",
  "cancelled",
  "attended",
  "watched_video",
  "viewed_recording",
] as const;

/**
 * What a person did with a hosting institution's webinars, when: the seed of connections (issue 10 §5).
 * attended carries the time spent (seconds) when known, and how (join link or check-in).
 */
export const activities = pgTable(
  "activities",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    person_id: integer("person_id")
      .notNull()
      .references(() => people.id),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id),
    kind: text("kind").notNull(),
    webinar_id: integer("webinar_id").references(() => webinars.id, { onDelete: "set null" }),
    duration_seconds: integer("duration_seconds"),
    via: text("via"),
    /** The school visit a visit sign-up belongs to. */
    event_id: integer("event_id"),
    /** What staff wrote with an activity they added (note, call, meeting, email). */
    note: text("note"),
    /** The team member who added it; null for what the person did. */
    created_by: integer("created_by"),
    occurred_at: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // person_id last: "new activities" (dashboard) count by person from the index alone.
    index("activities_partner_time_idx").on(t.partner_id, t.occurred_at, t.id, t.person_id),
    index("activities_person_idx").on(t.person_id, t.occurred_at),
    index("activities_partner_person_idx").on(t.partner_id, t.person_id, t.occurred_at, t.id),
    check(
      "activities_kind_check",
      sql`${t.kind} in ('registered','waitlisted','cancelled','attended','watched_video','viewed_recording','visit_signup','profile_view','note','call','meeting','email','applied')`,
    ),
  ],
);

import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { partners } from "../partners/partners.table.ts";
import { webinarUsers } from "../webinars/guests.table.ts";
import { people } from "../webinars/people.table.ts";
import { webinars } from "../webinars/webinar-sessions.table.ts";

/**
 * The discoverable people a University searches (issue 26 §3, decision 110): one row per student who chose to be
 * discoverable, written only by the triggers of migration 0046 on webinar_users (opt-in, withdrawal, profile
 * changes). It holds what the search filters and shows, never an email, a phone or an address.
 */
export const prospects = pgTable(
  "prospects",
  {
    guest_id: integer("guest_id")
      .primaryKey()
      .references(() => webinarUsers.id, { onDelete: "cascade" }),
    person_id: integer("person_id")
      .notNull()
      .references(() => people.id),
    user_type: text("user_type").notNull(),
    first_name: text("first_name").notNull(),
    last_initial: text("last_initial").notNull(),
    country_id: integer("country_id"),
    state: text("state"),
    graduation_year: integer("graduation_year"),
    academic_interests: text("academic_interests").array().notNull().default(sql`'{}'::text[]`),
    gender: text("gender"),
    school_city: text("school_city"),
    date_of_birth: date("date_of_birth", { mode: "string" }),
    opted_in_at: timestamp("opted_in_at", { withTimezone: true }).notNull(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("prospects_recent_idx").on(t.opted_in_at.desc(), t.guest_id.desc()),
    index("prospects_country_idx").on(t.country_id, t.graduation_year, t.opted_in_at.desc(), t.guest_id.desc()),
    index("prospects_year_idx").on(t.graduation_year, t.opted_in_at.desc(), t.guest_id.desc()),
    index("prospects_interests_idx").using("gin", t.academic_interests),
    index("prospects_person_idx").on(t.person_id),
    check("prospects_user_type_check", sql`${t.user_type} in ('student','guardian','counsellor')`),
  ],
);

/** A prospect invited to a University's session (decision 112): once per prospect and session, mailed by a job. */
export const prospectInvitations = pgTable(
  "prospect_invitations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    webinar_id: integer("webinar_id")
      .notNull()
      .references(() => webinars.id, { onDelete: "cascade" }),
    guest_id: integer("guest_id")
      .notNull()
      .references(() => webinarUsers.id, { onDelete: "cascade" }),
    created_by: integer("created_by"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    mailed_at: timestamp("mailed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("prospect_invitations_webinar_guest_key").on(t.webinar_id, t.guest_id),
    index("prospect_invitations_unmailed_idx").on(t.webinar_id, t.id).where(sql`${t.mailed_at} is null`),
  ],
);

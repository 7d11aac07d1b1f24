import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { partners } from "../partners/partners.table.ts";
import { people } from "./people.table.ts";
import { webinars } from "./webinar-sessions.table.ts";

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
      sql`${t.kind} in ('registered','waitlisted','cancelled','attended','watched_video','viewed_recording','visit_signup','profile_view','note','call','meeting','email','applied','prospect_connect')`,
    ),
  ],
);

/**
 * The insight reports' rollups (issue 26 §2, decision 108; migration 0045, hand-written with the function that
 * rebuilds them, `insights_refresh`): the platform's people by graduation year, country and user type (each person
 * once), once per academic interest and once per webinar category, and each institution's live connections.
 * Unknown values are stored as 0 or '' so they take part in the primary key.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";

export const insightPeople = pgTable(
  "insight_people",
  {
    graduation_year: integer("graduation_year").notNull(),
    country_id: integer("country_id").notNull(),
    user_type: text("user_type").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ name: "insight_people_pk", columns: [t.graduation_year, t.country_id, t.user_type] })],
);

export const insightInterests = pgTable(
  "insight_interests",
  {
    interest: text("interest").notNull(),
    graduation_year: integer("graduation_year").notNull(),
    country_id: integer("country_id").notNull(),
    user_type: text("user_type").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [
    primaryKey({
      name: "insight_interests_pk",
      columns: [t.interest, t.graduation_year, t.country_id, t.user_type],
    }),
    index("insight_interests_lower_idx").on(sql`lower(${t.interest})`),
  ],
);

export const insightCategories = pgTable(
  "insight_categories",
  {
    category_id: integer("category_id").notNull(),
    graduation_year: integer("graduation_year").notNull(),
    country_id: integer("country_id").notNull(),
    user_type: text("user_type").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [
    primaryKey({
      name: "insight_categories_pk",
      columns: [t.category_id, t.graduation_year, t.country_id, t.user_type],
    }),
  ],
);

export const insightPartnerCounts = pgTable(
  "insight_partner_counts",
  {
    partner_id: integer("partner_id").notNull(),
    graduation_year: integer("graduation_year").notNull(),
    country_id: integer("country_id").notNull(),
    user_type: text("user_type").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [
    primaryKey({
      name: "insight_partner_counts_pk",
      columns: [t.partner_id, t.graduation_year, t.country_id, t.user_type],
    }),
  ],
);

/** When the rollups were last rebuilt (one row). */
export const insightRefreshes = pgTable(
  "insight_refreshes",
  {
    id: smallint("id").primaryKey().default(1),
    computed_at: timestamp("computed_at", { withTimezone: true }).notNull(),
    took_ms: integer("took_ms").notNull(),
  },
  (t) => [check("insight_refreshes_one_row", sql`${t.id} = 1`)],
);

/**
 * The dashboard's rollups (issue 12 §3, decision 050) and its own records: saved region choices,
 * account representatives and meetings booked with them.
 *
 * The rollups are kept by statement triggers (migration 0030) in the same transaction as the rows they
 * count, so a figure equals what `/connections` lists for the same filter. Unknown values are stored as
 * 0 or '' so they take part in the primary key.
 */
import { sql } from "drizzle-orm";
import { date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { partners } from "../partners/partners.table.ts";
import { users } from "../users/users.table.ts";

/**
 * Live (not disconnected) connections now, by the dimensions the funnel, insights, tiers and countries split
 * on (graduation years apart, below: with them this table had nearly a row per connection).
 */
export const dashboardConnectionCounts = pgTable(
  "dashboard_connection_counts",
  {
    partner_id: integer("partner_id").notNull(),
    country_id: integer("country_id").notNull(),
    user_type: text("user_type").notNull(),
    list_state: text("list_state").notNull(),
    access_tier: text("access_tier").notNull(),
    source: text("source").notNull(),
    /** Engagement bits from the connection's activity kinds: 1 visit, 2 webinar, 4 profile view. */
    engaged: smallint("engaged").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.partner_id, t.country_id, t.user_type, t.list_state, t.access_tier, t.source, t.engaged],
    }),
  ],
);

/** Live connections by graduation year (0: unknown), country and list state (added-to-list dimensions). */
export const dashboardConnectionYears = pgTable(
  "dashboard_connection_years",
  {
    partner_id: integer("partner_id").notNull(),
    country_id: integer("country_id").notNull(),
    list_state: text("list_state").notNull(),
    graduation_year: integer("graduation_year").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.partner_id, t.country_id, t.list_state, t.graduation_year] })],
);

/** Live connections by the month they were made (trend of connections). */
export const dashboardConnectionMonths = pgTable(
  "dashboard_connection_months",
  {
    partner_id: integer("partner_id").notNull(),
    month: date("month").notNull(),
    country_id: integer("country_id").notNull(),
    user_type: text("user_type").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.partner_id, t.month, t.country_id, t.user_type] })],
);

/** Live connections by citizenship (one connection counts once per citizenship). */
export const dashboardCitizenshipCounts = pgTable(
  "dashboard_citizenship_counts",
  {
    partner_id: integer("partner_id").notNull(),
    citizenship_id: integer("citizenship_id").notNull(),
    list_state: text("list_state").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.partner_id, t.citizenship_id, t.list_state] })],
);

/** Live connections by webinar they took part in. */
export const dashboardEventCounts = pgTable(
  "dashboard_event_counts",
  {
    partner_id: integer("partner_id").notNull(),
    webinar_id: integer("webinar_id").notNull(),
    country_id: integer("country_id").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.partner_id, t.webinar_id, t.country_id] })],
);

/** Live connections by the school (a partner) they attend. */
export const dashboardSchoolCounts = pgTable(
  "dashboard_school_counts",
  {
    partner_id: integer("partner_id").notNull(),
    school_partner_id: integer("school_partner_id").notNull(),
    country_id: integer("country_id").notNull(),
    list_state: text("list_state").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.partner_id, t.school_partner_id, t.country_id, t.list_state] })],
);

/** List-state changes by month: how many entered and how many left each state (insight trends). */
export const dashboardStateMonths = pgTable(
  "dashboard_state_months",
  {
    partner_id: integer("partner_id").notNull(),
    month: date("month").notNull(),
    country_id: integer("country_id").notNull(),
    list_state: text("list_state").notNull(),
    entered: integer("entered").notNull(),
    left: integer("left").notNull(),
  },
  (t) => [primaryKey({ columns: [t.partner_id, t.month, t.country_id, t.list_state] })],
);

/** Activities by day (UTC), the person's country and access tier when it happened. */
export const dashboardActivityDays = pgTable(
  "dashboard_activity_days",
  {
    partner_id: integer("partner_id").notNull(),
    day: date("day").notNull(),
    country_id: integer("country_id").notNull(),
    kind: text("kind").notNull(),
    access_tier: text("access_tier").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.partner_id, t.day, t.country_id, t.kind, t.access_tier] })],
);

/** A user's dashboard: the saved region filter (null: the default) and when they last and previously opened it. */
export const dashboardPreferences = pgTable("dashboard_preferences", {
  user_id: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  country_ids: integer("country_ids").array(),
  last_viewed_at: timestamp("last_viewed_at", { withTimezone: true }),
  previous_viewed_at: timestamp("previous_viewed_at", { withTimezone: true }),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Quad's account representatives (customer success staff), who institutions book meetings with. */
export const accountRepresentatives = pgTable("account_representatives", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  title: text("title"),
  timezone: text("timezone").notNull().default("UTC"),
  /** Working hours in the representative's zone, e.g. 9 to 17, Monday to Friday. */
  day_start_hour: smallint("day_start_hour").notNull().default(9),
  day_end_hour: smallint("day_end_hour").notNull().default(17),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Which representative looks after an institution. */
export const partnerAccountReps = pgTable("partner_account_reps", {
  partner_id: integer("partner_id")
    .primaryKey()
    .references(() => partners.id),
  rep_id: integer("rep_id")
    .notNull()
    .references(() => accountRepresentatives.id),
});

/** A meeting booked with the representative (POST event_bookings). */
export const eventBookings = pgTable(
  "event_bookings",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id),
    rep_id: integer("rep_id")
      .notNull()
      .references(() => accountRepresentatives.id),
    start_at: timestamp("start_at", { withTimezone: true }).notNull(),
    end_at: timestamp("end_at", { withTimezone: true }).notNull(),
    comments: text("comments"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    cancelled_at: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("event_bookings_rep_slot_key").on(t.rep_id, t.start_at).where(sql`${t.cancelled_at} is null`),
    index("event_bookings_user_idx").on(t.user_id, t.start_at),
  ],
);

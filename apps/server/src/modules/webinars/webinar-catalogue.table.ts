import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { partners } from "../partners/partners.table.ts";
import { users } from "../users/users.table.ts";

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

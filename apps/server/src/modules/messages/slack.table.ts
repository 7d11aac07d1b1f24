import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { partners } from "../partners/partners.table.ts";
import { users } from "../users/users.table.ts";

/** An institution's Slack incoming webhook and the events it chose (issue 25 §4, decision 091). */
export const slackSettings = pgTable(
  "slack_settings",
  {
    partner_id: integer("partner_id")
      .primaryKey()
      .references(() => partners.id, { onDelete: "cascade" }),
    /** The incoming webhook's address: a secret (anyone holding it posts to the channel), encrypted (decision 102). */
    webhook_url: text("webhook_url").notNull(),
    events: text("events").array().notNull().default(sql`'{}'::text[]`),
    updated_by: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "slack_settings_events_check",
      sql`${t.events} <@ array['visit_requested','visit_confirmed','application_new']::text[]`,
    ),
  ],
);

/** One message for an institution's Slack, posted by the `slack-delivery` job (retried; never on the request path). */
export const slackDeliveries = pgTable(
  "slack_deliveries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    text: text("text").notNull(),
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    last_error: text("last_error"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    delivered_at: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    index("slack_deliveries_partner_idx").on(t.partner_id, t.created_at.desc()),
    check(
      "slack_deliveries_kind_check",
      sql`${t.kind} in ('visit_requested','visit_confirmed','application_new','message','test')`,
    ),
    check("slack_deliveries_status_check", sql`${t.status} in ('queued','delivered','failed')`),
  ],
);

import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { partners } from "../partners/partners.table.ts";

/** An institution's tier per area (issue 26 §1, decision 104); an area without a row has the default tier. */
export const partnerPlans = pgTable(
  "partner_plans",
  {
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    area: text("area").notNull(),
    tier: text("tier").notNull(),
    changed_at: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** Who changed it: an operator's name given to `npm run plan`, or "demo". */
    changed_by: text("changed_by").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_id, t.area] }),
    check("partner_plans_area_check", sql`${t.area} in ('connections','prospect_engage','insights')`),
    check("partner_plans_tier_check", sql`${t.tier} in ('no_access','paid','free')`),
  ],
);

import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { partners } from "../partners/partners.table.ts";
import { regions } from "../reference/reference.table.ts";
import { users } from "../users/users.table.ts";

/** Regions a member manages: the territories of their connection downloads. */
export const userRegions = pgTable(
  "user_regions",
  {
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    region_id: integer("region_id")
      .notNull()
      .references(() => regions.id),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.region_id] })],
);

/** Invitations to join Quad sent to people outside the institution (POST /invitations). */
export const invitations = pgTable(
  "invitations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id),
    invited_by: integer("invited_by")
      .notNull()
      .references(() => users.id),
    email: text("email").notNull(),
    invitee_type: text("invitee_type").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("invitations_partner_idx").on(t.partner_id)],
);

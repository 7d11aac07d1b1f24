import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../users/users.table.ts";

/**
 * A staff user's calendar feed while it is on (decision 090): the token is written again from the salt and
 * FILE_URL_SECRET when the settings show it, and found by its SHA-256; a new salt ends the previous address.
 */
export const staffCalendarFeeds = pgTable("staff_calendar_feeds", {
  user_id: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  token_salt: text("token_salt").notNull(),
  token_hash: text("token_hash").notNull().unique("staff_calendar_feeds_token_hash_key"),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

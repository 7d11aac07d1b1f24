import { bigint, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * A counter per list (e.g. the team of institution 7, the notifications of user 12), raised by database
 * triggers whenever a row that list shows changes (migration 0015). Answers computed for a version stay
 * right until the version moves.
 */
export const listVersions = pgTable(
  "list_versions",
  {
    scope: text("scope").notNull(),
    scope_id: integer("scope_id").notNull(),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.scope, t.scope_id] })],
);

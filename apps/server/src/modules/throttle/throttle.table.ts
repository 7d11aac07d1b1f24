import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One counter per throttled key (`<policy>:account:<email>`, `<policy>:address:<ip>`, …) and its fixed
 * window: taken by one atomic upsert, so concurrent requests on one instance or many never see a stale count.
 */
export const throttleCounters = pgTable(
  "throttle_counters",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    window_ends_at: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("throttle_counters_window_idx").on(t.window_ends_at)],
);

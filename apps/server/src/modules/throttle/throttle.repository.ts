import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { throttleCounters } from "./throttle.table.ts";

export interface CounterState {
  key: string;
  hits: number;
  window_ends_at: Date;
}

/** Throttle counters: every query of the throttle. */
export function createThrottleRepository(db: Db) {
  return {
    /**
     * Counts one hit on each key and answers every key's count, in one statement: the upsert locks each
     * counter row while it adds, so concurrent hits (from any instance) are counted one after the other
     * and each sees the hits before it. A key whose window has ended starts a new one. Keys are taken
     * in sorted order, so two statements sharing keys never wait on each other in a cycle.
     */
    async hit(keys: string[], at: Date, windowEndsAt: Date): Promise<CounterState[]> {
      const sorted = [...new Set(keys)].sort();
      const now = at.toISOString();
      const end = windowEndsAt.toISOString();
      const rows = sql.join(
        sorted.map((key) => sql`(${key}, 1, ${end}::timestamptz)`),
        sql`, `,
      );
      const result = await db.execute<{ key: string; hits: number; window_ends_at: string | Date }>(sql`
        insert into throttle_counters as c (key, hits, window_ends_at) values ${rows}
        on conflict (key) do update set
          hits = case when c.window_ends_at <= ${now}::timestamptz then 1 else c.hits + 1 end,
          window_ends_at = case when c.window_ends_at <= ${now}::timestamptz then excluded.window_ends_at
                                else c.window_ends_at end
        returning key, hits, window_ends_at`);
      return result.rows.map((r) => ({ key: r.key, hits: Number(r.hits), window_ends_at: new Date(r.window_ends_at) }));
    },

    /** Gives back one hit on each key, unless its window has ended since (the next window owes nothing). */
    async release(keys: string[], at: Date) {
      if (keys.length === 0) return;
      await db.execute(sql`
        update throttle_counters set hits = greatest(hits - 1, 0)
        where key in (${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )}) and window_ends_at > ${at.toISOString()}::timestamptz`);
    },

    async clear(keys: string[]) {
      if (keys.length === 0) return;
      await db.delete(throttleCounters).where(inArray(throttleCounters.key, keys));
    },

    /** Drops the counters whose window has ended; answers how many. */
    async prune(at: Date): Promise<number> {
      const rows = await db
        .delete(throttleCounters)
        .where(sql`${throttleCounters.window_ends_at} <= ${at.toISOString()}::timestamptz`)
        .returning({ key: throttleCounters.key });
      return rows.length;
    },
  };
}

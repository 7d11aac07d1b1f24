import { LRUCache } from "lru-cache";

/**
 * Signed-in sessions kept in memory, so the common request needs no database round trip.
 *
 * Correctness rests on dropping everything whenever something it holds may have changed:
 * - `clear()` is called for every change announced by the database (NOTIFY from triggers on users,
 *   partners, countries and ended sessions, whichever process wrote) and, before answering, for every
 *   request of this process that may have written;
 * - a read started before a clear never lands in the cache (`generation` is taken before the read
 *   and checked when storing), so a slow read cannot bring back what a write replaced;
 * - entries also age out after `ttlMs`, a bound on staleness should an announcement ever be missed;
 * - while the database connection that hears announcements is down, nothing is cached.
 */
export interface SessionCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now: () => number;
}

export function createSessionCache<Row extends {}>(opts: SessionCacheOptions) {
  const entries = new LRUCache<string, Row>({
    max: opts.maxEntries,
    ttl: opts.ttlMs,
    // Checked against the clock at every read, not rounded to a resolution.
    ttlResolution: 0,
    perf: { now: opts.now },
  });
  let generation = 0;
  let enabled = false;

  return {
    get: (key: string): Row | undefined => entries.get(key),
    /** Take before reading the database; pass to `set`. */
    generation: () => generation,
    set(key: string, row: Row, readGeneration: number): void {
      if (enabled && readGeneration === generation) entries.set(key, row);
    },
    /** Replaces a cached row in place (e.g. a refreshed idle clock), keeping its age; no-op when absent. */
    update(key: string, change: (row: Row) => Row): void {
      const row = entries.get(key);
      if (row !== undefined) entries.set(key, change(row), { noUpdateTTL: true });
    },
    clear(): void {
      generation += 1;
      // An LRUCache's clear() walks arrays of maxEntries slots even when nothing is held: skipped when empty.
      if (entries.size > 0) entries.clear();
    },
    /** Caching only while changes can be heard. Turning it off or on empties the cache. */
    setEnabled(value: boolean): void {
      if (value !== enabled) this.clear();
      enabled = value;
    },
    get size() {
      return entries.size;
    },
  };
}
export type SessionCache<Row extends {}> = ReturnType<typeof createSessionCache<Row>>;

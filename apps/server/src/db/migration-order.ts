/**
 * Drizzle's migrator applies the journal's entries whose `when` is later than the last applied one's. Migration
 * 0030 was first committed with a `when` earlier than 0029's, so a database at 0029 would have skipped it; its
 * `when` is now later than 0029's (decision 053). A database that applied 0030 under the old `when` has its record
 * moved to the new one before migrating, so 0030 is not applied twice.
 */
import { sql } from "drizzle-orm";

export const MOVED_MIGRATIONS = [{ tag: "0030_dashboard", from: 1795468207323, to: 1795470000001 }] as const;

interface Executor {
  execute(query: ReturnType<typeof sql>): Promise<unknown>;
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  return Array.isArray(result) ? result : ((result as { rows?: Record<string, unknown>[] }).rows ?? []);
}

export async function repairMigrationOrder(db: Executor): Promise<void> {
  const found = rowsOf(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  );
  if (!found[0]?.present) return;
  for (const m of MOVED_MIGRATIONS) {
    await db.execute(sql`update drizzle.__drizzle_migrations set created_at = ${m.to} where created_at = ${m.from}`);
  }
}

import { and, count, gt, inArray, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { signInAttempts } from "./auth.table.ts";

/** Failed sign-in attempts, counted per key within a window. */
export function createThrottleRepository(db: Db) {
  return {
    async countSince(keys: string[], since: Date): Promise<Record<string, number>> {
      const rows = await db
        .select({ key: signInAttempts.key, n: count() })
        .from(signInAttempts)
        .where(and(inArray(signInAttempts.key, keys), gt(signInAttempts.created_at, since)))
        .groupBy(signInAttempts.key);
      return Object.fromEntries(rows.map((r) => [r.key, Number(r.n)]));
    },
    async record(keys: string[], at: Date) {
      await db.insert(signInAttempts).values(keys.map((key) => ({ key, created_at: at })));
    },
    async clear(keys: string[]) {
      await db.delete(signInAttempts).where(inArray(signInAttempts.key, keys));
    },
    async prune(before: Date) {
      await db.delete(signInAttempts).where(lt(signInAttempts.created_at, before));
    },
  };
}

import { and, asc, count, eq, exists, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { partnerPlans } from "../plans/plans.table.ts";
import { connections } from "./connections.table.ts";

/** The connections' access tiers as an institution's plan moves (decisions 104, 105). */
export function createConnectionTiersRepository(db: Db) {
  return {
    /**
     * Unlocks (to paid) up to `limit` of the institution's connections not on the paid tier, in id order, in one
     * statement, and only while its connections plan is paid: an operator who moved it back meanwhile stops the
     * unlocking at the next batch. Resolves how many it unlocked. The statement's triggers raise the list version
     * and move the dashboard's free and paid counts.
     */
    async unlockBatch(partnerId: number, limit: number): Promise<number> {
      const next = db
        .select({ id: connections.id })
        .from(connections)
        .where(and(eq(connections.partner_id, partnerId), ne(connections.access_tier, "paid")))
        .orderBy(asc(connections.id))
        .limit(limit);
      const paidPlan = db
        .select({ x: sql`1` })
        .from(partnerPlans)
        .where(
          and(
            eq(partnerPlans.partner_id, partnerId),
            eq(partnerPlans.area, "connections"),
            eq(partnerPlans.tier, "paid"),
          ),
        );
      const rows = await db
        .update(connections)
        .set({ access_tier: "paid", updated_at: sql`now()` })
        .where(and(inArray(connections.id, next), exists(paidPlan)))
        .returning({ id: connections.id });
      return rows.length;
    },

    /** How many of the institution's connections are not on the paid tier (their contact is locked). */
    async lockedCount(partnerId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(connections)
        .where(and(eq(connections.partner_id, partnerId), ne(connections.access_tier, "paid")));
      return Number(row?.n ?? 0);
    },
  };
}

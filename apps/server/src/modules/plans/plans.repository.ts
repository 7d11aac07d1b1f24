import type { AccessTier, PlanArea } from "@quad/contract/rules/plans";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { partners } from "../partners/partners.table.ts";
import { partnerPlans } from "./plans.table.ts";

export function createPlansRepository(db: Db) {
  return {
    /** The stored tiers of an institution, with its type (undefined: no such institution). */
    async of(partnerId: number) {
      const [partner] = await db
        .select({ id: partners.id, institute_type: partners.institute_type, name: partners.name })
        .from(partners)
        .where(eq(partners.id, partnerId));
      if (!partner) return undefined;
      const rows = await db
        .select({ area: partnerPlans.area, tier: partnerPlans.tier })
        .from(partnerPlans)
        .where(eq(partnerPlans.partner_id, partnerId));
      const stored: Partial<Record<PlanArea, AccessTier>> = {};
      for (const r of rows) stored[r.area as PlanArea] = r.tier as AccessTier;
      return { partner, stored };
    },

    async set(partnerId: number, area: PlanArea, tier: AccessTier, by: string, at: Date) {
      await db
        .insert(partnerPlans)
        .values({ partner_id: partnerId, area, tier, changed_by: by, changed_at: at })
        .onConflictDoUpdate({
          target: [partnerPlans.partner_id, partnerPlans.area],
          set: { tier: sql`excluded.tier`, changed_by: sql`excluded.changed_by`, changed_at: sql`excluded.changed_at` },
        });
    },
  };
}
export type PlansRepository = ReturnType<typeof createPlansRepository>;

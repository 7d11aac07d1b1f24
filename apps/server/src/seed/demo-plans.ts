import type { AccessTier, PlanArea } from "@quad/contract/rules/plans";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { unlockConnections } from "../modules/connections/connections-unlock.job.ts";
import { createPlansService } from "../modules/plans/plans.service.ts";
import { users } from "../modules/users/users.table.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The demo world's plans (decision 104; /work/briefs/demo-tiers.md): an institution on each tier. The demo school
 * has none (a School holds no plan area).
 */
export const DEMO_PLANS: { email: string; plan: Partial<Record<PlanArea, AccessTier>> }[] = [
  { email: "university@quad.test", plan: { connections: "paid", prospect_engage: "paid", insights: "paid" } },
  { email: "client@quad.test", plan: { connections: "paid", insights: "free" } },
  { email: "starter@quad.test", plan: { connections: "free", prospect_engage: "free", insights: "no_access" } },
];

/**
 * Sets the demo institutions' plans through the plans service, as an operator's `npm run plan` does: in a new
 * world before any connection comes (each then takes its institution's tier, migration 0044); in a world made
 * before plans, once (an institution with a stored plan is left as it is), unlocking the connections it already
 * has when its connections plan is paid (what the connections-unlock job does, here inside the seeding transaction).
 */
export async function seedDemoPlans(tx: Tx, now: Date) {
  const db = tx as unknown as Db;
  const plans = createPlansService({ db, now: () => now });
  for (const { email, plan } of DEMO_PLANS) {
    const [user] = await tx
      .select({ partner_id: users.partner_id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    if (!user) continue;
    if (Object.keys((await plans.describe(user.partner_id)).stored).length > 0) continue;
    for (const [area, tier] of Object.entries(plan) as [PlanArea, AccessTier][]) {
      await plans.set(user.partner_id, area, tier, "demo");
    }
    if (plan.connections === "paid") await unlockConnections(db, user.partner_id);
  }
}

import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { accountRepresentatives, partnerAccountReps } from "../modules/dashboard/dashboard.table.ts";
import { users } from "../modules/users/users.table.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Quad's customer success representative of the demo institutions (issue 12 §1, "book a meeting"). */
export const DEMO_ACCOUNT_REP = {
  name: "Mei Lin Tan",
  email: "success@quad.test",
  title: "Customer Success Manager",
  timezone: "Asia/Singapore",
  day_start_hour: 9,
  day_end_hour: 17,
} as const;

/**
 * The account representative Quad assigns to an institution, as operators record it (there is no screen for
 * it: customer success assigns itself), given to the demo University and ApplicationClient so that their
 * dashboards can book a meeting. Idempotent: the representative is found by email and the assignment kept.
 */
export async function seedDemoAccountRep(tx: Tx, opts: { now: Date; adminEmails: string[] }) {
  const [found] = await tx
    .select({ id: accountRepresentatives.id })
    .from(accountRepresentatives)
    .where(eq(accountRepresentatives.email, DEMO_ACCOUNT_REP.email));
  const rep =
    found ??
    (
      await tx
        .insert(accountRepresentatives)
        .values({ ...DEMO_ACCOUNT_REP, created_at: new Date(opts.now.getTime() - 400 * 86_400_000) })
        .returning({ id: accountRepresentatives.id })
    )[0];
  if (!rep) throw new Error("the demo account representative was not saved");
  const admins = await tx
    .select({ partner_id: users.partner_id })
    .from(users)
    .where(and(inArray(users.email, opts.adminEmails), eq(users.role, "admin")));
  const partnerIds = [...new Set(admins.map((a) => a.partner_id))];
  if (partnerIds.length === 0) return rep;
  await tx
    .insert(partnerAccountReps)
    .values(partnerIds.map((partner_id) => ({ partner_id, rep_id: rep.id })))
    .onConflictDoNothing();
  return rep;
}

import { inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { accountRepresentatives, partnerAccountReps } from "../modules/dashboard/dashboard.table.ts";
import { users } from "../modules/users/users.table.ts";

/**
 * The demo institutions' account representative (the dashboard's "Book a meeting", issue 12): one person at Quad
 * looking after the demo university and the demo application client, working 9 to 17 UTC on weekdays.
 */
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export async function seedDemoAccountReps(tx: Tx, opts: { emails: readonly string[] }): Promise<void> {
  const admins = await tx
    .select({ partner_id: users.partner_id })
    .from(users)
    .where(inArray(users.email, [...opts.emails]));
  if (admins.length === 0) return;
  const [rep] = await tx
    .insert(accountRepresentatives)
    .values({
      name: "Mei Lin Tan",
      email: "mei.tan@quad.test",
      title: "Partner success manager",
      timezone: "UTC",
      day_start_hour: 9,
      day_end_hour: 17,
    })
    .returning({ id: accountRepresentatives.id });
  if (!rep) return;
  const partnerIds = [...new Set(admins.map((a) => a.partner_id))];
  await tx
    .insert(partnerAccountReps)
    .values(partnerIds.map((partner_id) => ({ partner_id, rep_id: rep.id })))
    .onConflictDoNothing();
}

import { and, eq, inArray } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { databaseBefore } from "../../test/older-database.ts";
import { connections } from "../connections/connections.table.ts";
import { partners } from "../partners/partners.table.ts";
import { activities, people } from "../webinars/webinars.table.ts";
import { partnerPlans } from "./plans.table.ts";

/**
 * Migration 0047 (decision 114): an institution that had a paid connection before plans keeps full access; one with
 * only free connections, or whose plan an operator already stored, is left as it was.
 */
let close = async () => {};
afterAll(() => close());

it("keeps full access for institutions that had paid connections before plans", async () => {
  const older = await databaseBefore("0047");
  close = older.close;
  const { database } = older;
  const { db } = database;
  const [paying, limited, chosen] = await db
    .insert(partners)
    .values(
      ["Paying U", "Limited U", "Chosen U"].map((name) => ({ institute_type: "University", name, status: "active" })),
    )
    .returning({ id: partners.id });
  const ids = [paying?.id, limited?.id, chosen?.id] as number[];
  const folk = await db
    .insert(people)
    .values([1, 2].map((n) => ({ email: `earlier-${n}@example.test` })))
    .returning({ id: people.id });
  // Each institution engaged with both people: their connections are born free (no stored plan).
  await db
    .insert(activities)
    .values(ids.flatMap((partner_id) => folk.map((p) => ({ person_id: p.id, partner_id, kind: "registered" }))));
  // The paying and the chosen institution each had one paid connection; the chosen one's plan was then set to free.
  await db
    .update(connections)
    .set({ access_tier: "paid" })
    .where(
      and(
        inArray(connections.partner_id, [ids[0], ids[2]] as number[]),
        eq(connections.person_id, folk[0]?.id as number),
      ),
    );
  await db
    .insert(partnerPlans)
    .values({ partner_id: ids[2] as number, area: "connections", tier: "free", changed_by: "ops" });

  await database.migrate();

  const plans = await db.select().from(partnerPlans).where(eq(partnerPlans.area, "connections"));
  expect(plans.map((p) => [p.partner_id, p.tier, p.changed_by]).sort()).toEqual(
    [
      [ids[0], "paid", "migration 0047"],
      [ids[2], "free", "ops"],
    ].sort(),
  );
  const tiers = async (partnerId: number) =>
    (await db.select({ tier: connections.access_tier }).from(connections).where(eq(connections.partner_id, partnerId)))
      .map((r) => r.tier)
      .sort();
  expect(await tiers(ids[0] as number)).toEqual(["paid", "paid"]);
  expect(await tiers(ids[1] as number)).toEqual(["free", "free"]);
  expect(await tiers(ids[2] as number)).toEqual(["free", "paid"]);
});

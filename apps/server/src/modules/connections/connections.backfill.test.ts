import { eq, sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { databaseBefore } from "../../test/older-database.ts";
import { partners } from "../partners/partners.table.ts";
import { activities, people } from "../webinars/webinars.table.ts";
import { connections } from "./connections.table.ts";

/**
 * Migration 0028 makes the connections of the activities recorded before it (decision 042): a database
 * migrated up to 0027 with activities in it, then migrated on, has them (PGlite, or a fresh database on the
 * PostgreSQL server named by DATABASE_URL).
 */
let close = async () => {};
afterAll(() => close());

it("backfills connections from earlier activities", async () => {
  const older = await databaseBefore("0028");
  close = older.close;
  const { database } = older;
  const { db } = database;
  const [uni, school] = await db
    .insert(partners)
    .values([
      { institute_type: "University", name: "Backfill U", status: "active" },
      { institute_type: "School", name: "Backfill School", status: "active" },
    ])
    .returning({ id: partners.id });
  const [person] = await db.insert(people).values({ email: "early@example.test" }).returning({ id: people.id });
  const personId = person?.id as number;
  // Raw SQL: the table as 0027 left it (the Drizzle table has columns added since, e.g. discoverable_at).
  await db.execute(
    sql`insert into webinar_users (email, first_name, last_name, role, person_id)
        values ('early@example.test', 'Early', 'Bird', 'parent', ${personId})`,
  );
  await db.insert(activities).values([
    {
      person_id: personId,
      partner_id: uni?.id as number,
      kind: "visit_signup",
      occurred_at: new Date("2025-01-01T00:00:00Z"),
    },
    {
      person_id: personId,
      partner_id: uni?.id as number,
      kind: "attended",
      occurred_at: new Date("2025-02-01T00:00:00Z"),
    },
    { person_id: personId, partner_id: school?.id as number, kind: "attended" },
  ]);

  await database.migrate();
  const rows = await db.select().from(connections).where(eq(connections.person_id, personId));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    partner_id: uni?.id,
    user_type: "guardian",
    source: "visit",
    first_name: "Early",
    email: "early@example.test",
    activities_count: 2,
    first_activity_at: new Date("2025-01-01T00:00:00Z"),
    last_activity_at: new Date("2025-02-01T00:00:00Z"),
    created_at: new Date("2025-01-01T00:00:00Z"),
  });
  // From then on the trigger keeps it.
  await db.insert(activities).values({ person_id: personId, partner_id: uni?.id as number, kind: "registered" });
  const [after] = await db.select().from(connections).where(eq(connections.person_id, personId));
  expect(after?.activities_count).toBe(3);
});

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { type Database, openDatabase } from "../../db/client.ts";
import { partners } from "../partners/partners.table.ts";
import { activities, people } from "../webinars/webinars.table.ts";
import { connections } from "./connections.table.ts";

/**
 * Migration 0028 makes the connections of the activities recorded before it (decision 042): a database
 * migrated up to 0027 with activities in it, then migrated on, has them (PGlite, or a fresh database on the
 * PostgreSQL server named by DATABASE_URL).
 */
const source = path.resolve(import.meta.dirname, "../../db/migrations");
const upTo27 = mkdtempSync(path.join(tmpdir(), "quad-migrations-"));
let database: Database | undefined;
let dropDatabase = async () => {};
afterAll(async () => {
  await database?.close();
  await dropDatabase();
  rmSync(upTo27, { recursive: true, force: true });
});

async function admin(baseUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/** An empty database: in memory, or a new one on the PostgreSQL server. */
async function emptyDatabase(): Promise<Database> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) return openDatabase({ dataDir: "memory://" });
  const name = `quad_backfill_${Math.random().toString(36).slice(2, 10)}`;
  await admin(baseUrl, `create database ${name}`);
  dropDatabase = () => admin(baseUrl, `drop database if exists ${name} with (force)`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return openDatabase({ url: url.toString() });
}

it("backfills connections from earlier activities", async () => {
  cpSync(source, upTo27, { recursive: true });
  const journalPath = path.join(upTo27, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag < "0028");
  writeFileSync(journalPath, JSON.stringify(journal));

  database = await emptyDatabase();
  const { db } = database;
  if (process.env.DATABASE_URL) await migratePg(db as never, { migrationsFolder: upTo27 });
  else await migratePglite(db, { migrationsFolder: upTo27 });
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

import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../db/client.ts";
import { seedReferenceData } from "../modules/reference/reference.seed.ts";

/**
 * A fresh, migrated, reference-seeded database for one test file: in-memory PGlite by default,
 * or a new database on the PostgreSQL server named by DATABASE_URL (dropped on close).
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const database = await openDatabase({ dataDir: "memory://" });
    await database.migrate();
    await seedReferenceData(database.db);
    return database;
  }
  const name = `quad_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  await seedReferenceData(database.db);
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

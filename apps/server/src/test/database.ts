import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../db/client.ts";
import { seedReferenceData } from "../modules/reference/reference.seed.ts";

/**
 * A new, empty database: in-memory PGlite by default, or a new database on the PostgreSQL server named by
 * DATABASE_URL (with its `url`); `drop` removes it once closed.
 */
export async function scratchDatabase(): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) return { database: await openDatabase({ dataDir: "memory://" }), drop: async () => {} };
  const name = `quad_test_${randomBytes(6).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    database: await openDatabase({ url: url.toString() }),
    url: url.toString(),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/** A fresh, migrated, reference-seeded database for one test file (see `scratchDatabase`; dropped on close). */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const { database, url, drop } = await scratchDatabase();
  await database.migrate();
  await seedReferenceData(database.db);
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

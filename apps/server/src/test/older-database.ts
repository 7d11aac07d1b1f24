import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type Database, openDatabase } from "../db/client.ts";

const source = path.resolve(import.meta.dirname, "../db/migrations");

async function admin(baseUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/**
 * A database as the migrations before `firstLeftOut` left it (in memory, or a new database on the PostgreSQL
 * server named by DATABASE_URL), to put data in as an older Quad wrote it and then run `database.migrate()` on.
 * `close` drops it.
 */
export async function databaseBefore(
  firstLeftOut: string,
): Promise<{ database: Database; close: () => Promise<void> }> {
  const folder = mkdtempSync(path.join(tmpdir(), "quad-migrations-"));
  cpSync(source, folder, { recursive: true });
  const journalPath = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag < firstLeftOut);
  writeFileSync(journalPath, JSON.stringify(journal));

  const baseUrl = process.env.DATABASE_URL;
  let drop = async () => {};
  let database: Database;
  if (!baseUrl) database = await openDatabase({ dataDir: "memory://" });
  else {
    const name = `quad_older_${Math.random().toString(36).slice(2, 10)}`;
    await admin(baseUrl, `create database ${name}`);
    drop = () => admin(baseUrl, `drop database if exists ${name} with (force)`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ url: url.toString() });
  }
  if (baseUrl) await migratePg(database.db as never, { migrationsFolder: folder });
  else await migratePglite(database.db as never, { migrationsFolder: folder });
  return {
    database,
    close: async () => {
      await database.close();
      await drop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "../db/client.ts";
import { scratchDatabase } from "./database.ts";

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, "../db/migrations");

export interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

/** The migrations' journal as the repository holds it. */
export function migrationsJournal(): { entries: JournalEntry[] } {
  return JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8"));
}

/**
 * A copy of the migrations folder (in the system's temporary folder) whose journal keeps only the entries `keep`
 * accepts, each as `edit` gives it back: the migrations an older Quad knew.
 */
export function migrationsCopy(
  keep: (entry: JournalEntry) => boolean,
  edit: (entry: JournalEntry) => JournalEntry = (e) => e,
): string {
  const folder = mkdtempSync(path.join(tmpdir(), "quad-migrations-"));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journal = migrationsJournal();
  const entries = journal.entries.filter(keep).map(edit);
  writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries }));
  return folder;
}

/**
 * A database as the migrations before `firstLeftOut` left it (in memory, or a new database on the PostgreSQL
 * server named by DATABASE_URL), to put data in as an older Quad wrote it and then run `database.migrate()` on.
 * `close` drops it.
 */
export async function databaseBefore(
  firstLeftOut: string,
): Promise<{ database: Database; close: () => Promise<void> }> {
  const folder = migrationsCopy((e) => e.tag < firstLeftOut);
  const { database, url, drop } = await scratchDatabase();
  if (url) await migratePg(database.db as never, { migrationsFolder: folder });
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

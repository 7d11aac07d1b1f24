/**
 * `npm run move -- database`: the embedded database (DATA_DIR/pglite) dumped with pg_dump (PGlite's WASM build,
 * @electric-sql/pglite-tools) and restored into the empty PostgreSQL database of DATABASE_URL, in one transaction
 * that commits only when the migrations journal matches the code's migrations and every table has the rows it had
 * (decision 062). The pg-boss schema moves with the rest: queued reminders and schedules carry over.
 */
import fs from "node:fs";
import path from "node:path";
import { pgDump } from "@electric-sql/pglite-tools/pg_dump";
import { readMigrationFiles } from "drizzle-orm/migrator";
import pg from "pg";
import { type Database, openDatabase } from "../db/client.ts";

const migrationsFolder = path.resolve(import.meta.dirname, "../db/migrations");

export class MoveError extends Error {
  override name = "MoveError";
}

interface Query {
  query(text: string): Promise<{ rows: Record<string, unknown>[] }>;
}

/** The database's own tables (every schema but PostgreSQL's), as quoted "schema"."table" names. */
async function tablesOf(db: Query): Promise<string[]> {
  const { rows } = await db.query(
    `select format('%I.%I', schemaname, tablename) as name from pg_catalog.pg_tables
     where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  return rows.map((r) => String(r.name));
}

/** Rows per table: what the move must find on the other side. */
export async function rowCounts(db: Query): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tablesOf(db)) {
    const { rows } = await db.query(`select count(*)::int as n from ${table}`);
    counts[table] = Number(rows[0]?.n);
  }
  return counts;
}

/** The target must hold nothing of its own: the restore would mix with it, or fail half-way. */
async function refuseNonEmpty(target: pg.Client, where: string): Promise<void> {
  const { rows } = await target.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name from pg_catalog.pg_class c
     join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
       and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
     order by 1 limit 6`,
  );
  if (rows.length > 0) {
    const names = rows.slice(0, 5).map((r) => r.name);
    throw new MoveError(
      `${where} is not empty (${names.join(", ")}${rows.length > 5 ? ", …" : ""}): the embedded database is moved ` +
        "only into an empty PostgreSQL database. Create one (createdb quad) and point DATABASE_URL at it.",
    );
  }
}

/**
 * pg_dump's output for the target server. PGlite runs PostgreSQL 18, and a dump of it sets transaction_timeout,
 * which servers before 17 do not know (it only turns a timeout off, as the restore's session has it anyway). The
 * extensions' comments are left to CREATE EXTENSION: commenting needs to own the extension, which a hosted
 * database's user may not when its administrator created the extensions beforehand.
 */
export function dumpForServer(dump: string, serverVersion: number | undefined): string {
  const text = dump.replace(/^COMMENT ON EXTENSION [a-z_]+ IS '[^'\n]*';$/gm, "");
  return (serverVersion ?? 0) < 170000 ? text.replace(/^SET transaction_timeout = 0;$/gm, "") : text;
}

/** The applied migrations must be the code's, in order: the server would otherwise migrate on top of a surprise. */
async function checkMigrations(target: pg.Client): Promise<{ applied: number; warnings: string[] }> {
  const code = readMigrationFiles({ migrationsFolder });
  const { rows } = await target.query<{ hash: string; created_at: string }>(
    "select hash, created_at::text from drizzle.__drizzle_migrations order by created_at, id",
  );
  const applied = rows.map((r) => Number(r.created_at));
  const expected = code.map((m) => m.folderMillis);
  if (applied.join() !== expected.join()) {
    throw new MoveError(
      `The migrations journal moved (${applied.length} entries) does not match the code's ${expected.length} ` +
        "migrations: nothing was moved.",
    );
  }
  const warnings = code
    .map((m, i) => (rows[i]?.hash === m.hash ? "" : `migration ${i} was applied from a different file than today's`))
    .filter(Boolean);
  return { applied: applied.length, warnings };
}

/** Drizzle's own migrator, run on the moved database as the server will: it must find nothing to apply. */
async function confirmNothingToMigrate(url: string, applied: number): Promise<void> {
  const moved = await openDatabase({ url });
  try {
    await moved.migrate();
    const rows = (await moved.pool?.query("select count(*)::int as n from drizzle.__drizzle_migrations"))?.rows;
    if (rows?.[0]?.n !== applied)
      throw new MoveError("The server's migrator applied migrations to the moved database.");
  } finally {
    await moved.close();
  }
}

/** The URL without its password, to print. */
export function shownUrl(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = "***";
  return u.toString();
}

export interface DatabaseMoveReport {
  tables: number;
  rows: number;
  migrations: number;
  warnings: string[];
}

/** Moves the embedded database in dataDir into the empty database at url. Refused while a server holds dataDir. */
export async function moveDatabase(opts: {
  dataDir: string;
  url: string;
  log?: (line: string) => void;
}): Promise<DatabaseMoveReport> {
  const log = opts.log ?? (() => undefined);
  const folder = path.resolve(opts.dataDir, "pglite");
  if (!fs.existsSync(path.join(folder, "PG_VERSION"))) {
    throw new MoveError(`There is no embedded database in ${folder}: nothing to move (is DATA_DIR right?).`);
  }
  const where = shownUrl(opts.url);
  // Opening takes the folder's lock: refused (FolderLockedError) while the server runs on it.
  const source: Database = await openDatabase({ dataDir: opts.dataDir });
  const target = new pg.Client({ connectionString: opts.url });
  try {
    const pglite = source.pglite;
    if (!pglite) throw new MoveError("The embedded database did not open.");
    await target.connect();
    await refuseNonEmpty(target, where);
    // The dump holds the schema of this code: a folder last used by an older Quad is migrated first, as a start would.
    await source.migrate();
    const before = await rowCounts(pglite);
    log(`Dumping the embedded database in ${folder}…`);
    const dump = await (await pgDump({ pg: pglite, args: ["--no-owner", "--no-privileges"] })).text();
    const version = (await target.query<{ v: number }>("select current_setting('server_version_num')::int as v"))
      .rows[0]?.v;
    log(`Restoring ${(dump.length / 1024 / 1024).toFixed(1)} MB of SQL into ${where}…`);
    await target.query("begin");
    try {
      await target.query(dumpForServer(dump, version));
      await target.query("select pg_catalog.set_config('search_path', 'public', false)");
      const { applied, warnings } = await checkMigrations(target);
      const after = await rowCounts(target);
      const differ = Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
      if (differ.length > 0) {
        throw new MoveError(
          `Row counts differ after the restore (${differ.map((t) => `${t}: ${before[t]} → ${after[t]}`).join(", ")}): ` +
            "nothing was moved.",
        );
      }
      await target.query("commit");
      await confirmNothingToMigrate(opts.url, applied);
      const rows = Object.values(after).reduce((a, b) => a + b, 0);
      return { tables: Object.keys(after).length, rows, migrations: applied, warnings };
    } catch (err) {
      await target.query("rollback").catch(() => undefined);
      throw err;
    }
  } finally {
    await target.end().catch(() => undefined);
    await source.close();
  }
}

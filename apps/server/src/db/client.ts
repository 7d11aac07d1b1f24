import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite, type PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type FolderLock, lockDataDir } from "./folder-lock.ts";
import { repairMigrationOrder } from "./migration-order.ts";

/**
 * The query builder every repository uses. No relational schema is attached (nothing uses `db.query.*`), so the
 * database layer knows no module; the tables are gathered for migrations in src/schema.ts (drizzle.config.ts).
 */
export type Db = PgliteDatabase<Record<string, never>>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs the committed migrations once. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite instance when embedded (for LISTEN/NOTIFY adapters). */
  pglite?: PGlite;
  pool?: pg.Pool;
}

const migrationsFolder = path.resolve(import.meta.dirname, "migrations");

/**
 * PostgreSQL when a URL is given, else PGlite in dataDir/pglite (or in memory for "memory://"). A folder is opened by
 * one process at a time: it is locked (dataDir/pglite.lock) until close, and FolderLockedError names the holder.
 */
export async function openDatabase(opts: { url?: string; dataDir?: string }): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 20 });
    // No connection error may end the process (decision 061). Every client gets a listener of its own when the
    // pool opens it, so an error on a client held by the app (a transaction, a cursor, a LISTEN) is never an
    // unhandled 'error' event: the statement in flight fails, and the pool ends the client when it comes back.
    pool.on("connect", (client) => {
      client.on("error", (err) => console.error(`database: connection lost (${err.message})`));
    });
    // An idle client dropped by the server (restart, failover, admin termination): the pool discards it and
    // opens a new one on the next query (its own listener above has said so).
    pool.on("error", () => undefined);
    const db = drizzlePg(pool) as unknown as Db;
    return {
      db,
      kind: "postgres",
      pool,
      migrate: async () => {
        await repairMigrationOrder(db);
        await migratePg(db as never, { migrationsFolder });
      },
      ping: async () => {
        await pool.query("select 1");
      },
      close: () => pool.end(),
    };
  }
  let dir: string | undefined;
  let lock: FolderLock | undefined;
  if (opts.dataDir && opts.dataDir !== "memory://") {
    lock = lockDataDir(opts.dataDir);
    dir = path.resolve(opts.dataDir, "pglite");
    fs.mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create({ ...(dir ? { dataDir: dir } : {}), extensions: { btree_gist, pg_trgm } }).catch(
    (err: unknown) => {
      lock?.release();
      throw err;
    },
  );
  const db = drizzlePglite(client);
  return {
    db,
    kind: "pglite",
    pglite: client,
    migrate: async () => {
      await repairMigrationOrder(db);
      await migratePglite(db, { migrationsFolder });
    },
    ping: async () => {
      await client.query("select 1");
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

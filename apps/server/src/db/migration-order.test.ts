import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterEach, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER as folder, migrationsCopy, migrationsJournal } from "../test/older-database.ts";
import { MOVED_MIGRATIONS, repairMigrationOrder } from "./migration-order.ts";

const journal = migrationsJournal();
const moved = MOVED_MIGRATIONS[0];
const clients: PGlite[] = [];

/** A copy of the migrations folder whose journal ends at `lastTag`, with 0030 under its old `when` if asked. */
function olderFolder(lastTag: string, oldWhen: boolean): string {
  return migrationsCopy(
    (e) => e.tag <= lastTag,
    (e) => (oldWhen && e.tag === moved.tag ? { ...e, when: moved.from } : e),
  );
}

async function database() {
  const client = await PGlite.create({ extensions: { btree_gist, pg_trgm } });
  clients.push(client);
  return { client, db: drizzle(client) };
}

async function tableExists(client: PGlite, name: string) {
  const r = await client.query<{ present: boolean }>(`select to_regclass('public.${name}') is not null as present`);
  return r.rows[0]?.present === true;
}

afterEach(async () => {
  for (const c of clients.splice(0)) await c.close();
});

describe("migrations in journal order", () => {
  it("a database left at 0029 gets 0030 and everything after it", async () => {
    const { client, db } = await database();
    await migrate(db, { migrationsFolder: olderFolder("0029_connections_versions", false) });
    expect(await tableExists(client, "account_representatives")).toBe(false);
    await repairMigrationOrder(db);
    await migrate(db, { migrationsFolder: folder });
    expect(await tableExists(client, "account_representatives")).toBe(true);
    expect(await tableExists(client, "programs")).toBe(true);
  }, 120_000);

  it("a database that applied 0030 under its old date does not apply it again", async () => {
    const { client, db } = await database();
    await migrate(db, { migrationsFolder: olderFolder("0030_dashboard", true) });
    expect(await tableExists(client, "account_representatives")).toBe(true);
    await repairMigrationOrder(db);
    await migrate(db, { migrationsFolder: folder });
    const applied = await client.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
    expect(applied.rows[0]?.n).toBe(journal.entries.length);
    expect(await tableExists(client, "programs")).toBe(true);
  }, 120_000);
});

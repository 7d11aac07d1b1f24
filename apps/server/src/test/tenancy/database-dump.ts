import { sql } from "drizzle-orm";
import type { TestApp } from "../app.ts";

/** Tables that are not partner data: sign-in state, read caches, reference data. */
const NOT_PARTNER_DATA = new Set([
  "sessions",
  "webinar_sessions",
  "throttle_counters",
  "list_versions",
  "countries",
  "states",
  "timezones",
  "regions",
  "region_countries",
  "school_sizes",
  "reasons",
]);

/** Every row of every partner-data table (new tables included), to compare before and after a request. */
export async function dumpDatabase(t: TestApp): Promise<Record<string, string[]>> {
  await t.app.ctx.mailer.flush();
  const tables = await t.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const selects = tables.rows
    .map((r) => r.name)
    .filter((name) => !NOT_PARTNER_DATA.has(name))
    .map(
      (name) =>
        sql`select ${name}::text as name, coalesce(string_agg(to_jsonb(x)::text, E'\n' order by to_jsonb(x)::text), '') as dump from ${sql.identifier(name)} x`,
    );
  const result = await t.db.execute<{ name: string; dump: string }>(sql.join(selects, sql` union all `));
  return Object.fromEntries(result.rows.map((r) => [r.name, r.dump.split("\n")]));
}

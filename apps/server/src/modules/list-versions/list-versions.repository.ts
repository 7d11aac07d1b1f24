import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { listVersions } from "./list-versions.table.ts";

/** Lists whose versions the database keeps (see migration 0015 for the triggers; connections: 0029). */
/** glance: the dashboard's week at a glance (per institution; 0 for the provider's events), migration 0032. */
/** applications: an institution's student applications list, its counts and CSV (migration 0033). */
/** prospects: the prospect search of the whole platform (scope id 0), migration 0048. */
export type ListScope =
  | "team"
  | "notifications"
  | "availability"
  | "directory"
  | "webinar_catalogue"
  | "connections"
  | "glance"
  | "applications"
  | "prospects";

/** The current version of a list: one primary-key read. */
export function prepareListVersion(db: Db, scope: ListScope) {
  const statement = db
    .select({ version: listVersions.version })
    .from(listVersions)
    .where(and(eq(listVersions.scope, sql.placeholder("scope")), eq(listVersions.scope_id, sql.placeholder("id"))))
    .prepare(`list_version_${scope}`);
  return async (id: number): Promise<number> => {
    const [row] = await statement.execute({ scope, id });
    return row?.version ?? 0;
  };
}

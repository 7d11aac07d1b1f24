import type { ApplicationSortKey, ApplicationTab, SortDirection } from "@quad/contract/rules/application-list";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { Database, Db } from "../../db/client.ts";
import { cursorBatches } from "../../db/cursor.ts";
import { programs } from "../programs/programs.table.ts";
import { joinApplications, listColumns } from "./applications.repository.ts";
import type { ApplicationQuery, ApplicationScope } from "./applications.scope.ts";
import { applicationsWhere, orderOf, scopeWhere, tabWhere } from "./applications.sql.ts";
import { studentApplications as a } from "./applications.table.ts";

/** How the list is asked: the tab under the question, sorted. */
export interface ListQuestion {
  scope: ApplicationScope;
  q: ApplicationQuery;
  tab: ApplicationTab | null;
  today: string;
  sort: { sort_by: ApplicationSortKey; sort_direction: SortDirection };
}

/**
 * The list's columns as explicitly named SQL (`… as "first_name"`): a statement read through a cursor gives rows
 * keyed by these names (drizzle's own select maps its columns by position). The start date comes as text
 * (YYYY-MM-DD) like drizzle's string date; timestamps come as Date, numerics as text, like drizzle's.
 */
const cursorColumns = Object.fromEntries(
  Object.entries(listColumns).map(([key, column]) => [
    key,
    (key === "start_date" ? sql`${column}::text` : sql`${column}`).as(key),
  ]),
);

/** The list's reads (decision 052, amended): a page, every row for the CSV, the counts per state. */
export function createApplicationListRepository(db: Db, pool?: Database["pool"]) {
  const whereOf = (l: ListQuestion) =>
    and(applicationsWhere(l.scope, l.q), l.tab ? tabWhere(l.tab, l.today) : undefined);

  const sorted = (l: ListQuestion) => orderOf(l.sort.sort_by, l.sort.sort_direction);

  /**
   * One tab's page under the question, sorted: first the page's ids from the applications alone (the program's
   * name joined only to sort by it), read in order from a sort key's index where one serves, else the top of a
   * sort of narrow rows; then those rows with what they show. Planning and sorting stay small whatever the joins.
   */
  async function page(l: ListQuestion, limit: number, offset = 0) {
    const ids = db.select({ id: a.id }).from(a).$dynamic();
    if (l.sort.sort_by === "program_name") ids.innerJoin(programs, eq(programs.id, a.program_id));
    const order = (
      await ids
        .where(whereOf(l))
        .orderBy(...sorted(l))
        .limit(limit)
        .offset(offset)
    ).map((r) => r.id);
    if (order.length === 0) return [];
    const rows = await joinApplications(db.select(listColumns).from(a).$dynamic()).where(inArray(a.id, order));
    const at = new Map(order.map((id, i) => [id, i]));
    return rows.sort((x, y) => (at.get(x.id) ?? 0) - (at.get(y.id) ?? 0));
  }
  /** A row of the list. */
  type Row = Awaited<ReturnType<typeof page>>[number];

  return {
    page,

    /**
     * Every row of the tab under the question, in the list's order, in batches (the CSV): memory holds one batch
     * whatever their number. On PostgreSQL one statement read through a server-side cursor on a client of the
     * pool (one snapshot, linear work); on PGlite, which has no cursor across its driver, page after page.
     */
    async *batches(l: ListQuestion, batchSize: number): AsyncGenerator<Row[]> {
      if (pool) {
        const query = joinApplications(db.select(cursorColumns).from(a).$dynamic())
          .where(whereOf(l))
          .orderBy(...sorted(l))
          .toSQL();
        // A client of its own, which survives the connection dropping (decision 061).
        yield* cursorBatches<Row>(pool, query, batchSize);
        return;
      }
      for (let offset = 0; ; offset += batchSize) {
        const rows = await page(l, batchSize, offset);
        if (rows.length > 0) yield rows;
        if (rows.length < batchSize) return;
      }
    },

    /**
     * The partner's applications (under the question when one is given) counted per status and start date: a
     * handful of groups, from which the tabs' counts follow for any day (rules tabCounts). Without a question it
     * reads the (partner, status, start_date) index alone.
     */
    async countsByState(scope: ApplicationScope, q?: ApplicationQuery) {
      return db
        .select({ status: a.status, start_date: a.start_date, n: count() })
        .from(a)
        .where(q ? applicationsWhere(scope, q) : scopeWhere(scope))
        .groupBy(a.status, a.start_date);
    },
  };
}
export type StateCounts = Awaited<ReturnType<ReturnType<typeof createApplicationListRepository>["countsByState"]>>;

/**
 * SQL fragments of the dashboard's reads (issue 12, decision 050): value lists, the country and state filters,
 * ISO timestamps, the parts of the connections a figure counts, and the raw-query helpers of its repositories.
 */
import { ADDED_TO_LIST_STATES, APPLICANT_STATES } from "@quad/contract/rules/connections";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** Rows of a raw query (`all`), and its one row of an aggregate (`one`). */
export function rawReads(db: Db) {
  const all = async <T>(query: SQL): Promise<T[]> => rowsOf<T>(await db.execute(query));
  const one = async <T>(query: SQL): Promise<T> => {
    const [row] = await all<T>(query);
    if (!row) throw new Error("aggregate read returned no row");
    return row;
  };
  return { all, one };
}

/** A list of values as SQL (`a, b, c`); never called with an empty list. */
export const listOf = (values: readonly (string | number)[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** `column in (…)` when values are given, else nothing (true). */
export function inList(column: SQL, values: readonly (string | number)[] | undefined): SQL {
  return values && values.length > 0 ? sql` and ${column} in (${listOf(values)})` : sql``;
}

/** A timestamp as ISO 8601 text in UTC (the same on PGlite and PostgreSQL). */
export const iso = (column: SQL): SQL => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const ADDED = listOf(ADDED_TO_LIST_STATES);
export const APPLICANTS = listOf(APPLICANT_STATES);

/** The part of the connections a chart summary counts: all live ones, added to a list, or applicants. */
export type ConnectionPart = "all" | "added" | "applicants";
export const partOf = (part: ConnectionPart): SQL =>
  part === "added"
    ? sql` and list_state in (${ADDED})`
    : part === "applicants"
      ? sql` and list_state in (${APPLICANTS})`
      : sql``;

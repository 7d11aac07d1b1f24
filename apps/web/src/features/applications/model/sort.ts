/** The table's sort mapping (spec 3 §3 keys). */
import type { ApplicationSortKey, SortDirection } from "@quad/contract/rules/application-list";
import type { ApplicationsSearch } from "./search";

/** The table's sortable columns and the sort key each one orders by (spec 3 §3 keys). */
export const COLUMN_SORT_KEYS = {
  student: "first_name",
  program: "program_name",
  submitted_at: "submitted_at",
  start_date: "start_date",
  status: "status",
  result: "result",
  choice: "choice",
  document_upload_date: "document_upload_date",
  fee: "fee_status",
  fee_waived: "fee_waived",
} as const satisfies Record<string, ApplicationSortKey>;
export type SortableColumn = keyof typeof COLUMN_SORT_KEYS;

/** The DataTable's sort status for the search's sort (a key without its own column sorts nothing visibly). */
export function sortStatusOf(search: Pick<ApplicationsSearch, "sort" | "dir">): {
  columnAccessor: string;
  direction: SortDirection;
} {
  const column = (Object.keys(COLUMN_SORT_KEYS) as SortableColumn[]).find((c) => COLUMN_SORT_KEYS[c] === search.sort);
  return { columnAccessor: column ?? search.sort, direction: search.dir };
}

/**
 * A click on a column header: its sort key; the same column flips its direction, another column starts
 * ascending (A→Z, oldest first).
 */
export function sortFromColumn(
  accessor: string,
  direction: SortDirection,
  current?: Pick<ApplicationsSearch, "sort">,
): { sort: ApplicationSortKey; dir: SortDirection } | null {
  const key = (COLUMN_SORT_KEYS as Record<string, ApplicationSortKey>)[accessor];
  if (!key) return null;
  return { sort: key, dir: current && current.sort !== key ? "asc" : direction };
}

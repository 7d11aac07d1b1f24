/** Paging of the list and the activity. */
/** The next page to ask for, or undefined when every matched row is loaded. */
export function nextPageNo(loaded: number, matched: number, lastPage: number): number | undefined {
  return loaded < matched ? lastPage + 1 : undefined;
}

/** Rows of the pages in order, each id once (a row that moved between pages while paging is not shown twice). */
export function mergePages<T extends { id: number }>(pages: readonly T[][]): T[] {
  const seen = new Set<number>();
  const out: T[] = [];
  for (const page of pages)
    for (const row of page) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      out.push(row);
    }
  return out;
}

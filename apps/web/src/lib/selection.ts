/** A row in or out of a selection (by id), the others kept in their order. */
export function toggleSelected<T extends { id: number | string }>(selected: readonly T[], row: T): T[] {
  return selected.some((r) => r.id === row.id) ? selected.filter((r) => r.id !== row.id) : [...selected, row];
}

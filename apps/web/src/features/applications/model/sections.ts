/** The applicant's sections: field order and field labels. */
/** A section's fields in a stable order: known ones first in their order, then the rest alphabetically; blanks out. */
export function sectionEntries(
  section: Record<string, unknown>,
  order: readonly string[],
): { key: string; value: unknown }[] {
  const filled = Object.entries(section).filter(
    ([, v]) => v !== null && v !== undefined && v !== "" && !(Array.isArray(v) && v.length === 0),
  );
  const rank = (k: string) => {
    const i = order.indexOf(k);
    return i === -1 ? order.length : i;
  };
  return filled.sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b)).map(([key, value]) => ({ key, value }));
}

/** A field key shown as words when the app has no label for it ("planned_start" -> "Planned start"). */
export function humanizeKey(key: string): string {
  const words = key.replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

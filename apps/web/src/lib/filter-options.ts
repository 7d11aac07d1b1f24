/** One value a look-up answers: its value, the server's label, and how many records hold it. */
export interface LookupOption {
  value: number | string | boolean;
  label?: string;
  count: number;
}

export interface FilterChoice {
  value: string;
  label: string;
}

/**
 * The choices of a filter: the look-up's values (or a fixed list, when the filter has no look-up), labelled by
 * `labelOf`; a chosen value the look-up no longer lists is added at the end, so it stays visible and removable.
 */
export function filterChoices(
  source: readonly { value: number | string | boolean; label?: string }[],
  chosen: readonly string[],
  labelOf: (value: string, apiLabel?: string) => string,
): FilterChoice[] {
  const items = source.map((o) => ({ value: String(o.value), label: labelOf(String(o.value), o.label) }));
  const known = new Set(items.map((i) => i.value));
  for (const v of chosen) if (!known.has(v)) items.push({ value: v, label: labelOf(v) });
  return items;
}

/** How many records each value holds, by the value as text. */
export function optionCounts(options: readonly LookupOption[]): Map<string, number> {
  return new Map(options.map((o) => [String(o.value), o.count]));
}

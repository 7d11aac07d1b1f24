import type { TFunction } from "i18next";
import { type RefCallback, useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

/**
 * mantine-datatable names its sort icons in English only ("Sorted ascending", "Sorted descending", "Not sorted", on
 * role="img" elements inside the sortable header buttons) and has no prop for them. These helpers give them the
 * interface language's words, so a screen reader hears "邮箱 升序排列" rather than "邮箱 Sorted ascending".
 */

export type SortState = "ascending" | "descending" | "none";

const SORTED = "mantine-datatable-header-cell-sortable-icon";
const REVERSED = "mantine-datatable-header-cell-sortable-icon-reversed";
const UNSORTED = "mantine-datatable-header-cell-sortable-unsorted-icon";

/** The sort state a header icon shows, from its class names; null for any other element. */
export function sortStateOf(className: string): SortState | null {
  const classes = className.split(/\s+/);
  if (classes.includes(UNSORTED)) return "none";
  if (classes.includes(SORTED)) return classes.includes(REVERSED) ? "descending" : "ascending";
  return null;
}

/** The translated name of a sort state (common texts `common.table.sort.*`). */
export function sortLabel(state: SortState, t: TFunction): string {
  return t(`common.table.sort.${state}`);
}

/** Gives every sort icon under `root` its translated name; returns how many names changed. */
export function translateSortIcons(root: ParentNode, t: TFunction): number {
  let changed = 0;
  for (const icon of root.querySelectorAll(`.${SORTED}, .${UNSORTED}`)) {
    const state = sortStateOf(icon.getAttribute("class") ?? "");
    if (!state) continue;
    const label = sortLabel(state, t);
    if (icon.getAttribute("aria-label") !== label) {
      icon.setAttribute("aria-label", label);
      changed++;
    }
  }
  return changed;
}

/**
 * A ref for DataTable's `tableRef`: keeps the header's sort icons named in the interface language while the table
 * re-renders (sort changes, language switches).
 */
export function useDataTableSortLabels(): RefCallback<HTMLTableElement> {
  const { t, i18n } = useTranslation();
  const table = useRef<HTMLTableElement | null>(null);
  const observer = useRef<MutationObserver | null>(null);
  const tRef = useRef(t);
  tRef.current = t;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a language switch must rename the icons.
  useEffect(() => {
    if (table.current) translateSortIcons(table.current, tRef.current);
  }, [i18n.language]);

  useEffect(() => () => observer.current?.disconnect(), []);

  return useCallback((node: HTMLTableElement | null) => {
    observer.current?.disconnect();
    table.current = node;
    if (!node) return;
    translateSortIcons(node, tRef.current);
    observer.current = new MutationObserver(() => translateSortIcons(node, tRef.current));
    observer.current.observe(node, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["class", "aria-label"],
    });
  }, []);
}

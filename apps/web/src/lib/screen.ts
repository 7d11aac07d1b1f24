import { useMediaQuery } from "@mantine/hooks";

/**
 * The screen widths the app lays itself out for, in one place (issue 28, decision 124). Mantine's `sm` (48em) parts a
 * phone's single column from a wider screen's tables and side navigation; `xs` (36em) parts a narrow phone, where
 * even a form's two columns do not fit.
 */
export const PHONE = "(max-width: 48em)";
export const NARROW_PHONE = "(max-width: 36em)";
export const WIDE = "(min-width: 48em)";
/** Wider than a narrow phone: the header has room for the language switch. */
export const BEYOND_NARROW = "(min-width: 36em)";

/** Whether the window matches `query` now; `true` where the browser cannot tell (tests without `matchMedia`). */
export function screenMatches(query: string, otherwise = true): boolean {
  return typeof window.matchMedia === "function" ? window.matchMedia(query).matches : otherwise;
}

/**
 * Follows `query`, answering from the window on the very first render: with Mantine's default (an answer of `false`
 * until an effect has run) a phone drew each screen for a desktop first, committed it and then deleted it — a wasted
 * draw of the whole screen while the page was loading.
 */
export function useScreen(query: string): boolean {
  return useMediaQuery(query, undefined, { getInitialValueInEffect: false });
}

/** A phone's screen: one column, cards for tables. */
export function usePhone(): boolean {
  return useScreen(PHONE);
}

/** A narrow phone's screen (below 36em): even two form fields side by side do not fit. */
export function useNarrowPhone(): boolean {
  return useScreen(NARROW_PHONE);
}

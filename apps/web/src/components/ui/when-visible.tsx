import { type AriaRole, type ReactNode, startTransition, useEffect, useRef, useState } from "react";
import { onIdle } from "../../lib/after-load";
import { screenMatches, WIDE } from "../../lib/screen";

/**
 * Sections waiting to be drawn, in the order they were mounted (the page's order): drawn one per idle moment, so a
 * long page's lower sections arrive without one long task blocking input (issue 28, decision 120).
 */
const waiting: Array<() => void> = [];
let scheduled = false;

/**
 * A phone draws a section only as it comes near the screen: its idle moments while the page loads are few and short,
 * and each section drawn in them held its main thread while the first screen was still being read (issue 28,
 * decision 123). A wider screen, which shows more at once and has time to spare, draws the rest when idle.
 */
function drawsWhenIdle(): boolean {
  return screenMatches(WIDE);
}

function drainNext(): void {
  if (scheduled || waiting.length === 0 || !drawsWhenIdle()) return;
  scheduled = true;
  onIdle(
    () => {
      scheduled = false;
      waiting.shift()?.();
      drainNext();
    },
    1500,
    50,
  );
}

/**
 * Draws `children` when the section comes near the screen (`margin` around it), or else (not on a phone) at the
 * browser's next idle moment after the sections before it: what is on screen first, the rest without blocking.
 * Until then a block of `minHeight` keeps the section's place, so nothing below it moves when it arrives.
 */
export function WhenVisible({
  children,
  minHeight,
  margin = "200px",
  role,
}: {
  children: ReactNode;
  minHeight: number | string;
  margin?: string;
  /** The placeholder's role where its parent needs one (a list's item). */
  role?: AriaRole;
}) {
  const [shown, setShown] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (shown) return;
    // A transition: the section is drawn in slices that yield to the browser, not in one task (issue 28).
    const show = () => startTransition(() => setShown(true));
    waiting.push(show);
    drainNext();
    const element = placeholder.current;
    const observer =
      element && typeof IntersectionObserver === "function"
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), { rootMargin: margin })
        : null;
    if (element) observer?.observe(element);
    return () => {
      observer?.disconnect();
      const at = waiting.indexOf(show);
      if (at !== -1) waiting.splice(at, 1);
    };
  }, [shown, margin]);

  if (shown) return <>{children}</>;
  return <div ref={placeholder} role={role} style={{ minHeight }} aria-hidden="true" data-when-visible="" />;
}

/** How many cards of a list a phone draws at once; the rest as they come near the screen or when idle. */
export const CARDS_AT_ONCE = 5;

/**
 * A card of a phone's list (`role="listitem"`): the first few drawn at once, the others as they come near the screen
 * or when the browser is idle, so a page of answers is drawn in small tasks rather than one long one (issue 28).
 */
export function CardInView({ at, minHeight, children }: { at: number; minHeight: number; children: ReactNode }) {
  if (at < CARDS_AT_ONCE) return <>{children}</>;
  return (
    <WhenVisible minHeight={minHeight} role="listitem">
      {children}
    </WhenVisible>
  );
}

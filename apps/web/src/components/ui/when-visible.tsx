import { type ReactNode, useEffect, useRef, useState } from "react";

/**
 * Sections waiting to be drawn, in the order they were mounted (the page's order): drawn one per idle moment, so a
 * long page's lower sections arrive without one long task blocking input (issue 28, decision 120).
 */
const waiting: Array<() => void> = [];
let scheduled = false;

function idle(run: () => void): void {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(run, { timeout: 1500 });
  else setTimeout(run, 50);
}

function drainNext(): void {
  if (scheduled || waiting.length === 0) return;
  scheduled = true;
  idle(() => {
    scheduled = false;
    waiting.shift()?.();
    drainNext();
  });
}

/**
 * Draws `children` when the section comes near the screen (`margin` around it), or else at the browser's next idle
 * moment after the sections before it: what is on screen first, the rest without blocking. Until then a block of
 * `minHeight` keeps the section's place, so nothing below it moves when it arrives.
 */
export function WhenVisible({
  children,
  minHeight,
  margin = "200px",
}: {
  children: ReactNode;
  minHeight: number | string;
  margin?: string;
}) {
  const [shown, setShown] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (shown) return;
    const show = () => setShown(true);
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
  return <div ref={placeholder} style={{ minHeight }} aria-hidden="true" data-when-visible="" />;
}

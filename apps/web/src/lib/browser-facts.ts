/**
 * What pages read of the browser: its time zone and its address's origin. While the server draws a page's first
 * paint (app/ssr), the ones it draws for: the zone the browser reported on an earlier visit, else UTC (times carry
 * their zone's label, and the browser redraws them in its own once the app starts), and the request's origin.
 */
const drawn: { zone?: string; origin?: string } = {};

export function browserZone(): string {
  if (drawn.zone) return drawn.zone;
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** The app's origin ("https://portal.example"), for links that leave it (calendar entries, shared addresses). */
export function pageOrigin(): string {
  return drawn.origin ?? window.location.origin;
}

/** Set by the server's first paint before it draws (and cleared with undefined). */
export function setDrawnFacts(facts: { zone?: string; origin?: string }): void {
  drawn.zone = facts.zone;
  drawn.origin = facts.origin;
}

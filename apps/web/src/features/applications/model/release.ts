/**
 * The moment a release is asked for (decision 080): null for now; an ISO date and time for a later moment typed in
 * the browser's zone (a datetime-local value); "invalid" when the typed value is not a date and time.
 */
export function releaseMoment(when: "now" | "later", local: string): string | null | "invalid" {
  if (when === "now") return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return "invalid";
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? "invalid" : at.toISOString();
}

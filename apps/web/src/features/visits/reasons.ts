import type { VisitSide } from "./model";

/** The reason lists of declining, cancelling and rescheduling a visit. */

export const OTHER_REASON = "Other";

/** The i18n key stem of a reference reason (its English text as a slug). */
export function reasonSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The reason sent to the server: the chosen reason, or the typed text when "Other" is chosen. */
export function reasonText(choice: string | null, other: string): string {
  if (!choice) return "";
  return choice === OTHER_REASON ? other.trim() : choice;
}

/** Field problems of a reason form, as message keys; empty when it can be sent. */
export function reasonProblems(choice: string | null, other: string): { reason?: string; other?: string } {
  if (!choice) return { reason: "reasonRequired" };
  if (choice === OTHER_REASON && !other.trim()) return { other: "otherRequired" };
  return {};
}

/** Which reasons list a side picks from when it cancels or declines (see docs/decisions, visits reasons). */
export function reasonKind(
  action: "decline" | "cancel" | "reschedule",
  side: VisitSide,
): "event_decline_reasons" | "reject_reasons" | "reschedule_reasons" {
  if (action === "reschedule") return "reschedule_reasons";
  if (action === "decline" || side === "School") return "event_decline_reasons";
  return "reject_reasons";
}

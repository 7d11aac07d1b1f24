/** The timeline's entries: the application's own changes and the person's activities with the institution. */
import { ACTIVITY_KINDS } from "@quad/contract/rules/connections";

export interface ActivityLabel {
  key: string;
  /** Translation keys of the values shown (a status, a result, a document type…). */
  from?: string;
  to?: string;
}

const DEPOSIT_KEY = (v: string | null) => (v === "paid" ? "deposit.paid" : "deposit.notPaid");

/**
 * A timeline entry's text: the application's own changes (who, from, to) and the person's activities with the
 * institution (registered for a webinar, attended, applied…).
 */
export function activityLabel(a: {
  source: "application" | "engagement";
  kind: string;
  from_value: string | null;
  to_value: string | null;
}): ActivityLabel {
  if (a.source === "engagement")
    return {
      key: (ACTIVITY_KINDS as readonly string[]).includes(a.kind) ? `activity.kinds.${a.kind}` : "activity.kinds.other",
    };
  const { from_value: from, to_value: to } = a;
  switch (a.kind) {
    case "submitted":
      return { key: "activity.submitted" };
    case "status":
      return from
        ? { key: "activity.status", from: `status.${from}`, to: `status.${to}` }
        : { key: "activity.statusSet", to: `status.${to}` };
    case "result":
      return from
        ? { key: "activity.resultChanged", from: `result.${from}`, to: `result.${to}` }
        : { key: "activity.resultSet", to: `result.${to}` };
    case "deposit":
      return { key: "activity.deposit", to: DEPOSIT_KEY(to) };
    case "choice":
      return to ? { key: "activity.choice", to: `choice.${to}` } : { key: "activity.choiceReset" };
    case "fee_status":
      return { key: "activity.fee", from: `fee.${from}`, to: `fee.${to}` };
    case "document_uploaded":
      return { key: "activity.documentUploaded", to: `documentTypes.${to}` };
    case "document_deleted":
      return { key: "activity.documentDeleted", to: `documentTypes.${from}` };
    case "decision_released":
      return { key: "activity.decisionReleased" };
    default:
      return { key: "activity.changed" };
  }
}

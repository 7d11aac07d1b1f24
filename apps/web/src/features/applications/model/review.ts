/** The review step (spec 3 §4) and the deposit buttons. */
import { type ApplicationResult, type ApplicationStatus, OFFER_RESULTS } from "@quad/contract/rules/application";
import { STAFF_DOCUMENT_TYPES } from "@quad/contract/rules/document-types";

export interface ReviewState {
  status: ApplicationStatus;
  result: ApplicationResult | null;
  is_deposit_paid: boolean | null;
  university_documents: { document_type: string; is_deleted: boolean }[];
}

/** Staff documents that complete the review's third step (not the UCAS report, which has its own card). */
export const REVIEW_DOCUMENT_TYPES = STAFF_DOCUMENT_TYPES.filter((t) => t !== "ucas_report");

export function hasSupportingDocument(app: Pick<ReviewState, "university_documents">): boolean {
  return app.university_documents.some(
    (d) => !d.is_deleted && (REVIEW_DOCUMENT_TYPES as readonly string[]).includes(d.document_type),
  );
}

/**
 * The review's current step (spec 3 §4: start review, choose result, upload supporting document; then deposit):
 * 0 start review (submitted), 1 choose result (in review), 2 upload a supporting document (decided without one),
 * 3 all done. A withdrawn application has no step (null).
 */
export function reviewStep(app: ReviewState): 0 | 1 | 2 | 3 | null {
  switch (app.status) {
    case "withdrawn":
      return null;
    case "submitted":
      return 0;
    case "in_review":
      return 1;
    default:
      return hasSupportingDocument(app) ? 3 : 2;
  }
}

export const isOffer = (result: ApplicationResult | null): boolean => result !== null && OFFER_RESULTS.includes(result);

/** Which deposit buttons hold (rules/application.ts setDeposit): only on an offer, once decided. */
export function depositActions(app: Pick<ReviewState, "status" | "result" | "is_deposit_paid">) {
  const open = isOffer(app.result) && (app.status === "decided" || app.status === "completed");
  return { paid: open && app.is_deposit_paid !== true, notPaid: open && app.is_deposit_paid !== false };
}

/** The deposit's state as a translation key stem. */
export function depositState(paid: boolean | null): "paid" | "notPaid" | "unknown" {
  return paid === null ? "unknown" : paid ? "paid" : "notPaid";
}

/**
 * Direct apply's document types (spec 3 §7 GET /partners/document_types): what a program may require an applicant
 * to upload and what staff attach to an application (supporting documents, the UCAS report). Codes travel on the
 * wire; each side shows them translated (web: `documentTypes.<code>`).
 */
export const DOCUMENT_TYPES = [
  "transcript",
  "passport",
  "personal_statement",
  "recommendation_letter",
  "english_test_report",
  "standardized_test_report",
  "cv",
  "portfolio",
  "financial_statement",
  "offer_letter",
  "supporting_document",
  "ucas_report",
  "other",
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Types only staff attach to an application (never required from the applicant). */
export const STAFF_DOCUMENT_TYPES: readonly DocumentType[] = ["offer_letter", "supporting_document", "ucas_report"];

/** Types a program may require from its applicants. */
export const APPLICANT_DOCUMENT_TYPES: readonly DocumentType[] = DOCUMENT_TYPES.filter(
  (t) => !STAFF_DOCUMENT_TYPES.includes(t),
);

/**
 * Types a school's counsellor adds to a student's shared application when the program asks for them (issue 24 §1,
 * decision 073): the school's own documents.
 */
export const SCHOOL_DOCUMENT_TYPES: readonly DocumentType[] = ["transcript", "recommendation_letter"];

/** English names, for the API's look-up answer and server-side texts (mails, CSV). */
export const DOCUMENT_TYPE_NAMES: Record<DocumentType, string> = {
  transcript: "Academic transcript",
  passport: "Passport",
  personal_statement: "Personal statement",
  recommendation_letter: "Recommendation letter",
  english_test_report: "English test report",
  standardized_test_report: "Standardized test report",
  cv: "CV / résumé",
  portfolio: "Portfolio",
  financial_statement: "Financial statement",
  offer_letter: "Offer letter",
  supporting_document: "Supporting document",
  ucas_report: "UCAS report",
  other: "Other document",
};

/** Application documents: PDF, JPEG or PNG (checked by content), at most 5 MB (spec 3 §5 general limit). */
export const APPLICATION_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const APPLICATION_DOCUMENT_CONTENT_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;

/** Program brochures: PDF or JPEG, 20 MB; banners: JPEG or PNG, at most 3, 20 MB each (spec 3 §5, §9). */
export const PROGRAM_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const BROCHURE_CONTENT_TYPES = ["application/pdf", "image/jpeg"] as const;
export const BANNER_CONTENT_TYPES = ["image/jpeg", "image/png"] as const;
export const MAX_BANNERS = 3;

/**
 * Staff documents the applicant sees in My applications (issue 24 §4, decision 081): the offer letter and the
 * supporting document the review uploads with its decision. The UCAS report stays the team's. They appear once the
 * decision is released (rules/decision-release.ts isDecisionHeld), downloadable by a signed, expiring link.
 */
export const SHARED_WITH_APPLICANT_TYPES: readonly DocumentType[] = ["offer_letter", "supporting_document"];

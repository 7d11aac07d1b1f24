/**
 * Direct apply's student applications as staff see them (spec 3 §3, §5, §7 "Student applications"; issue 13 §2–§3).
 * Paths under /api/v1/partners/ unless said; PATCH /api/v2/partners/students/{id} takes the UCAS report.
 */
import { z } from "zod";
import {
  APPLICATION_RESULTS,
  APPLICATION_STATUSES,
  BULK_APPLICATIONS_MAX,
  COMMENT_MAX_LENGTH,
  FEE_STATUSES,
  REVIEW_DAYS_MAX,
  REVIEW_DAYS_MIN,
  UCAS_CHOICES,
} from "../rules/application.ts";
import { DOCUMENT_TYPES } from "../rules/document-types.ts";
import { isDecimalDigits } from "../rules/input-limits.ts";
import { MESSAGES } from "../rules/messages.ts";
import { ApplicationListItemSchema } from "./applications-list.ts";
import { idField, optionalText, pageNoField, requiredText } from "./common.ts";

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const NamedSchema = z.object({ id: z.number(), name: z.string() });
const StatusEnum = z.enum(APPLICATION_STATUSES);
const ResultEnum = z.enum(APPLICATION_RESULTS);

export const ApplicationDocumentSchema = z.object({
  id: z.number(),
  document_type: z.enum(DOCUMENT_TYPES),
  /** The type's name ("UCAS report"). */
  name: z.string(),
  original_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number(),
  is_deleted: z.boolean(),
  uploaded_by: NamedSchema.nullable(),
  created_at: z.string(),
  /** The school whose counsellor added it (issue 24 §1, decision 073); null for the applicant's and staff's. */
  from_school: NamedSchema.nullable().optional(),
  /** GET student_application_documents/{id}: the file inline (previews), for staff of the institution. */
  url: z.string(),
});
export type ApplicationDocument = z.infer<typeof ApplicationDocumentSchema>;

const section = z.record(z.string(), z.unknown());
/** GET student_applications/{id} — the detail (spec 3 §2 sections, §3 fields). */
export const ApplicationDetailSchema = ApplicationListItemSchema.extend({
  personal: section,
  guardian: section,
  education: section,
  academic: section,
  tests: z.array(section),
  /** The applicant's documents. */
  documents: z.array(ApplicationDocumentSchema),
  /** What staff uploaded (supporting documents, the UCAS report), deleted ones marked. */
  university_documents: z.array(ApplicationDocumentSchema),
  review_days: z.number(),
  /**
   * A school's counsellor only (decision 073): the school documents it may add now, those the program asks for among
   * the transcript and the recommendation letter.
   */
  school_document_types: z.array(z.enum(DOCUMENT_TYPES)).optional(),
  actions: z.object({
    can_start_review: z.boolean(),
    can_choose_result: z.boolean(),
    can_complete: z.boolean(),
    can_withdraw: z.boolean(),
    can_set_deposit: z.boolean(),
    can_set_choice: z.boolean(),
  }),
});
export const ApplicationResponseSchema = z.object({ application: ApplicationDetailSchema });

/**
 * POST student_applications/{id}/seen — the staff user has opened the application: its New badge clears and
 * their notifications about it are read. GET student_applications/{id} only reads; the screen calls this once.
 */
export const ApplicationSeenResponseSchema = z
  .null()
  .describe("Seen: the application's New badge is cleared and the caller's notifications about it are read");
export type ApplicationResponse = z.infer<typeof ApplicationResponseSchema>;

/** PUT student_applications/{id}: status, result, deposit paid, UCAS choice, fee status; a note for the audit. */
export const UpdateApplicationInputSchema = z
  .object({
    status: z.preprocess(blankToUndefined, StatusEnum.optional()),
    result: z.preprocess(blankToUndefined, ResultEnum.optional()),
    is_deposit_paid: z.boolean().optional(),
    /** null resets it. */
    choice: z.enum(UCAS_CHOICES).nullable().optional(),
    fee_status: z.preprocess(blankToUndefined, z.enum(FEE_STATUSES).optional()),
    note: optionalText(500),
  })
  .refine(
    (u) =>
      u.status !== undefined ||
      u.result !== undefined ||
      u.is_deposit_paid !== undefined ||
      u.choice !== undefined ||
      u.fee_status !== undefined,
    { path: ["base"], message: "Nothing to change" },
  );
export type UpdateApplicationInput = z.infer<typeof UpdateApplicationInputSchema>;

/** PUT student_applications/{id}/update_choice */
export const UpdateChoiceInputSchema = z.object({ choice: z.enum(UCAS_CHOICES).nullable() });

/** POST student_applications/reset_choices: these applications' choices, or every one of the institution's. */
export const ResetChoicesInputSchema = z.object({
  application_ids: z.array(idField()).max(BULK_APPLICATIONS_MAX, `at most ${BULK_APPLICATIONS_MAX}`).optional(),
});
export const ResetChoicesResponseSchema = z.object({ message: z.string(), updated: z.number() });

/** GET student_applications/{id}/application_results: the results the review may choose now. */
export const ApplicationResultsResponseSchema = z.object({
  results: z.array(z.object({ value: ResultEnum, label: z.string(), class_name: z.string() })),
  current: ResultEnum.nullable(),
});

/** One entry of the application's timeline: its own history, and the person's activities with the institution. */
export const ApplicationActivitySchema = z.object({
  /** "event-12" (the application's history) or "activity-5" (an engagement: webinar, visit, applied…). */
  id: z.string(),
  source: z.enum(["application", "engagement"]),
  kind: z.string(),
  from_value: z.string().nullable(),
  to_value: z.string().nullable(),
  note: z.string().nullable(),
  actor: NamedSchema.nullable(),
  /** staff, applicant, system. */
  actor_kind: z.string(),
  document_id: z.number().nullable(),
  occurred_at: z.string(),
});
export const ApplicationActivitiesQuerySchema = z.object({ page_no: pageNoField() });
export const ApplicationActivitiesResponseSchema = z.object({
  activities: z.array(ApplicationActivitySchema),
  total: z.number(),
  page_no: z.number(),
  per_page: z.number(),
});

/**
 * Upload fields (multipart, file field `document`). A school's counsellor uploads one of the school documents the
 * program asks for (transcript, recommendation letter; decision 073).
 */
export const UploadDocumentInputSchema = z.object({
  document_type: z.preprocess(blankToUndefined, z.enum(DOCUMENT_TYPES).default("supporting_document")),
});
export const DocumentResponseSchema = z.object({ document: ApplicationDocumentSchema, message: z.string() });

/** PATCH /api/v2/partners/students/{id} (multipart student[document_type], student[document], student[remove_document]). */
export const StudentDocumentInputSchema = z.object({
  document_type: z.preprocess(blankToUndefined, z.enum(DOCUMENT_TYPES).default("ucas_report")),
  /** One of the student's applications to the institution; their latest when left out. */
  application_id: z.preprocess(blankToUndefined, idField().optional()),
  remove_document: z.preprocess(
    (v) => (v === "true" || v === "1" ? true : v === "false" || v === "0" || v === "" ? false : v),
    z.boolean().default(false),
  ),
});
export const StudentDocumentResponseSchema = z.object({
  message: z.string(),
  document: ApplicationDocumentSchema.nullable(),
});

export const CommentSchema = z.object({
  id: z.number(),
  body: z.string(),
  author: NamedSchema,
  created_at: z.string(),
});
export const CommentInputSchema = z.object({ body: requiredText(COMMENT_MAX_LENGTH) });
export const CommentsResponseSchema = z.object({ comments: z.array(CommentSchema) });
export const CommentResponseSchema = z.object({ comment: CommentSchema });

/** POST student_applications/bulk (decision 052): each record checked on its own. */
export const BulkApplicationsInputSchema = z
  .object({
    action: z.enum(["start_review", "set_result", "export"]),
    ids: z.array(idField()).min(1, MESSAGES.required).max(BULK_APPLICATIONS_MAX, `at most ${BULK_APPLICATIONS_MAX}`),
    result: z.preprocess(blankToUndefined, ResultEnum.optional()),
  })
  .refine((b) => b.action !== "set_result" || b.result !== undefined, { path: ["result"], message: MESSAGES.required });
export type BulkApplicationsInput = z.infer<typeof BulkApplicationsInputSchema>;
export const BulkApplicationsResponseSchema = z.object({
  results: z.array(
    z.object({
      id: z.number(),
      outcome: z.enum(["done", "refused"]),
      /** Why it was refused (its state, or not found). */
      reason: z.string().nullable(),
      status: StatusEnum.nullable(),
      result: ResultEnum.nullable(),
    }),
  ),
  done: z.number(),
  refused: z.number(),
  /** The export's CSV (signed, expiring link); null for the other actions. */
  csv_url: z.string().nullable(),
});

const reviewDays = z.preprocess(
  (v) => (typeof v === "string" && isDecimalDigits(v) ? Number(v) : v),
  z
    .int({ error: MESSAGES.notInteger })
    .min(REVIEW_DAYS_MIN, MESSAGES.range(REVIEW_DAYS_MIN, REVIEW_DAYS_MAX))
    .max(REVIEW_DAYS_MAX, MESSAGES.range(REVIEW_DAYS_MIN, REVIEW_DAYS_MAX)),
);
/** GET/PUT student_applications/settings: after how many days a waiting application is overdue. */
export const ApplicationSettingsSchema = z.object({ review_days: reviewDays });
export const ApplicationSettingsResponseSchema = z.object({ settings: z.object({ review_days: z.number() }) });

/**
 * Direct apply's student applications as staff see them (spec 3 §3, §5, §7 "Student applications"; issue 13 §2–§3).
 * Paths under /api/v1/partners/ unless said; PATCH /api/v2/partners/students/{id} takes the UCAS report.
 */
import { z } from "zod";
import {
  APPLICATION_RESULTS,
  APPLICATION_SORT_KEYS,
  APPLICATION_STATUSES,
  APPLICATION_TABS,
  ATTENTION_STATES,
  BULK_APPLICATIONS_MAX,
  COMMENT_MAX_LENGTH,
  DEFAULT_APPLICATION_SORT,
  FEE_STATUSES,
  REVIEW_DAYS_MAX,
  REVIEW_DAYS_MIN,
  SORT_DIRECTIONS,
  UCAS_CHOICES,
} from "../rules/application.ts";
import { DOCUMENT_TYPES } from "../rules/document-types.ts";
import { isDecimalDigits } from "../rules/input-limits.ts";
import { MESSAGES } from "../rules/messages.ts";
import { idField, optionalText, pageNoField, requiredText } from "./common.ts";

const FILTER_VALUES_MAX = 100;
const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
/** One value or many become a list; blanks are dropped. */
const toList = (v: unknown) => {
  if (v === undefined || v === null) return undefined;
  return (Array.isArray(v) ? v : [v]).filter((item) => item !== "" && item !== null && item !== undefined);
};
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess(toList, z.array(item).max(FILTER_VALUES_MAX, `at most ${FILTER_VALUES_MAX}`).optional());

const DAY = /^(\d{4})-(\d{2})-(\d{2})(T[0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;
const isRealDay = (v: string) => {
  const m = DAY.exec(v);
  if (!m) return false;
  const d = new Date(`${m[1]}-${m[2]}-${m[3]}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === `${m[1]}-${m[2]}-${m[3]}`;
};
/**
 * A whole day of a date filter: "YYYY-MM-DD", or an ISO datetime whose date (as written) names the day (spec 3 §5
 * sends the start or end of the day). The range covers whole days in the institution's zone.
 */
const dayField = z.preprocess(
  blankToUndefined,
  z
    .string()
    .max(40, "must be a date")
    .refine(isRealDay, "must be a date (YYYY-MM-DD)")
    .transform((v) => v.slice(0, 10))
    .optional(),
);

/** The list's filters (spec 3 §5): AND across filters, OR within one; absent or empty filters nothing. */
export const ApplicationFiltersSchema = z
  .object({
    country_ids: listOf(idField()),
    course_ids: listOf(idField()),
    program_ids: listOf(idField()),
    /** School partners of the applicants (GET student_applications/schools). */
    school_ids: listOf(idField()),
    status: listOf(z.enum(APPLICATION_STATUSES)),
    result: listOf(z.enum(APPLICATION_RESULTS)),
    fee_status: listOf(z.enum(FEE_STATUSES)),
    /** Date applied (submitted_at), from this day … */
    start_date: dayField,
    /** … to this day, both whole days. */
    end_date: dayField,
    /** new, overdue, on_time (decision 052). */
    application_status: listOf(z.enum(ATTENTION_STATES)),
    document_uploaded_from: dayField,
    document_uploaded_to: dayField,
  })
  .refine((f) => !f.start_date || !f.end_date || f.start_date <= f.end_date, {
    path: ["end_date"],
    message: "must not be before start_date",
  })
  .refine(
    (f) => !f.document_uploaded_from || !f.document_uploaded_to || f.document_uploaded_from <= f.document_uploaded_to,
    { path: ["document_uploaded_to"], message: "must not be before document_uploaded_from" },
  );
export type ApplicationFilters = z.infer<typeof ApplicationFiltersSchema>;

export const SortParamsSchema = z.object({
  sort_by: z.preprocess(blankToUndefined, z.enum(APPLICATION_SORT_KEYS).default(DEFAULT_APPLICATION_SORT.sort_by)),
  sort_direction: z.preprocess(
    blankToUndefined,
    z.enum(SORT_DIRECTIONS).default(DEFAULT_APPLICATION_SORT.sort_direction),
  ),
});

/** POST student_applications — the list (spec 3 §5 payload), or its CSV with download: true. */
export const ApplicationsListInputSchema = z.object({
  search_text: z.preprocess(blankToUndefined, optionalText(100)),
  filters: z.preprocess(blankToUndefined, ApplicationFiltersSchema.default({})),
  sort_params: z.preprocess(blankToUndefined, SortParamsSchema.default({ ...DEFAULT_APPLICATION_SORT })),
  page_no: pageNoField(),
  tab: z.preprocess(blankToUndefined, z.enum(APPLICATION_TABS).default("upcoming")),
  download: z.boolean().optional(),
});
export type ApplicationsListInput = z.infer<typeof ApplicationsListInputSchema>;

const NamedSchema = z.object({ id: z.number(), name: z.string() });
const StatusEnum = z.enum(APPLICATION_STATUSES);
const ResultEnum = z.enum(APPLICATION_RESULTS);

/** One row of the list (spec 3 §3 labels). */
export const ApplicationListItemSchema = z.object({
  id: z.number(),
  /** The applicant; user_id is their person (one identity across Quad), the {id} of PATCH students/{id}. */
  student: z.object({ user_id: z.number(), first_name: z.string(), last_name: z.string(), email: z.string() }),
  program: NamedSchema,
  /** The university the program belongs to. */
  institution: NamedSchema,
  course: NamedSchema.nullable(),
  intake_round: NamedSchema.nullable(),
  country: NamedSchema.nullable(),
  school: z.object({ id: z.number().nullable(), name: z.string() }).nullable(),
  /** Date applied. */
  submitted_at: z.string(),
  start_date: z.string().nullable(),
  choice: z.enum(UCAS_CHOICES).nullable(),
  status: StatusEnum,
  status_class_name: z.string(),
  result: ResultEnum.nullable(),
  result_class_name: z.string().nullable(),
  document_upload_date: z.string().nullable(),
  application_fee: z.object({ amount: z.string(), currency: z.string().nullable() }).nullable(),
  fee_status: z.enum(FEE_STATUSES),
  fee_waived: z.boolean(),
  is_deposit_paid: z.boolean().nullable(),
  /** Not yet opened by staff (New badge). */
  is_new: z.boolean(),
  status_changed_at: z.string(),
  days_in_status: z.number(),
  /** Waiting on the institution longer than its review days. */
  is_overdue: z.boolean(),
});
export type ApplicationListItem = z.infer<typeof ApplicationListItemSchema>;

/**
 * The list's answer: matched = this tab under the filters; total = this tab without filters; past_count = the past
 * tab under the same filters; data_count = the institution's applications in every tab.
 */
export const ApplicationsListResponseSchema = z.object({
  applications: z.array(ApplicationListItemSchema),
  matched: z.number(),
  total: z.number(),
  past_count: z.number(),
  data_count: z.number(),
  page_no: z.number(),
  per_page: z.number(),
});
export type ApplicationsListResponse = z.infer<typeof ApplicationsListResponseSchema>;

/** One option of a look-up: `value` goes into the filter, `label` is shown, `count` = applications having it. */
export const ApplicationOptionSchema = z.object({
  value: z.union([z.number(), z.string(), z.boolean()]),
  label: z.string(),
  count: z.number(),
});
export const ApplicationOptionsResponseSchema = z.object({ options: z.array(ApplicationOptionSchema) });
export type ApplicationOptionsResponse = z.infer<typeof ApplicationOptionsResponseSchema>;

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

/** Upload fields (multipart, file field `document`). */
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

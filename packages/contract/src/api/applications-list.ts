/**
 * The student applications list (spec 3 §3, §5 payload, §9; issue 13 §2): POST student_applications and its look-ups.
 */
import { z } from "zod";
import { APPLICATION_RESULTS, APPLICATION_STATUSES, FEE_STATUSES, UCAS_CHOICES } from "../rules/application.ts";
import {
  APPLICATION_SORT_KEYS,
  APPLICATION_TABS,
  ATTENTION_STATES,
  DEFAULT_APPLICATION_SORT,
  SORT_DIRECTIONS,
} from "../rules/application-list.ts";
import { SEARCH_TEXT_MAX_LENGTH } from "../rules/input-limits.ts";
import { idField, optionalText, pageNoField } from "./common.ts";

const FILTER_VALUES_MAX = 100;
const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
/** One value or many become a list; blanks are dropped. */
const toList = (v: unknown) => {
  if (v === undefined || v === null) return undefined;
  return (Array.isArray(v) ? v : [v]).filter((item) => item !== "" && item !== null && item !== undefined);
};
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess(toList, z.array(item).max(FILTER_VALUES_MAX, `at most ${FILTER_VALUES_MAX}`).optional());

const DAY =
  /^(\d{4})-(\d{2})-(\d{2})(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)?)?$/;
/** The years a date filter can name (an application is never older than Quad's directory, nor dated in year 0). */
const FIRST_YEAR = 1900;
export const isRealDay = (v: string) => {
  const m = DAY.exec(v);
  if (!m || Number(m[1]) < FIRST_YEAR) return false;
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
    /** The universities of the programs (GET student_applications/universities; a school's filter, decision 072). */
    university_ids: listOf(idField()),
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
  search_text: z.preprocess(blankToUndefined, optionalText(SEARCH_TEXT_MAX_LENGTH)),
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
  /**
   * Decisions released, not leaked (decision 080): whether the student was told the recorded decision — held (not
   * yet scheduled), scheduled (release_at), released (released_at); null while no decision is recorded.
   */
  decision_release: z
    .object({
      state: z.enum(["held", "scheduled", "released"]),
      release_at: z.string().nullable(),
      released_at: z.string().nullable(),
    })
    .nullable(),
});
export type ApplicationListItem = z.infer<typeof ApplicationListItemSchema>;

/**
 * The list's answer: matched = this tab under the filters; total = this tab without filters; past_count = the past
 * tab under the same filters (spec), upcoming_count the upcoming one (ours: both tabs show their count whichever is
 * open); data_count = the institution's applications in every tab.
 */
export const ApplicationsListResponseSchema = z.object({
  applications: z.array(ApplicationListItemSchema),
  matched: z.number(),
  total: z.number(),
  past_count: z.number(),
  upcoming_count: z.number(),
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

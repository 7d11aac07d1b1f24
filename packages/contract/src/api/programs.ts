/**
 * Direct apply's programs (spec 3 §3, §4, §5, §7 Programs; issue 13 §1; decision 051): the list, its download,
 * one program, create and update (multipart: fields plus brochure and banners[] files), copy, delete, and
 * the look-ups of the editor.
 */
import { z } from "zod";
import { DESCRIPTION_MAX } from "../rules/constants.ts";
import { CURRENCY_CODES } from "../rules/currencies.ts";
import { APPLICANT_DOCUMENT_TYPES, type DocumentType, MAX_BANNERS } from "../rules/document-types.ts";
import { hasControlCharacter, SEARCH_TEXT_MAX_LENGTH } from "../rules/input-limits.ts";
import { MESSAGES } from "../rules/messages.ts";
import {
  ADDITIONAL_REQUIREMENTS_MAX,
  APPLICATION_FEE_MAX,
  CONTENT_BODY_MAX,
  COPY_STATES,
  COST_MAX,
  MAX_CONTENT_SECTIONS,
  MAX_INTAKE_ROUNDS,
  MAX_PROGRAM_COURSES,
  MAX_PROGRAM_TESTS,
  PROGRAM_MESSAGES,
  PROGRAM_NAME_MAX,
  PROGRAM_SORT_KEYS,
  PROGRAM_STATUS_ACTIONS,
  PROGRAM_STATUSES,
  PROGRAMS_PAGE_SIZE,
  PROGRAMS_PER_PAGE_MAX,
  parseCost,
} from "../rules/program.ts";
import { PROGRAM_TYPES } from "../rules/program-types.ts";
import {
  dateText,
  fromJsonText,
  idField,
  optionalIdField,
  optionalText,
  pageNoField,
  perPageField,
  requiredText,
} from "./common.ts";

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
/** Blank or null clears a field; left out, it is kept (on update). */
const blankToNull = (v: unknown) => (v === "" ? null : v);
const clearableText = (max: number) =>
  z
    .preprocess(
      (v) => (v === null ? "" : v),
      z
        .string()
        .trim()
        .max(max, `must be at most ${max} characters`)
        .refine((v) => !hasControlCharacter(v), MESSAGES.controlCharacters)
        .optional(),
    )
    .transform((v) => (v === undefined ? undefined : v === "" ? null : v));

/** A list field: a JSON array, a JSON text of one (multipart), repeated `name[]` parts, or one plain value. */
const asList = (v: unknown, ctx: z.core.$RefinementCtx) => {
  if (v === undefined || Array.isArray(v)) return v;
  if (typeof v === "string") {
    if (v.trim().startsWith("[")) return fromJsonText(v, ctx);
    return v === "" ? [] : [v];
  }
  return v;
};
/** A structured field: JSON, or its JSON text (multipart). */
const asJson = fromJsonText;
const listOf = <T extends z.ZodType>(item: T, max: number, parse = asList) =>
  z.preprocess(parse, z.array(item).max(max, `at most ${max}`).optional());

/** A calendar date YYYY-MM-DD that exists (2027-02-30 does not); blank is none. */
const dateField = z.preprocess(
  blankToUndefined,
  dateText()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date (YYYY-MM-DD)")
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && v >= "1900-01-01";
    }, "must be a date (YYYY-MM-DD)")
    .nullable()
    .optional(),
);

/** A cost as typed ("12,500.00": commas stripped); blank or null clears it. */
/** A check box as JSON (true/false) or a form field ("true"/"false", "1"/"0"). */
const formBoolean = (v: unknown) => (v === "true" || v === "1" ? true : v === "false" || v === "0" ? false : v);
const costField = (max: number) =>
  z
    .preprocess(
      (v) => (v === undefined ? undefined : parseCost(v)),
      z.number({ error: PROGRAM_MESSAGES.invalidCost }).max(max, MESSAGES.range(0, max)).nullable().optional(),
    )
    .meta({ description: "An amount; thousands separators (commas) are stripped, blank clears it." });

export const IntakeRoundInputSchema = z
  .object({
    /** An existing round of this program (kept, so its applications keep pointing at it); absent for a new one. */
    id: optionalIdField(),
    name: requiredText(100),
    start_date: dateField,
    opening_date: dateField,
    deadline: dateField,
  })
  .superRefine((r, ctx) => {
    if (r.opening_date && r.deadline && r.opening_date > r.deadline)
      ctx.addIssue({ code: "custom", path: ["deadline"], message: PROGRAM_MESSAGES.deadlineBeforeOpening });
  });
export type IntakeRoundInput = z.infer<typeof IntakeRoundInputSchema>;

export const CourseInputSchema = z.object({ id: optionalIdField(), name: requiredText(150) });
export const ContentSectionSchema = z.object({ title: requiredText(150), body: z.string().max(CONTENT_BODY_MAX) });
export const ProgramTestSchema = z.object({
  test: requiredText(60),
  min_score: optionalText(20).transform((v) => v ?? null),
});

/**
 * The editor's fields (POST programs, PUT programs/{id}; multipart or JSON). Lists and sections come as JSON
 * (in multipart: their JSON text); required_documents and the file id lists may also come as repeated
 * `name[]` parts. On PUT a field left out keeps its value; on POST it starts empty. Files: brochure (pdf or
 * jpeg, 20 MB, one; a new one replaces it) and banners[] (jpeg or png, 20 MB, at most 3 in all).
 */
const programFields = {
  name: requiredText(PROGRAM_NAME_MAX),
  /** The university the program belongs to: a University's is itself; see GET programs/universities. */
  university_id: optionalIdField(),
  program_type: z.preprocess(blankToNull, z.enum(PROGRAM_TYPES).nullable().optional()),
  currency: z.preprocess(blankToNull, z.enum(CURRENCY_CODES).nullable().optional()),
  min_cost: costField(COST_MAX),
  max_cost: costField(COST_MAX),
  application_fee: costField(APPLICATION_FEE_MAX),
  /** The enrolment deposit an offer asks (major units, like the fee; issue 27), due this many days after the offer. */
  deposit_amount: costField(COST_MAX),
  deposit_due_days: z.preprocess(
    (v) => (v === "" ? null : typeof v === "string" && /^\d+$/.test(v) ? Number(v) : v),
    z
      .int({ error: MESSAGES.notInteger })
      .min(0, MESSAGES.range(0, 365))
      .max(365, MESSAGES.range(0, 365))
      .nullable()
      .optional(),
  ),
  application_fee_waivable: z.preprocess(formBoolean, z.boolean().optional()),
  deposit_waivable: z.preprocess(formBoolean, z.boolean().optional()),
  description: clearableText(DESCRIPTION_MAX + 1000).refine(
    (v) => !v || v.length <= DESCRIPTION_MAX,
    PROGRAM_MESSAGES.description,
  ),
  additional_requirements: clearableText(ADDITIONAL_REQUIREMENTS_MAX),
  content: listOf(ContentSectionSchema, MAX_CONTENT_SECTIONS, asJson),
  tests: listOf(ProgramTestSchema, MAX_PROGRAM_TESTS, asJson),
  required_documents: listOf(
    z.enum(APPLICANT_DOCUMENT_TYPES as [DocumentType, ...DocumentType[]]),
    APPLICANT_DOCUMENT_TYPES.length,
  ),
  intake_rounds: listOf(IntakeRoundInputSchema, MAX_INTAKE_ROUNDS, asJson),
  courses: listOf(CourseInputSchema, MAX_PROGRAM_COURSES, asJson).refine((list) => {
    const names = (list ?? []).map((c) => c.name.toLowerCase());
    return new Set(names).size === names.length;
  }, PROGRAM_MESSAGES.duplicateCourses),
  /** Files of the institution's other programs to use here too (GET programs/brochures, programs/banners). */
  reuse_file_ids: listOf(idField(), MAX_BANNERS + 1),
};

/** POST programs: a draft unless `action` is activate (then it must be complete). */
export const CreateProgramInputSchema = z.object({
  ...programFields,
  action: z.preprocess(blankToUndefined, z.enum(["save_draft", "activate"]).optional()),
});
export type CreateProgramInput = z.infer<typeof CreateProgramInputSchema>;

/** PUT programs/{id}: the fields sent change; `action` moves the status (save_draft, activate, deactivate). */
export const UpdateProgramInputSchema = z.object({
  ...programFields,
  name: requiredText(PROGRAM_NAME_MAX).optional(),
  action: z.preprocess(blankToUndefined, z.enum(PROGRAM_STATUS_ACTIONS).optional()),
  /** This program's files to take off it. */
  remove_file_ids: listOf(idField(), MAX_BANNERS + 1),
});
export type UpdateProgramInput = z.infer<typeof UpdateProgramInputSchema>;

export const NamedSchema = z.object({ id: z.number(), name: z.string() });

/** A brochure or banner, opened through its signed link `url` (or GET programs/{id}/files/{file_id}). */
export const ProgramFileSchema = z.object({
  id: z.number(),
  kind: z.enum(["brochure", "banner"]),
  name: z.string(),
  content_type: z.string(),
  size_bytes: z.number(),
  url: z.string(),
});
export type ProgramFile = z.infer<typeof ProgramFileSchema>;

export const IntakeRoundSchema = z.object({
  id: z.number(),
  name: z.string(),
  start_date: z.string().nullable(),
  opening_date: z.string().nullable(),
  deadline: z.string().nullable(),
});
export type IntakeRound = z.infer<typeof IntakeRoundSchema>;

export const ProgramSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: z.enum(PROGRAM_STATUSES),
  program_type: z.enum(PROGRAM_TYPES).nullable(),
  currency: z.string().nullable(),
  min_cost: z.number().nullable(),
  max_cost: z.number().nullable(),
  application_fee: z.number().nullable(),
  deposit_amount: z.number().nullable(),
  deposit_due_days: z.number().nullable(),
  application_fee_waivable: z.boolean(),
  deposit_waivable: z.boolean(),
  description: z.string().nullable(),
  additional_requirements: z.string().nullable(),
  content: z.array(z.object({ title: z.string(), body: z.string() })),
  tests: z.array(z.object({ test: z.string(), min_score: z.string().nullable() })),
  required_documents: z.array(z.string()),
  /** The owner (the signed-in institution). */
  partner: NamedSchema,
  university: NamedSchema,
  intake_rounds: z.array(IntakeRoundSchema),
  courses: z.array(NamedSchema),
  brochure: ProgramFileSchema.nullable(),
  banners: z.array(ProgramFileSchema),
  copied_from_id: z.number().nullable(),
  applicants: z.number(),
  /** What staff can do now (rules/program.ts allowedActions). */
  allowed_actions: z.array(z.string()),
  /** What activation still needs, field -> message (empty when complete). */
  missing_fields: z.record(z.string(), z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Program = z.infer<typeof ProgramSchema>;
export const ProgramResponseSchema = z.object({ program: ProgramSchema });

const statusList = z.preprocess(asList, z.array(z.enum(PROGRAM_STATUSES)).max(PROGRAM_STATUSES.length).optional());
const listFilters = {
  search_text: optionalText(SEARCH_TEXT_MAX_LENGTH),
  status: statusList,
  program_types: z.array(z.enum(PROGRAM_TYPES)).max(PROGRAM_TYPES.length).optional(),
  university_ids: z.array(idField()).max(100, "at most 100").optional(),
  sort_params: z
    .object({
      sort_by: z.enum(PROGRAM_SORT_KEYS).default("id"),
      sort_direction: z.enum(["asc", "desc"]).default("desc"),
    })
    .optional(),
};

/** POST programs/list: filtered, searched (name), sorted, paged (per_page 20, pages from 1). */
export const ProgramsListInputSchema = z.object({
  page_no: pageNoField(),
  per_page: perPageField(PROGRAMS_PER_PAGE_MAX, PROGRAMS_PAGE_SIZE),
  ...listFilters,
});
export type ProgramsListInput = z.infer<typeof ProgramsListInputSchema>;
/** POST programs/download: the list's filters and sort, every matching program. */
export const ProgramsDownloadInputSchema = z.object(listFilters);
export type ProgramsDownloadInput = z.infer<typeof ProgramsDownloadInputSchema>;

/** A list row (issue 13 §1 labels): the round shown is the next one open (else the latest). */
export const ProgramRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: z.enum(PROGRAM_STATUSES),
  program_type: z.enum(PROGRAM_TYPES).nullable(),
  partner: NamedSchema,
  university: NamedSchema,
  round: IntakeRoundSchema.nullable(),
  applicants: z.number(),
  updated_at: z.string(),
});
export type ProgramRow = z.infer<typeof ProgramRowSchema>;
export const ProgramsListResponseSchema = z.object({
  programs: z.array(ProgramRowSchema),
  matched: z.number(),
  total: z.number(),
  page_no: z.number(),
});

/** GET programs/{id}/copy. */
export const ProgramCopyResponseSchema = z.object({
  copy_state: z.enum(COPY_STATES),
  /** The copy (existing or newly created); null with dont_show. */
  program: ProgramSchema.nullable(),
});

export const ProgramFileParamsSchema = z.object({ id: idField(), file_id: idField() });

/**
 * Direct apply in the guest area (issue 13 §3 "the student's side"): a university's active programs, applying with
 * the required documents, and the student's own applications. Paths under /api/v1/webinars/ (decision 052).
 */
import { z } from "zod";
import { APPLICATION_RESULTS, APPLICATION_STATUSES } from "../rules/application.ts";
import { DOCUMENT_TYPES } from "../rules/document-types.ts";
import { optionalIdField } from "./common.ts";
import { formBoolean } from "./webinars.ts";

const NamedSchema = z.object({ id: z.number(), name: z.string() });

export const GuestProgramSchema = z.object({
  id: z.number(),
  name: z.string(),
  institution: NamedSchema,
  program_type: z.string().nullable(),
  description: z.string().nullable(),
  currency: z.string().nullable(),
  min_cost: z.string().nullable(),
  max_cost: z.string().nullable(),
  application_fee: z.string().nullable(),
  /** What the applicant must upload: form fields documents[<type>]. */
  required_documents: z.array(z.object({ type: z.enum(DOCUMENT_TYPES), name: z.string() })),
  tests: z.array(z.object({ test: z.string(), min_score: z.string().nullable() })),
  additional_requirements: z.string().nullable(),
  intake_rounds: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      start_date: z.string().nullable(),
      opening_date: z.string().nullable(),
      deadline: z.string().nullable(),
      /** Applications are taken today (between opening date and deadline). */
      is_open: z.boolean(),
    }),
  ),
  courses: z.array(NamedSchema),
  /**
   * The signed-in student's application to this program (the latest not withdrawn), as they see it (a decision not
   * yet released is still in_review); null for anyone else or when they have not applied (issue 24 §4).
   */
  my_application: z
    .object({
      id: z.number(),
      status: z.enum(APPLICATION_STATUSES),
      result: z.enum(APPLICATION_RESULTS).nullable(),
    })
    .nullable(),
});
/** GET institutions/{id}/programs */
export const GuestProgramsResponseSchema = z.object({ programs: z.array(GuestProgramSchema) });

/**
 * POST programs/{id}/apply (multipart): the round and course chosen, and one file per required document type in
 * the field documents[<type>] (PDF, JPEG or PNG, 5 MB each).
 */
export const ApplyInputSchema = z.object({
  intake_round_id: optionalIdField(),
  course_id: optionalIdField(),
  /**
   * Share the application with the counsellors of the school named in the student's profile (issue 24 §1,
   * decision 072): off unless the student ticks it; withdrawable later (PUT my-applications/{id}/school_share).
   */
  share_with_school: z.preprocess((v) => (v === "" || v === null ? undefined : v), formBoolean.default(false)),
});

/** PUT my-applications/{id}/school_share: share the application with the school's counsellors, or stop sharing. */
export const SchoolShareInputSchema = z.object({ shared: z.boolean({ error: "must be true or false" }) });

export const MyApplicationSchema = z.object({
  id: z.number(),
  program: NamedSchema,
  institution: NamedSchema,
  course: NamedSchema.nullable(),
  intake_round: NamedSchema.nullable(),
  start_date: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  result: z.enum(APPLICATION_RESULTS).nullable(),
  submitted_at: z.string(),
  status_changed_at: z.string(),
  /**
   * The school named in the profile when the student applied, and whether its counsellors see the application
   * (decision 072); null when the student named no school on Quad.
   */
  school_share: z.object({ school: NamedSchema, shared: z.boolean() }).nullable(),
  documents: z.array(
    z.object({
      id: z.number(),
      document_type: z.enum(DOCUMENT_TYPES),
      name: z.string(),
      original_name: z.string(),
      created_at: z.string(),
    }),
  ),
  /**
   * Documents the institution shares with the student (the offer letter, the decision's supporting document), once
   * the decision is released; `url` is a signed, expiring download link (decision 081).
   */
  shared_documents: z.array(
    z.object({
      id: z.number(),
      document_type: z.enum(DOCUMENT_TYPES),
      name: z.string(),
      original_name: z.string(),
      created_at: z.string(),
      url: z.string(),
    }),
  ),
  /** Status and result changes, oldest first (who changed them is not shown to the applicant). */
  history: z.array(
    z.object({
      kind: z.string(),
      from_value: z.string().nullable(),
      to_value: z.string().nullable(),
      occurred_at: z.string(),
    }),
  ),
});
export const MyApplicationResponseSchema = z.object({ application: MyApplicationSchema, message: z.string() });
/** GET my-applications */
export const MyApplicationsResponseSchema = z.object({ applications: z.array(MyApplicationSchema) });

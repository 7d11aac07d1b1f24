import { z } from "zod";
import { CHECK_IN_MESSAGES, GRADUATION_YEAR_MAX, GRADUATION_YEAR_MIN } from "../rules/check-in.ts";
import { NAME_MAX_LENGTH } from "../rules/input-limits.ts";
import { MESSAGES } from "../rules/messages.ts";
import { emailField, idField, pageNoField, requiredText, searchTextField } from "./common.ts";

/** Mobile QR check-in (spec 2 §7 Events: mobile_event_list, mobile_event_detail, mobile_scan_event, mobile/participants/*). */

export const PARTICIPANTS_PAGE_SIZE = 20;
export const GUEST_ROLES = ["student", "parent", "counselor"] as const;
export type GuestRole = (typeof GUEST_ROLES)[number];
export const CHECK_IN_METHODS = ["qr", "manual", "walk_in"] as const;
export type CheckInMethod = (typeof CHECK_IN_METHODS)[number];

const id = idField;

/** A webinar as the check-in screens show it; times are instants, `timezone` the zone they were announced in. */
export const CheckInEventSchema = z.object({
  id: z.number(),
  title: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  timezone: z.string(),
  is_in_person: z.boolean(),
  location: z.string().nullable(),
  timing: z.enum(["live", "upcoming", "past"]),
  registered_count: z.number(),
  checked_in_count: z.number(),
});
export type CheckInEvent = z.infer<typeof CheckInEventSchema>;

/** GET events/mobile_event_list — today's, live and upcoming events of the signed-in partner. */
export const MobileEventListResponseSchema = z.object({
  events: z.array(CheckInEventSchema),
  matched: z.number(),
  total: z.number(),
  page_no: z.number(),
});

export const SchoolRefSchema = z.object({ id: z.number(), name: z.string() });

/** A guest's registration for the event, with its check-in. `student_id` is the guest's id. */
export const ParticipantSchema = z.object({
  id: z.number(),
  student_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(GUEST_ROLES),
  school: SchoolRefSchema.nullable(),
  institute_name: z.string().nullable(),
  graduation_year: z.number().nullable(),
  source: z.enum(["online", "walk_in"]),
  registered_at: z.string(),
  checked_in: z.boolean(),
  attended_at: z.string().nullable(),
  check_in_method: z.enum(CHECK_IN_METHODS).nullable(),
  checked_in_by: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type Participant = z.infer<typeof ParticipantSchema>;

/** GET events/{id}/mobile_event_detail?page_no&status&search_text */
export const MobileEventDetailQuerySchema = z.object({
  page_no: pageNoField(),
  status: z.enum(["all", "checked_in", "not_checked_in"]).default("all"),
  search_text: searchTextField(),
});
export type MobileEventDetailQuery = z.infer<typeof MobileEventDetailQuerySchema>;
export const MobileEventDetailResponseSchema = z.object({
  event: CheckInEventSchema,
  participants: z.array(ParticipantSchema),
  matched: z.number(),
  total: z.number(),
  page_no: z.number(),
  per_page: z.number(),
});
export type MobileEventDetail = z.infer<typeof MobileEventDetailResponseSchema>;

/**
 * POST events/mobile_scan_event — checks a registered student in. `user_id` is the team member the
 * check-in is credited to (defaults to the signed-in user); `method` says whether a code was scanned.
 */
export const ScanEventInputSchema = z.object({
  student_id: id(),
  webinar_id: id(),
  user_id: id().optional(),
  method: z.enum(["qr", "manual"]).default("qr"),
});
export type ScanEventInput = z.infer<typeof ScanEventInputSchema>;

/** Answer of a check-in: `already_checked_in` when the student had been checked in before (nothing changes). */
export const CheckInResultSchema = z.object({
  status: z.enum(["checked_in", "already_checked_in"]),
  participant: ParticipantSchema,
  checked_in_count: z.number(),
  registered_count: z.number(),
});
export type CheckInResult = z.infer<typeof CheckInResultSchema>;

/** POST mobile/participants/register_user — registers a walk-in guest for the event and checks them in. */
export const RegisterUserInputSchema = z
  .object({
    webinar_id: id(),
    first_name: requiredText(NAME_MAX_LENGTH),
    last_name: requiredText(NAME_MAX_LENGTH),
    email: emailField,
    role: z.enum(GUEST_ROLES, { error: MESSAGES.required }).default("student"),
    school_id: id().optional(),
    institute_name: z
      .string()
      .trim()
      .max(200, "must be at most 200 characters")
      .optional()
      .transform((v) => v || undefined),
    graduation_year: z.coerce
      .number({ error: MESSAGES.notInteger })
      .int({ error: MESSAGES.notInteger })
      .min(GRADUATION_YEAR_MIN, MESSAGES.range(GRADUATION_YEAR_MIN, GRADUATION_YEAR_MAX))
      .max(GRADUATION_YEAR_MAX, MESSAGES.range(GRADUATION_YEAR_MIN, GRADUATION_YEAR_MAX))
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.school_id === undefined && !v.institute_name)
      ctx.addIssue({ code: "custom", path: ["school_id"], message: CHECK_IN_MESSAGES.schoolRequired });
    if (v.role === "student" && v.graduation_year === undefined)
      ctx.addIssue({ code: "custom", path: ["graduation_year"], message: CHECK_IN_MESSAGES.graduationYearRequired });
  });
export type RegisterUserInput = z.infer<typeof RegisterUserInputSchema>;

/** GET mobile/participants/schools_list?webinar_id&search_text */
export const SchoolsListQuerySchema = z.object({
  webinar_id: id(),
  search_text: searchTextField(),
});
export const CheckInSchoolSchema = z.object({
  id: z.number(),
  name: z.string(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  participants_count: z.number(),
});
export type CheckInSchool = z.infer<typeof CheckInSchoolSchema>;
export const CheckInSchoolsResponseSchema = z.object({ schools: z.array(CheckInSchoolSchema) });

/** GET mobile/participants/student?school_id&webinar_id&email — a student of a school by email. */
export const StudentLookupQuerySchema = z.object({
  school_id: id(),
  webinar_id: id(),
  email: emailField,
});
export const StudentLookupResponseSchema = z.object({
  student: z.object({
    id: z.number(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    role: z.enum(GUEST_ROLES),
    school: SchoolRefSchema.nullable(),
    graduation_year: z.number().nullable(),
  }),
  /** The student's registration for this event, or null when not registered yet. */
  participant: ParticipantSchema.nullable(),
});
export type StudentLookup = z.infer<typeof StudentLookupResponseSchema>;

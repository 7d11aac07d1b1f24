/**
 * Releasing recorded decisions to applicants (issue 24 §4 "decisions released, not leaked", decision 080):
 * POST /api/v1/partners/student_applications/release_decisions. Staff choose applications (the list's selection)
 * and a moment (now, or later); a dry run answers how many applications and students will be told, for the
 * confirmation step; the release itself is a job at that moment.
 */
import { z } from "zod";
import { BULK_APPLICATIONS_MAX } from "../rules/application.ts";
import { DATE_TEXT_MAX_LENGTH } from "../rules/input-limits.ts";
import { MESSAGES } from "../rules/messages.ts";
import { idField } from "./common.ts";

export const ReleaseDecisionsInputSchema = z.object({
  ids: z.array(idField()).min(1, MESSAGES.required).max(BULK_APPLICATIONS_MAX, `at most ${BULK_APPLICATIONS_MAX}`),
  /** When the students are told; omitted (or past) is now. */
  release_at: z.iso.datetime({ offset: true, error: "must be a date and time" }).max(DATE_TEXT_MAX_LENGTH).optional(),
  /** Only count who would be told (the confirmation step); nothing changes. */
  dry_run: z.boolean().default(false),
});
export type ReleaseDecisionsInput = z.input<typeof ReleaseDecisionsInputSchema>;

export const ReleaseDecisionsResponseSchema = z.object({
  /** Applications whose decision is (or would be) released. */
  applications: z.number(),
  /** Distinct students told (one person may have applied to several programs). */
  students: z.number(),
  /** The moment of the release (ISO). */
  release_at: z.string(),
  /** Selected applications left out: not decided, already released, or not found. */
  skipped: z.array(z.object({ id: z.number(), reason: z.enum(["not_decided", "already_released", "not_found"]) })),
  dry_run: z.boolean(),
  message: z.string(),
});
export type ReleaseDecisionsResponse = z.infer<typeof ReleaseDecisionsResponseSchema>;

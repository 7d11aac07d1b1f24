import { MyApplicationResponseSchema } from "@quad/contract/api/application-guest";
import type { DocumentType } from "@quad/contract/rules/document-types";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { guestRequest } from "../../api/guest-request";
import { guestApplicationKeys } from "./keys";

export interface ApplyInput {
  programId: number;
  intakeRoundId: number | null;
  courseId: number | null;
  documents: Partial<Record<DocumentType, File>>;
  /** Share with the counsellors of the school in the profile (decision 072); off unless ticked. */
  shareWithSchool?: boolean;
}

/**
 * POST programs/{id}/apply (multipart): the round, the course and one file per required document type in
 * documents[<type>]. Refusals (403, 409, 422) are shown on the form.
 */
export function applyToProgram(input: ApplyInput) {
  const form = new FormData();
  if (input.intakeRoundId !== null) form.append("intake_round_id", String(input.intakeRoundId));
  if (input.courseId !== null) form.append("course_id", String(input.courseId));
  if (input.shareWithSchool) form.append("share_with_school", "true");
  for (const [type, file] of Object.entries(input.documents)) if (file) form.append(`documents[${type}]`, file);
  return guestRequest({
    method: "POST",
    path: `programs/${input.programId}/apply`,
    form,
    schema: MyApplicationResponseSchema,
    handledStatuses: [403, 409, 422],
  });
}

export function useApplyToProgram() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyToProgram,
    onSuccess: () => client.invalidateQueries({ queryKey: guestApplicationKeys.all }),
  });
}

import { StudentDocumentResponseSchema } from "@quad/contract/api/applications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { applicationsKeys } from "./keys";

export type StudentDocumentChange = { file: File } | { remove: true };

/**
 * PATCH /api/v2/partners/students/{user_id} — the student's UCAS report on this application: uploaded (multipart
 * student[document]) or deleted (student[remove_document]).
 */
export function updateStudentDocument(userId: number, applicationId: number, change: StudentDocumentChange) {
  const form = new FormData();
  form.append("student[document_type]", "ucas_report");
  form.append("student[application_id]", String(applicationId));
  if ("file" in change) form.append("student[document]", change.file);
  else form.append("student[remove_document]", "true");
  return apiRequest({
    method: "PATCH",
    path: `/api/v2/partners/students/${userId}`,
    form,
    schema: StudentDocumentResponseSchema,
    handledStatuses: [409, 422],
  });
}

export function useUpdateStudentDocument(userId: number, applicationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: StudentDocumentChange) => updateStudentDocument(userId, applicationId, change),
    onSuccess: () => client.invalidateQueries({ queryKey: applicationsKeys.all }),
  });
}

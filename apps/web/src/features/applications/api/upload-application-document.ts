import { DocumentResponseSchema } from "@quad/contract/api/applications";
import type { DocumentType } from "@quad/contract/rules/document-types";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { applicationsKeys } from "./keys";

/** POST student_applications/{id}/upload_document (multipart field document, with its document_type). */
export function uploadApplicationDocument(id: number, file: File, type: DocumentType) {
  const form = new FormData();
  form.append("document_type", type);
  form.append("document", file);
  return apiRequest({
    method: "POST",
    path: `student_applications/${id}/upload_document`,
    form,
    schema: DocumentResponseSchema,
    handledStatuses: [409, 422],
  });
}

export function useUploadApplicationDocument(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, type }: { file: File; type: DocumentType }) => uploadApplicationDocument(id, file, type),
    onSuccess: () => client.invalidateQueries({ queryKey: applicationsKeys.all }),
  });
}

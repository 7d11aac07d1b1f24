import { MessageSchema } from "@quad/contract/api/common";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { applicationsKeys } from "./keys";

/** DELETE student_application_documents/{id} — marks a staff document deleted (never erased). */
export function deleteApplicationDocument(documentId: number) {
  return apiRequest({
    method: "DELETE",
    path: `student_application_documents/${documentId}`,
    schema: MessageSchema,
    handledStatuses: [409],
  });
}

export function useDeleteApplicationDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteApplicationDocument,
    onSuccess: () => client.invalidateQueries({ queryKey: applicationsKeys.all }),
  });
}

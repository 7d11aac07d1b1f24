import { DocumentTypesResponseSchema } from "@quad/contract/api/program-lookups";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { programsKeys } from "./keys";

/** GET /partners/document_types — what a program may require of applicants (for_applicants) and what staff attach. */
export function listDocumentTypes(signal?: AbortSignal) {
  return apiRequest({ path: "document_types", schema: DocumentTypesResponseSchema, signal });
}

export function useDocumentTypes() {
  return useQuery({
    queryKey: programsKeys.documentTypes,
    queryFn: ({ signal }) => listDocumentTypes(signal).then((r) => r.document_types),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

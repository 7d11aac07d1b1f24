import { CsvUrlResponseSchema } from "@quad/contract/api/team";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import type { ListPayload } from "../model/search";

/** POST student_applications with download: true — the tab under the same question as a signed CSV link. */
export function downloadApplications(payload: ListPayload) {
  return apiRequest({
    method: "POST",
    path: "student_applications",
    json: { ...payload, download: true },
    schema: CsvUrlResponseSchema,
  });
}

export function useDownloadApplications() {
  return useMutation({ mutationFn: downloadApplications });
}

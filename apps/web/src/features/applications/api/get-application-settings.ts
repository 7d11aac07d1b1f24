import { ApplicationSettingsResponseSchema } from "@quad/contract/api/applications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { applicationsKeys } from "./keys";

/** GET student_applications/settings — after how many days a waiting application is overdue. */
export function getApplicationSettings(signal?: AbortSignal) {
  return apiRequest({ path: "student_applications/settings", schema: ApplicationSettingsResponseSchema, signal });
}

export function useApplicationSettings(enabled = true) {
  return useQuery({
    queryKey: applicationsKeys.settings,
    queryFn: ({ signal }) => getApplicationSettings(signal),
    enabled,
  });
}

/** PUT student_applications/settings (admins of a University or ApplicationClient). */
export function updateApplicationSettings(reviewDays: number) {
  return apiRequest({
    method: "PUT",
    path: "student_applications/settings",
    json: { review_days: reviewDays },
    schema: ApplicationSettingsResponseSchema,
    handledStatuses: [422],
  });
}

export function useUpdateApplicationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateApplicationSettings,
    onSuccess: async (data) => {
      client.setQueryData(applicationsKeys.settings, data);
      // Overdue markers move with the deadline.
      await client.invalidateQueries({ queryKey: applicationsKeys.lists });
    },
  });
}

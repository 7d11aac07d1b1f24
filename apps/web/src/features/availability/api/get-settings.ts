import { AvailabilitySettingsResponseSchema } from "@quad/contract/api/availability-settings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { availabilityKeys } from "./get-availability";

/** GET availability_settings — contacts, confirmation mode, messages, publishing, location, booking link. */
export function getAvailabilitySettings(signal?: AbortSignal) {
  return apiRequest({ path: "availability_settings", schema: AvailabilitySettingsResponseSchema, signal });
}

export const settingsQueryOptions = queryOptions({
  queryKey: availabilityKeys.settings,
  queryFn: ({ signal }) => getAvailabilitySettings(signal),
});

export function useAvailabilitySettings() {
  return useQuery(settingsQueryOptions);
}

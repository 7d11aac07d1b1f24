import { UnregisteredAvailabilitiesResponseSchema } from "@quad/contract/api/availability";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { availabilityKeys } from "./get-availability";

/** GET availabilities/unregistered_availabilities — the school's slots that never held a visit. */
export function listUnregisteredSlots(signal?: AbortSignal) {
  return apiRequest({
    path: "availabilities/unregistered_availabilities",
    schema: UnregisteredAvailabilitiesResponseSchema,
    signal,
  });
}

export const unregisteredSlotsQueryOptions = queryOptions({
  queryKey: availabilityKeys.unregistered,
  queryFn: ({ signal }) => listUnregisteredSlots(signal),
});

export function useUnregisteredSlots() {
  return useQuery(unregisteredSlotsQueryOptions);
}

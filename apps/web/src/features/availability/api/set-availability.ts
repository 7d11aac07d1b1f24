import { SavedAvailabilitySchema, type SetAvailabilityInput } from "@quad/contract/api/availability";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { availabilityKeys } from "./get-availability";

/**
 * POST schools/{id}/set_availability. A 409 (conflict_slots) and a 422 (field errors) are shown on the
 * form, not as a toast.
 */
export function setAvailability(schoolId: number, input: SetAvailabilityInput) {
  return apiRequest({
    method: "POST",
    path: `schools/${schoolId}/set_availability`,
    json: input,
    schema: SavedAvailabilitySchema,
    handledStatuses: [409, 422],
  });
}

export function useSetAvailability(schoolId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["availability", "set"],
    mutationFn: (input: SetAvailabilityInput) => setAvailability(schoolId, input),
    onSuccess: () => client.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
}

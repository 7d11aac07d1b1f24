import { SlotSchema, type UpdateSlotInputSchema } from "@quad/contract/api/availability";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { availabilityKeys } from "./get-availability";

export type UpdateSlotInput = z.input<typeof UpdateSlotInputSchema>;

/** PUT availabilities/{id} — one weekly slot's times and capacity (409 and 422 land on the form). */
export function updateSlot(id: number, input: UpdateSlotInput) {
  return apiRequest({
    method: "PUT",
    path: `availabilities/${id}`,
    json: input,
    schema: SlotSchema,
    handledStatuses: [409, 422],
  });
}

export function useUpdateSlot() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["availability", "update"],
    mutationFn: ({ id, ...input }: UpdateSlotInput & { id: number }) => updateSlot(id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
}

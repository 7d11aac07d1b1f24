import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { availabilityKeys } from "./get-availability";

const DeletedSchema = z.object({ deleted: z.number() });

/** DELETE availabilities/{id} — one weekly slot (refused with 409 while it has upcoming visits). */
export function deleteSlot(id: number) {
  return apiRequest({ method: "DELETE", path: `availabilities/${id}`, schema: DeletedSchema });
}

/** PUT availabilities/bulk_delete — the selected slots. */
export function bulkDeleteSlots(ids: number[]) {
  return apiRequest({ method: "PUT", path: "availabilities/bulk_delete", json: { ids }, schema: DeletedSchema });
}

/** One id goes through DELETE, several through bulk_delete. */
export function useDeleteSlots() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["availability", "delete"],
    mutationFn: (ids: number[]) => (ids.length === 1 ? deleteSlot(ids[0] as number) : bulkDeleteSlots(ids)),
    onSuccess: () => client.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
}

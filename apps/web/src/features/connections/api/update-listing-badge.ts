import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/**
 * PUT connections/update_listing_badge — the rows the user has seen: their New and Updated badges clear on the
 * server. The badges on screen stay for this visit (what was new when the page opened), the next load drops them.
 */
export function updateListingBadge(ids: number[]) {
  return apiRequest({ method: "PUT", path: "connections/update_listing_badge", json: { ids }, silent: true });
}

export function useUpdateListingBadge() {
  return useMutation({ mutationFn: updateListingBadge });
}

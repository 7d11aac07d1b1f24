import { AssignedRepSchema } from "@quad/contract/api/dashboard";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { dashboardKeys } from "./keys";

/** GET event_bookings/assigned_rep — the institution's account representative and their free slots. */
export function getAssignedRep(signal?: AbortSignal) {
  return apiRequest({ path: "event_bookings/assigned_rep", schema: AssignedRepSchema, signal });
}

export function useAssignedRep(enabled = true) {
  return useQuery({ queryKey: dashboardKeys.assignedRep, queryFn: ({ signal }) => getAssignedRep(signal), enabled });
}

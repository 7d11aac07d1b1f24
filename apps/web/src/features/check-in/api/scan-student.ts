import { CheckInResultSchema, type ScanEventInput } from "@quad/contract/api/check-in";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { checkInKeys } from "./list-check-in-events";

export type ScanStudentInput = ScanEventInput;

/**
 * POST events/mobile_scan_event. A student not registered (404) and a closed event (422) are shown
 * by the scanner itself, so those statuses raise no toast.
 */
export function scanStudent(input: ScanStudentInput) {
  return apiRequest({
    method: "POST",
    path: "events/mobile_scan_event",
    json: input,
    schema: CheckInResultSchema,
    handledStatuses: [404, 422],
  });
}

export function useScanStudent() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["check-in", "scan"],
    mutationFn: scanStudent,
    onSuccess: () => client.invalidateQueries({ queryKey: checkInKeys.all }),
  });
}

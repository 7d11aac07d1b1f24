import { MyApplicationResponseSchema } from "@quad/contract/api/application-guest";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { guestRequest } from "../../api/guest-request";
import { guestApplicationKeys } from "./keys";

/** POST my-applications/{id}/withdraw — the student withdraws an application not yet decided. */
export function withdrawApplication(id: number) {
  return guestRequest({
    method: "POST",
    path: `my-applications/${id}/withdraw`,
    schema: MyApplicationResponseSchema,
    handledStatuses: [409],
  });
}

export function useWithdrawApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: () => client.invalidateQueries({ queryKey: guestApplicationKeys.all }),
  });
}

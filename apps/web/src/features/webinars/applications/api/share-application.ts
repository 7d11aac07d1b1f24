import { MyApplicationResponseSchema } from "@quad/contract/api/application-guest";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { guestRequest } from "../../api/guest-request";
import { guestApplicationKeys } from "./keys";

/**
 * PUT my-applications/{id}/school_share — the student shares the application with their school's counsellors, or
 * stops sharing it (decision 072). The card offers it only when the application names a school on Quad.
 */
export function shareApplication(input: { id: number; shared: boolean }) {
  return guestRequest({
    method: "PUT",
    path: `my-applications/${input.id}/school_share`,
    json: { shared: input.shared },
    schema: MyApplicationResponseSchema,
  });
}

export function useShareApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: shareApplication,
    onSuccess: () => client.invalidateQueries({ queryKey: guestApplicationKeys.all }),
  });
}

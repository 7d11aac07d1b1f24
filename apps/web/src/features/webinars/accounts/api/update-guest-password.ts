import { MessageSchema } from "@quad/contract/api/common";
import { useMutation } from "@tanstack/react-query";
import { guestRequest } from "../../api/guest-request";

/** PUT users/update_password (multipart) — a wrong current password is a 422 on its field, not a toast. */
export function updateGuestPassword(form: FormData) {
  return guestRequest({
    method: "PUT",
    path: "users/update_password",
    form,
    schema: MessageSchema,
    handledStatuses: [422],
  });
}

export function useUpdateGuestPassword() {
  return useMutation({ mutationKey: ["webinars", "users", "password"], mutationFn: updateGuestPassword });
}

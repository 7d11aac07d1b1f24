import { GuestSessionResponseSchema } from "@quad/contract/api/webinars";
import { useMutation } from "@tanstack/react-query";
import { guestRequest } from "../../api/guest-request";

/** PUT users/update_user (multipart, user[field]) — silent (spec 3 §8): 422s show on the form. */
export async function updateGuestProfile(form: FormData) {
  const res = await guestRequest({
    method: "PUT",
    path: "users/update_user",
    form,
    schema: GuestSessionResponseSchema,
    silent: true,
  });
  return res.data;
}

export function useUpdateGuestProfile() {
  return useMutation({ mutationKey: ["webinars", "users", "update"], mutationFn: updateGuestProfile });
}

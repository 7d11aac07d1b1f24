import { GuestSessionResponseSchema } from "@quad/contract/api/webinars";
import { useMutation } from "@tanstack/react-query";
import { guestRequest } from "../../api/guest-request";

/** POST registrations (multipart) — the guest account; answers the signed-in guest. Silent (spec 3 §8): 422s show on the form. */
export async function createGuestRegistration(form: FormData) {
  const res = await guestRequest({
    method: "POST",
    path: "registrations",
    form,
    schema: GuestSessionResponseSchema,
    silent: true,
  });
  return res.data;
}

export function useCreateGuestRegistration() {
  return useMutation({ mutationKey: ["webinars", "registrations", "create"], mutationFn: createGuestRegistration });
}

import { GuestSessionResponseSchema } from "@quad/contract/api/webinars";
import { useMutation } from "@tanstack/react-query";
import { guestRequest } from "../../api/guest-request";

/** PUT users/discoverable — the student's own choice to be found by universities (issue 26 §3, decision 111). */
export async function updateGuestDiscoverable(discoverable: boolean) {
  const res = await guestRequest({
    method: "PUT",
    path: "users/discoverable",
    json: { discoverable },
    schema: GuestSessionResponseSchema,
  });
  return res.data;
}

export function useUpdateGuestDiscoverable() {
  return useMutation({ mutationKey: ["webinars", "users", "discoverable"], mutationFn: updateGuestDiscoverable });
}

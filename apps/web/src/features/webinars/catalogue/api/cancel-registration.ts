import { RegistrationAnswerSchema } from "@quad/contract/api/webinars";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { guestRequest } from "../../api/guest-request";
import { refreshCatalogue } from "./keys";

/** POST events/{id}/cancel_registration — gives the seat up (offered to the first on the waitlist) or leaves it. */
export function cancelRegistration(id: number) {
  return guestRequest({ method: "POST", path: `events/${id}/cancel_registration`, schema: RegistrationAnswerSchema });
}

export function useCancelRegistration() {
  const client = useQueryClient();
  return useMutation({ mutationFn: cancelRegistration, onSettled: () => refreshCatalogue(client) });
}

import { RegistrationAnswerSchema } from "@quad/contract/api/webinars";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { guestRequest } from "../../api/guest-request";
import { refreshCatalogue } from "./keys";

export interface RegisterInput {
  id: number;
  /** The join option: the guest means to attend live. */
  is_attending?: boolean;
  /** An on-demand view of the recording (spec 3 §7). */
  is_video_watched?: boolean;
}

/** POST events/{id}/register — a seat, the waitlist, a held seat taken, the join option, or an on-demand view. */
export function registerSession({ id, ...body }: RegisterInput) {
  return guestRequest({
    method: "POST",
    path: `events/${id}/register`,
    json: body,
    schema: RegistrationAnswerSchema,
    // "Fill in required fields to register for an event" is shown on the page with a link to the profile.
    handledStatuses: [422],
  });
}

export function useRegisterSession() {
  const client = useQueryClient();
  return useMutation({ mutationFn: registerSession, onSettled: () => refreshCatalogue(client) });
}

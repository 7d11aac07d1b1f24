import { InviteResultSchema } from "@quad/contract/api/team";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export type InviteeType = "School" | "University";

/** POST /invitations — invite schools or college reps to join Quad (a 422 lands on the form). */
export function sendInvitations(input: { emails: string; invitee_type: InviteeType; message?: string }) {
  return apiRequest({
    method: "POST",
    path: "invitations",
    json: input,
    schema: InviteResultSchema,
    handledStatuses: [422],
  });
}

export function useSendInvitations() {
  return useMutation({ mutationKey: ["invitations", "send"], mutationFn: sendInvitations });
}

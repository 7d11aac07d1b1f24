import { type InvitationInputSchema, InviteResultSchema } from "@quad/contract/api/team";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";

type InvitationInput = z.input<typeof InvitationInputSchema>;
export type InviteeType = InvitationInput["invitee_type"];

/** POST /invitations — invite schools or college reps to join Quad (a 422 lands on the form). */
export function sendInvitations(input: InvitationInput) {
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

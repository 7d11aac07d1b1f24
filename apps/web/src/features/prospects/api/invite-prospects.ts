import { type ProspectInvitationInputSchema, ProspectInvitationResponseSchema } from "@quad/contract/api/prospects";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { prospectsKeys } from "./prospects-keys";

export type ProspectInvitationInput = z.input<typeof ProspectInvitationInputSchema>;

/** POST prospects/invitations — invites the matching prospects to one of the University's sessions (paid). */
export function inviteProspects(json: ProspectInvitationInput) {
  return apiRequest({ method: "POST", path: "prospects/invitations", json, schema: ProspectInvitationResponseSchema });
}

export function useInviteProspects() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["prospects", "invitations"],
    mutationFn: inviteProspects,
    onSuccess: () => void client.invalidateQueries({ queryKey: prospectsKeys.events }),
  });
}

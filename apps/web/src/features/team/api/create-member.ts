import { type CreateMemberInputSchema, MemberResponseSchema } from "@quad/contract/api/team";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { teamKeys } from "./list-team";

export type MemberInput = z.infer<typeof CreateMemberInputSchema>;

/** POST users/create_member. Silent: its 422 field errors go onto the form. */
export function createMember(input: MemberInput) {
  return apiRequest({
    method: "POST",
    path: "users/create_member",
    json: input,
    schema: MemberResponseSchema,
    silent: true,
  });
}

export function useCreateMember() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["teams", "create"],
    mutationFn: createMember,
    onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

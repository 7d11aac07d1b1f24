import { MemberResponseSchema } from "@quad/contract/api/team";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { teamKeys } from "./list-team";

export interface MemberInput {
  first_name: string;
  last_name: string;
  email: string;
  role: "admin" | "member" | "admission_officer";
  designation?: string;
  phone_country_code?: string;
  phone?: string;
  region_ids?: number[];
}

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

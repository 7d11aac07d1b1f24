import { MemberResponseSchema } from "@quad/contract/api/team";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import type { MemberInput } from "./create-member";
import { teamKeys } from "./list-team";

export type MemberUpdate = Omit<MemberInput, "email" | "region_ids"> & { status?: "active" | "deactivated" };

/** PUT users/{id}/update_member (multipart). Silent: its errors (field -> message, kept as they are) go onto the form. */
export function updateMember(id: number, input: MemberUpdate) {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) form.set(key, String(value));
  }
  return apiRequest({
    method: "PUT",
    path: `users/${id}/update_member`,
    form,
    schema: MemberResponseSchema,
    silent: true,
  });
}

/** PUT teams/{id}/assign_regions — the connection download regions of a member. */
export function assignRegions(id: number, regionIds: number[]) {
  return apiRequest({
    method: "PUT",
    path: `teams/${id}/assign_regions`,
    json: { region_ids: regionIds },
    schema: MemberResponseSchema,
  });
}

export function useUpdateMember() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["teams", "update"],
    mutationFn: async ({ id, input, regionIds }: { id: number; input: MemberUpdate; regionIds?: number[] }) => {
      const updated = await updateMember(id, input);
      return regionIds ? assignRegions(id, regionIds) : updated;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

import { CheckInResultSchema, type RegisterUserInputSchema } from "@quad/contract/api/check-in";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { checkInKeys } from "./list-check-in-events";

export type WalkInInput = z.infer<typeof RegisterUserInputSchema>;

/** POST mobile/participants/register_user. Silent: its 422 field errors go onto the form. */
export function registerWalkIn(input: WalkInInput) {
  return apiRequest({
    method: "POST",
    path: "mobile/participants/register_user",
    json: input,
    schema: CheckInResultSchema,
    silent: true,
  });
}

export function useRegisterWalkIn() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["check-in", "walk-in"],
    mutationFn: registerWalkIn,
    onSuccess: () => client.invalidateQueries({ queryKey: checkInKeys.all }),
  });
}

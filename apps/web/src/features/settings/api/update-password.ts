import { MessageSchema } from "@quad/contract/api/common";
import type { UpdatePasswordInputSchema } from "@quad/contract/api/users";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";

export type UpdatePasswordBody = z.input<typeof UpdatePasswordInputSchema>;

/** PUT users/{id}/update_password — answers the server's message, shown as is. */
export function updatePassword(id: number, json: UpdatePasswordBody) {
  return apiRequest({ method: "PUT", path: `users/${id}/update_password`, json, schema: MessageSchema, silent: true });
}

export function useUpdatePassword(id: number) {
  return useMutation({
    mutationKey: ["users", id, "update_password"],
    mutationFn: (json: UpdatePasswordBody) => updatePassword(id, json),
  });
}

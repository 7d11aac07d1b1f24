import { MessageSchema } from "@quad/contract/api/common";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export interface UpdatePasswordBody {
  current_password: string;
  password: string;
  password_confirmation: string;
}

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

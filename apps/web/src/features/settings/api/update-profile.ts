import { UserDetailResponseSchema } from "@quad/contract/api/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { useSessionStore } from "../../../lib/session-store";
import { userQueryKey } from "./get-user";

/** PUT users/{id} (multipart, photo as `profile_photo`). Silent: field errors go onto the form. */
export function updateProfile(id: number, form: FormData) {
  return apiRequest({ method: "PUT", path: `users/${id}`, form, schema: UserDetailResponseSchema, silent: true });
}

export function useUpdateProfile(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["users", id, "update"],
    mutationFn: (form: FormData) => updateProfile(id, form),
    onSuccess: (res) => {
      client.setQueryData(userQueryKey(id), res);
      const { data, refreshUser } = useSessionStore.getState();
      if (data) {
        refreshUser({
          ...data,
          first_name: res.user.first_name,
          last_name: res.user.last_name,
          required_fields_filled: res.user.required_fields_filled,
        });
      }
      void client.invalidateQueries({ queryKey: ["users", id, "final_steps"] });
    },
  });
}

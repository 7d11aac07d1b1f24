import { MessageSchema } from "@quad/contract/api/common";
import type { ContactRequestInputSchema } from "@quad/contract/api/users";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";

export type ContactRequest = z.input<typeof ContactRequestInputSchema>;

/** POST users/{id}/contact_uem {request_type, comments}. */
export function createContactRequest(userId: number, json: ContactRequest) {
  return apiRequest({ method: "POST", path: `users/${userId}/contact_uem`, json, schema: MessageSchema });
}

export function useCreateContactRequest(userId: number) {
  return useMutation({
    mutationKey: ["users", userId, "contact_uem"],
    mutationFn: (json: ContactRequest) => createContactRequest(userId, json),
  });
}

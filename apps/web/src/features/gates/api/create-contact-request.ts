import { MessageSchema } from "@quad/contract/api/common";
import type { CONTACT_REQUEST_TYPES } from "@quad/contract/api/users";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export interface ContactRequest {
  request_type: (typeof CONTACT_REQUEST_TYPES)[number];
  comments: string;
}

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

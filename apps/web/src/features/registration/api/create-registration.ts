import { MessageSchema } from "@quad/contract/api/common";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** POST registrations (multipart). Silent: field errors of the 422 answer are shown on the form. */
export function createRegistration(form: FormData) {
  return apiRequest({ method: "POST", path: "registrations", form, schema: MessageSchema, silent: true });
}

export function useCreateRegistration() {
  return useMutation({ mutationKey: ["registrations", "create"], mutationFn: createRegistration });
}

import { type SendMessageRequestInput, SendMessageRequestResponseSchema } from "@quad/contract/api/messages";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/**
 * PUT institutes/send_message_request — a message to the other side of a visit (decision 092); the answer
 * says how many people there were told. A 404 or 422 is shown in the dialog by the caller.
 */
export function sendVisitMessage(input: SendMessageRequestInput) {
  return apiRequest({
    method: "PUT",
    path: "institutes/send_message_request",
    json: input,
    schema: SendMessageRequestResponseSchema,
    handledStatuses: [404, 422],
  });
}

export function useSendVisitMessage() {
  return useMutation({ mutationKey: ["institutes", "send_message_request"], mutationFn: sendVisitMessage });
}

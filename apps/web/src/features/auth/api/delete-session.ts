import { MessageSchema } from "@quad/contract/api/common";
import { apiRequest } from "../../../lib/api-client";

/** DELETE sessions — revokes the token on the server. Silent: the app signs out whatever the answer. */
export function deleteSession() {
  return apiRequest({
    method: "DELETE",
    path: "sessions",
    schema: MessageSchema,
    silent: true,
    handledStatuses: [401],
  });
}

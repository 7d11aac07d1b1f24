import { MessageSchema } from "@quad/contract/api/common";
import { guestRequest } from "../../api/guest-request";

/** DELETE sessions — ends the guest's session on the server. Silent: the app signs out whatever the answer. */
export function deleteGuestSession() {
  return guestRequest({
    method: "DELETE",
    path: "sessions",
    schema: MessageSchema,
    silent: true,
    handledStatuses: [401],
  });
}

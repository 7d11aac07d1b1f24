import { guestRequest } from "../../api/guest-request";

/** POST events/{id}/presence (204) — the joined guest is still in the live session. Quiet: it runs in the background. */
export function sendPresence(id: number) {
  return guestRequest<unknown>({ method: "POST", path: `events/${id}/presence`, silent: true });
}

import { GuestSessionResponseSchema } from "@quad/contract/api/webinars";
import { guestRequest } from "../../api/guest-request";

/** GET users/me — the signed-in guest, fresh (a 401 signs the guest out through guestRequest). Silent. */
export async function getGuestMe(signal?: AbortSignal) {
  const res = await guestRequest({ path: "users/me", schema: GuestSessionResponseSchema, silent: true, signal });
  return res.data;
}

import { GuestSessionResponseSchema, type GuestSignInInputSchema } from "@quad/contract/api/webinars";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { guestRequest } from "../../api/guest-request";

/** POST sessions — the guest signs in; 401 and 404 are the form's field errors (spec 3 §5), no toast. */
export async function createGuestSession(input: z.input<typeof GuestSignInInputSchema>) {
  const res = await guestRequest({
    method: "POST",
    path: "sessions",
    json: input,
    schema: GuestSessionResponseSchema,
    handledStatuses: [401, 404],
  });
  return res.data;
}

export function useCreateGuestSession() {
  return useMutation({ mutationKey: ["webinars", "sessions", "create"], mutationFn: createGuestSession });
}

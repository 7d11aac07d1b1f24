import { MyPaymentsResponseSchema } from "@quad/contract/api/payments";
import { useQuery } from "@tanstack/react-query";
import { guestRequest } from "../guest-request";
import { useGuestSession } from "../guest-session";

/** Query keys of a payer's payments (the student's list, shown by the payments page and My applications). */
export const payerPaymentKeys = {
  all: ["payer-payments"] as const,
  mine: (guestId: number | null) => ["payer-payments", "mine", guestId] as const,
};

/** GET webinars/payments — the signed-in student's fees and deposits, newest first (cancelled ones left out). */
export function listMyPayments(signal?: AbortSignal) {
  return guestRequest({ path: "payments", schema: MyPaymentsResponseSchema, signal });
}

/** The signed-in student's payments; nothing is asked without a guest session. */
export function useMyPayments(enabled = true) {
  const guestId = useGuestSession((s) => (s.authToken ? (s.guest?.id ?? null) : null));
  return useQuery({
    queryKey: payerPaymentKeys.mine(guestId),
    queryFn: ({ signal }) => listMyPayments(signal),
    enabled: enabled && guestId !== null,
    // A payment may be settled by the provider while the student is away: looked at again on return.
    refetchOnWindowFocus: true,
  });
}

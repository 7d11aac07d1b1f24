import { GuestSessionDetailResponseSchema } from "@quad/contract/api/webinars";
import { useQuery } from "@tanstack/react-query";
import { guestRequest } from "../../api/guest-request";
import { catalogueKeys, useViewerKey } from "./keys";

/** GET categories/{category_id}/events/{event_id} — one session, with the viewer's registration. */
export function getSession(categoryId: number, eventId: number, signal?: AbortSignal) {
  return guestRequest({
    path: `categories/${categoryId}/events/${eventId}`,
    schema: GuestSessionDetailResponseSchema,
    // The screen shows its own "not found" state.
    handledStatuses: [404],
    signal,
  });
}

export function useSession(categoryId: number, eventId: number) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: catalogueKeys.session(viewer, categoryId, eventId),
    queryFn: ({ signal }) => getSession(categoryId, eventId, signal),
    retry: false,
    // Timing and actions move with the clock: a minute-old answer is read again.
    refetchInterval: 60_000,
  });
}

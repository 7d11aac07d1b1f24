import { GuestSessionsListResponseSchema } from "@quad/contract/api/webinars";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { guestRequest } from "../../api/guest-request";
import { catalogueKeys, useViewerKey } from "./keys";

/** GET events/user_session?include_past&page_no — the guest's registrations and waitlist places. */
export function listMySessions(includePast: boolean, page: number, signal?: AbortSignal) {
  return guestRequest({
    path: "events/user_session",
    query: { include_past: includePast ? "true" : undefined, page_no: page },
    schema: GuestSessionsListResponseSchema,
    signal,
  });
}

export function useMySessions(includePast: boolean, page: number) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: catalogueKeys.mine(viewer, includePast, page),
    queryFn: ({ signal }) => listMySessions(includePast, page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}

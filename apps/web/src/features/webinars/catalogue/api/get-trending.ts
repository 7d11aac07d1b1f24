import { TrendingSessionsResponseSchema } from "@quad/contract/api/webinars";
import { useQuery } from "@tanstack/react-query";
import { guestRequest } from "../../api/guest-request";
import { catalogueKeys, useViewerKey } from "./keys";

/** GET categories/trending_session_hash — the most registered sessions of each tab. */
export function getTrending(signal?: AbortSignal) {
  return guestRequest({ path: "categories/trending_session_hash", schema: TrendingSessionsResponseSchema, signal });
}

export function useTrending() {
  const viewer = useViewerKey();
  return useQuery({ queryKey: catalogueKeys.trending(viewer), queryFn: ({ signal }) => getTrending(signal) });
}

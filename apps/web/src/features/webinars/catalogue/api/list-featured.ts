import { FeatureSessionsResponseSchema } from "@quad/contract/api/webinars";
import { useQuery } from "@tanstack/react-query";
import { guestRequest } from "../../api/guest-request";
import { catalogueKeys, useViewerKey } from "./keys";

/** GET categories/{id}/feature_sessions — a category's featured sessions. */
export function listFeatured(categoryId: number, signal?: AbortSignal) {
  return guestRequest({
    path: `categories/${categoryId}/feature_sessions`,
    schema: FeatureSessionsResponseSchema,
    silent: true,
    signal,
  });
}

export function useFeatured(categoryId: number) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: catalogueKeys.featured(viewer, categoryId),
    queryFn: ({ signal }) => listFeatured(categoryId, signal),
  });
}

import { WebinarCategoriesResponseSchema } from "@quad/contract/api/webinars";
import { useQuery } from "@tanstack/react-query";
import { guestRequest } from "../../api/guest-request";
import { catalogueKeys } from "./keys";

/** GET categories — every webinar category with its count of sessions not yet ended. */
export function listCategories(signal?: AbortSignal) {
  return guestRequest({ path: "categories", schema: WebinarCategoriesResponseSchema, signal });
}

export function useCategories() {
  return useQuery({
    queryKey: catalogueKeys.categories,
    queryFn: ({ signal }) => listCategories(signal),
    staleTime: 60_000,
  });
}

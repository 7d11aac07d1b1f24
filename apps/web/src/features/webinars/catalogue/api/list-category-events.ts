import { GuestSessionsListResponseSchema } from "@quad/contract/api/webinars";
import type { WebinarTab } from "@quad/contract/rules/webinar-sessions";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { guestRequest } from "../../api/guest-request";
import { catalogueKeys, useViewerKey } from "./keys";

/** GET categories/{id}/events?tab&page_no — one page of a category's sessions of a tab. */
export function listCategoryEvents(categoryId: number, tab: WebinarTab, page: number, signal?: AbortSignal) {
  return guestRequest({
    path: `categories/${categoryId}/events`,
    query: { tab, page_no: page },
    schema: GuestSessionsListResponseSchema,
    silent: true,
    signal,
  });
}

export function useCategoryEvents(categoryId: number, tab: WebinarTab, page: number) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: catalogueKeys.categoryEvents(viewer, categoryId, tab, page),
    queryFn: ({ signal }) => listCategoryEvents(categoryId, tab, page, signal),
    placeholderData: keepPreviousData,
  });
}

import { GuestSessionsListResponseSchema } from "@quad/contract/api/webinars";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { guestRequest } from "../../api/guest-request";
import { filterBody, type SearchState } from "../model";
import { catalogueKeys, useViewerKey } from "./keys";

/** POST categories/filter_list — sessions by text, categories, dates and tab, one page. */
export function searchSessions(state: SearchState, signal?: AbortSignal) {
  return guestRequest({
    method: "POST",
    path: "categories/filter_list",
    json: filterBody(state),
    schema: GuestSessionsListResponseSchema,
    signal,
  });
}

export function useSearchSessions(state: SearchState) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: catalogueKeys.search(viewer, filterBody(state)),
    queryFn: ({ signal }) => searchSessions(state, signal),
    placeholderData: keepPreviousData,
  });
}

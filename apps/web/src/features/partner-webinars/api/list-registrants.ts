import { RegistrantsResponseSchema } from "@quad/contract/api/partner-webinars";
import { CsvUrlResponseSchema } from "@quad/contract/api/team";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import type { RegistrantsFilters } from "../model";
import { sessionsKeys } from "./list-partner-webinars";

/** GET partner_webinars/{id}/registrants — one page of registrants with attendance. */
export function listRegistrants(id: number, filters: RegistrantsFilters, signal?: AbortSignal) {
  return apiRequest({
    path: `partner_webinars/${id}/registrants`,
    query: { ...filters },
    schema: RegistrantsResponseSchema,
    signal,
  });
}

/** The same with download=true — the CSV of every registrant under the filters (answers csv_url). */
export function downloadRegistrants(id: number, filters: RegistrantsFilters) {
  return apiRequest({
    path: `partner_webinars/${id}/registrants`,
    query: { search: filters.search, status: filters.status, download: true },
    schema: CsvUrlResponseSchema,
  });
}

export function useRegistrants(id: number, filters: RegistrantsFilters) {
  return useQuery({
    queryKey: [...sessionsKeys.registrants(id), filters],
    queryFn: ({ signal }) => listRegistrants(id, filters, signal),
    placeholderData: keepPreviousData,
  });
}

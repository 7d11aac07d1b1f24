import { type ProspectSearchInputSchema, ProspectSearchResponseSchema } from "@quad/contract/api/prospects";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { prospectsKeys } from "./prospects-keys";

export type ProspectSearchInput = z.input<typeof ProspectSearchInputSchema>;

/** POST prospects/search — one page of the discoverable students under the filters. */
export function searchProspects(json: ProspectSearchInput, signal?: AbortSignal) {
  return apiRequest({ method: "POST", path: "prospects/search", json, schema: ProspectSearchResponseSchema, signal });
}

export function useProspectSearch(input: ProspectSearchInput, enabled = true) {
  return useQuery({
    queryKey: prospectsKeys.search(input),
    queryFn: ({ signal }) => searchProspects(input, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

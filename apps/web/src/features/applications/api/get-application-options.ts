import { ApplicationOptionsResponseSchema } from "@quad/contract/api/applications-list";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import type { Lookup } from "../model/filters";
import { applicationsKeys } from "./keys";

/** GET student_applications/{lookup} — a filter's options with their application counts. */
export function getApplicationOptions(lookup: Lookup, signal?: AbortSignal) {
  return apiRequest({ path: `student_applications/${lookup}`, schema: ApplicationOptionsResponseSchema, signal });
}

/** Loaded when a filter opens or holds a value (its pill and badge need the label). */
export function useApplicationOptions(lookup: Lookup | null, enabled: boolean) {
  return useQuery({
    queryKey: applicationsKeys.lookup(lookup ?? "none"),
    queryFn: ({ signal }) => getApplicationOptions(lookup as Lookup, signal),
    enabled: enabled && lookup !== null,
    staleTime: 60_000,
  });
}

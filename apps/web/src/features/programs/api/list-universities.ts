import { UniversitiesResponseSchema } from "@quad/contract/api/program-lookups";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { programsKeys } from "./keys";

/** GET programs/universities — a University: itself; an application client: itself and the universities it serves. */
export function listUniversities(signal?: AbortSignal) {
  return apiRequest({ path: "programs/universities", schema: UniversitiesResponseSchema, signal });
}

export function useProgramUniversities(enabled = true) {
  return useQuery({
    queryKey: programsKeys.universities,
    queryFn: ({ signal }) => listUniversities(signal).then((r) => r.universities),
    staleTime: 5 * 60_000,
    enabled,
  });
}

import { ProgramResponseSchema } from "@quad/contract/api/programs";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { programsKeys } from "./keys";

/** GET programs/{id} — fields, rounds, courses, files, allowed actions and what activation still needs. */
export function getProgram(id: number, signal?: AbortSignal) {
  return apiRequest({
    path: `programs/${id}`,
    schema: ProgramResponseSchema,
    signal,
    // Another institution's id, or a deleted program: the screen says so itself.
    handledStatuses: [404],
  });
}

export function programQueryOptions(id: number) {
  return queryOptions({
    queryKey: programsKeys.detail(id),
    queryFn: ({ signal }) => getProgram(id, signal).then((r) => r.program),
    retry: false,
  });
}

export function useProgram(id: number | null) {
  return useQuery({ ...programQueryOptions(id ?? 0), enabled: id !== null });
}

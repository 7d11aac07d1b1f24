import { ProgramTypeContentResponseSchema } from "@quad/contract/api/program-lookups";
import type { ProgramType } from "@quad/contract/rules/program-types";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiRequest } from "../../../lib/api-client";
import { programsKeys } from "./keys";

/** GET programs/program_types_content?name=<type> — the sections a program of that type starts from. */
export function getProgramTypeContent(type: ProgramType, signal?: AbortSignal) {
  return apiRequest({
    path: "programs/program_types_content",
    query: { name: type },
    schema: ProgramTypeContentResponseSchema,
    signal,
  });
}

/** Loads a type's template on demand ("Load template"), cached per type. */
export function useLoadTypeContent() {
  const client = useQueryClient();
  return useCallback(
    (type: ProgramType) =>
      client.fetchQuery({
        queryKey: programsKeys.typeContent(type),
        queryFn: ({ signal }) => getProgramTypeContent(type, signal).then((r) => r.content),
        staleTime: Number.POSITIVE_INFINITY,
      }),
    [client],
  );
}

import { RoundsResponseSchema } from "@quad/contract/api/program-lookups";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { programsKeys } from "./keys";

/** GET programs/rounds — names of the institution's intake rounds, offered when naming a round. */
export function listRounds(signal?: AbortSignal) {
  return apiRequest({ path: "programs/rounds", schema: RoundsResponseSchema, signal });
}

export function useRoundNames() {
  return useQuery({
    queryKey: programsKeys.rounds,
    queryFn: ({ signal }) => listRounds(signal).then((r) => r.rounds.map((x) => x.name)),
    staleTime: 60_000,
  });
}

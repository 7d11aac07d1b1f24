import { BannersResponseSchema, BrochuresResponseSchema } from "@quad/contract/api/program-lookups";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { programsKeys } from "./keys";

/** GET programs/brochures or programs/banners — the institution's files, to use in another program. */
export function listReusableFiles(kind: "brochure" | "banner", signal?: AbortSignal) {
  return kind === "brochure"
    ? apiRequest({ path: "programs/brochures", schema: BrochuresResponseSchema, signal }).then((r) => r.brochures)
    : apiRequest({ path: "programs/banners", schema: BannersResponseSchema, signal }).then((r) => r.banners);
}

export function useReusableFiles(kind: "brochure" | "banner", enabled: boolean) {
  return useQuery({
    queryKey: programsKeys.reusable(kind),
    queryFn: ({ signal }) => listReusableFiles(kind, signal),
    enabled,
    staleTime: 60_000,
  });
}

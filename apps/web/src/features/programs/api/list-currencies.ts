import { CurrenciesResponseSchema } from "@quad/contract/api/program-lookups";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { programsKeys } from "./keys";

/** GET /partners/currencies — the ISO 4217 codes a program's costs may be in. */
export function listCurrencies(signal?: AbortSignal) {
  return apiRequest({ path: "currencies", schema: CurrenciesResponseSchema, signal });
}

export function useCurrencies() {
  return useQuery({
    queryKey: programsKeys.currencies,
    queryFn: ({ signal }) => listCurrencies(signal).then((r) => r.currencies),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

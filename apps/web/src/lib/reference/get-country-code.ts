import type { Locale } from "@quad/contract/rules/constants";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../api-client";
import { CountryCodeTwinSchema } from "./public-schemas";

/** GET misc/country_code — the visitor's country, looked up from the request address. */
export function getCountryCode(signal?: AbortSignal) {
  return apiRequest({ path: "misc/country_code", schema: CountryCodeTwinSchema, silent: true, signal });
}

export const countryCodeQueryOptions = queryOptions({
  queryKey: ["misc", "country_code"],
  queryFn: ({ signal }) => getCountryCode(signal),
  staleTime: 60 * 60_000,
  retry: 1,
});

export function useCountryCode() {
  return useQuery(countryCodeQueryOptions);
}

/** The initial locale for a country code: Chinese for CN, English otherwise. */
export function localeForCountry(code: string | null | undefined): Locale {
  return code?.toUpperCase() === "CN" ? "zh-CN" : "en-US";
}

/** Google sign-in is hidden for visitors from CN (and while the country is unknown). */
export function isGoogleSignInAvailable(enabled: boolean | undefined, code: string | null | undefined, known: boolean) {
  return Boolean(enabled) && known && code?.toUpperCase() !== "CN";
}

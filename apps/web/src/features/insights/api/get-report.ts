import { type InsightFilters, ReportResponseSchema, SisenseSigninSchema } from "@quad/contract/api/insights";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ApiError, apiRequest } from "../../../lib/api-client";
import { useSessionStore } from "../../../lib/session-store";
import { reportQuery } from "../model/filters";
import { insightsKeys } from "./keys";

/** GET sisense/signin — a five-minute signed address of one report (Quad's own, or an external BI tool's). */
export function signReport(id: number, filters: InsightFilters, signal?: AbortSignal) {
  return apiRequest({
    path: "sisense/signin",
    query: { dashboard_id: id, ...reportQuery(filters) },
    schema: SisenseSigninSchema,
    signal,
  });
}

/**
 * The app's fetch of the signed address with its Bearer token (spec 1 §7): no session header, the token alone opens
 * the one report. An external BI tool's address is not fetched: the screen frames it.
 */
export async function fetchSignedReport(url: string, token: string, signal?: AbortSignal) {
  const res = await fetch(url, { headers: { Authorization: `Bearer ${token}`, Accept: "application/json" }, signal });
  const body: unknown = await res.json().catch(() => undefined);
  if (!res.ok) {
    const parts = (body as { error?: string; error_message?: string } | undefined) ?? {};
    const message = parts.error ?? parts.error_message ?? `HTTP ${res.status}`;
    throw new ApiError(message, res.status, body, { action: "none", message });
  }
  return ReportResponseSchema.parse(body);
}

export type OpenedReport =
  | { mode: "quad"; report: ReturnType<typeof ReportResponseSchema.parse> }
  | { mode: "embed"; url: string };

/** One report under the filters: signed, then fetched with the token (or framed); the last answer stays meanwhile. */
export function useReport(id: number | null, filters: InsightFilters) {
  return useQuery({
    queryKey: insightsKeys.report(id ?? 0, filters),
    enabled: id !== null,
    placeholderData: keepPreviousData,
    // The signed address lives five minutes: an answer is fresh for one, then signed again when needed.
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<OpenedReport> => {
      const signed = await signReport(id ?? 0, filters, signal);
      // The session's analytics url (spec 1 §1): the address last signed.
      useSessionStore.getState().setAnalytics({ url: signed.url });
      if (signed.mode === "embed") return { mode: "embed", url: signed.url };
      return { mode: "quad", report: await fetchSignedReport(signed.url, signed.token, signal) };
    },
  });
}

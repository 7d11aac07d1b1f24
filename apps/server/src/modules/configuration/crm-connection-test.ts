import { type CrmTestOutcome, crmOutcomeOfStatus } from "@quad/contract/rules/configuration";

export interface CrmProbe {
  outcome: CrmTestOutcome;
  status_code: number | null;
  message: string;
}

const MESSAGES: Record<CrmTestOutcome, (status: number | null) => string> = {
  ok: (s) => `The CRM answered (HTTP ${s}): the endpoint and credentials work`,
  unreachable: () => "The CRM endpoint could not be reached: check the address",
  timeout: () => "The CRM endpoint did not answer in time",
  credentials_refused: (s) => `The CRM refused the credentials (HTTP ${s})`,
  unexpected_status: (s) => `The CRM answered with an unexpected status (HTTP ${s})`,
};

/**
 * One real request to a CRM endpoint with HTTP Basic credentials (decision 045): GET, no redirects
 * followed, a hard timeout. Never called inside a database transaction. Only http(s) URLs are tried.
 */
export async function probeCrmEndpoint(
  endpoint: string,
  username: string,
  secret: string,
  timeoutMs: number,
): Promise<CrmProbe> {
  const result = (outcome: CrmTestOutcome, status: number | null): CrmProbe => ({
    outcome,
    status_code: status,
    message: MESSAGES[outcome](status),
  });
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return result("unreachable", null);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return result("unreachable", null);
  try {
    const res = await fetch(url, {
      method: "GET",
      redirect: "manual",
      headers: {
        authorization: `Basic ${Buffer.from(`${username}:${secret}`, "utf8").toString("base64")}`,
        accept: "application/json, */*;q=0.5",
        "user-agent": "Quad-CRM-connection-test",
      },
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The body is not needed: let the socket go.
    await res.body?.cancel().catch(() => undefined);
    return result(crmOutcomeOfStatus(res.status), res.status);
  } catch (err) {
    const name = err instanceof Error ? err.name : "";
    if (name === "TimeoutError" || name === "AbortError") return result("timeout", null);
    return result("unreachable", null);
  }
}

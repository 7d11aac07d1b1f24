import { type CrmTestOutcome, crmOutcomeOfStatus } from "@quad/contract/rules/configuration";
import type { OutboundClient } from "../../lib/outbound/client.ts";

export interface CrmProbe {
  outcome: CrmTestOutcome;
  status_code: number | null;
  message: string;
}

const MESSAGES: Record<CrmTestOutcome, (status: number | null) => string> = {
  ok: (s) => `The CRM answered (HTTP ${s}): the endpoint and credentials work`,
  unreachable: () => "The CRM endpoint could not be reached",
  credentials_refused: (s) => `The CRM refused the credentials (HTTP ${s})`,
  unexpected_status: (s) => `The CRM answered with an unexpected status (HTTP ${s})`,
};

/**
 * One real GET to a CRM endpoint with HTTP Basic credentials, through the guarded outbound client
 * (decisions 045 and 057). Never called inside a database transaction. Whatever kept the endpoint from
 * answering — an address Quad may not call, a name that does not resolve, a closed port, no answer in time —
 * is the same "unreachable" with no status, after the same time.
 */
export async function probeCrmEndpoint(
  client: OutboundClient,
  endpoint: string,
  username: string,
  secret: string,
): Promise<CrmProbe> {
  const answer = await client.request(endpoint, {
    method: "GET",
    headers: {
      authorization: `Basic ${Buffer.from(`${username}:${secret}`, "utf8").toString("base64")}`,
      accept: "application/json, */*;q=0.5",
      "user-agent": "Quad-CRM-connection-test",
    },
  });
  const outcome = answer.ok ? crmOutcomeOfStatus(answer.status) : "unreachable";
  const status = answer.ok ? answer.status : null;
  return { outcome, status_code: status, message: MESSAGES[outcome](status) };
}

import type { AppContext } from "../../app-context.ts";
import { createSlackRepository } from "./slack.repository.ts";

declare module "../../plugins/jobs.ts" {
  interface JobPayloads {
    /** One message to an institution's Slack incoming webhook (decision 091). */
    "slack-delivery": { delivery_id: number };
  }
}

/** Retries after a failed try: 30 s, 1 min, 2 min, 4 min, 8 min, 16 min by default (SLACK_RETRY_DELAY_SECONDS doubling). */
export const SLACK_RETRY_LIMIT = 6;

/** Queues the delivery's job; the request that made it is done once this resolves. */
export function queueSlackDelivery(ctx: Pick<AppContext, "jobs">, deliveryId: number) {
  return ctx.jobs.send("slack-delivery", { delivery_id: deliveryId });
}

const JSON_HEADERS = { "content-type": "application/json; charset=utf-8" };

/** A post to an address from Quad's configuration (as Zoom's, decision 094): plain fetch with a timeout. */
async function postToOperatorAddress(url: string, body: string, timeoutMs: number) {
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: JSON_HEADERS,
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.arrayBuffer();
    return { ok: true as const, status: res.status };
  } catch (err) {
    return { ok: false as const, reason: err instanceof Error ? err.message : String(err) };
  }
}

type Outcome = { kind: "delivered" } | { kind: "retry"; reason: string } | { kind: "give_up"; reason: string };

/**
 * What Slack's answer means: 2xx is delivered; 429, 5xx and no answer are tried again; any other status (the
 * webhook was revoked, the channel archived: 403, 404, 410) will not heal by waiting and ends the delivery.
 */
export function slackOutcome(answer: { ok: true; status: number } | { ok: false; reason: string }): Outcome {
  if (!answer.ok) return { kind: "retry", reason: "Slack could not be reached" };
  if (answer.status >= 200 && answer.status < 300) return { kind: "delivered" };
  if (answer.status === 429 || answer.status >= 500)
    return { kind: "retry", reason: `Slack answered HTTP ${answer.status}` };
  return { kind: "give_up", reason: `Slack refused the message (HTTP ${answer.status})` };
}

/**
 * The `slack-delivery` queue: posts the delivery's text to the institution's current webhook through the guarded
 * client (never on the request path; a failure never reaches the user's action). Idempotent: a delivered row is
 * not posted again; the last failed retry marks the row failed with its reason.
 */
export function registerSlackJobs(ctx: AppContext & { log?: { warn: (obj: object, msg: string) => void } }) {
  const repo = createSlackRepository(ctx.db, ctx.secrets);
  void ctx.jobs.define("slack-delivery", {
    retryLimit: SLACK_RETRY_LIMIT,
    retryDelay: ctx.config.SLACK_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    expireInSeconds: 120,
  });
  void ctx.jobs.work(
    "slack-delivery",
    async ({ delivery_id }, job) => {
      const delivery = await repo.delivery(delivery_id);
      if (delivery?.status !== "queued") return;
      const settings = await repo.settings(delivery.partner_id);
      if (!settings) {
        await repo.markFailed(delivery.id, "Slack was turned off before the message was sent");
        return;
      }
      const body = JSON.stringify({ text: delivery.text, unfurl_links: false });
      // The demo's webhook is the operator's own address (the local sink), not one a user typed (decision 103).
      const answer =
        settings.webhook_url === ctx.config.SLACK_DEMO_WEBHOOK_URL
          ? await postToOperatorAddress(settings.webhook_url, body, ctx.config.OUTBOUND_TIMEOUT_MS)
          : await ctx.outbound.request(settings.webhook_url, { method: "POST", headers: JSON_HEADERS, body });
      const outcome = slackOutcome(answer);
      if (outcome.kind === "delivered") {
        await repo.recordTry(delivery.id, { status: "delivered", last_error: null, delivered_at: ctx.now() });
        return;
      }
      const last = outcome.kind === "give_up" || job.retryCount >= job.retryLimit;
      await repo.recordTry(delivery.id, {
        status: last ? "failed" : "queued",
        last_error: outcome.reason,
        delivered_at: null,
      });
      ctx.log?.warn({ delivery_id, partner_id: delivery.partner_id, reason: outcome.reason }, "Slack delivery failed");
      if (!last) throw new Error(outcome.reason);
    },
    { concurrency: 2 },
  );
}

import type { SlackDelivery, SlackSettingsInput } from "@quad/contract/api/messages";
import type { SlackDeliveryKind, SlackEvent } from "@quad/contract/rules/slack";
import { SLACK_MESSAGES } from "@quad/contract/rules/slack";
import type { AppContext } from "../../app-context.ts";
import { ValidationError } from "../../lib/errors.ts";
import { outboundTargetProblem } from "../../lib/outbound/target-check.ts";
import type { ApplicationAnnouncer } from "../applications/application-ports.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import type { VisitAnnouncer } from "../visits/visits.ports.ts";
import { queueSlackDelivery } from "./slack.job.ts";
import { createSlackRepository, type SlackDeliveryRow } from "./slack.repository.ts";
import { applicationSlackText, TEST_TEXT, visitSlackText } from "./slack-texts.ts";

type Ctx = Pick<AppContext, "db" | "jobs" | "config" | "now" | "secrets">;
type Log = { warn: (obj: object, msg: string) => void };

export const RECENT_DELIVERIES = 5;

export const deliveryView = (d: SlackDeliveryRow): SlackDelivery => ({
  id: d.id,
  kind: d.kind as SlackDelivery["kind"],
  status: d.status as SlackDelivery["status"],
  attempts: d.attempts,
  last_error: d.last_error,
  created_at: d.created_at.toISOString(),
  delivered_at: d.delivered_at?.toISOString() ?? null,
});

/** "hooks.slack.com/…/x8Kq": the host and the last 4 characters, never the whole secret address. */
export function webhookHint(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}/…/${url.slice(-4)}`;
}

/**
 * An institution's Slack (issue 25 §4, decision 091): its admins save an incoming webhook and choose events; the
 * events, messages and tests become deliveries posted by the `slack-delivery` job, so a slow or broken Slack never
 * slows or fails anyone's action.
 */
export function createSlackService(ctx: Ctx, log?: Log) {
  const repo = createSlackRepository(ctx.db, ctx.secrets);

  const settingsView = async (partnerId: number) => {
    const [row, recent] = await Promise.all([repo.settings(partnerId), repo.recent(partnerId, RECENT_DELIVERIES)]);
    return {
      slack: {
        is_configured: Boolean(row),
        webhook_hint: row ? webhookHint(row.webhook_url) : null,
        events: (row?.events ?? []) as SlackEvent[],
        updated_at: row?.updated_at.toISOString() ?? null,
        recent_deliveries: recent.map(deliveryView),
      },
    };
  };

  /** A delivery row and its job; a failure to queue is logged, the row stays "queued" for the operator. */
  async function deliver(partnerId: number, kind: SlackDeliveryKind, text: string) {
    const row = await repo.addDelivery(partnerId, kind, text, ctx.now());
    await queueSlackDelivery(ctx, row.id);
    return row;
  }

  /** Tells each institution that chose this event; never throws (the caller's action has succeeded). */
  async function tell(partnerIds: number[], event: SlackEvent, textFor: (partnerId: number) => string) {
    for (const partnerId of new Set(partnerIds)) {
      try {
        const settings = await repo.settings(partnerId);
        if (settings?.events.includes(event)) await deliver(partnerId, event, textFor(partnerId));
      } catch (err) {
        log?.warn({ err, partner_id: partnerId, event }, "Slack announcement not queued");
      }
    }
  }

  const visitAnnouncer: VisitAnnouncer = {
    // Slack is told of the kinds an institution can choose; a reschedule or cancellation is not one of them.
    announce: async (a) => {
      if (a.kind !== "visit_requested" && a.kind !== "visit_confirmed") return;
      const kind = a.kind;
      await tell(a.partnerIds, kind, (partnerId) =>
        visitSlackText({ ...a, kind }, partnerId === a.visit.school_id, ctx.config.appUrl),
      );
    },
  };
  const applicationAnnouncer: ApplicationAnnouncer = {
    applicationSubmitted: (a) =>
      tell([a.partnerId], "application_new", () => applicationSlackText(a, ctx.config.appUrl)),
  };

  return {
    visitAnnouncer,
    applicationAnnouncer,

    /** GET institutes/slack_settings */
    get: (me: UserWithPartner) => settingsView(me.partner_id),

    /** PUT institutes/slack_settings: a new webhook is checked against the guarded client's rules first. */
    async save(me: UserWithPartner, input: SlackSettingsInput & { webhook_url?: string }) {
      const current = await repo.settings(me.partner_id);
      const url = input.webhook_url ?? current?.webhook_url;
      if (!url) throw new ValidationError({ webhook_url: SLACK_MESSAGES.notConfigured });
      if (input.webhook_url) {
        const problem = await outboundTargetProblem(input.webhook_url, {
          allowHttp: ctx.config.OUTBOUND_ALLOW_HTTP,
          allowAddresses: ctx.config.OUTBOUND_ALLOW_ADDRESSES,
        });
        if (problem) throw new ValidationError({ webhook_url: problemMessage(problem) });
      }
      await repo.save(
        me.partner_id,
        { webhook_url: url, events: [...new Set(input.events)] as SlackEvent[], updated_by: me.id },
        ctx.now(),
      );
      return settingsView(me.partner_id);
    },

    /** DELETE institutes/slack_settings: nothing more is posted (queued deliveries end as failed). */
    async remove(me: UserWithPartner) {
      await repo.remove(me.partner_id);
      return { message: SLACK_MESSAGES.removed };
    },

    /** POST misc/notify_slack: a text (or the test message) for the institution's Slack, queued. */
    async notify(me: UserWithPartner, text: string | undefined) {
      const settings = await repo.settings(me.partner_id);
      if (!settings) throw new ValidationError({ base: SLACK_MESSAGES.notConfigured });
      const by = `${me.first_name ?? ""} ${me.last_name ?? ""}`.trim() || me.email;
      const row = text
        ? await deliver(me.partner_id, "message", `${text}\n— ${by}, ${me.partner_name}`)
        : await deliver(me.partner_id, "test", TEST_TEXT(me.partner_name, by));
      return { message: SLACK_MESSAGES.queued, delivery: deliveryView(row) };
    },
  };
}

function problemMessage(problem: string): string {
  if (problem === "refused") return SLACK_MESSAGES.addressRefused;
  if (problem === "unresolved") return SLACK_MESSAGES.addressUnresolved;
  if (problem === "credentials") return "URL must not contain a user name or password";
  if (problem === "httpsRequired") return "URL must start with https";
  return "URL must start with http or https";
}

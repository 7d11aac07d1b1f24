import {
  PROSPECT_INVITE_MAX,
  type ProspectEngagementEvents,
  type ProspectInvitationInput,
} from "@quad/contract/api/prospects";
import type { TierNeed } from "@quad/contract/rules/plans";
import type { AppContext } from "../../app-context.ts";
import { NotFoundError } from "../../lib/errors.ts";
import { createProspectEventsRepository } from "./prospect-events.repository.ts";
import { invitationMail } from "./prospect-invitations.mail.ts";
import { createProspectInvitationsRepository } from "./prospect-invitations.repository.ts";

declare module "../../plugins/jobs.ts" {
  interface JobPayloads {
    /** Mails a session's prospect invitations not mailed yet (decision 112). */
    "prospect-invitations": { webinar_id: number };
  }
}
export const INVITATIONS_QUEUE = "prospect-invitations";
const MAIL_BATCH = 100;

type Ctx = Pick<AppContext, "db" | "now" | "jobs" | "mailer" | "config">;

/**
 * Engagement events (issue 26 §3, decision 112): the provider's events and the University's own upcoming sessions;
 * a paid University invites the discoverable prospects matching its filters to one of its sessions, each once.
 */
export function createProspectEngage(ctx: Ctx) {
  const repo = createProspectInvitationsRepository(ctx.db);
  const events = createProspectEventsRepository(ctx.db);

  return {
    async engagementEvents(partnerId: number, tier: TierNeed): Promise<ProspectEngagementEvents> {
      const now = ctx.now();
      const [provider, sessions] = await Promise.all([
        events.providerEvents(partnerId, now),
        events.ownSessions(partnerId, now),
      ]);
      const invited = await repo.invitedCounts(sessions.map((s) => s.id));
      const iso = (d: Date) => d.toISOString();
      return {
        provider_events: provider.map((e) => ({
          ...e,
          start_time: iso(e.start_time),
          end_time: iso(e.end_time),
          is_participating: Boolean(e.is_participating),
        })),
        sessions: sessions.map((s) => ({
          ...s,
          start_time: iso(s.start_time),
          end_time: iso(s.end_time),
          invited: invited.get(s.id) ?? 0,
        })),
        tier,
      };
    },

    /** POST prospects/invitations: the University's own upcoming published session, else 404. */
    async invite(me: { id: number; partner_id: number }, input: ProspectInvitationInput) {
      const session = await events.ownUpcoming(me.partner_id, input.webinar_id, ctx.now());
      if (!session) throw new NotFoundError("Session not found");
      const { invited, matching } = await repo.invite(
        me.partner_id,
        session.id,
        input.filters,
        me.id,
        PROSPECT_INVITE_MAX,
      );
      if (invited > 0) await ctx.jobs.send(INVITATIONS_QUEUE, { webinar_id: session.id });
      return { invited, already_invited: matching - invited };
    },

    /** The job: each unmailed invitation of the session mailed once (marked with its staged mail in one transaction). */
    async mailInvitations(webinarId: number): Promise<number> {
      let mailed = 0;
      for (;;) {
        const batch = await repo.unmailed(webinarId, MAIL_BATCH);
        if (batch.length === 0) return mailed;
        for (const { id } of batch) {
          const deliver = await repo.transaction(async (tx) => {
            const row = await repo.lockUnmailed(tx, id);
            if (!row) return null;
            await repo.markMailed(tx, id, ctx.now());
            const mail = invitationMail({
              appUrl: ctx.config.appUrl,
              email: row.email,
              first_name: row.first_name,
              locale: row.locale,
              guest_timezone: row.guest_timezone,
              institution: row.institution,
              webinar: {
                id: row.webinar_id,
                title: row.title,
                start_time: new Date(row.start_time),
                timezone: row.timezone,
                category_id: row.category_id,
              },
            });
            return (await ctx.mailer.stage(tx, mail)).deliver;
          });
          if (deliver) {
            deliver();
            mailed += 1;
          }
        }
      }
    },
  };
}

import { MESSAGES } from "@quad/contract/rules/messages";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../app-context.ts";
import { createCalendarSyncRepository } from "../modules/calendar-sync/calendar-sync.repository.ts";
import { createCalendarSyncService } from "../modules/calendar-sync/calendar-sync.service.ts";
import { createUsersRepository } from "../modules/users/users.repository.ts";

/** The demo user whose calendar is connected to the local CalDAV server. */
export const DEMO_CALENDAR_EMAIL = "school@quad.test";

/**
 * The demo world's CalDAV-connected user (issue 25 §5), at every start: with DEMO_CALDAV_URL set, the demo school's
 * admin is connected to that server when it answers (its first calendar chosen, a sync queued); when it does not, the
 * connection is kept with the reason, so the screen shows why it is not syncing. Without the variable nothing is done.
 */
export async function seedDemoCalendar(
  ctx: Pick<AppContext, "db" | "config" | "outbound" | "now" | "jobs" | "secrets">,
  log: FastifyBaseLogger,
) {
  const url = ctx.config.DEMO_CALDAV_URL;
  if (!url) return;
  const user = await createUsersRepository(ctx.db).findByEmail(DEMO_CALENDAR_EMAIL);
  if (!user) return;
  const repo = createCalendarSyncRepository(ctx.db, ctx.secrets);
  const existing = await repo.connection(user.id);
  if (existing && existing.last_error === null && !existing.expired) return;
  try {
    await createCalendarSyncService(ctx).connect(user, user.partner_id, {
      provider: "caldav",
      server_url: url,
      username: ctx.config.DEMO_CALDAV_USER,
      auth_token: ctx.config.DEMO_CALDAV_PASSWORD,
    });
    log.info({ url }, "demo calendar connected");
  } catch (err) {
    log.warn({ url, err: (err as Error).message }, "demo calendar server did not answer");
    await repo.connect(
      {
        user_id: user.id,
        partner_id: user.partner_id,
        provider: "caldav",
        account: ctx.config.DEMO_CALDAV_USER,
        server_url: url,
        secret: ctx.config.DEMO_CALDAV_PASSWORD,
        access_token: null,
        access_token_expires_at: null,
      },
      ctx.now(),
    );
    await repo.recordSync(user.id, { at: ctx.now(), error: MESSAGES.calendarProviderDown });
  }
}

import type { ManagementTool, ManagementToolsResponse } from "@quad/contract/api/messages";
import type { AppContext } from "../../app-context.ts";
import { createCalendarSyncRepository } from "../calendar-sync/calendar-sync.repository.ts";
import { createSsoRepository } from "../sso/sso.repository.ts";
import { createStaffCalendarService } from "../staff-calendar/staff-calendar.service.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { createZoomRepository } from "../zoom/zoom.repository.ts";
import { createSlackRepository } from "./slack.repository.ts";
import { webhookHint } from "./slack.service.ts";

const CALENDAR_PROVIDERS: Record<string, string> = { google: "Google Calendar", caldav: "CalDAV" };

/** An address's host, or the address itself when it is not one. */
function hostOf(address: string): string {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
}

/** "Google Calendar · ada@example.com", "CalDAV · ada (dav.example.org)". */
function calendarDetail(c: { provider: string; account: string | null; server_url: string | null }): string {
  const provider = CALENDAR_PROVIDERS[c.provider] ?? c.provider;
  const account = [c.account, c.server_url ? `(${hostOf(c.server_url)})` : null].filter(Boolean).join(" ");
  return account ? `${provider} · ${account}` : provider;
}

/**
 * GET misc/management_tools (decisions 092, 099): the tools Quad connects an institution's staff to, each read
 * from what its own module saved: the user's calendar sync and calendar feed, then the institution's Zoom,
 * Slack and single sign-on (whose settings only admins change).
 */
export function createManagementToolsService(ctx: Pick<AppContext, "db" | "config" | "now" | "secrets">) {
  const slack = createSlackRepository(ctx.db, ctx.secrets);
  const feeds = createStaffCalendarService(ctx);
  const calendars = createCalendarSyncRepository(ctx.db, ctx.secrets);
  const zoom = createZoomRepository(ctx.db, ctx.secrets);
  const sso = createSsoRepository(ctx.db, ctx.secrets);

  return {
    async list(me: UserWithPartner): Promise<ManagementToolsResponse> {
      const isAdmin = me.role === "admin";
      const [calendar, feed, video, hook, provider] = await Promise.all([
        calendars.connection(me.id),
        feeds.get(me),
        zoom.connectionOf(me.partner_id),
        slack.settings(me.partner_id),
        sso.connection(me.partner_id),
      ]);
      const tools: ManagementTool[] = [
        {
          key: "calendar_sync",
          name: "Calendar sync",
          scope: "user",
          is_connected: calendar !== null && !calendar.expired,
          can_manage: true,
          detail: calendar ? calendarDetail(calendar) : null,
          needs_reconnect: calendar?.expired ?? false,
        },
        {
          key: "calendar_feed",
          name: "Calendar feed (iCalendar)",
          scope: "user",
          is_connected: feed.calendar_feed !== null,
          can_manage: true,
          detail: feed.calendar_feed?.created_at ?? null,
          needs_reconnect: false,
        },
        {
          key: "zoom",
          name: "Zoom",
          scope: "institution",
          is_connected: video !== undefined,
          // Any member connects the institution's Zoom (decision 093).
          can_manage: true,
          detail: video?.account_email ?? null,
          needs_reconnect: false,
        },
        {
          key: "slack",
          name: "Slack",
          scope: "institution",
          is_connected: Boolean(hook),
          can_manage: isAdmin,
          detail: hook ? webhookHint(hook.webhook_url) : null,
          needs_reconnect: false,
        },
        {
          key: "sso",
          name: "Single sign-on",
          scope: "institution",
          is_connected: provider?.is_enabled ?? false,
          can_manage: isAdmin,
          detail: provider?.is_enabled && provider.issuer ? hostOf(provider.issuer) : null,
          needs_reconnect: false,
        },
      ];
      return { management_tools: tools };
    },
  };
}

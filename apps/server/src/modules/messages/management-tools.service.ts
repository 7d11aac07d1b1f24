import type { ManagementToolsResponse } from "@quad/contract/api/messages";
import type { AppContext } from "../../app-context.ts";
import { createStaffCalendarService } from "../staff-calendar/staff-calendar.service.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { createSlackRepository } from "./slack.repository.ts";
import { webhookHint } from "./slack.service.ts";

/**
 * GET misc/management_tools (decision 092): the tools Quad connects an institution's staff to, each read from
 * what is saved: the institution's Slack webhook, the user's own calendar feed.
 */
export function createManagementToolsService(ctx: Pick<AppContext, "db" | "config" | "now" | "secrets">) {
  const slack = createSlackRepository(ctx.db, ctx.secrets);
  const feeds = createStaffCalendarService(ctx);

  return {
    async list(me: UserWithPartner): Promise<ManagementToolsResponse> {
      const [settings, feed] = await Promise.all([slack.settings(me.partner_id), feeds.get(me)]);
      return {
        management_tools: [
          {
            key: "slack",
            name: "Slack",
            scope: "institution",
            is_connected: Boolean(settings),
            can_manage: me.role === "admin",
            detail: settings ? webhookHint(settings.webhook_url) : null,
          },
          {
            key: "calendar_feed",
            name: "Calendar feed (iCalendar)",
            scope: "user",
            is_connected: feed.calendar_feed !== null,
            can_manage: true,
            detail: feed.calendar_feed?.created_at ?? null,
          },
        ],
      };
    },
  };
}

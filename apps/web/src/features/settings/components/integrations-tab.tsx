import { Stack } from "@mantine/core";
import type { SessionUser } from "@quad/contract/api/auth";
import { CalendarFeedSection } from "./calendar-feed-section";
import { SlackSection } from "./slack-section";
import { SsoSection } from "./sso-section";
import { ToolsOverview } from "./tools-overview";

/**
 * The settings' integrations: an overview of every connected tool (with links to where each is managed), the
 * user's own calendar feed, then their institution's tools: Slack, and single sign-on for its admins (calendar
 * sync has its own screen, /calendar-sync, and Zoom its /zoom page).
 */
export function IntegrationsTab({ user }: { user: SessionUser }) {
  return (
    <Stack gap="lg" maw={760}>
      <ToolsOverview />
      <CalendarFeedSection />
      <SlackSection isAdmin={user.is_admin} />
      <SsoSection user={user} />
    </Stack>
  );
}

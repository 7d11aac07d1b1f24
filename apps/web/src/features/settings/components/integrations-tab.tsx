import { Stack } from "@mantine/core";
import type { SessionUser } from "@quad/contract/api/auth";
import { CalendarFeedSection } from "./calendar-feed-section";
import { SlackSection } from "./slack-section";
import { SsoSection } from "./sso-section";
import { ToolsOverview } from "./tools-overview";
import { ZoomSection } from "./zoom-section";

/**
 * The settings' integrations: an overview of every connected tool (with links to where each is managed), the
 * user's own calendar feed, then their institution's tools: Slack, Zoom, and single sign-on for its admins
 * (calendar sync has its own screen, /calendar-sync; Zoom is connected at /zoom).
 */
export function IntegrationsTab({ user }: { user: SessionUser }) {
  return (
    <Stack gap="lg" maw={760}>
      <ToolsOverview />
      <CalendarFeedSection />
      <SlackSection isAdmin={user.is_admin} />
      <ZoomSection user={user} />
      <SsoSection user={user} />
    </Stack>
  );
}

import { Stack } from "@mantine/core";
import { CalendarFeedSection } from "./calendar-feed-section";
import { SlackSection } from "./slack-section";

/**
 * The settings' integrations: the user's own calendar feed, then their institution's tools (Slack; single sign-on
 * and calendar sync are mounted here by their own sections, one line each).
 */
export function IntegrationsTab({ isAdmin }: { isAdmin: boolean }) {
  return (
    <Stack gap="lg" maw={760}>
      <CalendarFeedSection />
      <SlackSection isAdmin={isAdmin} />
    </Stack>
  );
}

import { Box } from "@mantine/core";
import { useLocation } from "@tanstack/react-router";
import { useNamespace } from "../../../lib/i18n";
import { useSessionStore } from "../../../lib/session-store";
import { FirstStepsCard } from "./first-steps-card";

/** Mounted in the shell: the checklist under the home page of an onboarded user. */
export default function HomeFirstSteps({ homePath }: { homePath: string }) {
  const ready = useNamespace("account");
  const user = useSessionStore((s) => s.data);
  const { pathname } = useLocation();
  if (!ready || !user?.is_onboard || pathname !== homePath) return null;
  return (
    <Box mt="xl" maw={640}>
      <FirstStepsCard userId={user.id} />
    </Box>
  );
}

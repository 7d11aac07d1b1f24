import { Alert, Grid, Paper } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/ui/page-header";
import { RouteLoader } from "../../../components/ui/route-loader";
import { useNamespace } from "../../../lib/i18n";
import { useSessionStore } from "../../../lib/session-store";
import { FirstStepsCard } from "../components/first-steps-card";
import { WelcomeFlow } from "../components/welcome-flow";

/** /onboarding: the welcome flow as a page, then the first-steps checklist. */
export default function OnboardingPage() {
  const ready = useNamespace("account");
  const { t } = useTranslation(["account", "translation"], { nsMode: "fallback" });
  const user = useSessionStore((s) => s.data);
  if (!ready || !user) return <RouteLoader />;

  return (
    <>
      <PageHeader title={t("onboarding.title")} description={t("onboarding.description")} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          {user.is_onboard ? (
            <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden="true" />} mb="lg">
              {t("onboarding.completed")}
            </Alert>
          ) : (
            <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }} shadow="xs">
              <WelcomeFlow userId={user.id} />
            </Paper>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>{user.is_onboard ? <FirstStepsCard userId={user.id} /> : null}</Grid.Col>
      </Grid>
    </>
  );
}

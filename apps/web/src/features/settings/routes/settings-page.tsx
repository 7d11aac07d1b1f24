import { Paper, Tabs } from "@mantine/core";
import { PLAN_AREAS_OF_TYPE } from "@quad/contract/rules/plans";
import {
  IconBell,
  IconClockHour4,
  IconLock,
  IconPlugConnected,
  IconSparkles,
  IconUserCircle,
} from "@tabler/icons-react";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { PlanOverview } from "../../../components/plan/plan-overview";
import { PageHeader } from "../../../components/ui/page-header";
import { RouteLoader } from "../../../components/ui/route-loader";
import { useNamespace } from "../../../lib/i18n";
import { useSessionStore } from "../../../lib/session-store";
import { EmailPreferencesTab } from "../components/email-preferences-tab";
import { IntegrationsTab } from "../components/integrations-tab";
import { PasswordTab } from "../components/password-tab";
import { ProfileTab } from "../components/profile-tab";
import { TimezoneTab } from "../components/timezone-tab";
import { indexForTab, tabForIndex, tabOfSearch } from "../model";

/**
 * /settings: profile, password, email preferences, time zone, integrations and the institution's plan, on the
 * session's settingsTabIndex; `?tab=plan` opens a tab from a link (the plan's explanation, decision 113).
 */
export default function SettingsPage() {
  const ready = useNamespace("account");
  const { t } = useTranslation(["account", "translation"], { nsMode: "fallback" });
  const user = useSessionStore((s) => s.data);
  const tabIndex = useSessionStore((s) => s.settingsTabIndex);
  const setTabIndex = useSessionStore((s) => s.setSettingsTabIndex);
  const navigate = useNavigate();
  const linked = tabOfSearch(useSearch({ strict: false }) as Record<string, unknown>);
  // A linked tab becomes the session's tab, and the address drops it (a reload keeps the tab the user chose).
  useEffect(() => {
    if (!linked) return;
    setTabIndex(indexForTab(linked));
    void navigate({ to: "/settings", search: {}, replace: true });
  }, [linked, setTabIndex, navigate]);
  if (!ready || !user) return <RouteLoader />;
  const requiredMissing = !user.required_fields_filled;
  // A school holds no plan area: no Plan tab (its index opens the profile).
  const hasPlan = PLAN_AREAS_OF_TYPE[user.institute_type].length > 0;
  const chosen = linked ?? tabForIndex(tabIndex);
  const tab = requiredMissing || (chosen === "plan" && !hasPlan) ? "profile" : chosen;
  const iconProps = { size: 16, stroke: 1.8, "aria-hidden": true } as const;

  return (
    <>
      <PageHeader
        title={t("settings.title")}
        description={t("settings.description", { context: hasPlan ? "plan" : undefined })}
      />
      <Paper withBorder radius="lg" p={0} shadow="xs">
        <Tabs value={tab} onChange={(value) => setTabIndex(indexForTab(value))} keepMounted={false} variant="default">
          <Tabs.List px="md" pt="xs">
            <Tabs.Tab value="profile" leftSection={<IconUserCircle {...iconProps} />}>
              {t("settings.tabs.profile")}
            </Tabs.Tab>
            <Tabs.Tab value="password" leftSection={<IconLock {...iconProps} />} disabled={requiredMissing}>
              {t("settings.tabs.password")}
            </Tabs.Tab>
            <Tabs.Tab value="emailPreferences" leftSection={<IconBell {...iconProps} />} disabled={requiredMissing}>
              {t("settings.tabs.emailPreferences")}
            </Tabs.Tab>
            <Tabs.Tab value="timezone" leftSection={<IconClockHour4 {...iconProps} />} disabled={requiredMissing}>
              {t("settings.tabs.timezone")}
            </Tabs.Tab>
            <Tabs.Tab
              value="integrations"
              leftSection={<IconPlugConnected {...iconProps} />}
              disabled={requiredMissing}
            >
              {t("settings.tabs.integrations")}
            </Tabs.Tab>
            {hasPlan ? (
              <Tabs.Tab value="plan" leftSection={<IconSparkles {...iconProps} />} disabled={requiredMissing}>
                {t("settings.tabs.plan")}
              </Tabs.Tab>
            ) : null}
          </Tabs.List>
          <Tabs.Panel value="profile" p={{ base: "md", sm: "xl" }}>
            <ProfileTab userId={user.id} requiredMissing={requiredMissing} />
          </Tabs.Panel>
          <Tabs.Panel value="password" p={{ base: "md", sm: "xl" }}>
            <PasswordTab userId={user.id} />
          </Tabs.Panel>
          <Tabs.Panel value="emailPreferences" p={{ base: "md", sm: "xl" }}>
            <EmailPreferencesTab userId={user.id} />
          </Tabs.Panel>
          <Tabs.Panel value="timezone" p={{ base: "md", sm: "xl" }}>
            <TimezoneTab userId={user.id} timezone={user.timezone} isAdmin={user.is_admin} />
          </Tabs.Panel>
          <Tabs.Panel value="integrations" p={{ base: "md", sm: "xl" }}>
            <IntegrationsTab user={user} />
          </Tabs.Panel>
          {hasPlan ? (
            <Tabs.Panel value="plan" p={{ base: "md", sm: "xl" }}>
              <PlanOverview />
            </Tabs.Panel>
          ) : null}
        </Tabs>
      </Paper>
    </>
  );
}

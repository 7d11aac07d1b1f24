import { Paper, Tabs } from "@mantine/core";
import { IconBell, IconClockHour4, IconLock, IconPlugConnected, IconUserCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/ui/page-header";
import { RouteLoader } from "../../../components/ui/route-loader";
import { useNamespace } from "../../../lib/i18n";
import { useSessionStore } from "../../../lib/session-store";
import { EmailPreferencesTab } from "../components/email-preferences-tab";
import { IntegrationsTab } from "../components/integrations-tab";
import { PasswordTab } from "../components/password-tab";
import { ProfileTab } from "../components/profile-tab";
import { TimezoneTab } from "../components/timezone-tab";
import { indexForTab, tabForIndex } from "../model";

/** /settings: profile, password, email preferences, time zone and integrations, on the session's settingsTabIndex. */
export default function SettingsPage() {
  const ready = useNamespace("account");
  const { t } = useTranslation(["account", "translation"], { nsMode: "fallback" });
  const user = useSessionStore((s) => s.data);
  const tabIndex = useSessionStore((s) => s.settingsTabIndex);
  const setTabIndex = useSessionStore((s) => s.setSettingsTabIndex);
  if (!ready || !user) return <RouteLoader />;
  const requiredMissing = !user.required_fields_filled;
  const tab = requiredMissing ? "profile" : tabForIndex(tabIndex);
  const iconProps = { size: 16, stroke: 1.8, "aria-hidden": true } as const;

  return (
    <>
      <PageHeader title={t("settings.title")} description={t("settings.description")} />
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
        </Tabs>
      </Paper>
    </>
  );
}

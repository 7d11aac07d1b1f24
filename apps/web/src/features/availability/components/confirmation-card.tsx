import { Stack, Switch } from "@mantine/core";
import type { AvailabilitySettingsSchema } from "@quad/contract/api/availability-settings";
import { IconChecks } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { showSuccessToast } from "../../../lib/api-client";
import { setAutoAccept, setPublishing, useSettingsMutation } from "../api/update-settings";
import { SettingsCard } from "./settings-card";

type Settings = z.infer<typeof AvailabilitySettingsSchema>;

/** Auto-accept or manual confirmation, and publishing visits to the school's counselling platform. */
export function ConfirmationCard({ settings, disabled }: { settings: Settings; disabled: boolean }) {
  const { t } = useTranslation("availability");
  const autoAccept = useSettingsMutation("autoAccept", setAutoAccept);
  const publish = useSettingsMutation("publish", setPublishing);
  const auto = autoAccept.isPending ? Boolean(autoAccept.variables) : settings.school.is_event_auto_accept;
  const published = publish.isPending ? Boolean(publish.variables) : settings.school.publish_events;

  return (
    <SettingsCard
      icon={<IconChecks size={18} />}
      title={t("settings.requestsTitle")}
      description={t("settings.requestsBody")}
    >
      <Stack gap="lg">
        <Switch
          size="md"
          label={t("settings.autoAccept")}
          description={auto ? t("settings.autoAcceptOn") : t("settings.autoAcceptOff")}
          checked={auto}
          disabled={disabled || autoAccept.isPending}
          onChange={(e) => {
            const value = e.currentTarget.checked;
            autoAccept.mutate(value, {
              onSuccess: () => showSuccessToast(value ? t("settings.autoAcceptSaved") : t("settings.manualSaved")),
            });
          }}
        />
        <Switch
          size="md"
          label={t("settings.publish")}
          description={t("settings.publishBody")}
          checked={published}
          disabled={disabled || publish.isPending}
          onChange={(e) => {
            const value = e.currentTarget.checked;
            publish.mutate(value, { onSuccess: () => showSuccessToast(t("settings.saved")) });
          }}
        />
      </Stack>
    </SettingsCard>
  );
}

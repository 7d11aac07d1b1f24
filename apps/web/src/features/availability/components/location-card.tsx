import { Button, Group, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { AvailabilitySettingsSchema } from "@quad/contract/api/availability-settings";
import { IconMapPin } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ApiError, showSuccessToast } from "../../../lib/api-client";
import { formError } from "../../../lib/form-errors";
import { setEventLocation, useSettingsMutation } from "../api/update-settings";
import { appTexts } from "../use-problem-text";
import { SettingsCard } from "./settings-card";

type Settings = z.infer<typeof AvailabilitySettingsSchema>;

/** Where visits take place unless a visit says otherwise. */
export function LocationCard({ settings, disabled }: { settings: Settings; disabled: boolean }) {
  const { t } = useTranslation("availability");
  const save = useSettingsMutation("location", setEventLocation);
  const form = useForm({
    mode: "controlled",
    initialValues: { location: settings.school.event_location ?? "" },
    validate: { location: (v) => (v.trim() ? null : t("settings.locationRequired")) },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(values.location.trim());
      form.resetDirty();
      showSuccessToast(t("settings.locationSaved"));
    } catch (error) {
      if (error instanceof ApiError && error.status === 422)
        form.setErrors({ location: formError(error.fieldErrors, "location", t("settings.location"), appTexts()) });
    }
  });

  return (
    <SettingsCard
      icon={<IconMapPin size={18} />}
      title={t("settings.locationTitle")}
      description={t("settings.locationBody")}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t("settings.location")}
            placeholder={t("settings.locationPlaceholder")}
            maxLength={300}
            withAsterisk
            disabled={disabled}
            {...form.getInputProps("location")}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={disabled || !form.isDirty()}>
              {t("actions.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsCard>
  );
}

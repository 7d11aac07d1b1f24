import { Button, Group, Stack, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { AvailabilitySettingsSchema } from "@quad/contract/api/availability-settings";
import { IconMessage2 } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ApiError, showSuccessToast } from "../../../lib/api-client";
import { formError } from "../../../lib/form-errors";
import { setMessages, useSettingsMutation } from "../api/update-settings";
import { appTexts } from "../use-problem-text";
import { SettingsCard } from "./settings-card";

type Settings = z.infer<typeof AvailabilitySettingsSchema>;
const MAX = 2000;

/** What college reps read: instructions before booking, and the message sent with a confirmation. */
export function MessagesCard({ settings, disabled }: { settings: Settings; disabled: boolean }) {
  const { t } = useTranslation("availability");
  const save = useSettingsMutation("messages", setMessages);
  const form = useForm({
    mode: "controlled",
    initialValues: {
      instructions: settings.school.instructions ?? "",
      confirmation_message: settings.school.confirmation_message ?? "",
    },
    validate: {
      instructions: (v) => (v.length > MAX ? t("settings.tooLong", { max: MAX }) : null),
      confirmation_message: (v) => (v.length > MAX ? t("settings.tooLong", { max: MAX }) : null),
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      form.resetDirty();
      showSuccessToast(t("settings.messagesSaved"));
    } catch (error) {
      if (error instanceof ApiError && error.status === 422)
        form.setErrors({
          instructions: formError(error.fieldErrors, "instructions", t("settings.instructions"), appTexts()),
          confirmation_message: formError(
            error.fieldErrors,
            "confirmation_message",
            t("settings.confirmation"),
            appTexts(),
          ),
        });
    }
  });

  return (
    <SettingsCard
      icon={<IconMessage2 size={18} />}
      title={t("settings.messagesTitle")}
      description={t("settings.messagesBody")}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Textarea
            label={t("settings.instructions")}
            description={t("settings.instructionsHint")}
            autosize
            minRows={3}
            maxRows={8}
            disabled={disabled}
            {...form.getInputProps("instructions")}
          />
          <Textarea
            label={t("settings.confirmation")}
            description={t("settings.confirmationHint")}
            autosize
            minRows={3}
            maxRows={8}
            disabled={disabled}
            {...form.getInputProps("confirmation_message")}
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

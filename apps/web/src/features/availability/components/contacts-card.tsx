import { Button, Group, MultiSelect, Select, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { AvailabilitySettingsSchema } from "@quad/contract/api/availability-settings";
import { IconUsers } from "@tabler/icons-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ApiError, showSuccessToast } from "../../../lib/api-client";
import { formError } from "../../../lib/form-errors";
import { useMembers } from "../api/list-members";
import { setContacts, useSettingsMutation } from "../api/update-settings";
import { appTexts } from "../use-problem-text";
import { SettingsCard } from "./settings-card";

type Settings = z.infer<typeof AvailabilitySettingsSchema>;

/** Who hears about visit requests: one primary contact and other notified team members. */
export function ContactsCard({ settings, disabled }: { settings: Settings; disabled: boolean }) {
  const { t } = useTranslation("availability");
  const members = useMembers();
  const save = useSettingsMutation("contacts", setContacts);
  const form = useForm({
    mode: "controlled",
    initialValues: {
      primary: settings.primary_contact ? String(settings.primary_contact.id) : null,
      others: settings.member_contacts.map((c) => String(c.id)),
    },
    validate: { primary: (v) => (v ? null : t("settings.primaryRequired")) },
  });
  const options = useMemo(
    () => (members.data?.members ?? []).map((m) => ({ value: String(m.id), label: `${m.name} (${m.email})` })),
    [members.data],
  );

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({
        primary_contact_id: Number(values.primary),
        member_contact_ids: values.others.filter((id) => id !== values.primary).map(Number),
      });
      form.resetDirty();
      showSuccessToast(t("settings.contactsSaved"));
    } catch (error) {
      if (error instanceof ApiError && error.status === 422)
        form.setErrors({
          primary: formError(error.fieldErrors, "primary_contact_id", t("settings.primary"), appTexts()),
        });
    }
  });

  return (
    <SettingsCard
      icon={<IconUsers size={18} />}
      title={t("settings.contactsTitle")}
      description={t("settings.contactsBody")}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Select
            label={t("settings.primary")}
            placeholder={t("settings.choosePerson")}
            data={options}
            searchable
            withAsterisk
            disabled={disabled || members.isLoading}
            nothingFoundMessage={t("settings.nobody")}
            {...form.getInputProps("primary")}
          />
          <MultiSelect
            label={t("settings.others")}
            placeholder={form.values.others.length ? undefined : t("settings.choosePeople")}
            data={options.filter((o) => o.value !== form.values.primary)}
            searchable
            clearable
            disabled={disabled || members.isLoading}
            nothingFoundMessage={t("settings.nobody")}
            {...form.getInputProps("others")}
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

import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { CONSENT_METHODS, type ConsentMethod } from "@quad/contract/rules/connection-privacy";
import { useTranslation } from "react-i18next";
import { ApiError, showSuccessToast } from "../../../lib/api-client";
import { i18n } from "../../../lib/i18n";
import { translateServerMessage } from "../../../lib/server-messages";
import { useRecordConsent } from "../api/record-consent";
import { GUARDIAN_NAME_MAX, guardianNameError } from "../model";

/**
 * A minor's contact is hidden until staff record the guardian's consent that reached the institution: the guardian's
 * name and how it was given (decision 043). The contact section shows the details from the answer.
 */
export function GuardianConsentForm({ id }: { id: number }) {
  const { t } = useTranslation("connections");
  const record = useRecordConsent();
  const form = useForm<{ given_by: string; method: ConsentMethod | null }>({
    initialValues: { given_by: "", method: null },
    validate: {
      given_by: (v) => {
        const key = guardianNameError(v);
        return key ? t(key, { max: GUARDIAN_NAME_MAX }) : null;
      },
      method: (v) => (v ? null : t("detail.consent.methodRequired")),
    },
  });

  const submit = form.onSubmit((values) => {
    if (!values.method) return;
    // mutateAsync: the form leaves the screen as soon as the answer shows the contact (a mutate callback would not run).
    record
      .mutateAsync({ id, given_by: values.given_by.trim(), method: values.method })
      .then(() => showSuccessToast(t("detail.consent.saved")))
      .catch((error: unknown) => {
        if (error instanceof ApiError)
          for (const [field, message] of Object.entries(error.fieldErrors))
            form.setFieldError(field, translateServerMessage(message, i18n.t));
      });
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`consent-form-${id}`}>
      <Stack gap="sm">
        <div>
          <Text size="sm" fw={600} id={`consent-form-${id}`} component="h4">
            {t("detail.consent.title")}
          </Text>
          <Text size="xs" c="dimmed">
            {t("detail.consent.body")}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t("detail.consent.givenBy")}
            placeholder={t("detail.consent.givenByPlaceholder")}
            maxLength={GUARDIAN_NAME_MAX}
            autoComplete="off"
            required
            {...form.getInputProps("given_by")}
          />
          <Select
            label={t("detail.consent.method")}
            placeholder={t("detail.consent.methodPlaceholder")}
            data={CONSENT_METHODS.map((m) => ({ value: m, label: t(`detail.consent.methods.${m}`) }))}
            allowDeselect={false}
            required
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps("method")}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={record.isPending}>
            {t("detail.consent.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

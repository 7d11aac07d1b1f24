import { Button, Group, SimpleGrid, Stack } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { GuestPasswordInputSchema } from "@quad/contract/api/webinars";
import { PASSWORD_MIN_LENGTH } from "@quad/contract/rules/constants";
import { useTranslation } from "react-i18next";
import { PasswordField } from "../../../../components/ui/password-field";
import { ApiError, showSuccessToast } from "../../../../lib/api-client";
import { splitServerErrors } from "../../../../lib/form-errors";
import { translateServerMessage } from "../../../../lib/server-messages";
import { useUpdateGuestPassword } from "../api/update-guest-password";
import { userFormData } from "../model";
import { accountFieldError } from "./field-error";
import { SectionCard } from "./section-card";

const FIELDS = ["current_password", "password", "password_confirmation"] as const;
const EMPTY = { current_password: "", password: "", password_confirmation: "" };

/** Changing the password (PUT users/update_password); the guest's other sessions end. */
export function PasswordSection() {
  const { t } = useTranslation();
  const update = useUpdateGuestPassword();
  const form = useForm({
    mode: "controlled",
    initialValues: EMPTY,
    validate: schemaResolver(GuestPasswordInputSchema, { sync: true }),
  });
  const label = (field: string) => t(`webinars.accounts.fields.${field === "password" ? "newPassword" : field}`);

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      const res = await update.mutateAsync(userFormData(values));
      form.setValues(EMPTY);
      form.resetDirty(EMPTY);
      showSuccessToast(translateServerMessage(res.message, t));
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      form.setErrors(splitServerErrors(error.fieldErrors, FIELDS).onFields);
    }
  });

  return (
    <SectionCard
      title={t("webinars.accounts.password.title")}
      description={t("webinars.accounts.password.subtitle", { min: PASSWORD_MIN_LENGTH })}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {FIELDS.map((name) => (
              <PasswordField
                key={name}
                label={label(name)}
                withAsterisk
                autoComplete={name === "current_password" ? "current-password" : "new-password"}
                {...form.getInputProps(name)}
                error={accountFieldError(form.errors, name, label(name), t)}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" variant="light" loading={update.isPending}>
              {t("webinars.accounts.password.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}

import { Alert, Button, Group, Stack } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { UpdatePasswordInputSchema } from "@quad/contract/api/users";
import { IconCircleCheck } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PasswordField } from "../../../components/ui/password-field";
import { ApiError } from "../../../lib/api-client";
import { formError } from "../../../lib/form-errors";
import { translateServerMessage } from "../../../lib/server-messages";
import { type UpdatePasswordBody, useUpdatePassword } from "../api/update-password";

const resolve = schemaResolver(UpdatePasswordInputSchema, { sync: true });
const FIELDS = ["current_password", "password", "password_confirmation"] as const;

export function PasswordTab({ userId }: { userId: number }) {
  const { t } = useTranslation(["account", "translation"], { nsMode: "fallback" });
  const update = useUpdatePassword(userId);
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const form = useForm<UpdatePasswordBody>({
    mode: "controlled",
    initialValues: { current_password: "", password: "", password_confirmation: "" },
    validate: resolve,
  });
  const label = (field: (typeof FIELDS)[number]) => t(`settings.password.fields.${field}`);
  const input = (field: (typeof FIELDS)[number]) => ({
    label: label(field),
    ...form.getInputProps(field),
    error: formError(form.errors, field, label(field), t),
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setDone(null);
    setFailed(null);
    try {
      const res = await update.mutateAsync(values);
      setDone(translateServerMessage(res.message, t));
      form.reset();
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      const fields = error.fieldErrors;
      const onFields = Object.fromEntries(
        Object.entries(fields).filter(([f]) => (FIELDS as readonly string[]).includes(f)),
      );
      form.setErrors(onFields);
      if (!Object.keys(onFields).length)
        setFailed(translateServerMessage(error.serverMessage ?? error.outcome.message, t));
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md" maw={480}>
        {done ? (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden="true" />} role="status">
            {done}
          </Alert>
        ) : null}
        {failed ? (
          <Alert color="red" variant="light" role="alert">
            {failed}
          </Alert>
        ) : null}
        <PasswordField {...input("current_password")} withAsterisk autoComplete="current-password" />
        <PasswordField
          {...input("password")}
          withAsterisk
          autoComplete="new-password"
          description={t("settings.password.hint")}
        />
        <PasswordField {...input("password_confirmation")} withAsterisk autoComplete="new-password" />
        <Group>
          <Button type="submit" loading={update.isPending}>
            {t("settings.password.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Alert, Anchor, Button, Group, Stack, Text, ThemeIcon } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { ResetPasswordInputSchema } from "@quad/contract/api/auth";
import { PASSWORD_MIN_LENGTH } from "@quad/contract/rules/constants";
import { IconAlertCircle, IconArrowLeft, IconCircleCheck, IconLockPassword } from "@tabler/icons-react";
import { Link, useLocation } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AuthCard } from "../../../components/ui/auth-card";
import { PasswordField } from "../../../components/ui/password-field";
import { ApiError } from "../../../lib/api-client";
import { formError, splitServerErrors } from "../../../lib/form-errors";
import { translateServerMessage } from "../../../lib/server-messages";
import { useResetPassword } from "../api/reset-password";

const FIELDS = ["password", "password_confirmation"] as const;

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const token = new URLSearchParams(location.searchStr).get("reset_password_token") ?? "";
  const reset = useResetPassword();
  const [done, setDone] = useState<string | null>(null);
  const [tokenError, setTokenError] = useState<string | null>(token ? null : "missing");

  const form = useForm({
    mode: "controlled",
    initialValues: { reset_password_token: token, password: "", password_confirmation: "" },
    validate: schemaResolver(ResetPasswordInputSchema, { sync: true }),
  });

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      const res = await reset.mutateAsync(values);
      setDone(res.message);
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      const { onFields, other } = splitServerErrors(error.fieldErrors, FIELDS);
      form.setErrors(onFields);
      if (other.length) setTokenError(other.join("\n"));
    }
  });

  const back = (
    <Group justify="center">
      <Anchor component={Link} to="/sign-in" size="sm" fw={600}>
        <Group gap={6} component="span">
          <IconArrowLeft size={16} aria-hidden="true" />
          {t("auth.backToSignIn")}
        </Group>
      </Anchor>
    </Group>
  );

  if (done) {
    return (
      <AuthCard
        title={t("auth.reset.doneTitle")}
        icon={
          <ThemeIcon size={48} radius="xl" color="teal" variant="light" mb="xs">
            <IconCircleCheck size={26} stroke={1.7} aria-hidden="true" />
          </ThemeIcon>
        }
      >
        <Stack gap="lg">
          <Text role="status">{translateServerMessage(done, t)}</Text>
          <Button component={Link} to="/sign-in" size="md" fullWidth>
            {t("auth.reset.goToSignIn")}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t("auth.reset.title")}
      subtitle={t("auth.reset.subtitle", { min: PASSWORD_MIN_LENGTH })}
      icon={
        <ThemeIcon size={48} radius="xl" variant="light" mb="xs">
          <IconLockPassword size={26} stroke={1.7} aria-hidden="true" />
        </ThemeIcon>
      }
    >
      <Stack gap="lg">
        {tokenError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t("auth.reset.linkProblem")}>
            <Stack gap={6}>
              <Text size="sm">
                {tokenError === "missing" ? t("auth.reset.missingToken") : translateServerMessage(tokenError, t)}
              </Text>
              <Anchor component={Link} to="/forgot-password" size="sm" fw={600}>
                {t("auth.reset.requestNew")}
              </Anchor>
            </Stack>
          </Alert>
        ) : null}
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <PasswordField
              label={t("fields.newPassword")}
              autoComplete="new-password"
              withAsterisk
              disabled={!token}
              {...form.getInputProps("password")}
              error={formError(form.errors, "password", t("fields.newPassword"), t)}
            />
            <PasswordField
              label={t("fields.passwordConfirmation")}
              autoComplete="new-password"
              withAsterisk
              disabled={!token}
              {...form.getInputProps("password_confirmation")}
              error={formError(form.errors, "password_confirmation", t("fields.passwordConfirmation"), t)}
            />
            <Button type="submit" size="md" fullWidth loading={reset.isPending} disabled={!token}>
              {t("auth.reset.submit")}
            </Button>
          </Stack>
        </form>
        {back}
      </Stack>
    </AuthCard>
  );
}

import { Alert, Anchor, Button, Group, Stack, Text, ThemeIcon } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { ResetPasswordInputSchema } from "@quad/contract/api/auth";
import { PASSWORD_MIN_LENGTH } from "@quad/contract/rules/constants";
import { IconAlertCircle, IconArrowLeft, IconCircleCheck, IconLockPassword } from "@tabler/icons-react";
import { Link, useLocation } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AuthCard } from "../../../../components/ui/auth-card";
import { PasswordField } from "../../../../components/ui/password-field";
import { ApiError } from "../../../../lib/api-client";
import { splitServerErrors } from "../../../../lib/form-errors";
import { translateServerMessage } from "../../../../lib/server-messages";
import { useResetGuestPassword } from "../api/reset-guest-password";
import { Centered } from "../components/centered";
import { accountFieldError } from "../components/field-error";
import { useDocumentTitle } from "../hooks/use-document-title";
import { GUEST_SIGN_IN_PATH } from "../model";

const FIELDS = ["password", "password_confirmation"] as const;

/** /webinars/reset-password?reset_password_token=…: the mailed link's new password (every session ends). */
export default function GuestResetPasswordPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const token = new URLSearchParams(location.searchStr).get("reset_password_token") ?? "";
  const reset = useResetGuestPassword();
  const [done, setDone] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : "missing");
  const form = useForm({
    mode: "controlled",
    initialValues: { reset_password_token: token, password: "", password_confirmation: "" },
    validate: schemaResolver(ResetPasswordInputSchema, { sync: true }),
  });
  useDocumentTitle(t("webinars.accounts.reset.title"));
  const label = (field: string) => t(`webinars.accounts.fields.${field === "password" ? "newPassword" : field}`);

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      const res = await reset.mutateAsync(values);
      setDone(res.message);
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      const { onFields, other } = splitServerErrors(error.fieldErrors, FIELDS);
      form.setErrors(onFields);
      if (other.length) setLinkProblem(other.join("\n"));
    }
  });

  const back = (
    <Group justify="center">
      <Anchor component={Link} to={GUEST_SIGN_IN_PATH} size="sm" fw={600}>
        <Group gap={6} component="span">
          <IconArrowLeft size={16} aria-hidden="true" />
          {t("webinars.accounts.backToSignIn")}
        </Group>
      </Anchor>
    </Group>
  );

  if (done) {
    return (
      <Centered>
        <AuthCard
          title={t("webinars.accounts.reset.doneTitle")}
          icon={
            <ThemeIcon size={48} radius="xl" color="teal" variant="light" mb="xs">
              <IconCircleCheck size={26} stroke={1.7} aria-hidden="true" />
            </ThemeIcon>
          }
        >
          <Stack gap="lg">
            <Text role="status">{translateServerMessage(done, t)}</Text>
            <Button component={Link} to={GUEST_SIGN_IN_PATH} size="md" fullWidth>
              {t("webinars.accounts.signIn.submit")}
            </Button>
          </Stack>
        </AuthCard>
      </Centered>
    );
  }

  return (
    <Centered>
      <AuthCard
        title={t("webinars.accounts.reset.title")}
        subtitle={t("webinars.accounts.reset.subtitle", { min: PASSWORD_MIN_LENGTH })}
        icon={
          <ThemeIcon size={48} radius="xl" variant="light" mb="xs">
            <IconLockPassword size={26} stroke={1.7} aria-hidden="true" />
          </ThemeIcon>
        }
      >
        <Stack gap="lg">
          {linkProblem ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} />}
              title={t("webinars.accounts.reset.linkProblem")}
            >
              <Stack gap={6}>
                <Text size="sm">
                  {linkProblem === "missing"
                    ? t("webinars.accounts.reset.missingToken")
                    : translateServerMessage(linkProblem, t)}
                </Text>
                <Anchor component={Link} to="/webinars/forgot-password" size="sm" fw={600}>
                  {t("webinars.accounts.reset.requestNew")}
                </Anchor>
              </Stack>
            </Alert>
          ) : null}
          <form onSubmit={handleSubmit} noValidate>
            <Stack gap="md">
              {FIELDS.map((name) => (
                <PasswordField
                  key={name}
                  label={label(name)}
                  autoComplete="new-password"
                  withAsterisk
                  disabled={!token}
                  {...form.getInputProps(name)}
                  error={accountFieldError(form.errors, name, label(name), t)}
                />
              ))}
              <Button type="submit" size="md" fullWidth loading={reset.isPending} disabled={!token}>
                {t("webinars.accounts.reset.submit")}
              </Button>
            </Stack>
          </form>
          {back}
        </Stack>
      </AuthCard>
    </Centered>
  );
}

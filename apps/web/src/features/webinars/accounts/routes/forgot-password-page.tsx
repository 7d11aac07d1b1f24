import { Alert, Anchor, Button, Group, Stack, TextInput, ThemeIcon } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { ForgotPasswordInputSchema } from "@quad/contract/api/auth";
import { IconArrowLeft, IconMailForward } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AuthCard } from "../../../../components/ui/auth-card";
import { translateServerMessage } from "../../../../lib/server-messages";
import { useRequestGuestPasswordReset } from "../api/request-guest-password-reset";
import { Centered } from "../components/centered";
import { accountFieldError } from "../components/field-error";
import { useDocumentTitle } from "../hooks/use-document-title";
import { GUEST_SIGN_IN_PATH } from "../model";

/** /webinars/forgot-password: mails a guest a one-hour, single-use link to /webinars/reset-password. */
export default function GuestForgotPasswordPage() {
  const { t } = useTranslation();
  const forgot = useRequestGuestPasswordReset();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({
    mode: "controlled",
    initialValues: { email: "" },
    validate: schemaResolver(ForgotPasswordInputSchema, { sync: true }),
  });
  useDocumentTitle(t("webinars.accounts.forgot.title"));
  const emailLabel = t("webinars.accounts.fields.email");

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      const res = await forgot.mutateAsync(ForgotPasswordInputSchema.parse(values));
      setSent(res.message);
    } catch {
      // The error catalogue has already shown the failure.
    }
  });

  return (
    <Centered>
      <AuthCard
        title={t("webinars.accounts.forgot.title")}
        subtitle={t("webinars.accounts.forgot.subtitle")}
        icon={
          <ThemeIcon size={48} radius="xl" variant="light" mb="xs">
            <IconMailForward size={26} stroke={1.7} aria-hidden="true" />
          </ThemeIcon>
        }
      >
        <Stack gap="lg">
          {sent ? (
            <Alert color="teal" variant="light" title={t("webinars.accounts.forgot.sentTitle")} role="status">
              {translateServerMessage(sent, t)}
            </Alert>
          ) : (
            <form onSubmit={handleSubmit} noValidate>
              <Stack gap="md">
                <TextInput
                  label={emailLabel}
                  placeholder={t("webinars.accounts.fields.emailPlaceholder")}
                  type="email"
                  autoComplete="email"
                  withAsterisk
                  {...form.getInputProps("email")}
                  error={accountFieldError(form.errors, "email", emailLabel, t)}
                />
                <Button type="submit" size="md" fullWidth loading={forgot.isPending}>
                  {t("webinars.accounts.forgot.submit")}
                </Button>
              </Stack>
            </form>
          )}
          <Group justify="center">
            <Anchor component={Link} to={GUEST_SIGN_IN_PATH} size="sm" fw={600}>
              <Group gap={6} component="span">
                <IconArrowLeft size={16} aria-hidden="true" />
                {t("webinars.accounts.backToSignIn")}
              </Group>
            </Anchor>
          </Group>
        </Stack>
      </AuthCard>
    </Centered>
  );
}

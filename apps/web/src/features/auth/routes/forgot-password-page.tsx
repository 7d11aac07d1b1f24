import { Alert, Anchor, Button, Group, Stack, TextInput, ThemeIcon } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { ForgotPasswordInputSchema } from "@quad/contract/api/auth";
import { IconArrowLeft, IconMailForward } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AuthCard } from "../../../components/ui/auth-card";
import { formError } from "../../../lib/form-errors";
import { translateServerMessage } from "../../../lib/server-messages";
import { useForgotPassword } from "../api/forgot-password";

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const form = useForm({
    mode: "controlled",
    initialValues: { email: "" },
    validate: schemaResolver(ForgotPasswordInputSchema, { sync: true }),
  });

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      const res = await forgot.mutateAsync(ForgotPasswordInputSchema.parse(values));
      setSentMessage(res.message);
    } catch {
      // The error catalogue has already shown the failure.
    }
  });

  return (
    <AuthCard
      title={t("auth.forgot.title")}
      subtitle={t("auth.forgot.subtitle")}
      icon={
        <ThemeIcon size={48} radius="xl" variant="light" mb="xs">
          <IconMailForward size={26} stroke={1.7} aria-hidden="true" />
        </ThemeIcon>
      }
    >
      <Stack gap="lg">
        {sentMessage ? (
          <Alert color="teal" variant="light" title={t("auth.forgot.sentTitle")} role="status">
            {translateServerMessage(sentMessage, t)}
          </Alert>
        ) : (
          <form onSubmit={handleSubmit} noValidate>
            <Stack gap="md">
              <TextInput
                label={t("fields.email")}
                placeholder={t("fields.emailPlaceholder")}
                type="email"
                autoComplete="email"
                withAsterisk
                {...form.getInputProps("email")}
                error={formError(form.errors, "email", t("fields.email"), t)}
              />
              <Button type="submit" size="md" fullWidth loading={forgot.isPending}>
                {t("auth.forgot.submit")}
              </Button>
            </Stack>
          </form>
        )}
        <Group justify="center">
          <Anchor component={Link} to="/sign-in" size="sm" fw={600}>
            <Group gap={6} component="span">
              <IconArrowLeft size={16} aria-hidden="true" />
              {t("auth.backToSignIn")}
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </AuthCard>
  );
}

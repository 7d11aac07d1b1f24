import { Anchor, Button, Divider, Group, Stack, Text, TextInput, ThemeIcon } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { GuestSignInInputSchema } from "@quad/contract/api/webinars";
import { IconPresentation } from "@tabler/icons-react";
import { Link, useLocation, useNavigate } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { AuthCard } from "../../../../components/ui/auth-card";
import { PasswordField } from "../../../../components/ui/password-field";
import { ApiError } from "../../../../lib/api-client";
import { useCreateGuestSession } from "../api/create-guest-session";
import { Centered } from "../components/centered";
import { accountFieldError } from "../components/field-error";
import { useDocumentTitle } from "../hooks/use-document-title";
import { useStartGuestSession } from "../hooks/use-guest-account";
import { afterSignInPath, GUEST_SEARCH_SCHOOL_PATH, guestSignInFailure, redirectFrom, withRedirect } from "../model";

/** /webinars/sign-in: a guest's email and password (spec 1 §2 "Webinar sign-in screen", spec 3 §5). */
export default function GuestSignInPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const redirectTo = redirectFrom(location.searchStr);
  const createSession = useCreateGuestSession();
  const startSession = useStartGuestSession();
  useDocumentTitle(t("webinars.accounts.signIn.title"));

  const form = useForm({
    mode: "controlled",
    initialValues: { email: "", password: "" },
    validate: schemaResolver(GuestSignInInputSchema, { sync: true }),
  });

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      const guest = await createSession.mutateAsync(GuestSignInInputSchema.parse(values));
      startSession(guest);
      await navigate({ href: afterSignInPath(guest, redirectTo), replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      const failure = guestSignInFailure(error.status, error.serverMessage);
      if (failure) form.setFieldError(failure.field, failure.message);
    }
  });

  const emailLabel = t("webinars.accounts.fields.email");
  const passwordLabel = t("webinars.accounts.fields.password");

  return (
    <Centered>
      <AuthCard
        title={t("webinars.accounts.signIn.title")}
        subtitle={t("webinars.accounts.signIn.subtitle")}
        icon={
          <ThemeIcon size={48} radius="xl" variant="light" mb="xs">
            <IconPresentation size={26} stroke={1.7} aria-hidden="true" />
          </ThemeIcon>
        }
      >
        <Stack gap="lg">
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
              <PasswordField
                label={passwordLabel}
                autoComplete="current-password"
                withAsterisk
                {...form.getInputProps("password")}
                error={accountFieldError(form.errors, "password", passwordLabel, t)}
              />
              <Group justify="flex-end" mt={-6}>
                <Anchor component={Link} to="/webinars/forgot-password" size="sm" fw={600}>
                  {t("webinars.accounts.signIn.forgotPassword")}
                </Anchor>
              </Group>
              <Button type="submit" size="md" fullWidth loading={createSession.isPending}>
                {t("webinars.accounts.signIn.submit")}
              </Button>
            </Stack>
          </form>
          <Divider />
          <Stack gap={6} align="center">
            <Text size="sm" c="dimmed">
              {t("webinars.accounts.signIn.noAccount")}
            </Text>
            <Button component={Link} to={withRedirect(GUEST_SEARCH_SCHOOL_PATH, redirectTo)} variant="light" fullWidth>
              {t("webinars.accounts.signIn.createAccount")}
            </Button>
          </Stack>
        </Stack>
      </AuthCard>
    </Centered>
  );
}

import { Alert, Anchor, Button, Divider, Group, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import type { SessionUser } from "@quad/contract/api/auth";
import { TOAST_DURATION_MS } from "@quad/contract/rules/constants";
import { IconExternalLink, IconInfoCircle } from "@tabler/icons-react";
import { Link, useLocation } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { AuthCard } from "../../../components/ui/auth-card";
import { PasswordField } from "../../../components/ui/password-field";
import { ApiError } from "../../../lib/api-client";
import { formError } from "../../../lib/form-errors";
import { useAppConfig } from "../../../lib/reference/get-app-config";
import { isGoogleSignInAvailable, useCountryCode } from "../../../lib/reference/get-country-code";
import { translateServerMessage } from "../../../lib/server-messages";
import { useSessionStore } from "../../../lib/session-store";
import { showToast } from "../../../lib/toast";
import { useCreateGoogleSession } from "../api/create-google-session";
import { loadAuthContract, useCreateSession } from "../api/create-session";
import { getZoomConnectUrl } from "../api/get-zoom-connect-url";
import { GoogleButton } from "../components/google-button";
import { googleAuthorizeUrl, googleCodeFrom, signInFailure } from "../model";

export default function SignInPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const search = new URLSearchParams(location.searchStr);
  const appConfig = useAppConfig();
  const country = useCountryCode();
  const signIn = useSessionStore((s) => s.signIn);
  const isSigningIn = useSessionStore((s) => s.isSigningIn);
  const setSigningIn = useSessionStore((s) => s.setSigningIn);
  const createSession = useCreateSession();
  const createGoogleSession = useCreateGoogleSession();
  const [alert, setAlert] = useState<string | null>(null);

  const form = useForm({ mode: "controlled", initialValues: { email: "", password: "" } });
  // The contract schema validates the form; it is fetched when the visitor starts using the form.
  const preloadContract = () => void loadAuthContract();

  const wantsZoom = search.has("zoom");

  async function completeSignIn(user: SessionUser) {
    if (user.is_calender_expired) {
      showToast({ color: "yellow", message: t("auth.signIn.calendarExpired"), autoClose: TOAST_DURATION_MS });
    }
    signIn(user);
    if (wantsZoom) {
      const url = await getZoomConnectUrl().catch(() => null);
      if (url) window.location.assign(url);
    }
  }

  const handleSubmit = form.onSubmit(async (values) => {
    setAlert(null);
    setSigningIn(true);
    try {
      const { CreateSessionInputSchema } = await loadAuthContract();
      const errors = schemaResolver(CreateSessionInputSchema, { sync: true })(values);
      if (Object.keys(errors).length > 0) {
        form.setErrors(errors);
        return;
      }
      const user = await createSession.mutateAsync(CreateSessionInputSchema.parse(values));
      await completeSignIn(user);
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      const failure = signInFailure(error.status, error.serverMessage);
      if (failure.kind === "field") form.setFieldError(failure.field, failure.message);
      if (failure.kind === "alert") setAlert(failure.message);
    } finally {
      setSigningIn(false);
    }
  });

  // Return trip from Google: exchange the code once.
  const googleCode = googleCodeFrom(search);
  const exchanged = useRef(false);
  useEffect(() => {
    if (!googleCode || exchanged.current) return;
    exchanged.current = true;
    setSigningIn(true);
    createGoogleSession
      .mutateAsync({ code: googleCode })
      .then(completeSignIn)
      .catch(() => undefined)
      .finally(() => setSigningIn(false));
  });

  const config = appConfig.data;
  const showGoogle =
    isGoogleSignInAvailable(config?.google_sign_in_enabled, country.data?.country_code, country.isSuccess) &&
    Boolean(config?.google_client_id);
  const publicSite = config?.public_site_url;

  return (
    <AuthCard title={t("auth.signIn.title")} subtitle={t("auth.signIn.subtitle")}>
      <Stack gap="lg" aria-busy={isSigningIn}>
        {showGoogle && config?.google_client_id ? (
          <>
            <GoogleButton
              loading={createGoogleSession.isPending}
              onClick={() =>
                window.location.assign(googleAuthorizeUrl(config.google_client_id ?? "", window.location.origin))
              }
            />
            <Divider label={t("auth.signIn.or")} labelPosition="center" />
          </>
        ) : null}

        {alert ? (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconInfoCircle size={18} />}
            title={t("auth.signIn.cannotSignIn")}
          >
            {translateServerMessage(alert, t)}
          </Alert>
        ) : null}

        <form onSubmit={handleSubmit} onFocus={preloadContract} onPointerEnter={preloadContract} noValidate>
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
            <PasswordField
              label={t("fields.password")}
              placeholder={t("fields.passwordPlaceholder")}
              autoComplete="current-password"
              withAsterisk
              {...form.getInputProps("password")}
              error={formError(form.errors, "password", t("fields.password"), t)}
            />
            <Group justify="space-between" mt={-6}>
              <Anchor component={Link} to="/sso" size="sm" fw={600}>
                {t("auth.signIn.sso")}
              </Anchor>
              <Anchor component={Link} to="/forgot-password" size="sm" fw={600}>
                {t("auth.signIn.forgotPassword")}
              </Anchor>
            </Group>
            <Button type="submit" size="md" fullWidth loading={isSigningIn} loaderProps={{ type: "dots" }}>
              {t("auth.signIn.submit")}
            </Button>
          </Stack>
        </form>

        <Divider />

        <Stack gap={6} align="center">
          <Text size="sm" c="dimmed">
            {t("auth.signIn.newToQuad")}
          </Text>
          <Group gap="lg" justify="center">
            <Anchor component={Link} to="/search-school" size="sm" fw={600}>
              {t("auth.signIn.registerSchool")}
            </Anchor>
            <Anchor component={Link} to="/search-university" size="sm" fw={600}>
              {t("auth.signIn.registerUniversity")}
            </Anchor>
          </Group>
        </Stack>

        {publicSite ? (
          <Button
            component="a"
            href={publicSite}
            variant="light"
            fullWidth
            rightSection={<IconExternalLink size={16} aria-hidden="true" />}
          >
            {t("auth.signIn.publicSite")}
          </Button>
        ) : null}
      </Stack>
    </AuthCard>
  );
}

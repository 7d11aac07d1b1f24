import { Alert, Anchor, Button, Group, Loader, Stack, Text, TextInput, ThemeIcon } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconAlertTriangle, IconArrowLeft, IconKey } from "@tabler/icons-react";
import { Link, useLocation, useNavigate } from "@tanstack/react-router";
import type { TFunction } from "i18next";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { AuthCard } from "../../../components/ui/auth-card";
import { RouteLoader } from "../../../components/ui/route-loader";
import { ApiError } from "../../../lib/api-client";
import { formError } from "../../../lib/form-errors";
import { useNamespace } from "../../../lib/i18n";
import { translateServerMessage } from "../../../lib/server-messages";
import { useSessionStore } from "../../../lib/session-store";
import { ssoMessageKey } from "../../../lib/sso-messages";
import { loadSsoContract, useCreateSsoSession } from "../api/create-sso-session";
import { useFinishSsoSession } from "../api/finish-sso-session";
import { ssoReturnFrom } from "../model";

/** The server's sentence of a failure ("" when it sent none), kept as sent so a language switch translates it. */
function failureOf(error: unknown): string {
  return error instanceof ApiError ? (error.serverMessage ?? "") : "";
}

/** A failure's sentence in the reader's language: single sign-on's own texts, then the shared ones. */
function failureText(text: string, t: TFunction<"sso">, tMain: TFunction): string {
  const key = text ? ssoMessageKey(text) : null;
  if (key) return t(key);
  return text ? translateServerMessage(text, tMain) : t("messages.signInFailed");
}

/**
 * /sso (spec 1 §2; issue 25 §3; decision 096): the work email first, then the institution's provider; the
 * provider sends the browser back here with its answer, which is traded for a session.
 */
export default function SsoPage() {
  const ready = useNamespace("sso");
  const { t } = useTranslation("sso");
  const { t: tMain } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const returned = ssoReturnFrom(new URLSearchParams(location.searchStr));
  const signIn = useSessionStore((s) => s.signIn);
  const setSsoUrl = useSessionStore((s) => s.setSsoUrl);
  const create = useCreateSsoSession();
  const finish = useFinishSsoSession();
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const form = useForm({ mode: "controlled", initialValues: { email: "" } });

  // The provider's answer is traded once; the address loses it so a reload does not replay it.
  const traded = useRef(false);
  useEffect(() => {
    if (returned.kind !== "answer" || traded.current) return;
    traded.current = true;
    finish
      .mutateAsync(returned.answer)
      .then((user) => signIn(user))
      .catch((error: unknown) => {
        setFailure(failureOf(error));
        void navigate({ to: "/sso", replace: true });
      });
  });

  if (!ready) return <RouteLoader />;

  const handleSubmit = form.onSubmit(async (values) => {
    setFailure(null);
    const { CreateSsoSessionInputSchema } = await loadSsoContract();
    const errors = schemaResolver(CreateSsoSessionInputSchema, { sync: true })(values);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return;
    }
    try {
      const url = await create.mutateAsync(CreateSsoSessionInputSchema.parse(values));
      setSsoUrl(url);
      setLeaving(true);
      window.location.assign(url);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) form.setErrors(error.fieldErrors);
      else setFailure(failureOf(error));
    }
  });

  const busy = (returned.kind === "answer" && failure === null) || leaving;
  const refused = returned.kind === "refused" && failure === null;

  return (
    <AuthCard
      title={t("page.title")}
      subtitle={t("page.subtitle")}
      icon={
        <ThemeIcon size={48} radius="xl" variant="light" mb="xs">
          <IconKey size={26} stroke={1.7} aria-hidden="true" />
        </ThemeIcon>
      }
    >
      {busy ? (
        <Group gap="sm" role="status" aria-live="polite">
          <Loader size="sm" />
          <Text size="sm">{leaving ? t("page.redirecting") : t("page.finishing")}</Text>
        </Group>
      ) : (
        <Stack gap="lg">
          {failure !== null || refused ? (
            <Alert
              color="yellow"
              variant="light"
              icon={<IconAlertTriangle size={18} aria-hidden="true" />}
              title={t("page.failedTitle")}
              role="alert"
            >
              {failure !== null ? failureText(failure, t, tMain) : t("page.refused")}
            </Alert>
          ) : null}
          <form onSubmit={handleSubmit} noValidate>
            <Stack gap="md">
              <TextInput
                label={tMain("fields.email")}
                placeholder={tMain("fields.emailPlaceholder")}
                type="email"
                autoComplete="email"
                withAsterisk
                {...form.getInputProps("email")}
                error={formError(form.errors, "email", tMain("fields.email"), tMain)}
              />
              <Button type="submit" size="md" fullWidth loading={create.isPending}>
                {failure !== null || refused ? t("page.startAgain") : t("page.submit")}
              </Button>
            </Stack>
          </form>
          <Group justify="center">
            <Anchor component={Link} to="/sign-in" size="sm" fw={600}>
              <Group gap={4} component="span" wrap="nowrap">
                <IconArrowLeft size={14} aria-hidden="true" />
                {t("page.usePassword")}
              </Group>
            </Anchor>
          </Group>
        </Stack>
      )}
    </AuthCard>
  );
}

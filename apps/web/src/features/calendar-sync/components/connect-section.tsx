import { Alert, Button, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconBrandGoogle, IconCalendarPlus } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { fieldErrorText, translateServerMessage } from "../../../lib/server-messages";
import { useGoogleAuthorization, useGoogleAvailable } from "../api/get-google-authorization";
import { useSetCalendarToken } from "../api/set-calendar-token";
import { CORE_MODE_KEY } from "../model";

/** Connect Google: core mode is kept in the browser before leaving (spec 1 §4), then off to Google. */
function GoogleCard({ partnerId, core, reconnect }: { partnerId: number; core: boolean; reconnect: boolean }) {
  const { t } = useTranslation(["calendarSync", "translation"], { nsMode: "fallback" });
  const authorize = useGoogleAuthorization(partnerId);
  // Not set up on this server (no GOOGLE_CLIENT_ID, as in the demo): said before anyone tries.
  const unavailable = useGoogleAvailable(partnerId).data === false;
  const start = async () => {
    try {
      const { url } = await authorize.mutateAsync(core);
      window.sessionStorage.setItem(CORE_MODE_KEY, core ? "true" : "false");
      window.location.assign(url);
    } catch {
      // The API client already showed the error.
    }
  };
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t("google.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("google.body")}
        </Text>
        {unavailable ? (
          <Text size="sm" data-testid="google-unavailable">
            {t("google.unavailable")}
          </Text>
        ) : null}
        <Button
          leftSection={<IconBrandGoogle size={16} aria-hidden="true" />}
          onClick={start}
          disabled={unavailable}
          loading={authorize.isPending}
          w={{ base: "100%", xs: "auto" }}
          style={{ alignSelf: "flex-start" }}
        >
          {reconnect ? t("google.reconnect") : t("google.connect")}
        </Button>
      </Stack>
    </Paper>
  );
}

interface CalDavValues {
  server_url: string;
  username: string;
  auth_token: string;
}

/** Connect a CalDAV server (iCloud, Fastmail, Nextcloud…): its address, the user name and an app password. */
function CalDavCard({ partnerId, initial }: { partnerId: number; initial: { server_url: string; username: string } }) {
  const { t } = useTranslation(["calendarSync", "translation"], { nsMode: "fallback" });
  const connect = useSetCalendarToken(partnerId);
  const [values, setValues] = useState<CalDavValues>({ ...initial, auth_token: "" });
  const [errors, setErrors] = useState<Partial<Record<keyof CalDavValues | "form", string>>>({});
  const labels: Record<keyof CalDavValues, string> = {
    server_url: t("caldav.server"),
    username: t("caldav.username"),
    auth_token: t("caldav.password"),
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing = (Object.keys(labels) as (keyof CalDavValues)[]).filter((k) => values[k].trim() === "");
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((k) => [k, t("validation.required", { field: labels[k] })])));
      return;
    }
    setErrors({});
    try {
      await connect.mutateAsync({ provider: "caldav", ...values, server_url: values.server_url.trim() });
      setValues((v) => ({ ...v, auth_token: "" }));
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) {
        const body = err.body as { errors?: Record<string, string> } | undefined;
        setErrors(
          Object.fromEntries(
            Object.entries(body?.errors ?? {}).map(([k, m]) => [
              k in labels ? k : "form",
              k in labels ? fieldErrorText(m, labels[k as keyof CalDavValues], t) : translateServerMessage(m, t),
            ]),
          ),
        );
      }
    }
  };
  const field = (name: keyof CalDavValues) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
  });
  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={submit} noValidate aria-label={t("caldav.title")}>
        <Stack gap="sm">
          <Title order={3} fz="md">
            {t("caldav.title")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("caldav.body")}
          </Text>
          {errors.form ? (
            <Alert color="red" variant="light" role="alert">
              {errors.form}
            </Alert>
          ) : null}
          <TextInput
            label={labels.server_url}
            description={t("caldav.serverHint")}
            placeholder="https://caldav.example.com/"
            type="url"
            required
            {...field("server_url")}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={labels.username} autoComplete="username" required {...field("username")} />
            <PasswordInput
              label={labels.auth_token}
              description={t("caldav.passwordHint")}
              autoComplete="current-password"
              required
              {...field("auth_token")}
            />
          </SimpleGrid>
          <Button
            type="submit"
            loading={connect.isPending}
            leftSection={<IconCalendarPlus size={16} aria-hidden="true" />}
            w={{ base: "100%", xs: "auto" }}
            style={{ alignSelf: "flex-start" }}
          >
            {t("caldav.connect")}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

/** The two ways to connect (or reconnect): Google Calendar and any CalDAV server. */
export function ConnectSection({
  partnerId,
  core,
  reconnect,
  caldav,
}: {
  partnerId: number;
  core: boolean;
  reconnect: "google" | "caldav" | null;
  caldav: { server_url: string; username: string };
}) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <GoogleCard partnerId={partnerId} core={core} reconnect={reconnect === "google"} />
      <CalDavCard partnerId={partnerId} initial={caldav} />
    </SimpleGrid>
  );
}

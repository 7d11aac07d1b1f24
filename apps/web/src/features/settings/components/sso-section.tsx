import {
  Badge,
  Button,
  Code,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import type { SessionUser } from "@quad/contract/api/auth";
import type { SsoSettings } from "@quad/contract/api/sso";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { CopyIconButton } from "../../../components/ui/copy-icon-button";
import { ApiError, showSuccessToast } from "../../../lib/api-client";
import { useNamespace } from "../../../lib/i18n";
import { fieldErrorText } from "../../../lib/server-messages";
import { ssoMessageKey } from "../../../lib/sso-messages";
import { useSsoSettings } from "../api/get-sso-settings";
import { useUpdateSsoSettings } from "../api/update-sso-settings";
import { parseDomains, type SsoFieldErrors, ssoFieldErrors } from "../sso-model";

interface Values {
  is_enabled: boolean;
  issuer: string;
  client_id: string;
  client_secret: string;
  domains: string;
}

const valuesOf = (sso: SsoSettings): Values => ({
  is_enabled: sso.is_enabled,
  issuer: sso.issuer ?? "",
  client_id: sso.client_id ?? "",
  client_secret: "",
  domains: sso.domains.join("\n"),
});

function SsoForm({ partnerId, sso }: { partnerId: number; sso: SsoSettings }) {
  const { t } = useTranslation("sso");
  const { t: tMain } = useTranslation();
  const update = useUpdateSsoSettings(partnerId);
  const [values, setValues] = useState<Values>(() => valuesOf(sso));
  const [errors, setErrors] = useState<SsoFieldErrors>({ domains: [] });
  useEffect(() => setValues(valuesOf(sso)), [sso]);
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));
  const text = (message: string | undefined, label: string) => {
    if (!message) return undefined;
    const key = ssoMessageKey(message);
    return key ? t(key) : fieldErrorText(message, label, tMain);
  };
  const domainsError = errors.domains
    .map((e) => {
      const message = text(e.message, t("settings.domains")) ?? "";
      return e.domain ? t("settings.domainError", { domain: e.domain, message }) : message;
    })
    .join("\n");

  async function save() {
    const domains = parseDomains(values.domains);
    setErrors({ domains: [] });
    try {
      await update.mutateAsync({
        sso: {
          is_enabled: values.is_enabled,
          issuer: values.issuer.trim(),
          client_id: values.client_id.trim(),
          client_secret: values.client_secret,
          domains,
        },
      });
      showSuccessToast(t("settings.saved"));
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) setErrors(ssoFieldErrors(error.fieldErrors, domains));
    }
  }

  return (
    <Stack gap="md">
      <Switch
        checked={values.is_enabled}
        onChange={(e) => set({ is_enabled: e.currentTarget.checked })}
        label={t("settings.enabled")}
      />
      <TextInput
        label={t("settings.issuer")}
        description={t("settings.issuerHint")}
        placeholder="https://login.example.edu/realms/staff"
        value={values.issuer}
        onChange={(e) => set({ issuer: e.currentTarget.value })}
        error={text(errors.issuer, t("settings.issuer"))}
        maw={{ sm: 560 }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" maw={{ sm: 560 }}>
        <TextInput
          label={t("settings.clientId")}
          value={values.client_id}
          onChange={(e) => set({ client_id: e.currentTarget.value })}
          error={text(errors.client_id, t("settings.clientId"))}
        />
        <PasswordInput
          label={t("settings.clientSecret")}
          description={sso.has_client_secret ? t("settings.secretSaved") : undefined}
          inputWrapperOrder={["label", "input", "description", "error"]}
          autoComplete="new-password"
          value={values.client_secret}
          onChange={(e) => set({ client_secret: e.currentTarget.value })}
          error={text(errors.client_secret, t("settings.clientSecret"))}
        />
      </SimpleGrid>
      <Textarea
        label={t("settings.domains")}
        description={t("settings.domainsHint")}
        placeholder={"example.edu"}
        autosize
        minRows={2}
        maxRows={8}
        value={values.domains}
        onChange={(e) => set({ domains: e.currentTarget.value })}
        error={domainsError || undefined}
        styles={{ error: { whiteSpace: "pre-line" } }}
        maw={{ sm: 560 }}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t("settings.redirectUri")}
        </Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code style={{ overflowWrap: "anywhere", minWidth: 0 }}>{sso.redirect_uri}</Code>
          <CopyIconButton value={sso.redirect_uri} copyLabel={t("settings.copy")} copiedLabel={t("settings.copied")} />
        </Group>
      </Stack>
      <Group>
        <Button onClick={() => void save()} loading={update.isPending}>
          {t("settings.save")}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The institution's single sign-on (issue 25 §3; decisions 097, 098), for its team admins: the OpenID
 * Connect provider, the client, and the email domains whose staff sign in through it.
 */
export function SsoSection({ user }: { user: SessionUser }) {
  const ready = useNamespace("sso");
  const { t } = useTranslation("sso");
  const settings = useSsoSettings(user.partner_id, user.is_admin);
  if (!user.is_admin) return null;
  const sso = settings.data?.sso;

  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="sso-title">
      {ready ? (
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="sm">
            <div style={{ flex: "1 1 260px", minWidth: 0 }}>
              <Title order={2} fz="lg" id="sso-title">
                {t("settings.title")}
              </Title>
              <Text size="sm" c="dimmed" maw={640}>
                {t("settings.description")}
              </Text>
            </div>
            {sso ? (
              <Badge
                variant="light"
                color={sso.is_enabled ? "teal" : "gray"}
                size="lg"
                tt="none"
                style={{ flexShrink: 0, overflow: "visible" }}
                miw="fit-content"
              >
                {sso.is_enabled ? t("settings.on") : t("settings.off")}
              </Badge>
            ) : null}
          </Group>
          {sso ? <SsoForm partnerId={user.partner_id} sso={sso} /> : <Skeleton height={220} />}
        </Stack>
      ) : (
        <Skeleton height={260} />
      )}
    </Paper>
  );
}

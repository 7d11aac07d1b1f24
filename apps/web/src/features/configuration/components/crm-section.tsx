import { Alert, Button, Group, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import type { CrmIntegration, CrmTestResult } from "@quad/contract/api/configuration";
import { CRM_ENDPOINT_MAX, CRM_SECRET_MAX, CRM_USERNAME_MAX, type CrmName } from "@quad/contract/rules/configuration";
import { IconCircleCheck, IconPlugConnected, IconPlugConnectedX } from "@tabler/icons-react";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, showSuccessToast } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/dates";
import { fieldErrorText } from "../../../lib/server-messages";
import { useAddCrmIntegration } from "../api/add-crm-integration";
import { useAddCrmName } from "../api/add-crm-name";
import { useCrmList } from "../api/get-crm-list";
import { useSelectedCrm } from "../api/get-selected-crm";
import { useTestCrmConnection } from "../api/test-crm-connection";
import { type CrmFormErrors, type CrmFormValues, crmFormErrors, outcomeColor } from "../model";
import { SectionCard, SectionError, SectionLoading } from "./section-card";

const when = (iso: string) => formatDateTime(iso);

function TestResult({ result }: { result: CrmTestResult }) {
  const { t } = useTranslation("configuration");
  return (
    <Alert
      role="status"
      data-testid="crm-test-result"
      color={outcomeColor(result.outcome)}
      variant="light"
      icon={
        result.ok ? (
          <IconCircleCheck size={18} aria-hidden="true" />
        ) : (
          <IconPlugConnectedX size={18} aria-hidden="true" />
        )
      }
      title={t(`crm.outcomes.${result.outcome}.title`)}
    >
      {t(`crm.outcomes.${result.outcome}.body`, { status: result.status_code ?? "" })}
    </Alert>
  );
}

function Settings({ universityId, saved, canEdit }: { universityId: number; saved: CrmIntegration; canEdit: boolean }) {
  const { t } = useTranslation("configuration");
  const fromSaved = (): CrmFormValues => ({
    crm_name: saved.crm_name,
    endpoint_url: saved.endpoint_url ?? "",
    username: saved.username ?? "",
    secret: "",
  });
  const [values, setValues] = useState<CrmFormValues>(fromSaved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<CrmTestResult | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form follows the saved settings when they change
  useEffect(() => setValues(fromSaved()), [saved.crm_name, saved.endpoint_url, saved.username]);
  const save = useAddCrmIntegration(universityId);
  const test = useTestCrmConnection(universityId);

  const messageOf = (code: CrmFormErrors[keyof CrmFormErrors]) =>
    code === "invalidUrl" ? t("crm.invalidUrl") : code === "required" ? t("crm.required") : undefined;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = crmFormErrors(values, saved.has_secret ? saved.crm_name : null);
    const local = Object.fromEntries(Object.entries(found).map(([k, v]) => [k, messageOf(v) ?? ""]));
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      await save.mutateAsync({
        universityId,
        input: {
          crm_name: values.crm_name as CrmName,
          endpoint_url: values.endpoint_url.trim(),
          username: values.username.trim(),
          ...(values.secret ? { secret: values.secret } : {}),
        },
      });
      setValues((v) => ({ ...v, secret: "" }));
      setResult(null);
      showSuccessToast(t("crm.saved"));
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) {
        const labels: Record<string, string> = {
          endpoint_url: t("crm.endpoint"),
          username: t("crm.username"),
          secret: t("crm.secret"),
          crm_name: t("crm.choose"),
        };
        setErrors(
          Object.fromEntries(
            Object.entries(err.fieldErrors).map(([k, m]) => {
              const field = k.replace(/^crm_integration\./, "");
              return [field, fieldErrorText(m, labels[field] ?? field, t)];
            }),
          ),
        );
      }
    }
  };

  const runTest = async () => {
    setResult(null);
    try {
      setResult((await test.mutateAsync()).test);
    } catch {
      // The API client already showed the error.
    }
  };

  const configured = Boolean(saved.endpoint_url && saved.username && saved.has_secret);
  const field = (name: keyof CrmFormValues) => ({
    value: values[name],
    readOnly: !canEdit,
    error: errors[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
  });

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate aria-label={t("crm.formLabel", { crm: saved.crm_name })}>
        <Stack gap="sm">
          <TextInput
            label={t("crm.endpoint")}
            description={t("crm.endpointHint")}
            placeholder="https://crm.example.edu/api"
            maxLength={CRM_ENDPOINT_MAX}
            required={canEdit}
            {...field("endpoint_url")}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t("crm.username")}
              maxLength={CRM_USERNAME_MAX}
              autoComplete="off"
              required={canEdit}
              {...field("username")}
            />
            {canEdit ? (
              <PasswordInput
                label={t("crm.secret")}
                placeholder={saved.has_secret ? t("crm.secretKept") : undefined}
                description={saved.has_secret ? t("crm.secretSaved") : t("crm.secretHint")}
                maxLength={CRM_SECRET_MAX}
                autoComplete="new-password"
                required={!saved.has_secret}
                {...field("secret")}
              />
            ) : (
              <TextInput
                label={t("crm.secret")}
                readOnly
                value={saved.has_secret ? t("crm.secretSavedShort") : t("crm.secretNone")}
              />
            )}
          </SimpleGrid>
          {canEdit ? (
            <Group justify="flex-end" gap="sm" wrap="wrap">
              <Button
                variant="default"
                w={{ base: "100%", xs: "auto" }}
                leftSection={<IconPlugConnected size={16} aria-hidden="true" />}
                onClick={runTest}
                loading={test.isPending}
                disabled={!configured || save.isPending}
              >
                {t("crm.test")}
              </Button>
              <Button type="submit" loading={save.isPending} w={{ base: "100%", xs: "auto" }}>
                {t("crm.save")}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </form>
      {result ? <TestResult result={result} /> : null}
      <Text size="sm" c="dimmed" data-testid="crm-last-test">
        {saved.last_tested_at
          ? t(saved.last_test_ok ? "crm.lastTestOk" : "crm.lastTestFailed", { when: when(saved.last_tested_at) })
          : configured
            ? t("crm.neverTested")
            : t("crm.notConfigured")}
      </Text>
    </Stack>
  );
}

/** CRM (spec 1 §7): choose the CRM, save its endpoint and credentials, test the connection. */
export function CrmSection({ universityId, canEdit }: { universityId: number; canEdit: boolean }) {
  const { t } = useTranslation("configuration");
  const list = useCrmList(universityId);
  const selected = useSelectedCrm(universityId);
  const choose = useAddCrmName(universityId);
  const saved = selected.data?.crm_integration ?? null;
  const [choice, setChoice] = useState<string | null>(null);
  useEffect(() => setChoice(saved?.crm_name ?? null), [saved?.crm_name]);

  const pick = async () => {
    if (!choice) return;
    try {
      await choose.mutateAsync({ universityId, crmName: choice });
      showSuccessToast(t("crm.chosen", { crm: choice }));
    } catch {
      // The API client already showed the error.
    }
  };

  return (
    <SectionCard id="configuration-crm" title={t("crm.title")} description={t("crm.description")}>
      {list.isPending || selected.isPending ? (
        <SectionLoading rows={3} />
      ) : list.isError || selected.isError ? (
        <SectionError
          onRetry={() => {
            void list.refetch();
            void selected.refetch();
          }}
        />
      ) : (
        <Stack gap="md">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              style={{ flex: 1, minWidth: 200 }}
              maw={{ sm: 360 }}
              label={t("crm.choose")}
              placeholder={t("crm.choosePlaceholder")}
              data={list.data.crm_list.map((c) => ({ value: c.name, label: c.name }))}
              value={choice}
              onChange={setChoice}
              readOnly={!canEdit}
              allowDeselect={false}
            />
            {canEdit && choice && choice !== saved?.crm_name ? (
              <Button onClick={pick} loading={choose.isPending} w={{ base: "100%", xs: "auto" }}>
                {t("crm.useCrm", { crm: choice })}
              </Button>
            ) : null}
          </Group>
          {canEdit && saved && choice && choice !== saved.crm_name ? (
            <Text size="sm" c="warning.8">
              {t("crm.switchWarning", { crm: saved.crm_name })}
            </Text>
          ) : null}
          {saved ? (
            <Settings universityId={universityId} saved={saved} canEdit={canEdit} />
          ) : (
            <Text size="sm" c="dimmed">
              {canEdit ? t("crm.emptyAdmin") : t("crm.emptyMember")}
            </Text>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}

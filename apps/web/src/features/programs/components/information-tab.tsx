import { Paper, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { PROGRAM_TYPES } from "@quad/contract/rules/program-types";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useCurrencies } from "../api/list-currencies";
import { useProgramUniversities } from "../api/list-universities";
import { DESCRIPTION_LIMIT, descriptionCount, type ProgramFormValues } from "../form-model";
import { DepositFields } from "./deposit-fields";
import { IntakeRoundsField } from "./intake-rounds-field";

/** A titled card of the editor. */
export function EditorSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: "sm", sm: "lg" }} component="section">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="h4">
            {title}
          </Title>
          {hint ? (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

/** A currency's name in the reader's language (CLDR through Intl), else the API's English name. */
function currencyName(code: string, fallback: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "currency" }).of(code) ?? fallback;
  } catch {
    return fallback;
  }
}

interface InformationTabProps {
  form: UseFormReturnType<ProgramFormValues>;
  errorOf: (path: string) => string | undefined;
  readOnly: boolean;
  /** The brochure and banners section (its state lives in the editor). */
  files: ReactNode;
}

/** Name, university, type, currency, costs and fee, the deposit and waivers, description, rounds, brochure, banners. */
export function InformationTab({ form, errorOf, readOnly, files }: InformationTabProps) {
  const { t, i18n } = useTranslation("programs");
  const universities = useProgramUniversities();
  const currencies = useCurrencies();
  const field = (path: keyof ProgramFormValues) => ({
    label: t(`fields.${path}`),
    ...form.getInputProps(path),
    error: errorOf(path),
    readOnly,
  });
  const currency = form.values.currency;
  const costSection = currency ? (
    <Text size="xs" c="dimmed" fw={600}>
      {currency}
    </Text>
  ) : null;
  const count = descriptionCount(form.values.description);
  const universityOptions = (universities.data ?? []).map((u) => ({ value: String(u.id), label: u.name }));

  return (
    <Stack gap="lg">
      <EditorSection title={t("sections.basics")}>
        <TextInput {...field("name")} withAsterisk={!readOnly} maxLength={200} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Select
            {...field("university_id")}
            data={universityOptions}
            // A University's programs are its own: the one choice is shown, not offered.
            disabled={universityOptions.length <= 1}
            searchable={universityOptions.length > 8}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            {...field("program_type")}
            placeholder={readOnly ? undefined : t("fields.choose")}
            data={PROGRAM_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
            clearable={!readOnly}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            {...field("currency")}
            placeholder={readOnly ? undefined : t("fields.choose")}
            searchable
            clearable={!readOnly}
            data={(currencies.data ?? []).map((c) => ({
              value: c.code,
              label: `${c.code} · ${currencyName(c.code, c.name, i18n.language)}`,
            }))}
            nothingFoundMessage={t("fields.noCurrency")}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <div>
          <Textarea
            {...field("description")}
            autosize
            minRows={3}
            maxRows={8}
            description={t("fields.descriptionHint")}
          />
          {readOnly ? null : (
            <Text
              size="xs"
              ta="right"
              mt={4}
              c={count.over ? "red.8" : "dimmed"}
              aria-live="polite"
              data-testid="description-count"
            >
              {t("fields.descriptionCount", { used: count.used, max: DESCRIPTION_LIMIT })}
            </Text>
          )}
        </div>
      </EditorSection>

      <EditorSection title={t("sections.costs")} hint={t("sections.costsHint")}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            {...field("min_cost")}
            inputMode="decimal"
            placeholder={readOnly ? undefined : "12,500.00"}
            leftSection={costSection}
          />
          <TextInput
            {...field("max_cost")}
            inputMode="decimal"
            placeholder={readOnly ? undefined : "30,000.00"}
            leftSection={costSection}
          />
          <TextInput
            {...field("application_fee")}
            inputMode="decimal"
            placeholder={readOnly ? undefined : "75.00"}
            leftSection={costSection}
          />
        </SimpleGrid>
      </EditorSection>

      <EditorSection title={t("sections.payments")} hint={t("sections.paymentsHint")}>
        <DepositFields form={form} errorOf={errorOf} readOnly={readOnly} />
      </EditorSection>

      <EditorSection title={t("sections.rounds")} hint={t("sections.roundsHint")}>
        <IntakeRoundsField form={form} errorOf={errorOf} readOnly={readOnly} />
      </EditorSection>

      <EditorSection title={t("sections.files")} hint={t("sections.filesHint")}>
        {files}
      </EditorSection>
    </Stack>
  );
}

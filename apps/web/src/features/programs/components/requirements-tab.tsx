import { MultiSelect, Stack, Textarea } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { ADDITIONAL_REQUIREMENTS_MAX } from "@quad/contract/rules/program";
import { useTranslation } from "react-i18next";
import { useDocumentTypes } from "../api/list-document-types";
import type { ProgramFormValues } from "../form-model";
import { EditorSection } from "./information-tab";

interface RequirementsTabProps {
  form: UseFormReturnType<ProgramFormValues>;
  errorOf: (path: string) => string | undefined;
  readOnly: boolean;
}

/** The documents applicants must upload (document types a program may require) and any other requirement. */
export function RequirementsTab({ form, errorOf, readOnly }: RequirementsTabProps) {
  const { t } = useTranslation("programs");
  const types = useDocumentTypes();
  const options = (types.data ?? [])
    .filter((d) => d.for_applicants)
    .map((d) => ({ value: d.value, label: t(`documentTypes.${d.value}`, { defaultValue: d.label }) }));
  return (
    <EditorSection title={t("tabs.requirements")} hint={t("requirements.hint")}>
      <Stack gap="md">
        <MultiSelect
          label={t("fields.required_documents")}
          placeholder={form.values.required_documents.length ? undefined : t("requirements.choose")}
          data={options}
          searchable
          clearable={!readOnly}
          readOnly={readOnly}
          hidePickedOptions
          {...form.getInputProps("required_documents")}
          error={errorOf("required_documents")}
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea
          label={t("fields.additional_requirements")}
          description={t("requirements.additionalHint")}
          autosize
          minRows={4}
          maxRows={12}
          maxLength={ADDITIONAL_REQUIREMENTS_MAX}
          readOnly={readOnly}
          {...form.getInputProps("additional_requirements")}
          error={errorOf("additional_requirements")}
        />
      </Stack>
    </EditorSection>
  );
}

import { Button, FileInput, Group, Select, Stack, Text } from "@mantine/core";
import type { ApplicationResponse } from "@quad/contract/api/applications";
import {
  APPLICATION_DOCUMENT_CONTENT_TYPES,
  APPLICATION_DOCUMENT_MAX_BYTES,
  type DocumentType,
} from "@quad/contract/rules/document-types";
import { IconSchool, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../../../components/ui/section-card";
import { showSuccessToast } from "../../../lib/api-client";
import { fileProblem } from "../../../lib/file-checks";
import { translateServerMessage } from "../../../lib/server-messages";
import { useUploadApplicationDocument } from "../api/upload-application-document";
import { RefusalAlert } from "./refusal-alert";

const RULE = { maxMb: APPLICATION_DOCUMENT_MAX_BYTES / 1024 / 1024, types: APPLICATION_DOCUMENT_CONTENT_TYPES };

/**
 * A counsellor adds the school's documents the program asks for (transcript, recommendation letter; decision 073):
 * the university sees them on the application marked as from the school.
 */
export function SchoolDocumentUpload({ app }: { app: ApplicationResponse["application"] }) {
  const { t } = useTranslation("applications");
  const { t: common } = useTranslation();
  const types = app.school_document_types ?? [];
  const upload = useUploadApplicationDocument(app.id);
  const [type, setType] = useState<DocumentType | null>(types.length === 1 ? (types[0] ?? null) : null);
  const [file, setFile] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const problem = file ? fileProblem(file, RULE) : null;
  const submit = () => {
    setTried(true);
    if (!type || !file || problem) return;
    upload.mutate(
      { file, type },
      {
        onSuccess: () => {
          showSuccessToast(t("documents.uploaded", { name: t(`documentTypes.${type}`) }));
          setFile(null);
          setTried(false);
        },
      },
    );
  };
  return (
    <SectionCard id="school-documents" title={t("school.addTitle")} icon={<IconSchool size={18} aria-hidden="true" />}>
      {types.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("school.noneAsked")}
        </Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t("school.addLead", { institution: app.institution.name })}
          </Text>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <Select
              label={t("school.type")}
              placeholder={t("school.chooseType")}
              data={types.map((v) => ({ value: v, label: t(`documentTypes.${v}`) }))}
              value={type}
              onChange={(v) => setType(types.find((x) => x === v) ?? null)}
              error={tried && !type ? common("validation.required", { field: t("school.type") }) : undefined}
              withAsterisk
              style={{ flex: "1 1 12rem" }}
              comboboxProps={{ withinPortal: true }}
            />
            <FileInput
              label={t("school.file")}
              description={t("documents.fileHelp", { mb: RULE.maxMb })}
              placeholder={t("documents.chooseFile")}
              styles={{ placeholder: { color: "var(--mantine-color-gray-7)" } }}
              accept={APPLICATION_DOCUMENT_CONTENT_TYPES.join(",")}
              value={file}
              onChange={setFile}
              clearable
              withAsterisk
              leftSection={<IconUpload size={16} aria-hidden="true" />}
              error={
                problem
                  ? translateServerMessage(problem, common)
                  : tried && !file
                    ? common("validation.required", { field: t("school.file") })
                    : undefined
              }
              style={{ flex: "1 1 14rem" }}
            />
          </Group>
          <RefusalAlert error={upload.error} onClose={() => upload.reset()} />
          <Group justify="flex-end">
            <Button
              onClick={submit}
              loading={upload.isPending}
              leftSection={<IconUpload size={16} aria-hidden="true" />}
            >
              {t("school.upload")}
            </Button>
          </Group>
        </Stack>
      )}
    </SectionCard>
  );
}

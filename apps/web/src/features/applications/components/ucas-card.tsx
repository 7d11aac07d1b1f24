import { Button, FileInput, Group, Select, Stack, Text } from "@mantine/core";
import type { ApplicationResponse } from "@quad/contract/api/applications";
import { UCAS_CHOICES, type UcasChoice } from "@quad/contract/rules/application";
import { APPLICATION_DOCUMENT_CONTENT_TYPES } from "@quad/contract/rules/document-types";
import { IconListCheck, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../../../components/ui/section-card";
import { showSuccessToast } from "../../../lib/api-client";
import { fileProblem } from "../../../lib/file-checks";
import { translateServerMessage } from "../../../lib/server-messages";
import { useResetChoices } from "../api/reset-choices";
import { useUpdateChoice } from "../api/update-choice";
import { useUpdateStudentDocument } from "../api/update-student-document";
import { currentDocument } from "../model/documents";
import { day } from "./applications-table";
import { ConfirmModal } from "./confirm-modal";
import { RefusalAlert } from "./refusal-alert";
import { DOCUMENT_RULE } from "./review-stepper";

type Application = ApplicationResponse["application"];

/** UCAS (spec 3 §2, §7): the applicant's choice (update_choice, reset) and the UCAS report (upload, delete). */
export function UcasCard({ app }: { app: Application }) {
  const { t } = useTranslation("applications");
  const { t: common } = useTranslation();
  const choice = useUpdateChoice(app.id);
  const reset = useResetChoices();
  const report = useUpdateStudentDocument(app.student.user_id, app.id);
  const [file, setFile] = useState<File | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const current = currentDocument(app.university_documents, "ucas_report");
  const problem = file ? fileProblem(file, DOCUMENT_RULE) : null;
  const reportName = t("documentTypes.ucas_report");
  return (
    <SectionCard id="ucas" title={t("ucas.title")} icon={<IconListCheck size={18} aria-hidden="true" />}>
      <Stack gap="sm">
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Select
            label={t("ucas.choice")}
            placeholder={t("ucas.noChoice")}
            size="xs"
            w={180}
            data={UCAS_CHOICES.map((c) => ({ value: c, label: t(`choice.${c}`) }))}
            value={app.choice}
            disabled={!app.actions.can_set_choice || choice.isPending}
            allowDeselect={false}
            onChange={(v) =>
              v &&
              v !== app.choice &&
              choice.mutate(v as UcasChoice, {
                onSuccess: () => showSuccessToast(t("ucas.choiceSaved", { choice: t(`choice.${v}`) })),
              })
            }
            comboboxProps={{ withinPortal: true }}
          />
          <Button
            size="xs"
            variant="default"
            disabled={app.choice === null}
            loading={reset.isPending}
            onClick={() => reset.mutate([app.id], { onSuccess: () => showSuccessToast(t("ucas.reset")) })}
          >
            {t("ucas.resetChoice")}
          </Button>
        </Group>
        {!app.actions.can_set_choice ? (
          <Text size="xs" c="dimmed">
            {t("ucas.afterDecision")}
          </Text>
        ) : null}
        <RefusalAlert error={choice.error} onClose={() => choice.reset()} />

        <Stack gap={6} pt="xs" style={{ borderTop: "1px solid var(--mantine-color-gray-2)" }}>
          <Text size="sm" fw={600}>
            {t("ucas.report")}
          </Text>
          {current ? (
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" truncate>
                {current.original_name} · {day(current.created_at)}
              </Text>
              <Button size="compact-xs" variant="subtle" color="red" onClick={() => setConfirmDelete(true)}>
                {t("documents.delete")}
              </Button>
            </Group>
          ) : (
            <Text size="xs" c="dimmed">
              {t("ucas.noReport")}
            </Text>
          )}
          <FileInput
            // The placeholder is text of its own here (a button): it keeps 4.5:1.
            styles={{ placeholder: { color: "var(--mantine-color-gray-7)" } }}
            size="xs"
            aria-label={current ? t("ucas.replaceReport") : t("ucas.uploadReport")}
            placeholder={current ? t("ucas.replaceReport") : t("ucas.uploadReport")}
            accept={APPLICATION_DOCUMENT_CONTENT_TYPES.join(",")}
            value={file}
            onChange={setFile}
            clearable
            leftSection={<IconUpload size={14} aria-hidden="true" />}
            error={problem ? translateServerMessage(problem, common) : undefined}
          />
          {file ? (
            <Button
              size="xs"
              style={{ alignSelf: "flex-start" }}
              disabled={problem !== null}
              loading={report.isPending}
              onClick={() =>
                report.mutate(
                  { file },
                  {
                    onSuccess: () => {
                      setFile(null);
                      showSuccessToast(t("documents.uploaded", { name: reportName }));
                    },
                  },
                )
              }
            >
              {t("ucas.upload")}
            </Button>
          ) : null}
          <RefusalAlert error={report.error} onClose={() => report.reset()} />
        </Stack>
      </Stack>
      <ConfirmModal
        opened={confirmDelete}
        title={t("documents.deleteTitle", { name: reportName })}
        body={t("documents.deleteBody", { name: reportName, file: current?.original_name ?? "" })}
        confirmLabel={t("documents.deleteConfirm")}
        cancelLabel={t("common.cancel")}
        danger
        loading={report.isPending}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() =>
          report.mutate(
            { remove: true },
            {
              onSuccess: () => {
                setConfirmDelete(false);
                showSuccessToast(t("documents.deleted", { name: reportName }));
              },
              onError: () => setConfirmDelete(false),
            },
          )
        }
      />
    </SectionCard>
  );
}

import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from "@mantine/core";
import type { ApplicationDocument } from "@quad/contract/api/applications";
import { formatFileSize } from "@quad/contract/rules/formats";
import { IconDownload, IconEye, IconEyeOff, IconFiles, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../../../components/ui/section-card";
import { showErrorToast, showSuccessToast } from "../../../lib/api-client";
import { useDeleteApplicationDocument } from "../api/delete-application-document";
import { downloadDocumentFile } from "../api/get-document-file";
import { previewKind } from "../model/documents";
import { day } from "./applications-table";
import { ConfirmModal } from "./confirm-modal";
import { DocumentPreview } from "./document-preview";
import { RefusalAlert } from "./refusal-alert";

function DocumentRow({
  doc,
  previewing,
  onPreview,
  onDelete,
  showSchool,
}: {
  doc: ApplicationDocument;
  previewing: boolean;
  onPreview: () => void;
  onDelete?: () => void;
  /** Marks a school's document with the school's name (the university's view; the school's own lists them apart). */
  showSchool: boolean;
}) {
  const { t } = useTranslation("applications");
  const name = t(`documentTypes.${doc.document_type}`);
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadDocumentFile(doc.url, doc.original_name);
    } catch {
      showErrorToast(t("documents.downloadFailed"));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" py={6} data-document={doc.id}>
      <Stack gap={0} miw={0}>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={600} td={doc.is_deleted ? "line-through" : undefined} truncate>
            {name}
          </Text>
          {doc.is_deleted ? (
            <Badge size="xs" color="gray" variant="light" tt="none">
              {t("documents.deletedBadge")}
            </Badge>
          ) : null}
          {showSchool && doc.from_school ? (
            <Badge size="xs" color="quad" variant="light" tt="none" data-from-school={doc.from_school.id}>
              {t("documents.fromSchool", { school: doc.from_school.name })}
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed" truncate>
          {[doc.original_name, formatFileSize(doc.size_bytes), day(doc.created_at), doc.uploaded_by?.name]
            .filter(Boolean)
            .join(" · ")}
        </Text>
      </Stack>
      {doc.is_deleted ? null : (
        <Group gap={4} wrap="nowrap">
          {previewKind(doc.content_type) !== "none" ? (
            <Button
              size="compact-sm"
              variant={previewing ? "light" : "subtle"}
              leftSection={
                previewing ? <IconEyeOff size={14} aria-hidden="true" /> : <IconEye size={14} aria-hidden="true" />
              }
              aria-pressed={previewing}
              aria-label={previewing ? t("documents.hideDoc", { name }) : t("documents.previewDoc", { name })}
              onClick={onPreview}
            >
              {previewing ? t("documents.hide") : t("documents.preview")}
            </Button>
          ) : null}
          <Tooltip label={t("documents.download")}>
            <ActionIcon
              variant="subtle"
              color="gray"
              loading={downloading}
              onClick={() => void download()}
              aria-label={t("documents.downloadOf", { name })}
            >
              <IconDownload size={16} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          {onDelete ? (
            <Tooltip label={t("documents.delete")}>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={onDelete}
                aria-label={t("documents.deleteOf", { name })}
              >
                <IconTrash size={16} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      )}
    </Group>
  );
}

/**
 * The applicant's documents and the team's, each previewed in the page, downloaded, or (the team's) deleted. A
 * school's counsellor sees the student's and its school's own (`school`: titled so; it deletes only its own).
 */
export function DocumentsCard({
  documents,
  teamDocuments,
  school = false,
}: {
  documents: ApplicationDocument[];
  teamDocuments: ApplicationDocument[];
  school?: boolean;
}) {
  const { t } = useTranslation("applications");
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<ApplicationDocument | null>(null);
  const remove = useDeleteApplicationDocument();
  const all = [...documents, ...teamDocuments];
  const previewed = all.find((d) => d.id === previewId && !d.is_deleted) ?? null;
  const row = (doc: ApplicationDocument, deletable: boolean) => (
    <DocumentRow
      key={doc.id}
      doc={doc}
      previewing={previewId === doc.id}
      onPreview={() => setPreviewId(previewId === doc.id ? null : doc.id)}
      onDelete={deletable ? () => setToDelete(doc) : undefined}
      showSchool={!school}
    />
  );
  const deleteName = toDelete ? t(`documentTypes.${toDelete.document_type}`) : "";
  return (
    <SectionCard id="documents" title={t("documents.title")} icon={<IconFiles size={18} aria-hidden="true" />}>
      <Stack gap="md">
        <Stack gap={0}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase">
            {t("documents.applicant")}
          </Text>
          {documents.length ? (
            documents.map((d) => row(d, false))
          ) : (
            <Text size="sm" c="dimmed" py={6}>
              {t("documents.noneApplicant")}
            </Text>
          )}
        </Stack>
        <Stack gap={0}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase">
            {school ? t("documents.school") : t("documents.team")}
          </Text>
          {teamDocuments.length ? (
            teamDocuments.map((d) => row(d, true))
          ) : (
            <Text size="sm" c="dimmed" py={6}>
              {school ? t("documents.noneSchool") : t("documents.noneTeam")}
            </Text>
          )}
        </Stack>
        <RefusalAlert error={remove.error} onClose={() => remove.reset()} />
        {previewed ? (
          <DocumentPreview
            key={previewed.id}
            document={previewed}
            label={`${t(`documentTypes.${previewed.document_type}`)} · ${previewed.original_name}`}
          />
        ) : null}
      </Stack>
      <ConfirmModal
        opened={toDelete !== null}
        title={t("documents.deleteTitle", { name: deleteName })}
        body={t("documents.deleteBody", { name: deleteName, file: toDelete?.original_name ?? "" })}
        confirmLabel={t("documents.deleteConfirm")}
        cancelLabel={t("common.cancel")}
        danger
        loading={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(toDelete.id, {
            onSuccess: () => {
              showSuccessToast(t("documents.deleted", { name: deleteName }));
              if (previewId === toDelete.id) setPreviewId(null);
              setToDelete(null);
            },
            onError: () => setToDelete(null),
          });
        }}
      />
    </SectionCard>
  );
}

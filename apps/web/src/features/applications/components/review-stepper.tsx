import { Alert, Button, FileInput, Group, Select, Stack, Stepper, Text, Textarea } from "@mantine/core";
import type { ApplicationResponse } from "@quad/contract/api/applications";
import type { ApplicationResult } from "@quad/contract/rules/application";
import {
  APPLICATION_DOCUMENT_CONTENT_TYPES,
  APPLICATION_DOCUMENT_MAX_BYTES,
  type DocumentType,
} from "@quad/contract/rules/document-types";
import { IconCircleCheck, IconClipboardCheck, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../../../components/ui/section-card";
import { showSuccessToast } from "../../../lib/api-client";
import { fileProblem } from "../../../lib/file-checks";
import { useNarrowPhone } from "../../../lib/screen";
import { translateServerMessage } from "../../../lib/server-messages";
import { useApplicationResults } from "../api/get-application-results";
import { useUpdateApplication } from "../api/update-application";
import { useUploadApplicationDocument } from "../api/upload-application-document";
import { isOffer, REVIEW_DOCUMENT_TYPES, reviewStep } from "../model/review";
import { ResultBadge } from "./application-badges";
import { RefusalAlert } from "./refusal-alert";

type Application = ApplicationResponse["application"];

export const DOCUMENT_RULE = {
  maxMb: APPLICATION_DOCUMENT_MAX_BYTES / 1024 / 1024,
  types: APPLICATION_DOCUMENT_CONTENT_TYPES,
};

function StartReviewStep({ app }: { app: Application }) {
  const { t } = useTranslation("applications");
  const update = useUpdateApplication(app.id);
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">{t("review.startBody")}</Text>
      <Button
        loading={update.isPending}
        disabled={!app.actions.can_start_review}
        onClick={() =>
          // The step unmounts when the status moves: the promise, not a per-call callback, says it is done.
          void update
            .mutateAsync({ status: "in_review" })
            .then(() => showSuccessToast(t("review.started")))
            .catch(() => undefined)
        }
      >
        {t("review.start")}
      </Button>
      <RefusalAlert error={update.error} onClose={() => update.reset()} />
    </Stack>
  );
}

function ResultStep({ app, onDone }: { app: Application; onDone: () => void }) {
  const { t } = useTranslation("applications");
  const results = useApplicationResults(app.id, app.actions.can_choose_result);
  const update = useUpdateApplication(app.id);
  const [result, setResult] = useState<ApplicationResult | null>(app.result);
  const [note, setNote] = useState("");
  if (!app.actions.can_choose_result)
    return (
      <Text size="sm" c="dimmed">
        {app.is_deposit_paid ? t("review.resultLocked") : t("review.resultNotNow")}
      </Text>
    );
  return (
    <Stack gap="sm" maw={420}>
      <Select
        label={t("review.result")}
        placeholder={t("review.chooseResult")}
        data={(results.data?.results ?? []).map((r) => ({ value: r.value, label: t(`result.${r.value}`) }))}
        value={result}
        onChange={(v) => setResult((v as ApplicationResult | null) ?? null)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Textarea
        label={t("review.note")}
        description={t("review.noteHelp")}
        autosize
        minRows={2}
        maxLength={500}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      <Group gap="sm">
        <Button
          loading={update.isPending}
          disabled={!result || (result === app.result && app.status === "decided")}
          onClick={() =>
            result &&
            void update
              .mutateAsync({ result, ...(note.trim() ? { note: note.trim() } : {}) })
              .then(() => {
                setNote("");
                showSuccessToast(t("review.resultSaved", { result: t(`result.${result}`) }));
                onDone();
              })
              .catch(() => undefined)
          }
        >
          {t("review.saveResult")}
        </Button>
      </Group>
      <RefusalAlert error={update.error} onClose={() => update.reset()} />
    </Stack>
  );
}

function UploadStep({ app }: { app: Application }) {
  const { t } = useTranslation("applications");
  const { t: common } = useTranslation();
  const upload = useUploadApplicationDocument(app.id);
  const [type, setType] = useState<DocumentType>("supporting_document");
  const [file, setFile] = useState<File | null>(null);
  const problem = file ? fileProblem(file, DOCUMENT_RULE) : null;
  return (
    <Stack gap="sm" maw={420}>
      <Text size="sm">{t("review.uploadBody")}</Text>
      <Select
        label={t("review.documentType")}
        data={REVIEW_DOCUMENT_TYPES.map((d) => ({ value: d, label: t(`documentTypes.${d}`) }))}
        value={type}
        onChange={(v) => v && setType(v as DocumentType)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <FileInput
        // The placeholder is text of its own here (a button): it keeps 4.5:1.
        styles={{ placeholder: { color: "var(--mantine-color-gray-7)" } }}
        label={t("review.file")}
        description={t("documents.fileHelp", { mb: DOCUMENT_RULE.maxMb })}
        placeholder={t("documents.chooseFile")}
        accept={APPLICATION_DOCUMENT_CONTENT_TYPES.join(",")}
        value={file}
        onChange={setFile}
        clearable
        leftSection={<IconUpload size={16} aria-hidden="true" />}
        error={problem ? translateServerMessage(problem, common) : undefined}
      />
      <Group gap="sm">
        <Button
          loading={upload.isPending}
          disabled={!file || problem !== null}
          onClick={() =>
            file &&
            void upload
              .mutateAsync({ file, type })
              .then(() => {
                setFile(null);
                showSuccessToast(t("documents.uploaded", { name: t(`documentTypes.${type}`) }));
              })
              .catch(() => undefined)
          }
        >
          {t("review.upload")}
        </Button>
      </Group>
      <RefusalAlert error={upload.error} onClose={() => upload.reset()} />
    </Stack>
  );
}

/** Closes a decided application that takes no deposit (an offer is completed by its deposit). */
function CompleteButton({ app }: { app: Application }) {
  const { t } = useTranslation("applications");
  const update = useUpdateApplication(app.id);
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        size="xs"
        variant="light"
        loading={update.isPending}
        onClick={() =>
          void update
            .mutateAsync({ status: "completed" })
            .then(() => showSuccessToast(t("review.completed")))
            .catch(() => undefined)
        }
      >
        {t("review.complete")}
      </Button>
      <RefusalAlert error={update.error} onClose={() => update.reset()} />
    </Stack>
  );
}

/**
 * The review in three steps (spec 3 §2, §4): start review, choose the result, upload a supporting document; the
 * deposit follows in its own card. A finished step can be opened again to change the result while that holds.
 */
export function ReviewStepper({ app }: { app: Application }) {
  const { t } = useTranslation("applications");
  const current = reviewStep(app);
  const phone = useNarrowPhone();
  const [viewing, setViewing] = useState<number | null>(null);
  if (current === null) {
    return (
      <SectionCard id="review" title={t("review.title")} icon={<IconClipboardCheck size={18} aria-hidden="true" />}>
        <Alert color="gray" variant="light">
          {t("review.withdrawn")}
        </Alert>
      </SectionCard>
    );
  }
  const active = viewing !== null && viewing <= current ? viewing : current;
  const back = () => setViewing(null);
  return (
    <SectionCard id="review" title={t("review.title")} icon={<IconClipboardCheck size={18} aria-hidden="true" />}>
      <Stepper
        active={active}
        onStepClick={(step) => setViewing(step === current ? null : step)}
        allowNextStepsSelect={false}
        size="sm"
        completedIcon={<IconCircleCheck size={18} aria-hidden="true" />}
        orientation={phone ? "vertical" : "horizontal"}
      >
        <Stepper.Step label={t("review.steps.start")} description={t("review.steps.startHint")}>
          {current > 0 ? (
            <Text size="sm" c="dimmed">
              {t("review.startedAlready")}
            </Text>
          ) : (
            <StartReviewStep app={app} />
          )}
        </Stepper.Step>
        <Stepper.Step
          label={t("review.steps.result")}
          description={app.result ? <ResultBadge result={app.result} size="xs" /> : t("review.steps.resultHint")}
        >
          <ResultStep app={app} onDone={back} />
        </Stepper.Step>
        <Stepper.Step label={t("review.steps.upload")} description={t("review.steps.uploadHint")}>
          <UploadStep app={app} />
        </Stepper.Step>
        <Stepper.Completed>
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {t("review.done")}
            </Text>
            <Text size="sm" c="dimmed">
              {app.status === "completed"
                ? t("review.closedBody")
                : isOffer(app.result)
                  ? t("review.doneBody")
                  : t("review.doneBodyNoOffer")}
            </Text>
            {app.actions.can_complete && !isOffer(app.result) ? <CompleteButton app={app} /> : null}
            {app.actions.can_choose_result ? (
              <Button
                variant="subtle"
                size="compact-sm"
                style={{ alignSelf: "flex-start" }}
                onClick={() => setViewing(1)}
              >
                {t("review.changeResult")}
              </Button>
            ) : null}
          </Stack>
        </Stepper.Completed>
      </Stepper>
    </SectionCard>
  );
}

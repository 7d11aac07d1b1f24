import { Alert, Anchor, Button, Checkbox, FileInput, Group, Modal, Select, Stack, Text } from "@mantine/core";
import type { GuestProgramsResponseSchema } from "@quad/contract/api/application-guest";
import {
  APPLICATION_DOCUMENT_CONTENT_TYPES,
  APPLICATION_DOCUMENT_MAX_BYTES,
  type DocumentType,
} from "@quad/contract/rules/document-types";
import { IconAlertCircle, IconCircleCheck, IconUpload } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { type MouseEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ApiError } from "../../../../lib/api-client";
import { formatDate } from "../../../../lib/dates";
import { fileProblem } from "../../../../lib/file-checks";
import { fieldErrorText, translateServerMessage } from "../../../../lib/server-messages";
import { useLinkTo } from "../../catalogue/components/use-link-to";
import { useGuestSession } from "../../session/guest-session-store";
import { useApplyToProgram } from "../api/apply-to-program";
import { type ApplyForm, guestRefusalKey, initialForm, missingFields } from "../model";

type Program = z.infer<typeof GuestProgramsResponseSchema>["programs"][number];

const RULE = { maxMb: APPLICATION_DOCUMENT_MAX_BYTES / 1024 / 1024, types: APPLICATION_DOCUMENT_CONTENT_TYPES };

/** Applying to a program: the intake round, the course and the required documents by type, then submit. */
export function ApplyModal({ program, onClose }: { program: Program | null; onClose: () => void }) {
  const { t } = useTranslation("applications");
  return (
    <Modal
      opened={program !== null}
      onClose={onClose}
      title={program ? t("guest.apply.title", { program: program.name }) : ""}
      size="lg"
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      {program ? <ApplyFormBody key={program.id} program={program} onClose={onClose} /> : null}
    </Modal>
  );
}

function ApplyFormBody({ program, onClose }: { program: Program; onClose: () => void }) {
  const { t } = useTranslation("applications");
  const { t: common } = useTranslation();
  const apply = useApplyToProgram();
  const mine = useLinkTo()("/webinars/my-sessions", { tab: "applications" });
  const [form, setForm] = useState<ApplyForm>(() => initialForm(program));
  const [tried, setTried] = useState(false);
  // Sharing with the school's counsellors (decision 072): offered when the profile names a school on Quad, off.
  const hasSchool = useGuestSession((s) => s.guest?.school_partner_id != null);
  const [share, setShare] = useState(false);
  const missing = missingFields(program, form);
  const serverErrors = apply.error instanceof ApiError ? apply.error.fieldErrors : {};
  const fieldError = (field: string, label: string): string | undefined => {
    if (serverErrors[field]) return fieldErrorText(serverErrors[field], label, common);
    if (tried && missing.includes(field)) return common("validation.required", { field: label });
    return undefined;
  };
  const refusal = (() => {
    if (!(apply.error instanceof ApiError)) return null;
    const text = apply.error.serverMessage ?? serverErrors.base;
    if (!text) return null;
    const known = guestRefusalKey(text);
    return known ? t(known.key, known.values) : translateServerMessage(text, common);
  })();
  const needsProfile = apply.error instanceof ApiError && apply.error.status === 422 && Boolean(serverErrors.base);

  if (apply.isSuccess) {
    return (
      <Stack gap="md" align="flex-start">
        <Group gap="xs" wrap="nowrap">
          <IconCircleCheck size={22} color="var(--mantine-color-teal-7)" aria-hidden="true" />
          <Text fw={600}>{t("guest.apply.sent")}</Text>
        </Group>
        <Text size="sm">{t("guest.apply.sentBody", { institution: program.institution.name })}</Text>
        <Group gap="sm">
          <Button
            component="a"
            href={mine.href}
            onClick={(e: MouseEvent) => {
              mine.onClick(e);
              onClose();
            }}
          >
            {t("guest.apply.seeMine")}
          </Button>
          <Button variant="default" onClick={onClose}>
            {t("common.close")}
          </Button>
        </Group>
      </Stack>
    );
  }

  const rounds = program.intake_rounds.map((r) => ({
    value: String(r.id),
    label: r.is_open
      ? r.deadline
        ? t("guest.apply.roundUntil", { round: r.name, date: formatDate(r.deadline) })
        : r.name
      : t("guest.apply.roundClosed", { round: r.name }),
    disabled: !r.is_open,
  }));
  const submit = () => {
    setTried(true);
    if (missing.length || Object.values(form.documents).some((f) => f && fileProblem(f, RULE))) return;
    const documents: Partial<Record<DocumentType, File>> = {};
    for (const [type, file] of Object.entries(form.documents)) if (file) documents[type as DocumentType] = file;
    apply.mutate({
      programId: program.id,
      intakeRoundId: form.intakeRoundId,
      courseId: form.courseId,
      documents,
      shareWithSchool: hasSchool && share,
    });
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t("guest.apply.lead", { institution: program.institution.name })}
      </Text>
      {rounds.length ? (
        <Select
          label={t("guest.apply.round")}
          placeholder={t("guest.apply.chooseRound")}
          data={rounds}
          value={form.intakeRoundId === null ? null : String(form.intakeRoundId)}
          onChange={(v) => setForm({ ...form, intakeRoundId: v ? Number(v) : null })}
          error={fieldError("intake_round_id", t("guest.apply.round"))}
          withAsterisk
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
      {program.courses.length ? (
        <Select
          label={t("guest.apply.course")}
          placeholder={t("guest.apply.chooseCourse")}
          data={program.courses.map((c) => ({ value: String(c.id), label: c.name }))}
          value={form.courseId === null ? null : String(form.courseId)}
          onChange={(v) => setForm({ ...form, courseId: v ? Number(v) : null })}
          error={fieldError("course_id", t("guest.apply.course"))}
          searchable
          withAsterisk
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
      {program.required_documents.length ? (
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t("guest.apply.documents")}
          </Text>
          {program.required_documents.map((d) => {
            const label = t(`documentTypes.${d.type}`);
            const file = form.documents[d.type] ?? null;
            const problem = file ? fileProblem(file, RULE) : null;
            return (
              <FileInput
                // The placeholder is text of its own here (a button): it keeps 4.5:1.
                styles={{ placeholder: { color: "var(--mantine-color-gray-7)" } }}
                key={d.type}
                label={label}
                description={t("documents.fileHelp", { mb: RULE.maxMb })}
                placeholder={t("documents.chooseFile")}
                accept={APPLICATION_DOCUMENT_CONTENT_TYPES.join(",")}
                value={file}
                onChange={(f) => setForm({ ...form, documents: { ...form.documents, [d.type]: f } })}
                clearable
                withAsterisk
                leftSection={<IconUpload size={16} aria-hidden="true" />}
                error={problem ? translateServerMessage(problem, common) : fieldError(`documents[${d.type}]`, label)}
              />
            );
          })}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t("guest.apply.noDocuments")}
        </Text>
      )}
      {hasSchool ? (
        <Checkbox
          checked={share}
          onChange={(e) => setShare(e.currentTarget.checked)}
          label={t("guest.apply.share")}
          description={t("guest.apply.shareHelp")}
        />
      ) : null}
      {refusal ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
          <Stack gap={4}>
            <Text size="sm">{refusal}</Text>
            {needsProfile ? (
              <Anchor component={Link} to="/webinars/users/update" size="sm">
                {t("guest.apply.completeProfile")}
              </Anchor>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t("common.cancel")}
        </Button>
        <Button onClick={submit} loading={apply.isPending}>
          {t("guest.apply.submit")}
        </Button>
      </Group>
    </Stack>
  );
}

import { Alert, Button, Group, List, Modal, Stack, Text } from "@mantine/core";
import type { Program } from "@quad/contract/api/programs";
import type { ProgramStatus } from "@quad/contract/rules/program";
import { IconAlertTriangle, IconCopy, IconPencil, IconTrash } from "@tabler/icons-react";
import { Link, useNavigate } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, showInfoToast, showSuccessToast } from "../../../lib/api-client";
import { useCopyProgram } from "../api/copy-program";
import { useDeleteProgram } from "../api/delete-program";
import { useUpdateProgram } from "../api/update-program";
import { copyOutcome, programPath, type RowAction } from "../model";
import { useProblemText } from "./use-problem-text";

/** What a row or the editor acts on. */
export interface ProgramTarget {
  id: number;
  name: string;
  status: ProgramStatus;
}

type Dialog =
  | { kind: "delete"; program: ProgramTarget }
  | { kind: "copyExists"; program: ProgramTarget; copy: Program }
  | { kind: "incomplete"; program: ProgramTarget; problems: Record<string, string> };

interface Options {
  /** After a delete (the editor goes back to the list). */
  onDeleted?: (program: ProgramTarget) => void;
}

/**
 * The list's and the editor's program actions: copy (opens a new copy, or says which copy exists), activate and
 * deactivate (a refused activation lists what is missing), delete after a confirmation. Returns `run` and the
 * dialogs to render.
 */
export function useProgramActions({ onDeleted }: Options = {}) {
  const { t } = useTranslation("programs");
  const navigate = useNavigate();
  const copy = useCopyProgram();
  const update = useUpdateProgram();
  const remove = useDeleteProgram();
  const problemText = useProblemText();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const close = () => setDialog(null);

  const runCopy = async (p: ProgramTarget) => {
    const answer = await copy.mutateAsync(p.id);
    const outcome = copyOutcome(answer.copy_state);
    if (outcome === "open" && answer.program) {
      showSuccessToast(t("actions.copied", { name: answer.program.name }));
      await navigate({ to: programPath(answer.program.id) });
    } else if (outcome === "tellExisting" && answer.program) {
      setDialog({ kind: "copyExists", program: p, copy: answer.program });
    } else {
      showInfoToast(t("actions.notCopied"));
    }
  };

  const runStatus = async (p: ProgramTarget, action: "activate" | "deactivate") => {
    try {
      await update.mutateAsync({
        id: p.id,
        body: { action },
        handledStatuses: [422],
        customMessages: { 409: t("actions.refused", { name: p.name }) },
      });
      showSuccessToast(t(action === "activate" ? "actions.activated" : "actions.deactivated", { name: p.name }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 422)
        setDialog({ kind: "incomplete", program: p, problems: error.fieldErrors });
    }
  };

  const run = async (action: RowAction, p: ProgramTarget) => {
    if (action === "edit") {
      await navigate({ to: programPath(p.id) });
      return;
    }
    if (action === "delete") {
      setDialog({ kind: "delete", program: p });
      return;
    }
    setBusy(p.id);
    try {
      if (action === "copy") await runCopy(p);
      else await runStatus(p, action);
    } catch {
      // The API client showed the failure.
    } finally {
      setBusy(null);
    }
  };

  const confirmDelete = async (p: ProgramTarget) => {
    try {
      await remove.mutateAsync(p.id);
      showSuccessToast(t("actions.deleted", { name: p.name }));
      close();
      onDeleted?.(p);
    } catch {
      // The API client showed the failure; the dialog stays for another try.
    }
  };

  const modal = (title: string, body: ReactNode) => (
    <Modal
      opened={dialog !== null}
      onClose={close}
      title={<Text fw={700}>{title}</Text>}
      closeButtonProps={{ "aria-label": t("actions.close") }}
      centered
    >
      {body}
    </Modal>
  );

  let dialogs: ReactNode = null;
  if (dialog?.kind === "delete") {
    dialogs = modal(
      t("delete.title"),
      <Stack gap="md">
        <Text size="sm">{t("delete.body", { name: dialog.program.name })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t("actions.cancel")}
          </Button>
          <Button
            color="red.8"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            loading={remove.isPending}
            onClick={() => void confirmDelete(dialog.program)}
          >
            {t("delete.confirm")}
          </Button>
        </Group>
      </Stack>,
    );
  } else if (dialog?.kind === "copyExists") {
    dialogs = modal(
      t("copy.existsTitle"),
      <Stack gap="md">
        <Text size="sm">{t("copy.existsBody", { name: dialog.program.name, copy: dialog.copy.name })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t("actions.close")}
          </Button>
          <Button
            component={Link}
            to={programPath(dialog.copy.id)}
            onClick={close}
            leftSection={<IconCopy size={16} aria-hidden="true" />}
          >
            {t("copy.openCopy")}
          </Button>
        </Group>
      </Stack>,
    );
  } else if (dialog?.kind === "incomplete") {
    dialogs = modal(
      t("incomplete.title"),
      <Stack gap="md">
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
          <Text size="sm" mb="xs">
            {t("incomplete.body", { name: dialog.program.name })}
          </Text>
          <List size="sm" spacing={4}>
            {Object.entries(dialog.problems).map(([field, message]) => (
              <List.Item key={field}>{problemText.line(field, message)}</List.Item>
            ))}
          </List>
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t("actions.close")}
          </Button>
          <Button
            component={Link}
            to={programPath(dialog.program.id)}
            onClick={close}
            leftSection={<IconPencil size={16} aria-hidden="true" />}
          >
            {t("incomplete.complete")}
          </Button>
        </Group>
      </Stack>,
    );
  }

  return { run, dialogs, busy };
}

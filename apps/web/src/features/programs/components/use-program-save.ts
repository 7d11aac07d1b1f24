import type { UseFormReturnType } from "@mantine/form";
import type { Program } from "@quad/contract/api/programs";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, showSuccessToast } from "../../../lib/api-client";
import { useCreateProgram } from "../api/create-program";
import { useUpdateProgram } from "../api/update-program";
import { firstTabWithError, type ProgramTab, placeServerErrors } from "../editor-errors";
import { type ProgramFormValues, programFields, programFormValues } from "../form-model";
import { programPath, type SaveAction, statusActionOf } from "../model";
import { type FileChanges, NO_FILE_CHANGES, programFormData } from "../uploads-model";

export interface Summary {
  activation: boolean;
  problems: Record<string, string>;
}

interface SaveOptions {
  program: Program | null;
  form: UseFormReturnType<ProgramFormValues>;
  files: FileChanges;
  setFiles: (files: FileChanges) => void;
  setFileErrors: (errors: Record<string, string>) => void;
  onTab: (tab: ProgramTab) => void;
  /** Set before moving on to the new program's address (its changes are saved). */
  allowLeave: { current: boolean };
}

const DONE: Record<SaveAction, string> = {
  save: "editor.done.save",
  save_draft: "editor.done.save_draft",
  activate: "editor.done.activate",
  deactivate: "editor.done.deactivate",
};

/**
 * Saving the editor: the form's own checks first, then POST programs (new) or PUT programs/{id} with every field,
 * the chosen files and the button's action. A 422 puts each message on its field or file slot and lists them all
 * in the summary, opening the first tab with one.
 */
export function useProgramSave({ program, form, files, setFiles, setFileErrors, onTab, allowLeave }: SaveOptions) {
  const { t } = useTranslation("programs");
  const navigate = useNavigate();
  const create = useCreateProgram();
  const update = useUpdateProgram();
  const [pending, setPending] = useState<SaveAction | null>(null);
  const [summary, setSummary] = useState<Summary | null>(null);

  const refuse = (problems: Record<string, string>, activation: boolean) => {
    setSummary({ activation, problems });
    const tab = firstTabWithError(problems);
    if (tab) onTab(tab);
  };

  const save = async (button: SaveAction) => {
    const checked = form.validate();
    if (checked.hasErrors) {
      refuse(checked.errors as Record<string, string>, button === "activate");
      return;
    }
    setPending(button);
    setFileErrors({});
    try {
      const body = programFormData(programFields(form.values), files, statusActionOf(button));
      if (program === null) {
        const { program: created } = await create.mutateAsync(body);
        showSuccessToast(t(DONE[button], { name: created.name }));
        allowLeave.current = true;
        await navigate({ to: programPath(created.id), replace: true });
        return;
      }
      const { program: saved } = await update.mutateAsync({
        id: program.id,
        body,
        customMessages: { 409: t("actions.refused", { name: program.name }) },
      });
      const values = programFormValues(saved);
      form.setInitialValues(values);
      form.setValues(values);
      form.resetDirty(values);
      form.clearErrors();
      setFiles(NO_FILE_CHANGES);
      setSummary(null);
      showSuccessToast(t(DONE[button], { name: saved.name }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const problems = error.fieldErrors;
        const placed = placeServerErrors(problems);
        form.setErrors(placed.form);
        setFileErrors(placed.files);
        refuse(problems, button === "activate");
      }
      // Any other failure was shown by the API client.
    } finally {
      setPending(null);
    }
  };

  return { save, pending, summary, clearSummary: () => setSummary(null) };
}

import { Button, Group, Stack, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { STAFF_ACTIVITY_KINDS } from "@quad/contract/rules/connections";
import { useTranslation } from "react-i18next";
import { Segmented } from "../../../components/ui/segmented";
import { ApiError, showSuccessToast } from "../../../lib/api-client";
import { i18n } from "../../../lib/i18n";
import { translateServerMessage } from "../../../lib/server-messages";
import { useCreateActivity } from "../api/create-activity";

type StaffKind = (typeof STAFF_ACTIVITY_KINDS)[number];

/** Staff add a note, call, meeting or email to the engagement history. */
export function AddActivityForm({ id }: { id: number }) {
  const { t } = useTranslation("connections");
  const create = useCreateActivity();
  const form = useForm<{ kind: StaffKind; note: string }>({
    initialValues: { kind: "note", note: "" },
    validate: {
      note: (v, values) =>
        values.kind === "note" && !v.trim()
          ? t("detail.noteRequired")
          : v.length > 2000
            ? t("detail.noteTooLong")
            : null,
    },
  });

  const submit = form.onSubmit((values) => {
    create.mutate(
      { id, kind: values.kind, note: values.note.trim() || undefined },
      {
        onSuccess: () => {
          form.reset();
          showSuccessToast(t("detail.activityAdded"));
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            const errors = error.fieldErrors;
            for (const [field, message] of Object.entries(errors))
              form.setFieldError(field, translateServerMessage(message, i18n.t));
          }
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Segmented
          aria-label={t("detail.activityKind")}
          data={STAFF_ACTIVITY_KINDS.map((k) => ({ value: k, label: t(`activity.kinds.${k}`) }))}
          value={form.values.kind}
          onChange={(kind) => form.setFieldValue("kind", kind)}
          fullWidth
        />
        <Textarea
          label={t("detail.activityNote")}
          placeholder={t("detail.activityNotePlaceholder")}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={2000}
          {...form.getInputProps("note")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            {t("detail.addActivitySubmit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

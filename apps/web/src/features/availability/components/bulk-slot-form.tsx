import { Alert, Button, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { AvailabilityConflictSchema } from "@quad/contract/api/availability";
import { IconInfoCircle } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { useSetAvailability } from "../api/set-availability";
import {
  type BulkValues,
  bulkConflict,
  bulkPayload,
  emptyRow,
  endAfterStartChange,
  serverProblems,
  validateBulk,
} from "../slot-form";
import { useProblemText } from "../use-problem-text";
import { DateField } from "./slot-fields";
import { WeekdayTable } from "./weekday-table";

interface Props {
  schoolId: number;
  zoneLabel: string;
  /** The dates the form opens with (the week on the calendar, from today on). */
  initialStart: string | null;
  initialEnd: string | null;
  /** Today in the school's zone: the first date a pattern may start. */
  today: string;
  onSaved: (startDate: string) => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** Bulk availability: a date range and a weekday table (spec 2 §2, §5: 1 to 50 slots, no duplicates). */
export function BulkSlotForm({
  schoolId,
  zoneLabel,
  initialStart,
  initialEnd,
  today,
  onSaved,
  onCancel,
  onDirtyChange,
}: Props) {
  const { t } = useTranslation("availability");
  const { texts } = useProblemText();
  const save = useSetAvailability(schoolId);
  const [conflictCount, setConflictCount] = useState(0);
  const form = useForm<BulkValues>({
    mode: "controlled",
    initialValues: { start_date: initialStart, end_date: initialEnd, rows: [emptyRow()] },
    validate: (values) => texts(validateBulk(values, today)),
  });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const submit = form.onSubmit(async (values) => {
    setConflictCount(0);
    try {
      await save.mutateAsync(bulkPayload(values));
      onSaved(values.start_date as string);
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      if (error.status === 409) {
        const parsed = AvailabilityConflictSchema.safeParse(error.body);
        const conflicts = parsed.success ? parsed.data.conflict_slots : [];
        setConflictCount(conflicts.length);
        form.setErrors(texts(bulkConflict(values.rows, conflicts)));
      } else if (error.status === 422) form.setErrors(texts(serverProblems(error.fieldErrors, "bulk")));
    }
  });

  const start = form.values.start_date;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DateField
            label={t("form.startDate")}
            withAsterisk
            minDate={today}
            today={today}
            {...form.getInputProps("start_date")}
            onChange={(next) => {
              const end = endAfterStartChange(form.values.start_date, form.values.end_date, next);
              form.setFieldValue("start_date", next);
              if (end !== form.values.end_date) form.setFieldValue("end_date", end);
            }}
          />
          <DateField
            label={t("form.endDate")}
            withAsterisk
            minDate={start && start > today ? start : today}
            follows={start}
            today={today}
            {...form.getInputProps("end_date")}
          />
        </SimpleGrid>
        <WeekdayTable form={form} />
        {conflictCount > 0 ? (
          <Alert color="red" variant="light" title={t("bulk.conflictTitle")} role="alert">
            {t("bulk.conflictBody", { count: conflictCount })}
          </Alert>
        ) : null}
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
          <Text size="sm">{t("bulk.hint", { zone: zoneLabel })}</Text>
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            {t("actions.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t("actions.saveAvailability")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Alert, Button, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { AvailabilityConflictSchema } from "@quad/contract/api/availability";
import { isoWeekday } from "@quad/contract/rules/formats";
import { IconInfoCircle } from "@tabler/icons-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { formatDate } from "../../../lib/dates";
import { useSetAvailability } from "../api/set-availability";
import { type SingleSlotValues, serverProblems, singleConflict, singlePayload, validateSingle } from "../slot-form";
import { useProblemText } from "../use-problem-text";
import { CapacityField, DateField, TimeField } from "./slot-fields";

interface Props {
  schoolId: number;
  zoneLabel: string;
  initial: Partial<SingleSlotValues>;
  /** Today in the school's zone: the first date a slot may take. */
  today: string;
  onSaved: (date: string) => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** One slot on one date (spec 2 §2 Availability: slots). */
export function SingleSlotForm({ schoolId, zoneLabel, initial, today, onSaved, onCancel, onDirtyChange }: Props) {
  const { t } = useTranslation("availability");
  const { texts } = useProblemText();
  const save = useSetAvailability(schoolId);
  const form = useForm<SingleSlotValues>({
    mode: "controlled",
    initialValues: { date: null, time_from: "", time_to: "", capacity: 1, ...initial },
    validate: (values) => texts(validateSingle(values, today)),
  });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(singlePayload(values));
      onSaved(values.date as string);
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      if (error.status === 409) {
        const parsed = AvailabilityConflictSchema.safeParse(error.body);
        form.setErrors(texts(singleConflict(parsed.success ? parsed.data.conflict_slots : [])));
      } else if (error.status === 422) form.setErrors(texts(serverProblems(error.fieldErrors, "single")));
    }
  });

  const date = form.values.date;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <DateField label={t("form.date")} withAsterisk minDate={today} today={today} {...form.getInputProps("date")} />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <TimeField
            label={t("form.timeFrom")}
            name={t("form.timeFrom")}
            withAsterisk
            {...form.getInputProps("time_from")}
          />
          <TimeField label={t("form.timeTo")} name={t("form.timeTo")} withAsterisk {...form.getInputProps("time_to")} />
          <CapacityField label={t("form.capacity")} withAsterisk {...form.getInputProps("capacity")} />
        </SimpleGrid>
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
          <Text size="sm">
            {date
              ? t("form.singleHint", {
                  date: formatDate(date),
                  weekday: t(`weekdays.long.${isoWeekday(date)}`),
                  zone: zoneLabel,
                })
              : t("form.zoneHint", { zone: zoneLabel })}
          </Text>
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            {t("actions.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t("actions.saveSlot")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

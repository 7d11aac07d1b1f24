import { Alert, Badge, Button, Divider, Group, Modal, SimpleGrid, Stack, Text, Tooltip } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { Slot } from "@quad/contract/api/availability";
import { AvailabilityConflictSchema } from "@quad/contract/api/availability";
import { IconAlertTriangle, IconCalendarExclamation, IconRepeat, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PickerEscapeScope, usePickerEscape } from "../../../components/ui/picker-escape";
import { ApiError, showSuccessToast } from "../../../lib/api-client";
import { formatDate } from "../../../lib/dates";
import { useDeleteSlots } from "../api/delete-slots";
import { useUpdateSlot } from "../api/update-slot";
import { timeRange } from "../model";
import { type Capacity, serverProblems, singleConflict, validateSingle } from "../slot-form";
import { useProblemText } from "../use-problem-text";
import { CapacityField, TimeField } from "./slot-fields";

export interface SlotTarget {
  slot: Slot;
  /** The calendar date the slot was opened from, with its bookings. */
  date?: string;
  booked?: number;
  /** A staff member's own calendar is busy then (decision 101). */
  conflict?: boolean;
}

interface Props {
  target: SlotTarget | null;
  zoneLabel: string;
  onClose: () => void;
}

interface Values {
  time_from: string;
  time_to: string;
  capacity: Capacity;
}

/** One weekly slot: its dates and bookings, edit times and capacity (PUT), delete with confirmation. */
export function SlotDialog({ target, zoneLabel, onClose }: Props) {
  const { t } = useTranslation("availability");
  const { pickerOpen, report } = usePickerEscape();
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      closeOnEscape={!pickerOpen}
      title={<Text fw={700}>{t("slot.title")}</Text>}
      size="lg"
      closeButtonProps={{ "aria-label": t("actions.close") }}
      centered
    >
      <PickerEscapeScope report={report}>
        {target ? (
          <SlotDialogBody key={target.slot.slot_id} target={target} zoneLabel={zoneLabel} onClose={onClose} />
        ) : null}
      </PickerEscapeScope>
    </Modal>
  );
}

function SlotDialogBody({
  target,
  zoneLabel,
  onClose,
}: {
  target: SlotTarget;
  zoneLabel: string;
  onClose: () => void;
}) {
  const { t } = useTranslation("availability");
  const { texts } = useProblemText();
  const update = useUpdateSlot();
  const remove = useDeleteSlots();
  const [confirming, setConfirming] = useState(false);
  const { slot } = target;
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: { time_from: slot.time_from, time_to: slot.time_to, capacity: slot.capacity },
    validate: (values) => {
      const { date: _date, ...problems } = validateSingle({ ...values, date: slot.start_date });
      return texts(problems);
    },
  });
  const weekday = t(`weekdays.long.${slot.day}`);
  const oneDate = slot.start_date === slot.end_date;

  const submit = form.onSubmit(async (values) => {
    try {
      await update.mutateAsync({
        id: slot.slot_id,
        time_from: values.time_from,
        time_to: values.time_to,
        capacity: Number(values.capacity),
      });
      showSuccessToast(t("slot.saved"));
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      if (error.status === 409) {
        const parsed = AvailabilityConflictSchema.safeParse(error.body);
        form.setErrors(texts(singleConflict(parsed.success ? parsed.data.conflict_slots : [])));
      } else if (error.status === 422) form.setErrors(texts(serverProblems(error.fieldErrors, "single")));
    }
  });

  const doDelete = async () => {
    try {
      await remove.mutateAsync([slot.slot_id]);
      showSuccessToast(t("slot.deleted"));
      onClose();
    } catch {
      // The API client showed why (e.g. upcoming visits on this slot).
      setConfirming(false);
    }
  };

  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Group gap="xs">
          <Text fw={700} size="lg">
            {timeRange(slot.time_from, slot.time_to)}
          </Text>
          <Badge variant="light" color="gray" tt="none">
            {zoneLabel}
          </Badge>
          {target.conflict ? (
            <Tooltip
              label={t("slot.conflictHint")}
              multiline
              w={260}
              withArrow
              events={{ hover: true, focus: true, touch: true }}
            >
              <Badge
                variant="light"
                color="orange"
                tt="none"
                tabIndex={0}
                leftSection={<IconCalendarExclamation size={14} aria-hidden="true" />}
                data-testid="slot-calendar-conflict"
              >
                {t("calendar.conflict")}
              </Badge>
            </Tooltip>
          ) : null}
        </Group>
        <Group gap={6} c="dimmed">
          <IconRepeat size={16} aria-hidden="true" />
          <Text size="sm">
            {oneDate
              ? t("slot.oneDate", { date: formatDate(slot.start_date), weekday })
              : t("slot.repeats", { weekday, start: formatDate(slot.start_date), end: formatDate(slot.end_date) })}
          </Text>
        </Group>
        {target.date ? (
          <Text size="sm">
            {t("slot.bookedOn", { date: formatDate(target.date), booked: target.booked ?? 0, capacity: slot.capacity })}
          </Text>
        ) : null}
      </Stack>
      <Divider />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <TimeField
              label={t("form.timeFrom")}
              name={t("form.timeFrom")}
              withAsterisk
              {...form.getInputProps("time_from")}
            />
            <TimeField
              label={t("form.timeTo")}
              name={t("form.timeTo")}
              withAsterisk
              {...form.getInputProps("time_to")}
            />
            <CapacityField label={t("form.capacity")} withAsterisk {...form.getInputProps("capacity")} />
          </SimpleGrid>
          {oneDate ? null : (
            <Text size="xs" c="dimmed">
              {t("slot.appliesToAll", { weekday })}
            </Text>
          )}
          {confirming ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle size={18} aria-hidden="true" />}
              title={t("slot.confirmTitle")}
            >
              <Stack gap="sm">
                <Text size="sm">
                  {oneDate
                    ? t("slot.confirmOne", { date: formatDate(slot.start_date) })
                    : t("slot.confirmAll", {
                        weekday,
                        start: formatDate(slot.start_date),
                        end: formatDate(slot.end_date),
                      })}
                </Text>
                <Group justify="flex-end" gap="xs">
                  <Button variant="default" size="xs" onClick={() => setConfirming(false)} disabled={remove.isPending}>
                    {t("actions.keep")}
                  </Button>
                  <Button color="red" size="xs" onClick={doDelete} loading={remove.isPending}>
                    {t("actions.confirmDelete")}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          ) : null}
          <Group justify="space-between">
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              onClick={() => setConfirming(true)}
              disabled={confirming}
            >
              {t("actions.deleteSlot")}
            </Button>
            <Group gap="xs">
              <Button variant="default" onClick={onClose} disabled={update.isPending}>
                {t("actions.cancel")}
              </Button>
              <Button type="submit" loading={update.isPending}>
                {t("actions.saveChanges")}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

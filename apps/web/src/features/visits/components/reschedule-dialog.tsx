import { Alert, Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import type { Event } from "@quad/contract/api/events";
import type { InstituteType } from "@quad/contract/rules/constants";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, showSuccessToast } from "../../../lib/api-client";
import { todayIn } from "../../../lib/dates";
import { timezonesQueryOptions } from "../../../lib/reference/get-timezones";
import { usePhone } from "../../../lib/screen";
import { useRescheduleEvent } from "../api/reschedule-event";
import { visitSide } from "../model";
import { reasonProblems, reasonText } from "../reasons";
import { initialPickerMonth } from "../reschedule";
import { visitErrorText, visitMessage } from "./notify";
import { ReasonFields, type ReasonValue } from "./reason-fields";
import { type SlotChoice, SlotPicker } from "./slot-picker";
import { counterpartName, VisitSummary } from "./visit-summary";

interface RescheduleDialogProps {
  event: Event | null;
  type: InstituteType;
  zone: string;
  opened: boolean;
  onClose: () => void;
}

interface Errors {
  slot?: string;
  timezone?: string;
}

/** Moves a visit to another open slot of the school, with the time zone of the visit and a reason. */
export function RescheduleDialog({ event, type, zone, opened, onClose }: RescheduleDialogProps) {
  const { t } = useTranslation("visits");
  const phone = usePhone();
  const reschedule = useRescheduleEvent(type);
  // A school keeps the visit's zone (the university's choice); a university picks the zone it plans in.
  const school = visitSide(type) === "School";
  const timezones = useQuery({ ...timezonesQueryOptions, enabled: opened && !school });
  const [month, setMonth] = useState(() => initialPickerMonth(null, todayIn(zone)));
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<SlotChoice | null>(null);
  const [timezone, setTimezone] = useState<string | null>(null);
  const [reason, setReason] = useState<ReasonValue>({ choice: null, other: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [reasonErrors, setReasonErrors] = useState<{ reason?: string; other?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (opened && event) {
      setMonth(initialPickerMonth(event.event_date, todayIn(event.school_timezone)));
      setDate(null);
      setSlot(null);
      setTimezone(event.timezone ?? (school ? event.school_timezone : zone));
      setReason({ choice: null, other: "" });
      setErrors({});
      setReasonErrors({});
      setFailure(null);
    }
  }, [opened, event, zone, school]);

  const submit = async () => {
    if (!event) return;
    const reasonIssues = reasonProblems(reason.choice, reason.other);
    const next: Errors = {};
    if (!slot) next.slot = t("errors.dateTimeRequired");
    if (!timezone) next.timezone = t("errors.timezoneRequired");
    setErrors(next);
    setReasonErrors(reasonIssues);
    if (Object.keys(reasonIssues).length || !slot || !timezone) return;
    setFailure(null);
    try {
      await reschedule.mutateAsync({
        id: event.id,
        input: { ...slot, timezone, reason: reasonText(reason.choice, reason.other) },
      });
      showSuccessToast(t("reschedule.done", { name: counterpartName(event, type) }));
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      const slotError = fields.event_date ?? fields.slot_id;
      if (slotError || fields.timezone) {
        setErrors({
          ...(slotError ? { slot: visitMessage(slotError, t) } : {}),
          ...(fields.timezone ? { timezone: visitMessage(fields.timezone, t) } : {}),
        });
      }
      if (!slotError && !fields.timezone) setFailure(visitErrorText(error, t));
      if (error instanceof ApiError && error.status === 409) setSlot(null);
    }
  };

  const scheduling = event?.event_date === null;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={700}>{scheduling ? t("reschedule.titleSchedule") : t("reschedule.title")}</Text>}
      closeButtonProps={{ "aria-label": t("actions.close") }}
      size="xl"
      fullScreen={phone}
      centered
    >
      {event ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack gap="md">
            <VisitSummary event={event} type={type} zone={zone} />
            <SlotPicker
              event={event}
              zone={zone}
              month={month}
              onMonthChange={setMonth}
              date={date}
              onDateChange={setDate}
              value={slot}
              onChange={(c) => {
                setSlot(c);
                setErrors((e) => ({ ...e, slot: undefined }));
              }}
              error={errors.slot}
            />
            {school ? null : (
              <Select
                label={t("reschedule.timezone")}
                description={t("reschedule.timezoneHint")}
                searchable
                withAsterisk
                data={(timezones.data?.timezones ?? []).map((z) => ({ value: z.name, label: z.label }))}
                value={timezone}
                onChange={(v) => {
                  setTimezone(v);
                  setErrors((e) => ({ ...e, timezone: undefined }));
                }}
                error={errors.timezone}
                nothingFoundMessage={t("reschedule.noZone")}
                comboboxProps={{ withinPortal: true }}
              />
            )}
            <ReasonFields
              action="reschedule"
              side={visitSide(type)}
              value={reason}
              onChange={(v) => {
                setReason(v);
                setReasonErrors({});
              }}
              errors={reasonErrors}
            />
            {failure ? (
              <Alert color="red" variant="light" role="alert" style={{ whiteSpace: "pre-line" }}>
                {failure}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t("reschedule.dismiss")}
              </Button>
              <Button type="submit" loading={reschedule.isPending}>
                {scheduling ? t("reschedule.submitSchedule") : t("reschedule.submit")}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}

import { Alert, Box, Button, Divider, Group, Select, Stack, Text, Textarea } from "@mantine/core";
import type { Event } from "@quad/contract/api/events";
import { IconAlertTriangle, IconCalendarCheck, IconSend } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { timezonesQueryOptions } from "../../../lib/reference/get-timezones";
import { translateServerMessage } from "../../../lib/server-messages";
import { useCreateEvent } from "../api/create-event";
import {
  bookingErrors,
  bookingFieldErrors,
  dualZoneTimes,
  filledAttendees,
  type SlotSelection,
  type SlotsByDate,
  selectedSlot,
  visitMessageKey,
} from "../booking-model";
import { type AttendeeRow, AttendeesField } from "./attendees-field";
import { SlotPicker } from "./slot-picker";
import { showVisitToast } from "./visit-toast";

export interface BookingFormProps {
  schoolId: number;
  schoolName: string;
  schoolZone: string;
  availability: {
    data: SlotsByDate | undefined;
    /** The school confirms bookings at once; otherwise the booking is a request it confirms. */
    autoConfirm: boolean | undefined;
    loading: boolean;
    refetch: () => unknown;
  };
  weekStart: string;
  firstWeek: string;
  onWeekChange: (weekStart: string) => void;
  selection: SlotSelection | null;
  onSelectionChange: (selection: SlotSelection | null) => void;
  /** The zone the rep's times are shown in until they pick another one. */
  defaultZone: string;
  /** Shown instead of the booking fields when this visitor may not book (signed out, not a university). */
  blocked?: ReactNode;
  onBooked?: (event: Event) => void;
  /** Extra action beside the submit button (e.g. "Send a request instead"). */
  secondaryAction?: ReactNode;
}

/** Book now: a slot of the coming weeks, the rep's time zone, a note and attendees; POST events/create_event. */
export function BookingForm(props: BookingFormProps) {
  const { schoolId, schoolName, schoolZone, availability, selection, onSelectionChange, defaultZone, blocked } = props;
  const { t, i18n } = useTranslation("schools");
  const zones = useQuery({ ...timezonesQueryOptions, enabled: !blocked });
  const [zone, setZone] = useState<string | null>(defaultZone);
  const [note, setNote] = useState("");
  const [attendees, setAttendees] = useState<AttendeeRow[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<string | null>(null);
  const create = useCreateEvent();
  const navigate = useNavigate();
  // A school that confirms by hand gets a request, and the button says so.
  const requests = availability.autoConfirm !== true;
  const chosen = selectedSlot(availability.data, selection);
  const chosenTimes = chosen ? dualZoneTimes(chosen, schoolZone, zone ?? defaultZone) : null;

  const zoneOptions = useMemo(() => {
    const list = zones.data?.timezones.map((z) => ({ value: z.name, label: z.label })) ?? [];
    if (defaultZone && !list.some((o) => o.value === defaultZone))
      list.unshift({ value: defaultZone, label: defaultZone });
    return list;
  }, [zones.data, defaultZone]);

  const message = (text: string) => {
    const key = visitMessageKey(text);
    return key ? t(key) : translateServerMessage(text, i18n.t);
  };

  const submit = async () => {
    setConflict(null);
    const problems = bookingErrors({ selection, timezone: zone });
    setErrors(Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, message(v)])));
    if (!selection || !zone || Object.keys(problems).length) return;
    try {
      const { event } = await create.mutateAsync({
        school_partner_id: schoolId,
        slot_id: selection.slot_id,
        event_date: selection.date,
        timezone: zone,
        note: note.trim() || undefined,
        attendees: filledAttendees(attendees),
      });
      const href = `/events-list/${event.id}`;
      showVisitToast(
        event.status === "confirm"
          ? t("booking.bookedConfirmed", { school: schoolName })
          : t("booking.bookedPending", { school: schoolName }),
        { href, label: t("booking.viewVisit"), open: () => void navigate({ to: href }) },
      );
      onSelectionChange(null);
      props.onBooked?.(event);
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      if (error.status === 409) {
        setConflict(message(error.serverMessage ?? ""));
        onSelectionChange(null);
        void availability.refetch();
      } else if (error.status === 422) {
        const fields = bookingFieldErrors(error.fieldErrors);
        setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, message(v)])));
      }
    }
  };

  return (
    <Stack gap="md">
      {conflict ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden="true" />}
          title={t("booking.conflictTitle")}
          withCloseButton
          closeButtonLabel={t("common.close")}
          onClose={() => setConflict(null)}
        >
          {conflict}
        </Alert>
      ) : null}
      <SlotPicker
        data={availability.data}
        loading={availability.loading}
        weekStart={props.weekStart}
        firstWeek={props.firstWeek}
        onWeekChange={props.onWeekChange}
        schoolZone={schoolZone}
        viewerZone={zone ?? defaultZone}
        selected={selection}
        onSelect={(s) => {
          setErrors(({ slot: _slot, ...rest }) => rest);
          setConflict(null);
          onSelectionChange(s);
        }}
        error={errors.slot ?? null}
      />
      <Divider />
      {blocked ?? (
        <Stack gap="sm">
          <Select
            label={t("booking.timezone")}
            description={t("booking.timezoneHint")}
            withAsterisk
            searchable
            data={zoneOptions}
            value={zone}
            onChange={(value) => {
              setZone(value);
              if (value) setErrors(({ timezone: _tz, ...rest }) => rest);
            }}
            nothingFoundMessage={t("booking.noZone")}
            error={errors.timezone}
            comboboxProps={{ withinPortal: true }}
          />
          <Textarea
            label={t("booking.note")}
            description={t("booking.noteHint")}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={1000}
            value={note}
            error={errors.note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          <AttendeesField rows={attendees} onChange={setAttendees} errors={errors} />
        </Stack>
      )}
      {/* The action stays in view however long the week's list is (issue 9 §4). */}
      {blocked ? null : (
        <Box
          data-testid="booking-footer"
          style={{
            position: "sticky",
            bottom: 0,
            zIndex: 2,
            marginInline: "calc(var(--mb-padding, 0px) * -1)",
            marginBottom: "calc(var(--mb-padding, 0px) * -1)",
            paddingInline: "var(--mb-padding, 0px)",
            background: "var(--mantine-color-body)",
            borderTop: "1px solid var(--mantine-color-default-border)",
          }}
          py="sm"
        >
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Stack gap={0} style={{ flex: "1 1 220px", minWidth: 0 }}>
              {chosenTimes ? (
                <>
                  <Text size="sm" fw={600} data-testid="chosen-slot">
                    {t("booking.chosen", { date: chosenTimes.school.date, time: chosenTimes.school.time })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {chosenTimes.viewer
                      ? t("booking.chosenYours", { date: chosenTimes.viewer.date, time: chosenTimes.viewer.time })
                      : requests
                        ? t("booking.requestHint")
                        : t("booking.bookHint")}
                  </Text>
                </>
              ) : (
                <Text size="sm" c="dimmed">
                  {t("booking.chooseFirst")}
                </Text>
              )}
            </Stack>
            <Group gap="xs" wrap="wrap" justify="flex-end">
              {props.secondaryAction}
              <Button
                leftSection={
                  requests ? (
                    <IconSend size={16} aria-hidden="true" />
                  ) : (
                    <IconCalendarCheck size={16} aria-hidden="true" />
                  )
                }
                loading={create.isPending}
                onClick={() => void submit()}
              >
                {requests ? t("booking.submitRequest") : t("booking.submit")}
              </Button>
            </Group>
          </Group>
        </Box>
      )}
    </Stack>
  );
}

import { Badge, Group, Radio, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { type DaySlot, dualZoneTimes, type SlotState, slotKey, stateOf, zoneNote } from "../booking-model";

interface SlotCardProps {
  slot: DaySlot;
  date: string;
  schoolZone: string;
  viewerZone: string;
  /** The week's zone labels, said once above the slots; a card repeats a label only when its own differs. */
  legend: { school: string; viewer: string | null };
}

const STATUS_COLOR: Record<SlotState["kind"], string> = {
  open: "teal",
  full: "gray",
  requested: "yellow",
  booked: "blue",
  past: "gray",
};

/**
 * "2 of 3 places left": the plural agrees with the capacity ("1 of 1 place left", "1 of 3 places left"), so the
 * capacity is i18next's `count`.
 */
export function usePlacesLeftLabel() {
  const { t } = useTranslation("schools");
  return (state: SlotState) => t("picker.placesLeft", { count: state.capacity, left: state.placesLeft });
}

/** The badge text of a slot date's state: the same words on Book now and on the public booking page. */
export function useSlotStatusLabel() {
  const { t } = useTranslation("schools");
  const placesLeft = usePlacesLeftLabel();
  return (state: SlotState) => {
    switch (state.kind) {
      case "requested":
        return t("picker.requestedByYou");
      case "booked":
        return t("picker.bookedByYou");
      case "full":
      case "past":
        return t("picker.full");
      default:
        return placesLeft(state);
    }
  };
}

/** One slot date: its time in the school's zone and in the viewer's, and its state (places left, yours, full). */
export function SlotCard({ slot, date, schoolZone, viewerZone, legend }: SlotCardProps) {
  const { t } = useTranslation("schools");
  const statusLabel = useSlotStatusLabel();
  const placesLeft = usePlacesLeftLabel();
  const times = dualZoneTimes(slot, schoolZone, viewerZone);
  const state = stateOf(slot);
  const status = statusLabel(state);
  const schoolNote = zoneNote(times.school.zone, legend.school);
  const viewerNote = times.viewer ? zoneNote(times.viewer.zone, legend.viewer) : null;
  const waiting = state.otherRequests > 0 ? t("picker.requestsWaiting", { count: state.otherRequests }) : null;
  // A slot the viewer holds still says how many places are left, the same count everyone else sees.
  const held = state.kind === "requested" || state.kind === "booked";
  const places = held ? placesLeft(state) : null;
  const details = [status, places, waiting].filter(Boolean).join(", ");
  return (
    <Radio.Card
      value={slotKey({ slot_id: slot.slot_id, date })}
      disabled={!state.bookable}
      radius="md"
      p="sm"
      aria-label={t("picker.slotLabel", {
        time: times.school.time,
        date: times.school.date,
        zone: times.school.zone,
        status: details,
      })}
      style={{ opacity: state.bookable ? 1 : 0.7, cursor: state.bookable ? "pointer" : "not-allowed" }}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={2} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={600} size="sm">
              {times.school.time}
              {schoolNote ? (
                <Text span size="xs" c="dimmed" fw={400}>
                  {" "}
                  {schoolNote}
                </Text>
              ) : null}
            </Text>
            <Badge size="sm" variant="light" color={STATUS_COLOR[state.kind]} tt="none">
              {status}
            </Badge>
          </Group>
          {times.viewer ? (
            <Text size="xs" c="dimmed">
              {t("picker.yourTimeShort", {
                time:
                  times.viewer.date === times.school.date
                    ? times.viewer.time
                    : t("picker.otherDay", { time: times.viewer.time, date: times.viewer.date }),
              })}
              {viewerNote ? ` ${viewerNote}` : ""}
            </Text>
          ) : null}
          {places ? (
            <Text size="xs" c="dimmed">
              {places}
            </Text>
          ) : null}
          {waiting ? (
            <Text size="xs" c="warning.8">
              {waiting}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Radio.Card>
  );
}

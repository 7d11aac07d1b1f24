import { Badge, Group, Radio, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { type DaySlot, dualZoneTimes, isBookable, slotKey } from "../booking-model";

interface SlotCardProps {
  slot: DaySlot;
  date: string;
  schoolZone: string;
  viewerZone: string;
}

/** One slot date: its time in the school's zone and in the viewer's, each with its zone label, and the places left. */
export function SlotCard({ slot, date, schoolZone, viewerZone }: SlotCardProps) {
  const { t } = useTranslation("schools");
  const times = dualZoneTimes(slot, schoolZone, viewerZone);
  const bookable = isBookable(slot);
  const status = slot.is_booked_by_university
    ? { label: t("picker.bookedByYou"), color: "blue" }
    : slot.remaining <= 0
      ? { label: t("picker.full"), color: "gray" }
      : { label: t("picker.placesLeft", { count: slot.remaining, capacity: slot.capacity }), color: "teal" };
  return (
    <Radio.Card
      value={slotKey({ slot_id: slot.slot_id, date })}
      disabled={!bookable}
      radius="md"
      p="sm"
      aria-label={t("picker.slotLabel", {
        time: times.school.time,
        date: times.school.date,
        zone: times.school.zone,
        status: status.label,
      })}
      style={{ opacity: bookable ? 1 : 0.6, cursor: bookable ? "pointer" : "not-allowed" }}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={2} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={600} size="sm">
              {times.school.time}
            </Text>
            <Badge size="sm" variant="light" color={status.color} tt="none">
              {status.label}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {t("picker.schoolTime", { zone: times.school.zone })}
          </Text>
          {times.viewer ? (
            <Stack gap={0}>
              <Text size="sm" fw={500}>
                {times.viewer.date === times.school.date
                  ? times.viewer.time
                  : t("picker.otherDay", { time: times.viewer.time, date: times.viewer.date })}
              </Text>
              <Text size="xs" c="dimmed">
                {t("picker.yourTime", { zone: times.viewer.zone })}
              </Text>
            </Stack>
          ) : (
            <Text size="xs" c="dimmed">
              {t("picker.sameZone")}
            </Text>
          )}
        </Stack>
      </Group>
    </Radio.Card>
  );
}

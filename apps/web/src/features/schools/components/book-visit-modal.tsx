import { Button, Modal } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { todayIn } from "../../../lib/dates";
import { useNarrowPhone } from "../../../lib/screen";
import { useSessionStore } from "../../../lib/session-store";
import { useSchoolAvailability } from "../api/get-school-availability";
import {
  firstOpenWeek,
  lookaheadEnd,
  OPENING_WEEKS,
  type SlotSelection,
  viewerZoneOf,
  weekEnd,
  weekStartOf,
} from "../booking-model";
import { BookingForm } from "./booking-form";

export interface BookTarget {
  id: number;
  name: string;
  timezone: string | null;
}

interface BookVisitModalProps {
  school: BookTarget | null;
  onClose: () => void;
  /** No slot fits: switch to Send Request for the same school. */
  onRequestInstead: (school: BookTarget) => void;
}

function BookVisitContent({ school, onClose, onRequestInstead }: BookVisitModalProps & { school: BookTarget }) {
  const { t } = useTranslation("schools");
  const user = useSessionStore((s) => s.data);
  const schoolZone = school.timezone ?? "UTC";
  const firstWeek = weekStartOf(todayIn(schoolZone));
  const universityId = user?.partner_id ?? 0;
  // The dialog opens on the first week with an open time (issue 24 §6), found in one look over the coming weeks.
  const opening = useSchoolAvailability(school.id, {
    start: firstWeek,
    end: lookaheadEnd(firstWeek, OPENING_WEEKS),
    universityId,
  });
  const [chosenWeek, setChosenWeek] = useState<string | null>(null);
  const openWeek = opening.data ? firstOpenWeek(opening.data.data, firstWeek) : null;
  const weekStart = chosenWeek ?? openWeek ?? firstWeek;
  const [selection, setSelection] = useState<SlotSelection | null>(null);
  const availability = useSchoolAvailability(
    school.id,
    { start: weekStart, end: weekEnd(weekStart), universityId },
    chosenWeek !== null || !opening.isLoading,
  );

  return (
    <BookingForm
      schoolId={school.id}
      schoolName={school.name}
      schoolZone={availability.data?.timezone ?? schoolZone}
      availability={{
        data: availability.data?.data,
        autoConfirm: availability.data?.auto_confirm,
        loading:
          (chosenWeek === null && opening.isLoading) ||
          availability.isLoading ||
          (availability.isFetching && availability.isPlaceholderData),
        refetch: availability.refetch,
      }}
      weekStart={weekStart}
      firstWeek={firstWeek}
      onWeekChange={(w) => {
        setChosenWeek(w);
        setSelection(null);
      }}
      selection={selection}
      onSelectionChange={setSelection}
      defaultZone={viewerZoneOf(user?.timezone)}
      onBooked={onClose}
      secondaryAction={
        <Button
          variant="subtle"
          leftSection={<IconSend size={16} aria-hidden="true" />}
          onClick={() => onRequestInstead(school)}
        >
          {t("booking.requestInstead")}
        </Button>
      }
    />
  );
}

/** The Book now dialog of the directory and the school page. */
export function BookVisitModal(props: BookVisitModalProps) {
  const { t } = useTranslation("schools");
  const phone = useNarrowPhone();
  return (
    <Modal
      opened={props.school !== null}
      onClose={props.onClose}
      title={props.school ? t("booking.title", { school: props.school.name }) : ""}
      size="xl"
      fullScreen={phone}
      radius="lg"
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      {props.school ? <BookVisitContent key={props.school.id} {...props} school={props.school} /> : null}
    </Modal>
  );
}

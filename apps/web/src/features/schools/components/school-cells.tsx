import { Anchor, Button, Stack, Text } from "@mantine/core";
import type { SchoolListItemSchema } from "@quad/contract/api/schools";
import { IconCalendarPlus, IconSend } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { formatDate } from "../../../lib/dates";
import { bookingAction } from "../model";
import type { BookTarget } from "./book-visit-modal";
import { VisitStatusBadge } from "./visit-status-badge";

export type SchoolListItem = z.infer<typeof SchoolListItemSchema>;

const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();

/** The upcoming visit: its date (linking to the visit) and status, or "None planned". */
export function UpcomingVisitCell({ school }: { school: SchoolListItem }) {
  const { t } = useTranslation("schools");
  const visit = school.upcoming_visit;
  if (!visit) {
    return (
      <Text size="sm" c="dimmed">
        {t("table.noVisit")}
      </Text>
    );
  }
  return (
    <Stack gap={4} align="flex-start">
      <Anchor component={Link} to={`/events-list/${visit.event_id}`} size="sm" onClick={stop}>
        {visit.event_date ? formatDate(visit.event_date) : t("table.dateToAgree")}
      </Anchor>
      <VisitStatusBadge status={visit.status} />
    </Stack>
  );
}

interface BookingCellProps {
  school: SchoolListItem;
  slotStatusVisible: boolean;
  onBook: (school: BookTarget) => void;
  onRequest: (school: BookTarget) => void;
}

/** Book now while a slot is open, otherwise Send Request (with the slot status when it may be shown). */
export function BookingCell({ school, slotStatusVisible, onBook, onRequest }: BookingCellProps) {
  const { t } = useTranslation("schools");
  const booking = bookingAction(school.booking_state, slotStatusVisible);
  const target = { id: school.id, name: school.name, timezone: school.timezone };
  return (
    <Stack gap={4} align="flex-start">
      {booking.action === "book" ? (
        <Button
          size="xs"
          leftSection={<IconCalendarPlus size={14} aria-hidden="true" />}
          aria-label={t("table.bookAt", { school: school.name })}
          onClick={(e) => {
            stop(e);
            onBook(target);
          }}
        >
          {t("actions.bookNow")}
        </Button>
      ) : (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconSend size={14} aria-hidden="true" />}
          aria-label={t("table.requestAt", { school: school.name })}
          onClick={(e) => {
            stop(e);
            onRequest(target);
          }}
        >
          {t("actions.sendRequest")}
        </Button>
      )}
      {booking.note ? (
        <Text size="xs" c={booking.note === "fullyBooked" ? "warning.8" : "dimmed"}>
          {t(`table.${booking.note}`)}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The school's name (linking to its page) with its city and CEEB code; `facts` (type · size) is shown under them
 * only while the table folds those columns away (below the `xl` breakpoint).
 */
export function SchoolNameCell({ school, facts }: { school: SchoolListItem; facts?: string }) {
  const { t } = useTranslation("schools");
  return (
    <Stack gap={2}>
      <Anchor
        component={Link}
        to={`/schools/${school.id}`}
        fw={600}
        size="sm"
        c="dark"
        onClick={stop}
        style={{ wordBreak: "keep-all", overflowWrap: "break-word" }}
      >
        {school.name}
      </Anchor>
      <Text size="xs" c="dimmed">
        {[school.city, school.ceeb_code ? t("table.ceeb", { code: school.ceeb_code }) : null]
          .filter(Boolean)
          .join(" · ") || "—"}
      </Text>
      {facts ? (
        <Text size="xs" c="dimmed" hiddenFrom="xl" style={{ wordBreak: "keep-all" }}>
          {facts}
        </Text>
      ) : null}
    </Stack>
  );
}

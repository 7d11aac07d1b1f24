import { Badge, Group } from "@mantine/core";
import type { GuestWebinarSession } from "@quad/contract/api/webinars";
import { useTranslation } from "react-i18next";
import { formatSessionDate, formatSessionTime } from "../../../../lib/dates";

/** Live, featured, seats left and the viewer's own status, as small badges. */
export function SessionBadges({
  session,
  zone,
  withStatus = true,
}: {
  session: GuestWebinarSession;
  zone: string;
  withStatus?: boolean;
}) {
  const { t } = useTranslation();
  const s = session;
  const ended = s.timing === "past";
  const offer =
    s.registration_status === "waitlisted" && s.offer_expires_at && new Date(s.offer_expires_at) > new Date();
  return (
    <Group gap={6} wrap="wrap">
      {s.timing === "live" ? (
        <Badge color="red.9" variant="filled" size="sm">
          {t("webinars.catalogue.badge.live")}
        </Badge>
      ) : null}
      {s.is_featured ? (
        <Badge color="grape" variant="light" size="sm">
          {t("webinars.catalogue.badge.featured")}
        </Badge>
      ) : null}
      {withStatus && s.registration_status === "registered" ? (
        <Badge color="teal" variant="light" size="sm">
          {t("webinars.catalogue.badge.registered")}
        </Badge>
      ) : null}
      {withStatus && s.registration_status === "waitlisted" && !offer ? (
        <Badge color="orange" c="#8a3a00" variant="light" size="sm">
          {t("webinars.catalogue.badge.waitlisted")}
        </Badge>
      ) : null}
      {withStatus && offer && s.offer_expires_at ? (
        <Badge color="blue.9" variant="filled" size="sm" style={{ textTransform: "none" }}>
          {t("webinars.catalogue.badge.seatHeld", {
            time: `${formatSessionDate(s.offer_expires_at, zone)} ${formatSessionTime(s.offer_expires_at, zone)}`,
          })}
        </Badge>
      ) : null}
      {!ended && !offer && s.seats_left !== null && s.registration_status !== "registered" ? (
        s.seats_left === 0 ? (
          <Badge color="orange" c="#8a3a00" variant="light" size="sm">
            {t("webinars.catalogue.badge.full")}
          </Badge>
        ) : (
          <Badge
            color={s.seats_left <= 5 ? "yellow" : "gray"}
            variant="light"
            size="sm"
            c={s.seats_left <= 5 ? "#7a5300" : "#3d4349"}
          >
            {t("webinars.catalogue.badge.seatsLeft", { count: s.seats_left })}
          </Badge>
        )
      ) : null}
      {ended && s.is_recording_available ? (
        <Badge color="indigo" variant="light" size="sm">
          {t("webinars.catalogue.badge.recording")}
        </Badge>
      ) : null}
      {s.is_in_person ? (
        <Badge color="gray" variant="outline" size="sm">
          {t("webinars.catalogue.badge.inPerson")}
        </Badge>
      ) : null}
    </Group>
  );
}

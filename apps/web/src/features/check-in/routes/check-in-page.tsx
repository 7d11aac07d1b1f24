import { Button, Stack } from "@mantine/core";
import { IconArrowLeft, IconCalendarEvent, IconListDetails } from "@tabler/icons-react";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/ui/page-header";
import { RouteLoader } from "../../../components/ui/route-loader";
import { useNamespace } from "../../../lib/i18n";
import { CheckInDesk } from "../components/check-in-desk";
import { EventPicker } from "../components/event-picker";
import { selectedEventId } from "../model";

function CheckInScreen() {
  const { t } = useTranslation("checkIn");
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const webinarId = selectedEventId(search);
  // A student's code read by the phone's own camera opens this page with the student in the link.
  const linkCode = webinarId && search.student_id !== undefined ? window.location.href : null;
  const dropLinkCode = useCallback(
    () => void navigate({ to: "/events/check-in", search: { webinar_id: String(webinarId) }, replace: true }),
    [navigate, webinarId],
  );
  const choose = (id: number | null) =>
    void navigate({ to: "/events/check-in", search: id ? { webinar_id: String(id) } : {} });

  return (
    <Stack gap={0}>
      <PageHeader
        title={t("title")}
        description={webinarId ? t("descriptionDesk") : t("description")}
        actions={
          webinarId ? (
            <>
              <Button
                variant="subtle"
                component={Link}
                to={`/event/sessions/${webinarId}`}
                leftSection={<IconListDetails size={16} aria-hidden="true" />}
              >
                {t("actions.eventDetails")}
              </Button>
              <Button
                variant="default"
                leftSection={<IconCalendarEvent size={16} aria-hidden="true" />}
                onClick={() => choose(null)}
              >
                {t("actions.changeEvent")}
              </Button>
            </>
          ) : (
            <Button
              variant="default"
              component={Link}
              to="/events"
              leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
            >
              {t("actions.backToVisits")}
            </Button>
          )
        }
      />
      {webinarId ? (
        <CheckInDesk
          key={webinarId}
          webinarId={webinarId}
          onChangeEvent={() => choose(null)}
          linkCode={linkCode}
          onLinkCodeHandled={dropLinkCode}
        />
      ) : (
        <EventPicker onPick={choose} />
      )}
    </Stack>
  );
}

/** /events/check-in — spec 2 §2 "QR scan screen: add students to an event". */
export default function CheckInPage() {
  const ready = useNamespace("checkIn");
  return ready ? <CheckInScreen /> : <RouteLoader />;
}

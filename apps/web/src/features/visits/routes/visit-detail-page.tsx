import { Alert, SimpleGrid, Stack, Text } from "@mantine/core";
import type { InstituteType } from "@quad/contract/rules/constants";
import { timezoneLabel } from "@quad/contract/rules/formats";
import { LIVE_STATUSES } from "@quad/contract/rules/visits";
import { IconCalendarQuestion, IconHistory, IconInfoCircle } from "@tabler/icons-react";
import { useLocation, useNavigate, useParams, useSearch } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { BackLink, DetailNotFound, DetailPage, DetailSkeleton } from "../../../components/ui/detail-page";
import { RouteLoader } from "../../../components/ui/route-loader";
import { SectionCard as Section } from "../../../components/ui/section-card";
import { MeetingCard } from "../../../components/video-meeting/meeting-card";
import { ApiError } from "../../../lib/api-client";
import { viewerZone } from "../../../lib/dates";
import { useCountryName } from "../../../lib/reference/country-names";
import "../../../lib/dates";
import { UniversityProfileDrawer } from "../../../components/university-profile/university-profile-drawer";
import { UniversityProfileLink } from "../../../components/university-profile/university-profile-link";
import { useNamespace } from "../../../lib/i18n";
import { useSessionStore } from "../../../lib/session-store";
import { parseUniversityParam, withUniversityParam } from "../../../lib/university-profile/model";
import { useEvent } from "../api/get-event";
import { useMarkEventSeen } from "../api/mark-event-seen";
import { LocationCard } from "../components/location-card";
import { StatusHistory } from "../components/status-history";
import { useVisitActions } from "../components/use-visit-actions";
import { VisitBadges } from "../components/visit-badges";
import { VisitDetails } from "../components/visit-details";
import { VisitActionButtons } from "../components/visit-row-actions";
import { ZonedTimeBlock } from "../components/visit-when";
import { visitSide } from "../model";
import { visitInstants, visitTimes, zonedTime } from "../times";

function VisitDetailScreen({ type, zone }: { type: InstituteType; zone: string }) {
  const { t } = useTranslation("visits");
  const countryName = useCountryName();
  const location = useLocation();
  const params = useParams({ strict: false }) as { id?: string };
  const id = Number(params.id);
  const visit = useEvent(id);
  useMarkEventSeen(id, visit.isSuccess);
  const { run, message, dialogs } = useVisitActions(type, zone);
  const listPath = location.pathname.startsWith("/events-list") ? "/events-list" : "/events";
  const side = visitSide(type);
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  // A school opens the visiting university's public profile over the visit (?university=ID).
  const profileId = side === "School" ? parseUniversityParam(search.university) : null;
  const openProfile = (id: number | null) =>
    void navigate({ to: location.pathname, search: withUniversityParam(search, id), replace: id === null });

  const back = <BackLink to={listPath}>{t("detail.back")}</BackLink>;

  const notFound = !Number.isInteger(id) || id <= 0 || (visit.error instanceof ApiError && visit.error.status === 404);
  if (notFound) {
    return (
      <DetailNotFound
        back={back}
        icon={<IconCalendarQuestion size={28} aria-hidden="true" />}
        title={t("detail.notFoundTitle")}
        description={t("detail.notFoundBody")}
        listTo={listPath}
        listLabel={t("detail.backToList")}
      />
    );
  }

  const event = visit.data?.event;
  if (!event) return <DetailSkeleton back={back} main={[150, 180]} side={[120, 120]} />;

  const times = visitTimes(event, zone);
  const at = visitInstants(event);
  const live = LIVE_STATUSES.includes(event.status);
  const tab = event.is_past ? "past" : "upcoming";
  const requestedZone =
    event.timezone && event.timezone !== event.school_timezone && event.timezone !== zone ? event.timezone : null;

  return (
    <DetailPage
      back={back}
      title={
        side === "School"
          ? t("detail.titleFrom", { name: event.university.name })
          : t("detail.titleTo", { name: event.school.name })
      }
      eyebrow={<VisitBadges event={event} />}
      actions={<VisitActionButtons event={event} type={type} onAction={(a, e) => run(a, e, tab)} onMessage={message} />}
      main={
        <>
          <Section title={t("detail.when")}>
            {event.is_past && live ? (
              <Alert color="yellow" variant="light" mb="md" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
                {t("detail.pastNotice")}
              </Alert>
            ) : null}
            {times && at ? (
              <SimpleGrid cols={{ base: 1, sm: requestedZone && times.viewer ? 3 : 2 }} spacing="lg">
                <ZonedTimeBlock title={t("detail.schoolTime")} time={times.school} />
                {times.viewer ? <ZonedTimeBlock title={t("detail.yourTime")} time={times.viewer} /> : null}
                {requestedZone ? (
                  <ZonedTimeBlock title={t("detail.requestedTime")} time={zonedTime(at.start, at.end, requestedZone)} />
                ) : null}
                {!times.viewer && !requestedZone ? (
                  <Text size="sm" c="dimmed">
                    {t("detail.sameZone")}
                  </Text>
                ) : null}
              </SimpleGrid>
            ) : (
              <Text size="sm" c="dimmed">
                {t("detail.noDate")}
              </Text>
            )}
          </Section>
          <VisitDetails event={event} />
          <Section title={t("detail.history")} icon={<IconHistory size={18} aria-hidden="true" />}>
            <StatusHistory history={event.history} zone={zone} />
          </Section>
        </>
      }
      side={
        <>
          <Section title={t("columns.school")}>
            <Stack gap={2}>
              <Text fw={600}>{event.school.name}</Text>
              <Text size="sm" c="dimmed">
                {[event.school.city, countryName(event.school.country)].filter(Boolean).join(", ") || "—"}
              </Text>
              <Text size="xs" c="dimmed">
                {timezoneLabel(event.school_timezone, event.starts_at ?? undefined)}
              </Text>
            </Stack>
          </Section>
          <Section title={t("columns.university")}>
            <Stack gap={4} align="flex-start">
              <Text fw={600}>{event.university.name}</Text>
              {side === "School" ? (
                <UniversityProfileLink name={event.university.name} onOpen={() => openProfile(event.university.id)} />
              ) : null}
            </Stack>
          </Section>
          <LocationCard key={event.location ?? ""} event={event} editable={side === "School" && live} />
          <MeetingCard target={{ event_id: event.id }} editable={live && !event.is_past} />
        </>
      }
    >
      {dialogs}
      <UniversityProfileDrawer id={profileId} zone={zone} onClose={() => openProfile(null)} />
    </DetailPage>
  );
}

/** /events/$id and /events-list/$id: spec 2 §2, §3 Event/Visit. */
export default function VisitDetailPage() {
  const ready = useNamespace("visits");
  const type = useSessionStore((s) => s.data?.institute_type);
  const profileZone = useSessionStore((s) => s.data?.timezone);
  if (!ready || !type) return <RouteLoader />;
  return <VisitDetailScreen type={type} zone={viewerZone(profileZone)} />;
}

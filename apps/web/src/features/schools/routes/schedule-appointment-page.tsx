import { Alert, Anchor, Button, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconCalendarCheck, IconSchoolOff } from "@tabler/icons-react";
import { Link, useNavigate, useParams, useSearch } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyStatePanel } from "../../../components/ui/empty-state-panel";
import { RouteLoader } from "../../../components/ui/route-loader";
import { ApiError } from "../../../lib/api-client";
import { useCountryName } from "../../../lib/reference/country-names";
import "../../../lib/dates";
import { todayIn } from "../../../lib/dates";
import { useNamespace } from "../../../lib/i18n";
import { selectSignedIn, useSessionStore } from "../../../lib/session-store";
import { usePublicAvailability } from "../api/get-public-availability";
import {
  datesOfWeek,
  firstOpenWeek,
  lookaheadEnd,
  PUBLIC_OPENING_WEEKS,
  type SlotSelection,
  selectionFromSearch,
  signInToBookPath,
  viewerZoneOf,
  weekEnd,
  weekStartOf,
} from "../booking-model";
import { BookingForm } from "../components/booking-form";
import { SignInToBook, UniversitiesOnly } from "../components/sign-in-to-book";

function NotFound() {
  const { t } = useTranslation("schools");
  return (
    <EmptyStatePanel
      icon={<IconSchoolOff size={28} aria-hidden="true" />}
      title={t("public.notFoundTitle")}
      description={t("public.notFoundBody")}
    />
  );
}

function ScheduleScreen({ schoolId }: { schoolId: number }) {
  const { t } = useTranslation("schools");
  const countryName = useCountryName();
  const navigate = useNavigate();
  const rawSearch = useSearch({ strict: false }) as Record<string, unknown>;
  const selection = useMemo(() => selectionFromSearch(rawSearch), [rawSearch]);
  const signedIn = useSessionStore(selectSignedIn);
  const user = useSessionStore((s) => s.data);
  // Times in the signed-in user's own zone (their profile), as on Book now; the browser's for a visitor.
  const viewerZone = useMemo(() => viewerZoneOf(user?.timezone), [user?.timezone]);
  const thisWeek = weekStartOf(todayIn(viewerZone));
  // A shared link with a chosen time opens on its week; else the page opens on the first week with an open time
  // (as Book now does), found in one look over the coming weeks.
  const [chosenWeek, setChosenWeek] = useState<string | null>(() =>
    selection && selection.date > thisWeek ? weekStartOf(selection.date) : null,
  );
  const [booked, setBooked] = useState<{ id: number; status: string } | null>(null);
  // Signed in, the answer also says which dates the user's institution holds: one cache entry per viewer.
  const viewerId = signedIn ? (user?.partner_id ?? 0) : 0;
  const opening = usePublicAvailability(
    schoolId,
    { start: thisWeek, end: lookaheadEnd(thisWeek, PUBLIC_OPENING_WEEKS) },
    viewerId,
    chosenWeek === null,
  );
  const openWeek = opening.data ? firstOpenWeek(opening.data.data, thisWeek) : null;
  const weekStart = chosenWeek ?? openWeek ?? thisWeek;
  // The first week shown is inside the look-ahead's answer: drawn from it, without a second request (issue 28).
  const availability = usePublicAvailability(
    schoolId,
    { start: weekStart, end: weekEnd(weekStart) },
    viewerId,
    chosenWeek !== null,
  );
  const shown = chosenWeek === null ? opening : availability;
  const shownData = useMemo(
    () =>
      chosenWeek === null && opening.data
        ? { ...opening.data, data: datesOfWeek(opening.data.data, weekStart) }
        : availability.data,
    [chosenWeek, opening.data, availability.data, weekStart],
  );

  const select = (next: SlotSelection | null) => {
    const search = next ? { slot: String(next.slot_id), date: next.date } : {};
    void navigate({ to: `/schedule-appointment/${schoolId}`, search, replace: true });
  };

  const failed = availability.error ?? opening.error;
  if (failed) {
    return failed instanceof ApiError && failed.status === 404 ? (
      <NotFound />
    ) : (
      <EmptyStatePanel
        icon={<IconSchoolOff size={28} aria-hidden="true" />}
        title={t("detail.errorTitle")}
        description={t("detail.errorBody")}
      />
    );
  }
  const known = shownData ?? opening.data;
  const school = known?.school;
  const schoolZone = known?.timezone ?? "UTC";
  // Weeks are the school's calendar weeks (as on Book now) once its zone is known.
  const firstWeek = weekStartOf(todayIn(known?.timezone ?? viewerZone));
  const place = school ? [school.city, countryName(school.country)].filter(Boolean).join(", ") : "";
  const isUniversity = signedIn && user?.institute_type === "University";

  return (
    <Stack gap="lg" maw={880} mx="auto">
      <Stack gap={6}>
        <Text size="sm" c="quad.7" fw={600} tt="uppercase" style={{ letterSpacing: 0.4 }}>
          {t("public.eyebrow")}
        </Text>
        {school ? (
          <Title order={1} fz={{ base: "1.6rem", sm: "2rem" }}>
            {school.name}
          </Title>
        ) : (
          <Skeleton height={36} width="50%" />
        )}
        {place ? (
          <Text c="dimmed" size="sm">
            {place}
          </Text>
        ) : null}
        <Text size="sm" maw={640}>
          {t("public.intro")}
        </Text>
      </Stack>

      {booked ? (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCalendarCheck size={18} aria-hidden="true" />}
          title={booked.status === "confirm" ? t("public.bookedConfirmedTitle") : t("public.bookedPendingTitle")}
        >
          <Stack gap={6} align="flex-start">
            <Text size="sm">{t("public.bookedBody", { school: school?.name ?? "" })}</Text>
            <Anchor component={Link} to={`/events-list/${booked.id}`} size="sm" fw={600}>
              {t("public.viewVisit")}
            </Anchor>
          </Stack>
        </Alert>
      ) : null}

      <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
        <BookingForm
          schoolId={schoolId}
          schoolName={school?.name ?? ""}
          schoolZone={schoolZone}
          availability={{
            data: shownData?.data,
            autoConfirm: shownData?.auto_confirm,
            loading: shown.isLoading || (shown.isFetching && shown.isPlaceholderData),
            refetch: shown.refetch,
          }}
          weekStart={weekStart}
          firstWeek={firstWeek}
          onWeekChange={setChosenWeek}
          selection={selection}
          onSelectionChange={select}
          defaultZone={viewerZone}
          onBooked={(event) => setBooked({ id: event.id, status: event.status })}
          blocked={
            isUniversity ? undefined : signedIn ? (
              <UniversitiesOnly />
            ) : (
              <SignInToBook
                hasSelection={selection !== null}
                onSignIn={() => void navigate({ href: signInToBookPath(schoolId, selection) })}
              />
            )
          }
          secondaryAction={
            selection ? (
              <Button variant="subtle" color="gray" onClick={() => select(null)}>
                {t("public.clear")}
              </Button>
            ) : undefined
          }
        />
      </Paper>
    </Stack>
  );
}

/** /schedule-appointment/$id — a school's public booking link: open slots to anyone, booking for university reps. */
export default function ScheduleAppointmentPage() {
  const ready = useNamespace("schools");
  const params = useParams({ strict: false }) as { id?: string };
  const id = Number(params.id);
  if (!ready) return <RouteLoader />;
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  return <ScheduleScreen key={id} schoolId={id} />;
}

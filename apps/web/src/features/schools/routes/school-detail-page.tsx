import { Anchor, Avatar, Badge, Button, Grid, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconCalendarPlus, IconSchoolOff, IconSend } from "@tabler/icons-react";
import { Link, useParams } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyStatePanel } from "../../../components/ui/empty-state-panel";
import { RouteLoader } from "../../../components/ui/route-loader";
import { ApiError } from "../../../lib/api-client";
import { useCountryName } from "../../../lib/reference/country-names";
import { useSchoolSizeName } from "../../../lib/reference/school-size-names";
import "../../../lib/dates";
import { useNamespace } from "../../../lib/i18n";
import { useSchoolDetail } from "../api/get-school-detail";
import { AvailabilitySummaryCard } from "../components/availability-summary-card";
import { type BookTarget, BookVisitModal } from "../components/book-visit-modal";
import { FeedbacksCard } from "../components/feedbacks-card";
import { RatingStars } from "../components/rating-stars";
import { SchoolProfileCard } from "../components/school-profile-card";
import { SchoolVisitsCard } from "../components/school-visits-card";
import { SendRequestModal } from "../components/send-request-modal";

function BackLink() {
  const { t } = useTranslation("schools");
  return (
    <Anchor component={Link} to="/schools" size="sm" c="dimmed">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden="true" />
        {t("detail.back")}
      </Group>
    </Anchor>
  );
}

function DetailSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true">
      <Group gap="md">
        <Skeleton circle height={64} />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton height={28} width="40%" />
          <Skeleton height={14} width="25%" />
        </Stack>
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Skeleton height={260} radius="lg" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Skeleton height={200} radius="lg" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function SchoolMissing({ notFound }: { notFound: boolean }) {
  const { t } = useTranslation("schools");
  return (
    <Stack gap="lg">
      <BackLink />
      <EmptyStatePanel
        icon={<IconSchoolOff size={28} aria-hidden="true" />}
        title={notFound ? t("detail.notFoundTitle") : t("detail.errorTitle")}
        description={notFound ? t("detail.notFoundBody") : t("detail.errorBody")}
        action={
          <Button component={Link} to="/schools" variant="light">
            {t("detail.back")}
          </Button>
        }
      />
    </Stack>
  );
}

function SchoolDetailScreen({ id }: { id: number }) {
  const { t } = useTranslation("schools");
  const sizeName = useSchoolSizeName();
  const countryName = useCountryName();
  const detail = useSchoolDetail(id);
  const [booking, setBooking] = useState<BookTarget | null>(null);
  const [requesting, setRequesting] = useState<BookTarget | null>(null);

  if (detail.isLoading) return <DetailSkeleton />;
  if (detail.error || !detail.data) {
    return <SchoolMissing notFound={detail.error instanceof ApiError && detail.error.status === 404} />;
  }

  const { school, visits } = detail.data;
  const target: BookTarget = { id: school.id, name: school.name, timezone: school.timezone };
  const place = [school.city, school.state, countryName(school.country)].filter(Boolean).join(", ");

  return (
    <Stack gap="lg">
      <BackLink />
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <Avatar src={school.logo_url} size={64} radius="md" color="quad" alt="">
            {school.name.slice(0, 2).toUpperCase()}
          </Avatar>
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: "1.5rem", sm: "1.75rem" }}>
              {school.name}
            </Title>
            {place ? (
              <Text size="sm" c="dimmed">
                {place}
              </Text>
            ) : null}
            <Group gap="xs" wrap="wrap">
              {school.school_type ? (
                <Badge variant="light" color="quad">
                  {t(`types.${school.school_type}`)}
                </Badge>
              ) : null}
              {school.school_size ? (
                <Badge variant="light" color="gray" tt="none">
                  {sizeName(school.school_size)}
                </Badge>
              ) : null}
              {school.ceeb_code ? (
                <Badge variant="outline" color="gray">
                  {t("table.ceeb", { code: school.ceeb_code })}
                </Badge>
              ) : null}
              <RatingStars rating={school.rating} count={school.ratings_count} />
            </Group>
          </Stack>
        </Group>
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconSend size={16} aria-hidden="true" />}
            onClick={() => setRequesting(target)}
          >
            {t("actions.sendRequest")}
          </Button>
          <Button leftSection={<IconCalendarPlus size={16} aria-hidden="true" />} onClick={() => setBooking(target)}>
            {t("actions.bookNow")}
          </Button>
        </Group>
      </Group>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="lg">
            <SchoolProfileCard school={school} />
            <SchoolVisitsCard visits={visits} schoolZone={school.timezone ?? "UTC"} />
            <FeedbacksCard schoolId={school.id} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Stack gap="lg">
            <AvailabilitySummaryCard
              schoolId={school.id}
              schoolZone={school.timezone ?? "UTC"}
              onBook={() => setBooking(target)}
              onRequest={() => setRequesting(target)}
            />
            {school.confirmation_message ? (
              <Paper withBorder radius="lg" p="lg">
                <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={4}>
                  {t("detail.confirmationMessage")}
                </Text>
                <Text size="sm">{school.confirmation_message}</Text>
              </Paper>
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>

      <BookVisitModal
        school={booking}
        onClose={() => setBooking(null)}
        onRequestInstead={(s) => {
          setBooking(null);
          setRequesting(s);
        }}
      />
      <SendRequestModal school={requesting} onClose={() => setRequesting(null)} />
    </Stack>
  );
}

/** /schools/$id — a school's profile, availability, visits and ratings (University). */
export default function SchoolDetailPage() {
  const ready = useNamespace("schools");
  const params = useParams({ strict: false }) as { id?: string };
  const id = Number(params.id);
  if (!ready) return <RouteLoader />;
  if (!Number.isInteger(id) || id <= 0) return <SchoolMissing notFound />;
  return <SchoolDetailScreen key={id} id={id} />;
}

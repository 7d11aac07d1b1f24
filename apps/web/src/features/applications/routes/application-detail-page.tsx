import { Anchor, Button, Grid, Group, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import type { ApplicationResponse } from "@quad/contract/api/applications";
import { IconArrowLeft, IconFileSearch, IconInfoCircle } from "@tabler/icons-react";
import { Link, useParams } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { EmptyStatePanel } from "../../../components/ui/empty-state-panel";
import { PageHeader } from "../../../components/ui/page-header";
import { RouteLoader } from "../../../components/ui/route-loader";
import { ApiError } from "../../../lib/api-client";
import { useDatesReady, viewerZone } from "../../../lib/dates";
import { useNamespace } from "../../../lib/i18n";
import { useCountryName } from "../../../lib/reference/country-names";
import { useSessionStore } from "../../../lib/session-store";
import { useApplication } from "../api/get-application";
import { ActivityTimeline } from "../components/activity-timeline";
import { ApplicantSections } from "../components/applicant-sections";
import { NewBadge, ResultBadge, StatusAge, StatusBadge } from "../components/application-badges";
import { day } from "../components/applications-table";
import { CommentsCard } from "../components/comments-card";
import { DepositCard } from "../components/deposit-card";
import { DocumentsCard } from "../components/documents-card";
import { ReviewStepper } from "../components/review-stepper";
import { SectionCard } from "../components/section-card";
import { UcasCard } from "../components/ucas-card";
import { fullName } from "../model";

const LIST_PATH = "/direct-apply/applications";

function Summary({ app }: { app: ApplicationResponse["application"] }) {
  const { t } = useTranslation("applications");
  const countryName = useCountryName();
  const rows: [string, string][] = [
    [t("columns.program"), app.program.name],
    [t("summary.institution"), app.institution.name],
    [t("summary.course"), app.course?.name ?? "—"],
    [t("summary.intake"), app.intake_round?.name ?? "—"],
    [t("columns.startDate"), day(app.start_date)],
    [t("columns.submittedAt"), day(app.submitted_at)],
    [t("columns.documentUploadDate"), day(app.document_upload_date)],
    [t("summary.country"), countryName(app.country?.name) ?? "—"],
    [t("summary.school"), app.school?.name ?? "—"],
  ];
  return (
    <SectionCard id="summary" title={t("summary.title")} icon={<IconInfoCircle size={18} aria-hidden="true" />}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 1 }} spacing="sm" verticalSpacing={8} component="dl" m={0}>
        {rows.map(([label, value]) => (
          <Stack key={label} gap={0}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: "anywhere" }}>
              {value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}

function DetailScreen({ zone }: { zone: string }) {
  const { t } = useTranslation("applications");
  const params = useParams({ strict: false }) as { id?: string };
  const id = /^[1-9]\d{0,9}$/.test(params.id ?? "") ? Number(params.id) : Number.NaN;
  const query = useApplication(id);

  const back = (
    <Anchor component={Link} to={LIST_PATH} size="sm" c="dimmed">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={14} aria-hidden="true" />
        {t("detail.back")}
      </Group>
    </Anchor>
  );

  const notFound = Number.isNaN(id) || (query.error instanceof ApiError && query.error.status === 404);
  if (notFound) {
    return (
      <Stack gap="lg">
        {back}
        <EmptyStatePanel
          icon={<IconFileSearch size={28} aria-hidden="true" />}
          title={t("detail.notFoundTitle")}
          description={t("detail.notFoundBody")}
          action={
            <Button component={Link} to={LIST_PATH}>
              {t("detail.backToList")}
            </Button>
          }
        />
      </Stack>
    );
  }

  const app = query.data?.application;
  if (!app) {
    return (
      <Stack gap="lg" aria-busy="true">
        {back}
        <Skeleton h={36} w="50%" />
        <Grid>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack>
              <Skeleton h={180} radius="lg" />
              <Skeleton h={220} radius="lg" />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack>
              <Skeleton h={160} radius="lg" />
              <Skeleton h={140} radius="lg" />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    );
  }

  return (
    <Stack gap={0}>
      <Stack gap="xs" mb="xs">
        {back}
      </Stack>
      <PageHeader
        eyebrow={
          <Group gap={6}>
            <StatusBadge status={app.status} />
            {app.result ? <ResultBadge result={app.result} /> : null}
            {app.is_new ? <NewBadge /> : null}
          </Group>
        }
        title={fullName(app.student)}
        description={t("detail.subtitle", { program: app.program.name, date: day(app.submitted_at) })}
        actions={<StatusAge days={app.days_in_status} overdue={app.is_overdue} />}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <ReviewStepper app={app} />
            <DocumentsCard documents={app.documents} teamDocuments={app.university_documents} />
            <ApplicantSections app={app} />
            <ActivityTimeline applicationId={app.id} zone={zone} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Summary app={app} />
            <DepositCard app={app} />
            <UcasCard app={app} />
            <CommentsCard applicationId={app.id} zone={zone} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** /direct-apply/applications/$id: spec 3 §2 detail (notifications of type StudentApplication lead here). */
export default function ApplicationDetailPage() {
  const ready = useNamespace("applications");
  const datesReady = useDatesReady();
  const profileZone = useSessionStore((s) => s.data?.timezone);
  if (!ready || !datesReady) return <RouteLoader />;
  return <DetailScreen zone={viewerZone(profileZone)} />;
}

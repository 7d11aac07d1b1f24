import { Group, SimpleGrid, Stack, Text } from "@mantine/core";
import type { ApplicationResponse } from "@quad/contract/api/applications";
import { IconFileSearch, IconInfoCircle } from "@tabler/icons-react";
import { useParams } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { BackLink, DetailNotFound, DetailPage, DetailSkeleton } from "../../../components/ui/detail-page";
import { RouteLoader } from "../../../components/ui/route-loader";
import { SectionCard } from "../../../components/ui/section-card";
import { ApiError } from "../../../lib/api-client";
import { useDatesReady, viewerZone } from "../../../lib/dates";
import { useNamespace } from "../../../lib/i18n";
import { useCountryName } from "../../../lib/reference/country-names";
import { useSessionStore } from "../../../lib/session-store";
import { useApplication } from "../api/get-application";
import { useMarkApplicationSeen } from "../api/mark-application-seen";
import { ActivityTimeline } from "../components/activity-timeline";
import { ApplicantSections } from "../components/applicant-sections";
import { NewBadge, ReleaseBadge, ResultBadge, StatusAge, StatusBadge } from "../components/application-badges";
import { day } from "../components/applications-table";
import { CommentsCard } from "../components/comments-card";
import { DepositCard } from "../components/deposit-card";
import { DocumentsCard } from "../components/documents-card";
import { PaymentsCard } from "../components/payments-card";
import { ReviewStepper } from "../components/review-stepper";
import { SchoolDocumentUpload } from "../components/school-documents";
import { UcasCard } from "../components/ucas-card";
import { fullName } from "../model/display";

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

/**
 * A school's counsellor reads what its student shared (decision 072): status and result, the documents (the
 * student's and the school's own, which it adds), the shared sections and the history; no review action.
 */
function schoolParts(app: ApplicationResponse["application"], zone: string) {
  const student = app.documents.filter((d) => !d.from_school);
  const school = app.documents.filter((d) => d.from_school);
  return {
    main: (
      <>
        <DocumentsCard documents={student} teamDocuments={school} school />
        <SchoolDocumentUpload app={app} />
        <ApplicantSections app={app} shared />
        <ActivityTimeline applicationId={app.id} zone={zone} />
      </>
    ),
    side: <Summary app={app} />,
  };
}

function DetailScreen({ zone, school }: { zone: string; school: boolean }) {
  const { t } = useTranslation("applications");
  const params = useParams({ strict: false }) as { id?: string };
  const id = /^[1-9]\d{0,9}$/.test(params.id ?? "") ? Number(params.id) : Number.NaN;
  const query = useApplication(id);
  // The New badge is the university's reading mark: a school does not clear it.
  useMarkApplicationSeen(id, query.isSuccess && !school);

  const back = <BackLink to={LIST_PATH}>{t("detail.back")}</BackLink>;

  const notFound = Number.isNaN(id) || (query.error instanceof ApiError && query.error.status === 404);
  if (notFound) {
    return (
      <DetailNotFound
        back={back}
        icon={<IconFileSearch size={28} aria-hidden="true" />}
        title={t("detail.notFoundTitle")}
        description={school ? t("detail.notFoundBodySchool") : t("detail.notFoundBody")}
        listTo={LIST_PATH}
        listLabel={t("detail.backToList")}
      />
    );
  }

  const app = query.data?.application;
  if (!app) return <DetailSkeleton back={back} main={[180, 220]} side={[160, 140]} />;
  const parts = school ? schoolParts(app, zone) : null;

  return (
    <DetailPage
      back={back}
      eyebrow={
        <Group gap={6}>
          <StatusBadge status={app.status} />
          {app.result ? <ResultBadge result={app.result} /> : null}
          <ReleaseBadge release={app.decision_release} />
          {app.is_new ? <NewBadge /> : null}
        </Group>
      }
      title={fullName(app.student)}
      description={t("detail.subtitle", { program: app.program.name, date: day(app.submitted_at) })}
      actions={<StatusAge days={app.days_in_status} overdue={app.is_overdue} />}
      main={
        parts?.main ?? (
          <>
            <ReviewStepper app={app} />
            <DocumentsCard documents={app.documents} teamDocuments={app.university_documents} />
            <ApplicantSections app={app} />
            <ActivityTimeline applicationId={app.id} zone={zone} />
          </>
        )
      }
      side={
        parts?.side ?? (
          <>
            <Summary app={app} />
            <DepositCard app={app} />
            <PaymentsCard applicationId={app.id} />
            <UcasCard app={app} />
            <CommentsCard applicationId={app.id} zone={zone} />
          </>
        )
      }
    />
  );
}

/** /direct-apply/applications/$id: spec 3 §2 detail (notifications of type StudentApplication lead here). */
export default function ApplicationDetailPage() {
  const ready = useNamespace("applications");
  const datesReady = useDatesReady();
  const profileZone = useSessionStore((s) => s.data?.timezone);
  const school = useSessionStore((s) => s.data?.institute_type === "School");
  if (!ready || !datesReady) return <RouteLoader />;
  return <DetailScreen zone={viewerZone(profileZone)} school={school} />;
}

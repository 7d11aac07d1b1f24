import { Anchor, Breadcrumbs, Skeleton, Stack } from "@mantine/core";
import { Link, useParams } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { UniversityProfileView } from "../../../../components/university-profile/university-profile-view";
import { ApiError } from "../../../../lib/api-client";
import { useNamespace } from "../../../../lib/i18n";
import { parseUniversityParam } from "../../../../lib/university-profile/model";
import { ProgramsSection } from "../../applications/components/programs-section";
import { useInstitution } from "../api/get-institution";
import { CatalogueFrame } from "../components/catalogue-frame";
import { NotFoundCard } from "../components/not-found-card";
import { useViewer } from "../components/use-viewer";

function Missing() {
  const { t } = useTranslation("universityProfile");
  return <NotFoundCard title={t("notFound.title")} body={t("notFound.body")} />;
}

function InstitutionScreen({ id }: { id: number }) {
  const { t } = useTranslation("universityProfile");
  const viewer = useViewer();
  const query = useInstitution(id);
  if (query.isError && query.error instanceof ApiError && query.error.status === 404) return <Missing />;
  const back = (
    <Breadcrumbs separatorMargin={6}>
      <Anchor component={Link} to="/webinars" size="sm">
        {t("guest.back")}
      </Anchor>
    </Breadcrumbs>
  );
  if (!query.data) {
    return (
      <Stack gap="lg" aria-busy="true">
        {back}
        <Skeleton h={72} w="60%" />
        <Skeleton h={200} />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {back}
      <UniversityProfileView data={query.data} zone={viewer.zone} />
      <ProgramsSection institutionId={id} />
    </Stack>
  );
}

/**
 * /webinars/institutions/$id: a host university's public profile and its next sessions (issue 12 §1), and its active
 * programs a signed-in student applies to (issue 13 §3).
 */
export default function InstitutionPage() {
  const profileReady = useNamespace("universityProfile");
  // The university's programs and applying (issue 13 §3) speak direct apply's texts.
  const applicationsReady = useNamespace("applications");
  const ready = profileReady && applicationsReady;
  const params = useParams({ strict: false }) as { id?: string };
  const id = parseUniversityParam(params.id);
  return (
    <CatalogueFrame>
      {!ready ? null : id === null ? <Missing /> : <InstitutionScreen key={id} id={id} />}
    </CatalogueFrame>
  );
}

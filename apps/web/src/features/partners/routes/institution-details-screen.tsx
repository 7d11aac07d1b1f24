import { Alert, Badge, Paper, SimpleGrid, Skeleton, Stack } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/ui/page-header";
import { RouteLoader } from "../../../components/ui/route-loader";
import { useNamespace } from "../../../lib/i18n";
import { useSessionStore } from "../../../lib/session-store";
import { usePartner } from "../api/get-partner";
import { DetailsForm } from "../components/details-form";
import type { PartnerSegment } from "../model";

function DetailsSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Paper key={i} withBorder radius="lg" p="xl">
          <Skeleton height={20} width={180} mb="md" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {["a", "b", "c", "d"].map((k) => (
              <Skeleton key={k} height={56} />
            ))}
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}

/** /university-details and /school-details: the institution's profile (admins edit, members read). */
export function InstitutionDetailsScreen({ segment }: { segment: PartnerSegment }) {
  const ready = useNamespace("account");
  const { t } = useTranslation(["account", "translation"], { nsMode: "fallback" });
  const user = useSessionStore((s) => s.data);
  const partner = usePartner(segment, user?.partner_id ?? 0);
  if (!ready || !user) return <RouteLoader />;
  const kind = segment === "schools" ? "school" : "university";

  return (
    <>
      <PageHeader
        title={t(`institution.title.${kind}`)}
        description={t(`institution.description.${kind}`)}
        eyebrow={
          <Badge variant="light" size="sm" w="fit-content">
            {user.company.name}
          </Badge>
        }
      />
      {!user.is_admin ? (
        <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden="true" />} mb="lg">
          {t("institution.readOnly")}
        </Alert>
      ) : null}
      {partner.data ? (
        <DetailsForm key={partner.dataUpdatedAt} partner={partner.data} segment={segment} canEdit={user.is_admin} />
      ) : partner.isError ? (
        <Alert color="red" variant="light">
          {t("institution.loadFailed")}
        </Alert>
      ) : (
        <DetailsSkeleton />
      )}
    </>
  );
}

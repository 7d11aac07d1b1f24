import { Alert, Stack } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/ui/page-header";
import { RouteLoader } from "../../../components/ui/route-loader";
import { useNamespace } from "../../../lib/i18n";
import { useSessionStore } from "../../../lib/session-store";
import { ConnectionFilesSection } from "../components/connection-files-section";
import { CrmSection } from "../components/crm-section";
import { DownloadFormatSection } from "../components/download-format-section";
import { LeadCategoriesSection } from "../components/lead-categories-section";

function ConfigurationScreen({ partnerId, isAdmin }: { partnerId: number; isAdmin: boolean }) {
  const { t } = useTranslation("configuration");
  return (
    <Stack gap={0}>
      <PageHeader title={t("title")} description={t("description")} />
      <Stack gap="lg">
        {isAdmin ? null : (
          <Alert variant="light" color="gray" icon={<IconLock size={18} aria-hidden="true" />} data-testid="read-only">
            {t("readOnly")}
          </Alert>
        )}
        <DownloadFormatSection canEdit={isAdmin} />
        <LeadCategoriesSection canEdit={isAdmin} />
        <CrmSection universityId={partnerId} canEdit={isAdmin} />
        <ConnectionFilesSection isAdmin={isAdmin} />
      </Stack>
    </Stack>
  );
}

/** /configuration (University, spec 1 §6): download format, lead categories, CRM and connection files. */
export default function ConfigurationPage() {
  const ready = useNamespace("configuration");
  const partnerId = useSessionStore((s) => s.data?.partner_id);
  const isAdmin = useSessionStore((s) => s.data?.is_admin === true);
  if (!ready || partnerId === undefined) return <RouteLoader />;
  return <ConfigurationScreen partnerId={partnerId} isAdmin={isAdmin} />;
}

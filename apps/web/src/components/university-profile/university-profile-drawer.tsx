import { Alert, Drawer, Skeleton, Stack } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../lib/api-client";
import { useNamespace } from "../../lib/i18n";
import { usePhone } from "../../lib/screen";
import { useUniversityProfile } from "../../lib/university-profile/get-university-profile";
import { UniversityProfileView } from "./university-profile-view";

function DrawerBody({ id, zone }: { id: number; zone: string }) {
  const { t } = useTranslation("universityProfile");
  const query = useUniversityProfile(id);
  if (query.isLoading) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={72} w="70%" />
        <Skeleton h={140} />
        <Skeleton h={120} />
      </Stack>
    );
  }
  if (query.isError || !query.data) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Alert
        color={notFound ? "gray" : "red"}
        title={notFound ? t("notFound.title") : undefined}
        icon={<IconAlertCircle size={18} aria-hidden="true" />}
      >
        {notFound ? t("notFound.body") : t("loadFailed")}
      </Alert>
    );
  }
  return <UniversityProfileView data={query.data} zone={zone} narrow headingOrder={2} />;
}

/**
 * A university's public profile in a drawer over a school's screen; its address (?university=ID) can be
 * shared. Opening it records a profile view of the school's staff member on the university.
 */
export function UniversityProfileDrawer({
  id,
  zone,
  onClose,
}: {
  id: number | null;
  zone: string;
  onClose: () => void;
}) {
  const ready = useNamespace("universityProfile");
  const { t } = useTranslation("universityProfile");
  const phone = usePhone();
  return (
    <Drawer
      opened={id !== null && ready}
      onClose={onClose}
      position="right"
      size={phone ? "100%" : "xl"}
      title={t("title")}
      closeButtonProps={{ "aria-label": t("close") }}
      styles={{
        body: { paddingTop: 16, paddingBottom: 32 },
        content: { background: "var(--mantine-color-gray-0)" },
        header: { background: "var(--mantine-color-gray-0)" },
      }}
    >
      {id !== null && ready ? <DrawerBody id={id} zone={zone} /> : null}
    </Drawer>
  );
}

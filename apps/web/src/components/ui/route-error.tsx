import { Button, Center } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { EmptyStatePanel } from "./empty-state-panel";

/** Error boundary of the router: a chunk that failed to load or a screen that crashed. */
export function RouteError({ reset }: { reset?: () => void }) {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" p="md">
      <EmptyStatePanel
        icon={<IconAlertTriangle size={28} stroke={1.6} />}
        color="red"
        title={t("errors.screenTitle")}
        description={t("errors.screenBody")}
        action={
          <Button
            variant="light"
            onClick={() => {
              reset?.();
              window.location.reload();
            }}
          >
            {t("errors.reload")}
          </Button>
        }
      />
    </Center>
  );
}

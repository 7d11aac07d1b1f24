import { Button } from "@mantine/core";
import { IconFilterOff, IconUsers } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { EmptyStatePanel } from "../../../components/ui/empty-state-panel";

/** Nothing in this tab: no connection yet, or none matching (with the reset). */
export function ConnectionsEmptyState({
  filtered,
  client,
  onReset,
}: {
  filtered: boolean;
  client: boolean;
  onReset: () => void;
}) {
  const { t } = useTranslation("connections");
  if (filtered) {
    return (
      <EmptyStatePanel
        compact
        icon={<IconFilterOff size={28} aria-hidden="true" />}
        title={t("empty.filteredTitle")}
        description={t("empty.filteredBody")}
        action={
          <Button variant="light" onClick={onReset}>
            {t("empty.reset")}
          </Button>
        }
      />
    );
  }
  return (
    <EmptyStatePanel
      compact
      icon={<IconUsers size={28} aria-hidden="true" />}
      title={t("empty.title")}
      description={client ? t("empty.bodyClient") : t("empty.body")}
    />
  );
}

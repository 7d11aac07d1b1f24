import { Button } from "@mantine/core";
import type { InstituteType } from "@quad/contract/rules/constants";
import { IconFileDescription, IconFilterOff, IconSchool } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { EmptyStatePanel } from "../../../components/ui/empty-state-panel";

/**
 * Nothing to list: a School none of whose students shared an application yet (where they come from), an
 * institution without any application yet (what to do first), an empty tab, or no match (with the reset).
 */
export function ApplicationsEmptyState({
  type,
  filtered,
  none,
  tab,
  onReset,
}: {
  type: InstituteType;
  filtered: boolean;
  /** The institution has no application in any tab. */
  none: boolean;
  tab: "upcoming" | "past";
  onReset: () => void;
}) {
  const { t } = useTranslation("applications");
  if (type === "School" && none && !filtered) {
    return (
      <EmptyStatePanel
        compact
        icon={<IconSchool size={28} aria-hidden="true" />}
        title={t("empty.schoolTitle")}
        description={t("empty.schoolBody")}
        action={
          <Button component={Link} to="/direct-apply/programs" variant="light">
            {t("empty.schoolAction")}
          </Button>
        }
      />
    );
  }
  if (filtered) {
    return (
      <EmptyStatePanel
        compact
        icon={<IconFilterOff size={28} aria-hidden="true" />}
        title={t("empty.filteredTitle")}
        description={t("empty.filteredBody")}
        action={
          <Button variant="light" onClick={onReset}>
            {t("filters.reset")}
          </Button>
        }
      />
    );
  }
  if (none) {
    return (
      <EmptyStatePanel
        compact
        icon={<IconFileDescription size={28} aria-hidden="true" />}
        title={t("empty.firstTitle")}
        description={type === "ApplicationClient" ? t("empty.firstBodyClient") : t("empty.firstBody")}
        action={
          <Button component={Link} to="/direct-apply/programs">
            {t("empty.firstAction")}
          </Button>
        }
      />
    );
  }
  return (
    <EmptyStatePanel
      compact
      icon={<IconFileDescription size={28} aria-hidden="true" />}
      title={t(`empty.tabTitle.${tab}`)}
      description={t(`empty.tabBody.${tab}`)}
    />
  );
}

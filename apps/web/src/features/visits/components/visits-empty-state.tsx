import { Button } from "@mantine/core";
import type { InstituteType } from "@quad/contract/rules/constants";
import { IconCalendarOff, IconCalendarPlus, IconFilterOff, IconSchool } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { EmptyStatePanel } from "../../../components/ui/empty-state-panel";
import type { VisitTab } from "../model";

interface VisitsEmptyStateProps {
  type: InstituteType;
  tab: VisitTab;
  filtered: boolean;
  onClear: () => void;
}

/** Nothing in this tab: why, and the next step (School: set availability; University: find schools). */
export function VisitsEmptyState({ type, tab, filtered, onClear }: VisitsEmptyStateProps) {
  const { t } = useTranslation("visits");
  if (filtered) {
    return (
      <EmptyStatePanel
        compact
        icon={<IconFilterOff size={28} aria-hidden="true" />}
        title={t("empty.filteredTitle")}
        description={t("empty.filteredBody")}
        action={
          <Button variant="light" onClick={onClear}>
            {t("empty.clear")}
          </Button>
        }
      />
    );
  }
  const school = type === "School";
  const action =
    type === "ApplicationClient" ? null : school ? (
      <Button component={Link} to="/availability" leftSection={<IconCalendarPlus size={16} aria-hidden="true" />}>
        {t("empty.setAvailability")}
      </Button>
    ) : (
      <Button component={Link} to="/schools" leftSection={<IconSchool size={16} aria-hidden="true" />}>
        {t("empty.findSchools")}
      </Button>
    );
  const body =
    tab === "past"
      ? t("empty.pastBody")
      : school
        ? t("empty.upcomingBodySchool")
        : type === "ApplicationClient"
          ? t("empty.upcomingBodyClient")
          : t("empty.upcomingBodyUniversity");
  return (
    <EmptyStatePanel
      compact
      icon={<IconCalendarOff size={28} aria-hidden="true" />}
      title={tab === "past" ? t("empty.pastTitle") : t("empty.upcomingTitle")}
      description={body}
      action={action}
    />
  );
}

import { Button } from "@mantine/core";
import { IconFilterOff, IconPlus, IconSchool } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { EmptyStatePanel } from "../../../components/ui/empty-state-panel";
import { NEW_PROGRAM_ID, programPath } from "../model";

interface ProgramsEmptyStateProps {
  filtered: boolean;
  canWrite: boolean;
  onClear: () => void;
}

/** No program to show: none match (clear the filters), or none yet (create the first one). */
export function ProgramsEmptyState({ filtered, canWrite, onClear }: ProgramsEmptyStateProps) {
  const { t } = useTranslation("programs");
  if (filtered) {
    return (
      <EmptyStatePanel
        compact
        icon={<IconFilterOff size={28} aria-hidden="true" />}
        title={t("empty.filteredTitle")}
        description={t("empty.filteredBody")}
        action={
          <Button variant="light" onClick={onClear}>
            {t("filters.clear")}
          </Button>
        }
      />
    );
  }
  return (
    <EmptyStatePanel
      compact
      icon={<IconSchool size={28} aria-hidden="true" />}
      title={t("empty.title")}
      description={canWrite ? t("empty.body") : t("empty.bodyReader")}
      action={
        canWrite ? (
          <Button
            component={Link}
            to={programPath(NEW_PROGRAM_ID)}
            leftSection={<IconPlus size={16} aria-hidden="true" />}
          >
            {t("empty.create")}
          </Button>
        ) : undefined
      }
    />
  );
}

/** A school reaches direct apply but publishes no programs: what it finds here instead. */
export function SchoolProgramsState() {
  const { t } = useTranslation("programs");
  return (
    <EmptyStatePanel
      icon={<IconSchool size={30} aria-hidden="true" />}
      title={t("school.title")}
      description={t("school.body")}
      action={
        <Button component={Link} to="/direct-apply/applications" variant="light">
          {t("school.applications")}
        </Button>
      }
    />
  );
}

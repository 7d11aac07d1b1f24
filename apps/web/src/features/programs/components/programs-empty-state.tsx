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

/**
 * A school publishes no programs (decision 074): its catalogue is empty (no program open yet), or it opened a
 * program's editor (`editor`), which is the universities' — the catalogue is where it reads programs.
 */
export function SchoolProgramsState({ editor = false }: { editor?: boolean }) {
  const { t } = useTranslation("programs");
  return (
    <EmptyStatePanel
      icon={<IconSchool size={30} aria-hidden="true" />}
      title={t("school.title")}
      description={editor ? t("school.editorBody") : t("school.body")}
      action={
        editor ? (
          <Button component={Link} to="/direct-apply/programs" variant="light">
            {t("school.catalogue")}
          </Button>
        ) : (
          <Button component={Link} to="/direct-apply/applications" variant="light">
            {t("school.applications")}
          </Button>
        )
      }
    />
  );
}

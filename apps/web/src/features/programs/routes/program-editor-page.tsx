import { Button, Paper, Skeleton, Stack } from "@mantine/core";
import { IconArrowLeft, IconFileUnknown } from "@tabler/icons-react";
import { Link, useParams } from "@tanstack/react-router";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { EmptyStatePanel } from "../../../components/ui/empty-state-panel";
import { PageHeader } from "../../../components/ui/page-header";
import { RouteLoader } from "../../../components/ui/route-loader";
import { useDatesReady } from "../../../lib/dates";
import { useNamespace } from "../../../lib/i18n";
import { useSessionStore } from "../../../lib/session-store";
import { useProgram } from "../api/get-program";
import { ProgramEditor } from "../components/program-editor";
import { SchoolProgramsState } from "../components/programs-empty-state";
import { canWritePrograms, editorTarget, PROGRAMS_PATH } from "../model";

function NotFound() {
  const { t } = useTranslation("programs");
  return (
    <Stack gap={0}>
      <PageHeader title={t("editor.notFoundTitle")} />
      <EmptyStatePanel
        icon={<IconFileUnknown size={30} aria-hidden="true" />}
        title={t("editor.notFoundTitle")}
        description={t("editor.notFoundBody")}
        action={
          <Button
            component={Link}
            to={PROGRAMS_PATH}
            variant="light"
            leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
          >
            {t("editor.back")}
          </Button>
        }
      />
    </Stack>
  );
}

function EditorSkeleton() {
  const { t } = useTranslation("programs");
  return (
    <Stack gap="md" aria-busy="true" aria-label={t("editor.loading")}>
      <Skeleton h={14} w={120} />
      <Skeleton h={32} w={320} />
      <Skeleton h={40} />
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <Skeleton h={36} />
          <Skeleton h={36} />
          <Skeleton h={90} />
        </Stack>
      </Paper>
    </Stack>
  );
}

function EditorScreen({ id, canWrite }: { id: number | "new"; canWrite: boolean }) {
  const { t } = useTranslation("programs");
  const query = useProgram(id === "new" ? null : id);
  const title = id === "new" ? t("editor.newTitle") : query.data?.name;
  useEffect(() => {
    if (title) document.title = `${title} · Quad`;
  }, [title]);
  if (id === "new") return canWrite ? <ProgramEditor key="new" program={null} canWrite /> : <NotFound />;
  if (query.isPending) return <EditorSkeleton />;
  if (query.isError || !query.data) return <NotFound />;
  // A saved program starts a fresh form (a new one turns into its id after the first save).
  return <ProgramEditor key={query.data.id} program={query.data} canWrite={canWrite} />;
}

/** /direct-apply/programs/$id and /direct-apply/programs/new: spec 3 §2 program editor, issue 13 §1. */
export default function ProgramEditorPage() {
  const ready = useNamespace("programs");
  const datesReady = useDatesReady();
  const { t } = useTranslation("programs");
  const params = useParams({ strict: false }) as { id?: string };
  const type = useSessionStore((s) => s.data?.institute_type);
  const role = useSessionStore((s) => s.data?.role.name);
  if (!ready || !datesReady || !type || !role) return <RouteLoader />;
  if (type === "School")
    return (
      <Stack gap={0}>
        <PageHeader title={t("list.title")} description={t("school.description")} />
        <SchoolProgramsState editor />
      </Stack>
    );
  const target = editorTarget(params.id);
  if (target === null) return <NotFound />;
  return <EditorScreen id={target} canWrite={canWritePrograms(type, role)} />;
}

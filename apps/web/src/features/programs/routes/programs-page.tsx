import { Button, Paper, Stack } from "@mantine/core";
import type { ProgramRow } from "@quad/contract/api/programs";
import { IconDownload, IconPlus } from "@tabler/icons-react";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ListBody } from "../../../components/ui/list-body";
import { ListFooter } from "../../../components/ui/list-footer";
import { PageHeader } from "../../../components/ui/page-header";
import { RouteLoader } from "../../../components/ui/route-loader";
import { useDatesReady } from "../../../lib/dates";
import { useNamespace } from "../../../lib/i18n";
import { listView, useDeferredList } from "../../../lib/list-state";
import { usePhone } from "../../../lib/screen";
import { useSessionStore } from "../../../lib/session-store";
import { institutionPath } from "../../../lib/webinar-paths";
import { useDownloadPrograms } from "../api/download-programs";
import { useProgramsList } from "../api/list-programs";
import { useProgramUniversities } from "../api/list-universities";
import { ProgramCards, ProgramCardsSkeleton } from "../components/program-cards";
import { ProgramsEmptyState, SchoolProgramsState } from "../components/programs-empty-state";
import { ProgramsFilters } from "../components/programs-filters";
import { ProgramsTable } from "../components/programs-table";
import { useProgramActions } from "../components/use-program-actions";
import {
  canWritePrograms,
  clearFilters,
  isFiltered,
  NEW_PROGRAM_ID,
  PROGRAMS_PATH,
  type ProgramsSearch,
  parseProgramsSearch,
  programPath,
  programsFilters,
  programsSearchParams,
} from "../model";

/**
 * The programs list; for a school (`school`, decision 074) the catalogue its students can apply to, read-only: a
 * program opens its university's page in the webinar area, where students apply.
 */
function ProgramsScreen({ canWrite, school = false }: { canWrite: boolean; school?: boolean }) {
  const { t } = useTranslation("programs");
  const navigate = useNavigate();
  const phone = usePhone();
  const rawSearch = useSearch({ strict: false }) as Record<string, unknown>;
  const search = useMemo(() => parseProgramsSearch(rawSearch), [rawSearch]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list key follows the filters' values
  const filters = useMemo(() => programsFilters(search), [JSON.stringify(search)]);
  const list = useDeferredList(useProgramsList(filters));
  const universities = useProgramUniversities();
  const download = useDownloadPrograms();
  const { run, dialogs, busy } = useProgramActions();

  const setSearch = (patch: Partial<ProgramsSearch>) =>
    void navigate({ to: PROGRAMS_PATH, search: programsSearchParams({ ...search, ...patch }), replace: true });

  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.programs) ?? [], [list.data]);
  const first = list.data?.pages[0];
  const filtered = isFiltered(search);
  const { empty, waiting, fetching } = listView(list, rows.length);
  const open = (row: ProgramRow) =>
    school ? void navigate({ to: institutionPath(row.university.id) }) : void navigate({ to: programPath(row.id) });

  const brandNew = empty && !filtered;

  return (
    <Stack gap={0}>
      <PageHeader
        title={t("list.title")}
        description={school ? t("school.description") : t("list.description")}
        actions={
          school ? null : (
            <>
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden="true" />}
                loading={download.isPending}
                disabled={brandNew}
                onClick={() => download.mutate(filters)}
              >
                {t("list.download")}
              </Button>
              {canWrite ? (
                <Button
                  component={Link}
                  to={programPath(NEW_PROGRAM_ID)}
                  leftSection={<IconPlus size={16} aria-hidden="true" />}
                >
                  {t("list.new")}
                </Button>
              ) : null}
            </>
          )
        }
      />
      <Paper withBorder radius="lg" p={{ base: "sm", sm: "md" }}>
        <Stack gap="md">
          {brandNew ? null : (
            <ProgramsFilters
              search={search}
              universities={universities.data ?? []}
              onChange={setSearch}
              onClear={() => setSearch(clearFilters(search))}
              school={school}
            />
          )}
          <ListBody
            phone={phone}
            empty={empty}
            waiting={waiting}
            emptyState={
              school && !filtered ? (
                <SchoolProgramsState />
              ) : (
                <ProgramsEmptyState
                  filtered={filtered}
                  canWrite={canWrite}
                  onClear={() => setSearch(clearFilters(search))}
                />
              )
            }
            cards={
              <ProgramCards
                rows={rows}
                canWrite={canWrite}
                busyId={busy}
                onAction={run}
                onOpen={open}
                school={school}
              />
            }
            table={
              <ProgramsTable
                rows={rows}
                fetching={fetching}
                sort={search}
                onSort={setSearch}
                canWrite={canWrite}
                busyId={busy}
                onAction={run}
                onOpen={open}
                school={school}
              />
            }
            skeleton={<ProgramCardsSkeleton />}
          />
          {rows.length > 0 && first ? (
            <ListFooter
              summary={
                filtered
                  ? t("list.showingFiltered", { shown: rows.length, matched: first.matched, total: first.total })
                  : t("list.showing", { shown: rows.length, total: first.total })
              }
              hasNextPage={list.hasNextPage}
              fetchingNextPage={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
              loadMoreLabel={t("list.loadMore")}
            />
          ) : null}
        </Stack>
      </Paper>
      {dialogs}
    </Stack>
  );
}

/** /direct-apply/programs: spec 3 §2 programs list, issue 13 §1. */
export default function ProgramsPage() {
  const ready = useNamespace("programs");
  const datesReady = useDatesReady();
  const { t } = useTranslation("programs");
  const type = useSessionStore((s) => s.data?.institute_type);
  const role = useSessionStore((s) => s.data?.role.name);
  useEffect(() => {
    if (ready) document.title = `${t("list.title")} · Quad`;
  }, [ready, t]);
  if (!ready || !datesReady || !type || !role) return <RouteLoader />;
  if (type === "School") return <ProgramsScreen canWrite={false} school />;
  return <ProgramsScreen canWrite={canWritePrograms(type, role)} />;
}

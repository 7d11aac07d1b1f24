import { Button, Group, Paper, Select, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedCallback, useDisclosure } from "@mantine/hooks";
import type { TeamMember } from "@quad/contract/api/team";
import { IconDownload, IconMailPlus, IconSearch, IconUserPlus, IconUsers } from "@tabler/icons-react";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { DataTable, type DataTableSortStatus } from "mantine-datatable";
import { Segmented } from "../../../components/ui/segmented";
import "mantine-datatable/styles.css";
import { rolesFor } from "@quad/contract/rules/team-roles";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyStatePanel } from "../../../components/ui/empty-state-panel";
import { PageHeader } from "../../../components/ui/page-header";
import { RouteLoader } from "../../../components/ui/route-loader";
import { useDataTableSortLabels } from "../../../lib/data-table-sort-labels";
import { useSessionStore } from "../../../lib/session-store";
import { downloadTeam, useTeamList } from "../api/list-team";
import { BulkActions } from "../components/bulk-actions";
import { InviteDialog } from "../components/invite-dialog";
import { MemberDrawer } from "../components/member-drawer";
import { useTeamColumns } from "../components/team-columns";
import { memberName, parseTeamSearch, type TeamSearch, teamFilters, teamSearchParams } from "../model";
import { useTeamTexts } from "../use-team-texts";

function TeamScreen() {
  const { t } = useTranslation("team");
  const isAdmin = useSessionStore((s) => s.data?.is_admin === true);
  const instituteType = useSessionStore((s) => s.data?.institute_type ?? "University");
  const navigate = useNavigate();
  const rawSearch = useSearch({ strict: false }) as Record<string, unknown>;
  const search = useMemo(() => parseTeamSearch(rawSearch), [rawSearch]);
  const filters = useMemo(() => teamFilters(search), [search]);
  const list = useTeamList(filters);
  const [selected, setSelected] = useState<TeamMember[]>([]);
  const [drawer, setDrawer] = useState<{ opened: boolean; member: TeamMember | null }>({ opened: false, member: null });
  const [inviteOpened, invite] = useDisclosure(false);
  const [searchText, setSearchText] = useState(search.q);
  const [downloading, setDownloading] = useState(false);

  const setSearch = (patch: Partial<TeamSearch>) => {
    setSelected([]);
    void navigate({ to: "/team", search: teamSearchParams({ ...search, ...patch }), replace: true });
  };
  const debouncedSearch = useDebouncedCallback((q: string) => setSearch({ q: q.trim() }), 300);

  const members = list.data?.pages.flatMap((p) => p.members) ?? [];
  const first = list.data?.pages[0];
  const matched = first?.matched ?? 0;
  const total = first?.total ?? 0;
  const sortStatus: DataTableSortStatus<TeamMember> = { columnAccessor: search.sort, direction: search.dir };
  const filtered = search.role !== "all" || search.status !== "all" || search.q !== "";

  const download = async () => {
    setDownloading(true);
    try {
      const { csv_url } = await downloadTeam(filters);
      window.open(csv_url, "_blank", "noopener");
    } catch {
      // The API client already showed the error.
    } finally {
      setDownloading(false);
    }
  };

  const openMember = (member: TeamMember | null) => setDrawer({ opened: true, member });

  const columns = useTeamColumns(isAdmin, openMember);
  const sortLabelsRef = useDataTableSortLabels();
  const roleOptions = ["all", ...rolesFor(instituteType)].map((r) => ({ value: r, label: t(`filters.roles.${r}`) }));

  return (
    <Stack gap={0}>
      <PageHeader
        title={t("title")}
        description={isAdmin ? t("descriptionAdmin") : t("descriptionMember")}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              onClick={download}
              loading={downloading}
            >
              {t("actions.download")}
            </Button>
            {isAdmin ? (
              <>
                <Button
                  variant="light"
                  leftSection={<IconMailPlus size={16} aria-hidden="true" />}
                  onClick={invite.open}
                >
                  {t("actions.invite")}
                </Button>
                <Button leftSection={<IconUserPlus size={16} aria-hidden="true" />} onClick={() => openMember(null)}>
                  {t("actions.add")}
                </Button>
              </>
            ) : null}
          </>
        }
      />

      <Paper withBorder radius="lg" p="md">
        <Stack gap="md">
          <Group justify="space-between" gap="sm" wrap="wrap">
            {/* Four roles do not fit a phone's width as a segmented control: a select there. */}
            <Segmented
              visibleFrom="sm"
              aria-label={t("filters.role")}
              value={search.role}
              onChange={(role) => setSearch({ role: role as TeamSearch["role"] })}
              data={roleOptions}
            />
            <Select
              hiddenFrom="sm"
              w="100%"
              aria-label={t("filters.role")}
              value={search.role}
              allowDeselect={false}
              onChange={(role) => setSearch({ role: (role ?? "all") as TeamSearch["role"] })}
              data={roleOptions}
            />
            <Group gap="sm" wrap="wrap" w={{ base: "100%", sm: "auto" }}>
              <Select
                aria-label={t("filters.status")}
                w={{ base: "100%", sm: 180 }}
                value={search.status}
                onChange={(status) => setSearch({ status: (status ?? "all") as TeamSearch["status"] })}
                data={[
                  { value: "all", label: t("filters.statuses.all") },
                  { value: "active", label: t("filters.statuses.active") },
                  { value: "deactivated", label: t("filters.statuses.deactivated") },
                ]}
              />
              <TextInput
                aria-label={t("filters.search")}
                placeholder={t("filters.searchPlaceholder")}
                leftSection={<IconSearch size={16} aria-hidden="true" />}
                w={{ base: "100%", sm: 280 }}
                value={searchText}
                onChange={(e) => {
                  setSearchText(e.currentTarget.value);
                  debouncedSearch(e.currentTarget.value);
                }}
              />
            </Group>
          </Group>

          {isAdmin && selected.length > 0 ? <BulkActions selected={selected} onDone={() => setSelected([])} /> : null}

          {list.isSuccess && members.length === 0 ? (
            <EmptyStatePanel
              compact
              icon={<IconUsers size={28} aria-hidden="true" />}
              title={filtered ? t("empty.filteredTitle") : t("empty.title")}
              description={filtered ? t("empty.filteredBody") : t("empty.body")}
              action={
                filtered ? (
                  <Button
                    variant="light"
                    onClick={() => {
                      setSearchText("");
                      setSearch({ role: "all", status: "all", q: "" });
                    }}
                  >
                    {t("empty.clear")}
                  </Button>
                ) : null
              }
            />
          ) : (
            <DataTable<TeamMember>
              aria-label={t("table.label")}
              tableRef={sortLabelsRef}
              withTableBorder={false}
              minHeight={members.length ? undefined : 240}
              maxHeight={640}
              highlightOnHover
              verticalAlign="center"
              fetching={list.isLoading || (list.isFetching && !list.isFetchingNextPage)}
              noRecordsText=""
              records={members}
              idAccessor="id"
              sortStatus={sortStatus}
              onSortStatusChange={(s) =>
                setSearch({ sort: s.columnAccessor as TeamSearch["sort"], dir: s.direction as TeamSearch["dir"] })
              }
              onScrollToBottom={() => {
                if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
              }}
              selectedRecords={isAdmin ? selected : undefined}
              onSelectedRecordsChange={isAdmin ? setSelected : undefined}
              allRecordsSelectionCheckboxProps={{ "aria-label": t("table.selectAll") }}
              getRecordSelectionCheckboxProps={(m) => ({ "aria-label": t("table.select", { name: memberName(m) }) })}
              columns={columns}
            />
          )}

          {members.length > 0 ? (
            <Group justify="space-between">
              <Text size="sm" c="dimmed" aria-live="polite">
                {t("table.showing", { shown: members.length, matched, total })}
              </Text>
              {list.hasNextPage ? (
                <Button
                  variant="subtle"
                  size="xs"
                  loading={list.isFetchingNextPage}
                  onClick={() => list.fetchNextPage()}
                >
                  {t("table.loadMore")}
                </Button>
              ) : null}
            </Group>
          ) : null}
        </Stack>
      </Paper>

      {isAdmin ? (
        <>
          <MemberDrawer
            opened={drawer.opened}
            member={drawer.member}
            onClose={() => setDrawer((d) => ({ ...d, opened: false }))}
          />
          <InviteDialog opened={inviteOpened} onClose={invite.close} />
        </>
      ) : null}
    </Stack>
  );
}

/** /team — spec 1 §2 Team screen. */
export default function TeamPage() {
  const ready = useTeamTexts();
  return ready ? <TeamScreen /> : <RouteLoader />;
}

import { Badge, Button, Group, Paper, Select, Stack, Tabs, Text, TextInput, UnstyledButton } from "@mantine/core";
import { useDebouncedCallback, useDisclosure } from "@mantine/hooks";
import type { PartnerWebinar } from "@quad/contract/api/partner-webinars";
import type { InstituteType } from "@quad/contract/rules/constants";
import { WEBINAR_STATUSES, WEBINAR_TABS } from "@quad/contract/rules/partner-webinars";
import { IconMapPin, IconPlus, IconSearch, IconVideo } from "@tabler/icons-react";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { DataTable, type DataTableColumn } from "mantine-datatable";
import "mantine-datatable/styles.css";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/ui/page-header";
import { Pager } from "../../../components/ui/pager";
import { RouteLoader } from "../../../components/ui/route-loader";
import { todayIn, viewerZone } from "../../../lib/dates";
import { useNamespace } from "../../../lib/i18n";
import { localized } from "../../../lib/localized";
import { usePhone } from "../../../lib/screen";
import { useSessionStore } from "../../../lib/session-store";
import { useWebinarFormOptions } from "../api/get-webinar-form-options";
import { usePartnerWebinars } from "../api/list-partner-webinars";
import { SessionBadges } from "../components/session-badges";
import { SessionFormDrawer } from "../components/session-form-drawer";
import { SessionWhen } from "../components/session-when";
import {
  emptySessionForm,
  parseSessionsSearch,
  type SessionsSearch,
  sessionsFilters,
  sessionsSearchParams,
} from "../model";

function Seats({ w }: { w: PartnerWebinar }) {
  const { t } = useTranslation("sessions");
  return (
    <Text size="sm">
      {w.capacity === null
        ? t("list.registeredOnly", { count: w.registered_count })
        : t("list.registeredOf", { count: w.registered_count, capacity: w.capacity })}
    </Text>
  );
}

function Format({ w }: { w: PartnerWebinar }) {
  const { t } = useTranslation("sessions");
  return (
    <Group gap={4} wrap="nowrap">
      {w.is_in_person ? <IconMapPin size={14} aria-hidden="true" /> : <IconVideo size={14} aria-hidden="true" />}
      <Text size="sm" lineClamp={1}>
        {w.is_in_person ? (w.location ?? t("form.inPerson")) : t("form.online")}
      </Text>
    </Group>
  );
}

function SessionsScreen({ zone, type }: { zone: string; type: InstituteType | undefined }) {
  const { t, i18n } = useTranslation("sessions");
  // Texts follow the host: a school's fairs and evenings, a university's sessions (`title_School`).
  const host = { context: type };
  const navigate = useNavigate();
  const phone = usePhone();
  const rawSearch = useSearch({ strict: false }) as Record<string, unknown>;
  const search = useMemo(() => parseSessionsSearch(rawSearch), [rawSearch]);
  const filters = useMemo(() => sessionsFilters(search), [search]);
  const list = usePartnerWebinars(filters);
  const options = useWebinarFormOptions();
  const [searchText, setSearchText] = useState(search.q);
  const [creating, drawer] = useDisclosure(false);

  const setSearch = (patch: Partial<SessionsSearch>) => {
    void navigate({
      to: "/event/sessions",
      search: sessionsSearchParams({ ...search, page: 1, ...patch }),
      replace: true,
    });
  };
  const debouncedSearch = useDebouncedCallback((q: string) => setSearch({ q: q.trim() }), 300);
  const open = (w: PartnerWebinar) => void navigate({ to: `/event/sessions/${w.id}` });

  const data = list.data;
  const rows = data?.webinars ?? [];
  const filtered = search.status !== "all" || search.q !== "" || search.category !== null;
  const categoryOptions = (options.data?.categories ?? []).map((c) => ({
    value: String(c.id),
    label: localized(c.name, c.name_zh, i18n.language),
  }));

  const columns: DataTableColumn<PartnerWebinar>[] = [
    {
      accessor: "title",
      title: t("columns.session"),
      render: (w) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {w.title}
          </Text>
          <Text size="xs" c="dimmed">
            {[
              w.category ? localized(w.category.name, w.category.name_zh, i18n.language) : null,
              w.provider_event?.title,
            ]
              .filter(Boolean)
              .join(" · ")}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: "start_time",
      title: t("columns.when"),
      width: 260,
      render: (w) => <SessionWhen start={w.start_time} end={w.end_time} sessionZone={w.timezone} viewerZone={zone} />,
    },
    { accessor: "is_in_person", title: t("columns.format"), width: 180, render: (w) => <Format w={w} /> },
    { accessor: "registered_count", title: t("columns.registrations"), width: 150, render: (w) => <Seats w={w} /> },
    { accessor: "status", title: t("columns.status"), width: 150, render: (w) => <SessionBadges webinar={w} /> },
  ];

  const pages = data ? Math.max(1, Math.ceil(data.total_count / data.per_page)) : 1;
  const empty = list.isSuccess && !list.isPlaceholderData && rows.length === 0;

  return (
    <Stack gap={0}>
      <PageHeader
        title={t("list.title", host)}
        description={t("list.description", host)}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={drawer.open}>
            {t("list.new")}
          </Button>
        }
      />
      <Paper withBorder radius="lg" p={{ base: "sm", sm: "md" }}>
        <Tabs value={search.tab} onChange={(tab) => setSearch({ tab: (tab ?? "upcoming") as SessionsSearch["tab"] })}>
          <Tabs.List mb="md">
            {WEBINAR_TABS.map((tab) => (
              <Tabs.Tab
                key={tab}
                value={tab}
                rightSection={
                  data ? (
                    <Badge
                      size="sm"
                      variant="light"
                      color={tab === "live" && data.tab_counts.live ? "red" : "gray"}
                      c={tab === "live" && data.tab_counts.live ? undefined : "#3d4349"}
                    >
                      {data.tab_counts[tab]}
                    </Badge>
                  ) : null
                }
              >
                {t(`tabs.${tab}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Stack gap="md">
          <Group gap="sm" wrap="wrap">
            <TextInput
              aria-label={t("filters.search")}
              placeholder={t("filters.search")}
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              w={{ base: "100%", xs: 280 }}
              value={searchText}
              onChange={(e) => {
                setSearchText(e.currentTarget.value);
                debouncedSearch(e.currentTarget.value);
              }}
            />
            <Select
              aria-label={t("filters.status")}
              w={{ base: "100%", xs: 180 }}
              value={search.status}
              onChange={(v) => setSearch({ status: (v ?? "all") as SessionsSearch["status"] })}
              data={[
                { value: "all", label: t("filters.allStatuses") },
                ...WEBINAR_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
              ]}
              allowDeselect={false}
            />
            <Select
              aria-label={t("filters.category")}
              placeholder={t("filters.allCategories")}
              w={{ base: "100%", xs: 220 }}
              value={search.category ? String(search.category) : null}
              onChange={(v) => setSearch({ category: v ? Number(v) : null })}
              data={categoryOptions}
              clearable
            />
          </Group>

          {empty ? (
            <Stack align="center" gap="xs" py="xl">
              <Text fw={600}>{filtered ? t("empty.filteredTitle") : t(`empty.${search.tab}Title`)}</Text>
              <Text size="sm" c="dimmed" ta="center" maw={420}>
                {filtered ? t("empty.filteredBody") : t("empty.body", host)}
              </Text>
              {filtered ? (
                <Button
                  variant="subtle"
                  onClick={() => {
                    setSearchText("");
                    setSearch({ status: "all", q: "", category: null });
                  }}
                >
                  {t("empty.clear")}
                </Button>
              ) : (
                <Button variant="light" leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={drawer.open}>
                  {t("list.new")}
                </Button>
              )}
            </Stack>
          ) : phone ? (
            <Stack gap="sm">
              {rows.map((w) => (
                <UnstyledButton key={w.id} onClick={() => open(w)}>
                  <Paper withBorder radius="md" p="sm">
                    <Stack gap={6}>
                      <Group justify="space-between" align="flex-start" wrap="nowrap">
                        <Text fw={600} size="sm">
                          {w.title}
                        </Text>
                        <SessionBadges webinar={w} />
                      </Group>
                      <SessionWhen start={w.start_time} end={w.end_time} sessionZone={w.timezone} viewerZone={zone} />
                      <Group justify="space-between">
                        <Format w={w} />
                        <Seats w={w} />
                      </Group>
                    </Stack>
                  </Paper>
                </UnstyledButton>
              ))}
            </Stack>
          ) : (
            <DataTable
              withTableBorder={false}
              highlightOnHover
              minHeight={rows.length ? undefined : 160}
              records={rows}
              columns={columns}
              fetching={list.isLoading || list.isFetching}
              onRowClick={({ record }) => open(record)}
              noRecordsText={t("empty.loading")}
              idAccessor="id"
            />
          )}
          {data && data.total_count > data.per_page ? (
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t("list.total", { count: data.total_count })}
              </Text>
              <Pager total={pages} value={search.page} onChange={(page) => setSearch({ page })} size="sm" />
            </Group>
          ) : null}
        </Stack>
      </Paper>
      <SessionFormDrawer
        opened={creating}
        onClose={drawer.close}
        initialValues={emptySessionForm(zone, todayIn(zone))}
        onSaved={(w) => {
          drawer.close();
          void navigate({ to: `/event/sessions/${w.id}` });
        }}
      />
    </Stack>
  );
}

/** /event/sessions: the sessions an institution hosts (issue 10 §4; a school's too, issue 24 §2). */
export default function SessionsPage() {
  const ready = useNamespace("sessions");
  const profileZone = useSessionStore((s) => s.data?.timezone);
  const type = useSessionStore((s) => s.data?.institute_type);
  if (!ready) return <RouteLoader />;
  return <SessionsScreen zone={viewerZone(profileZone)} type={type} />;
}

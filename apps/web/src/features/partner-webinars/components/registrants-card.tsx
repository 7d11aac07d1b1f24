import { Badge, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import type { Registrant } from "@quad/contract/api/partner-webinars";
import { formatJoinedDuration, REGISTRATION_STATUSES } from "@quad/contract/rules/partner-webinars";
import { IconCheck, IconDownload, IconSearch } from "@tabler/icons-react";
import { DataTable, type DataTableColumn } from "mantine-datatable";
import { formatSessionDate, formatSessionTime } from "../../../lib/dates";
import "mantine-datatable/styles.css";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Pager } from "../../../components/ui/pager";
import { usePhone } from "../../../lib/screen";
import { downloadRegistrants, useRegistrants } from "../api/list-registrants";
import { type RegistrationStatus, registrantsFilters } from "../model";

const STATUS_COLORS: Record<RegistrationStatus, string> = {
  registered: "teal",
  waitlisted: "orange",
  cancelled: "gray",
};
const STATUS_TEXT: Record<RegistrationStatus, string | undefined> = {
  registered: undefined,
  waitlisted: "#8a3a00",
  cancelled: "#3d4349",
};

function Joined({ r, zone }: { r: Registrant; zone: string }) {
  const { t } = useTranslation("sessions");
  if (!r.first_joined_at)
    return (
      <Text size="sm" c="dimmed">
        {t("registrants.notJoined")}
      </Text>
    );
  return (
    <Stack gap={0}>
      <Text size="sm">{formatSessionTime(r.first_joined_at, zone)}</Text>
      <Text size="xs" c="dimmed">
        {t("registrants.forDuration", { duration: formatJoinedDuration(r.joined_seconds) || "0s" })}
      </Text>
    </Stack>
  );
}

const Yes = ({ label }: { label: string }) => (
  <Group gap={4} wrap="nowrap">
    <IconCheck size={16} color="var(--mantine-color-teal-8)" aria-hidden="true" />
    <Text size="sm">{label}</Text>
  </Group>
);

/** Who registered, who joined and for how long, who checked in, who watched the replay; with a CSV download. */
export function RegistrantsCard({ sessionId, zone }: { sessionId: number; zone: string }) {
  const { t } = useTranslation("sessions");
  const phone = usePhone();
  const [q, setQ] = useState("");
  const [text, setText] = useState("");
  const [status, setStatus] = useState<RegistrationStatus | "all">("all");
  const [page, setPage] = useState(1);
  const [downloading, setDownloading] = useState(false);
  const filters = registrantsFilters(q, status, page);
  const list = useRegistrants(sessionId, filters);
  const debounced = useDebouncedCallback((v: string) => {
    setQ(v);
    setPage(1);
  }, 300);
  const rows = list.data?.registrants ?? [];
  const total = list.data?.total_count ?? 0;

  const download = async () => {
    setDownloading(true);
    try {
      const { csv_url } = await downloadRegistrants(sessionId, filters);
      window.open(csv_url, "_blank", "noopener");
    } catch {
      // The API client already showed the error.
    } finally {
      setDownloading(false);
    }
  };

  const statusBadge = (s: RegistrationStatus) => (
    <Badge variant="light" radius="sm" color={STATUS_COLORS[s]} c={STATUS_TEXT[s]} style={{ flexShrink: 0 }}>
      {t(`registrants.status.${s}`)}
    </Badge>
  );
  const columns: DataTableColumn<Registrant>[] = [
    {
      accessor: "last_name",
      title: t("registrants.columns.guest"),
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {r.first_name} {r.last_name}
          </Text>
          <Text size="xs" c="dimmed">
            {r.email}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: "role",
      title: t("registrants.columns.role"),
      width: 150,
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm">{t(`registrants.roles.${r.role}`)}</Text>
          {r.institute_name ? (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {r.institute_name}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { accessor: "status", title: t("registrants.columns.status"), width: 130, render: (r) => statusBadge(r.status) },
    {
      accessor: "registered_at",
      title: t("registrants.columns.registeredAt"),
      width: 150,
      render: (r) => <Text size="sm">{formatSessionDate(r.registered_at, zone)}</Text>,
    },
    {
      accessor: "first_joined_at",
      title: t("registrants.columns.joined"),
      width: 140,
      render: (r) => <Joined r={r} zone={zone} />,
    },
    {
      accessor: "attended_at",
      title: t("registrants.columns.checkedIn"),
      width: 120,
      render: (r) => (r.attended_at ? <Yes label={formatSessionTime(r.attended_at, zone)} /> : null),
    },
    {
      accessor: "is_video_watched",
      title: t("registrants.columns.replay"),
      width: 110,
      render: (r) => (r.is_video_watched ? <Yes label={t("registrants.watched")} /> : null),
    },
  ];

  return (
    <Paper withBorder radius="lg" p={{ base: "sm", sm: "md" }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="lg">
            {t("registrants.title")}
          </Title>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            onClick={download}
            loading={downloading}
            disabled={total === 0}
          >
            {t("registrants.download")}
          </Button>
        </Group>
        <Group gap="sm" wrap="wrap">
          <TextInput
            aria-label={t("registrants.search")}
            placeholder={t("registrants.search")}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            w={{ base: "100%", xs: 280 }}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              debounced(e.currentTarget.value);
            }}
          />
          <Select
            aria-label={t("registrants.filterStatus")}
            w={{ base: "100%", xs: 180 }}
            value={status}
            allowDeselect={false}
            onChange={(v) => {
              setStatus((v ?? "all") as RegistrationStatus | "all");
              setPage(1);
            }}
            data={[
              { value: "all", label: t("registrants.allStatuses") },
              ...REGISTRATION_STATUSES.map((s) => ({ value: s, label: t(`registrants.status.${s}`) })),
            ]}
          />
        </Group>
        {list.isSuccess && rows.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="lg">
            {q || status !== "all" ? t("registrants.noMatch") : t("registrants.none")}
          </Text>
        ) : phone ? (
          <Stack gap="xs">
            {rows.map((r) => (
              <Paper key={r.id} withBorder radius="md" p="sm">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Stack gap={0}>
                    <Text size="sm" fw={600}>
                      {r.first_name} {r.last_name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {r.email}
                    </Text>
                    <Text size="xs">{t(`registrants.roles.${r.role}`)}</Text>
                  </Stack>
                  {statusBadge(r.status)}
                </Group>
                <Group gap="md" mt={6}>
                  <Joined r={r} zone={zone} />
                  {r.attended_at ? <Yes label={t("registrants.columns.checkedIn")} /> : null}
                  {r.is_video_watched ? <Yes label={t("registrants.watched")} /> : null}
                </Group>
              </Paper>
            ))}
          </Stack>
        ) : (
          <DataTable
            withTableBorder={false}
            records={rows}
            columns={columns}
            fetching={list.isLoading}
            minHeight={rows.length ? undefined : 120}
            noRecordsText={t("empty.loading")}
          />
        )}
        {total > filters.per_page ? (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t("registrants.total", { count: total })}
            </Text>
            <Pager total={Math.ceil(total / filters.per_page)} value={page} onChange={setPage} size="sm" />
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

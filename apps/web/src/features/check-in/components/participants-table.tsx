import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { Participant } from "@quad/contract/api/check-in";
import { IconCheck, IconSearch, IconUserCheck, IconUserPlus, IconUsers } from "@tabler/icons-react";
import { DataTable, type DataTableColumn } from "mantine-datatable";
import { Segmented } from "../../../components/ui/segmented";
import "mantine-datatable/styles.css";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyStatePanel } from "../../../components/ui/empty-state-panel";
import { useEventParticipants } from "../api/get-event-participants";
import { checkInTime, type ParticipantFilter, personName, schoolName } from "../model";

const FILTERS: ParticipantFilter[] = ["all", "not_checked_in", "checked_in"];

interface Props {
  webinarId: number;
  zone: string;
  onCheckIn: (studentId: number) => Promise<boolean>;
  onWalkIn: () => void;
}

/** The event's registered guests with their check-in, filtered and searched on the server, paged by page_no. */
export function ParticipantsTable({ webinarId, zone, onCheckIn, onWalkIn }: Props) {
  const { t } = useTranslation("checkIn");
  const [status, setStatus] = useState<ParticipantFilter>("all");
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 300);
  const list = useEventParticipants(webinarId, { status, search_text: debounced });
  const [checking, setChecking] = useState<number | null>(null);
  const rows = list.data?.pages.flatMap((p) => p.participants) ?? [];
  const first = list.data?.pages[0];
  const filtered = status !== "all" || debounced.trim() !== "";

  const checkIn = async (p: Participant) => {
    setChecking(p.student_id);
    try {
      await onCheckIn(p.student_id);
    } finally {
      setChecking(null);
    }
  };

  const columns: DataTableColumn<Participant>[] = [
    {
      accessor: "name",
      title: t("table.name"),
      render: (p) => (
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate="end">
            {personName(p)}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {p.email}
          </Text>
          {/* Phones show no check-in column: its state sits under the name. */}
          {p.checked_in && p.attended_at ? (
            <Text size="xs" c="teal.9" fw={600} hiddenFrom="sm">
              {t("table.checkedInAt", { time: checkInTime(p.attended_at, zone) })}
            </Text>
          ) : null}
        </div>
      ),
    },
    {
      accessor: "school",
      title: t("table.school"),
      visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
      render: (p) => (
        <Stack gap={0}>
          <Text size="sm">{schoolName(p) ?? "—"}</Text>
          <Text size="xs" c="dimmed">
            {p.role === "student" ? (p.graduation_year ?? "—") : t(`roles.${p.role}`)}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: "status",
      title: t("table.status"),
      visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
      render: (p) =>
        p.checked_in && p.attended_at ? (
          <Stack gap={2}>
            <Badge color="teal" variant="light" radius="sm" size="sm">
              {t("table.checkedIn")}
            </Badge>
            <Text size="xs" c="dimmed">
              {checkInTime(p.attended_at, zone)}
              {p.check_in_method ? ` · ${t(`methods.${p.check_in_method}`)}` : ""}
            </Text>
          </Stack>
        ) : (
          <Badge color="gray" variant="light" radius="sm" size="sm">
            {t("table.notCheckedIn")}
          </Badge>
        ),
    },
    {
      accessor: "actions",
      title: <VisuallyHidden>{t("table.actions")}</VisuallyHidden>,
      textAlign: "right",
      render: (p) =>
        p.checked_in ? (
          <ThemeIcon variant="light" color="teal" radius="xl" size="md" hiddenFrom="sm" aria-hidden="true">
            <IconCheck size={16} />
          </ThemeIcon>
        ) : (
          <>
            <ActionIcon
              hiddenFrom="sm"
              variant="light"
              color="teal"
              size="lg"
              loading={checking === p.student_id}
              aria-label={t("table.checkInName", { name: personName(p) })}
              onClick={() => checkIn(p)}
            >
              <IconUserCheck size={18} aria-hidden="true" />
            </ActionIcon>
            <Button
              visibleFrom="sm"
              size="compact-sm"
              variant="light"
              color="teal"
              loading={checking === p.student_id}
              leftSection={<IconUserCheck size={14} aria-hidden="true" />}
              aria-label={t("table.checkInName", { name: personName(p) })}
              onClick={() => checkIn(p)}
            >
              {t("table.checkIn")}
            </Button>
          </>
        ),
    },
  ];

  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={3} fz="md">
            {t("participants.title")}
          </Title>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconUserPlus size={14} aria-hidden="true" />}
            onClick={onWalkIn}
          >
            {t("participants.walkIn")}
          </Button>
        </Group>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Segmented
            aria-label={t("participants.filter")}
            value={status}
            onChange={setStatus}
            data={FILTERS.map((f) => ({ value: f, label: t(`participants.filters.${f}`) }))}
          />
          <TextInput
            aria-label={t("participants.search")}
            placeholder={t("participants.search")}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            w={{ base: "100%", sm: 280 }}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
        </Group>
        {list.isSuccess && rows.length === 0 ? (
          <EmptyStatePanel
            compact
            icon={<IconUsers size={28} aria-hidden="true" />}
            title={filtered ? t("participants.filteredEmptyTitle") : t("participants.emptyTitle")}
            description={filtered ? t("participants.filteredEmptyBody") : t("participants.emptyBody")}
          />
        ) : (
          <DataTable<Participant>
            aria-label={t("participants.title")}
            withTableBorder={false}
            minHeight={rows.length ? undefined : 200}
            highlightOnHover
            verticalAlign="center"
            fetching={list.isLoading || (list.isFetching && !list.isFetchingNextPage)}
            noRecordsText=""
            records={rows}
            idAccessor="id"
            columns={columns}
          />
        )}
        {rows.length > 0 && first ? (
          <Group justify="space-between">
            <Text size="sm" c="dimmed" aria-live="polite">
              {t("participants.showing", { shown: rows.length, matched: first.matched, total: first.total })}
            </Text>
            {list.hasNextPage ? (
              <Button variant="subtle" size="xs" loading={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
                {t("participants.loadMore")}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from "@mantine/core";
import type { Slot } from "@quad/contract/api/availability";
import { IconCalendarOff, IconPencil, IconTrash } from "@tabler/icons-react";
import { DataTable } from "mantine-datatable";
import { dayjs, formatDate } from "../../../lib/dates";
import "mantine-datatable/styles.css";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyStatePanel } from "../../../components/ui/empty-state-panel";
import { showSuccessToast } from "../../../lib/api-client";
import { useDeleteSlots } from "../api/delete-slots";
import { useUnregisteredSlots } from "../api/list-unregistered-slots";
import { orderSlots, timeRange } from "../model";

interface Props {
  zoneLabel: string;
  zone: string | undefined;
  onEdit: (slot: Slot) => void;
  onAdd: () => void;
}

/**
 * The school's slots that never held a visit (GET unregistered_availabilities): they can be changed or
 * deleted freely, several at once (PUT bulk_delete).
 */
export function SlotList({ zoneLabel, zone, onEdit, onAdd }: Props) {
  const { t } = useTranslation("availability");
  const list = useUnregisteredSlots();
  const remove = useDeleteSlots();
  const [selected, setSelected] = useState<Slot[]>([]);
  const [confirming, setConfirming] = useState(false);
  const today = zone ? dayjs().tz(zone).format("YYYY-MM-DD") : dayjs().format("YYYY-MM-DD");
  const slots = useMemo(() => orderSlots(list.data?.slots ?? [], today), [list.data, today]);

  const doDelete = async () => {
    try {
      const ids = selected.map((s) => s.slot_id);
      await remove.mutateAsync(ids);
      showSuccessToast(t("slots.deleted", { count: ids.length }));
      setSelected([]);
    } catch {
      // The API client showed why.
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} fz="lg">
              {t("slots.title")}
            </Title>
            <Text size="sm" c="dimmed" maw={620}>
              {t("slots.description", { zone: zoneLabel })}
            </Text>
          </div>
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            disabled={selected.length === 0}
            onClick={() => setConfirming(true)}
          >
            {t("slots.deleteSelected", { count: selected.length })}
          </Button>
        </Group>

        {list.isSuccess && slots.length === 0 ? (
          <EmptyStatePanel
            compact
            icon={<IconCalendarOff size={28} aria-hidden="true" />}
            title={t("slots.emptyTitle")}
            description={t("slots.emptyBody")}
            action={<Button onClick={onAdd}>{t("actions.add")}</Button>}
          />
        ) : (
          <DataTable<Slot>
            aria-label={t("slots.tableLabel")}
            withTableBorder={false}
            minHeight={slots.length ? undefined : 220}
            highlightOnHover
            verticalAlign="center"
            fetching={list.isLoading}
            noRecordsText=""
            records={slots}
            idAccessor="slot_id"
            selectedRecords={selected}
            onSelectedRecordsChange={setSelected}
            allRecordsSelectionCheckboxProps={{ "aria-label": t("slots.selectAll") }}
            getRecordSelectionCheckboxProps={(s) => ({
              "aria-label": t("slots.select", {
                weekday: t(`weekdays.long.${s.day}`),
                time: timeRange(s.time_from, s.time_to),
                start: formatDate(s.start_date),
              }),
            })}
            columns={[
              {
                accessor: "day",
                title: t("slots.weekday"),
                render: (s) => t(`weekdays.long.${s.day}`),
              },
              {
                accessor: "time_from",
                title: t("slots.time"),
                render: (s) => timeRange(s.time_from, s.time_to),
              },
              { accessor: "capacity", title: t("form.capacity"), textAlign: "right" },
              {
                accessor: "start_date",
                title: t("slots.dates"),
                render: (s) => (
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm">
                      {s.start_date === s.end_date
                        ? formatDate(s.start_date)
                        : `${formatDate(s.start_date)} – ${formatDate(s.end_date)}`}
                    </Text>
                    {s.end_date < today ? (
                      <Badge size="xs" variant="light" color="gray">
                        {t("slots.past")}
                      </Badge>
                    ) : null}
                  </Group>
                ),
              },
              {
                accessor: "actions",
                title: <VisuallyHidden>{t("slots.actions")}</VisuallyHidden>,
                textAlign: "right",
                render: (s) => {
                  const label = t("slots.edit", {
                    weekday: t(`weekdays.long.${s.day}`),
                    time: timeRange(s.time_from, s.time_to),
                  });
                  return (
                    <Tooltip label={label}>
                      <ActionIcon variant="subtle" color="gray" aria-label={label} onClick={() => onEdit(s)}>
                        <IconPencil size={17} aria-hidden="true" />
                      </ActionIcon>
                    </Tooltip>
                  );
                },
              },
            ]}
          />
        )}
      </Stack>

      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={<Text fw={700}>{t("slots.confirmTitle", { count: selected.length })}</Text>}
        closeButtonProps={{ "aria-label": t("actions.close") }}
        centered
      >
        <Stack gap="md">
          <Alert color="red" variant="light">
            {t("slots.confirmBody", { count: selected.length })}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={remove.isPending}>
              {t("actions.keep")}
            </Button>
            <Button color="red" onClick={doDelete} loading={remove.isPending}>
              {t("actions.confirmDelete")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

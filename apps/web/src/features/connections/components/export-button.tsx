import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Divider,
  Group,
  Modal,
  Progress,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { ConnectionExport } from "@quad/contract/api/connections-export";
import { IconDownload, IconMailForward } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import type { ConnectionsSearch } from "../../../lib/connections-search";
import { formatDateTime } from "../../../lib/dates";
import { usePhone } from "../../../lib/screen";
import { useSessionStore } from "../../../lib/session-store";
import { useDownloadConnections, useDownloadStatus } from "../api/download-connections";
import { useMappedColumns } from "../api/get-mapped-columns";
import { exportFilters, exportHistory } from "../model";

const STATUS_COLORS: Record<ConnectionExport["status"], string> = {
  preparing: "blue",
  email_sent: "teal",
  failed: "red",
};

/** One export: when it was asked for, rows written of the filter's count ("20,412 of 20,412"), its status. */
export function ExportStatus({ item }: { item: ConnectionExport }) {
  const { t } = useTranslation("connections");
  const expected = item.expected_rows ?? 0;
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={500}>
            {formatDateTime(item.requested_at)}
          </Text>
          <Text size="xs" c="dimmed">
            {t("export.rows", { written: item.rows_written, expected })}
          </Text>
        </Stack>
        <Badge color={STATUS_COLORS[item.status]} variant="light" radius="sm" style={{ flexShrink: 0 }}>
          {t(`export.status.${item.status}`)}
        </Badge>
      </Group>
      {item.status === "failed" ? (
        <Text size="xs" c="red.8">
          {t(`export.errors.${item.error ?? "unknown"}`)}
        </Text>
      ) : null}
      {item.status === "preparing" && expected > 0 ? (
        <Progress value={Math.min(100, (item.rows_written / expected) * 100)} size="sm" aria-hidden="true" />
      ) : null}
    </Stack>
  );
}

/** The columns the file will carry, in order, under their headers: shown before exporting (issue 11 §3). */
function ExportColumns({ opened }: { opened: boolean }) {
  const { t } = useTranslation("connections");
  const isAdmin = useSessionStore((s) => s.data?.is_admin === true);
  const query = useMappedColumns(opened);
  const columns = query.data?.mapping_columns ?? [];
  return (
    <Stack gap={6} component="section" aria-labelledby="export-columns-title">
      <Text size="sm" fw={600} id="export-columns-title" component="h3">
        {t("export.columnsTitle")}
      </Text>
      {query.isLoading ? (
        <Skeleton h={56} aria-busy="true" />
      ) : query.isError ? (
        <Text size="sm" c="red.8">
          {t("export.columnsFailed")}
        </Text>
      ) : (
        <>
          <Text size="xs" c="dimmed">
            {t(query.data?.is_default ? "export.columnsDefault" : "export.columnsCustom", { count: columns.length })}
          </Text>
          <ScrollArea.Autosize mah={132} type="auto" offsetScrollbars>
            <Group
              gap={6}
              component="ol"
              aria-label={t("export.columnsTitle")}
              m={0}
              p={0}
              style={{ listStyle: "none" }}
            >
              {columns.map((c) => (
                <Badge key={c.key} component="li" variant="default" radius="sm" tt="none" fw={500} maw="100%">
                  {c.header}
                </Badge>
              ))}
            </Group>
          </ScrollArea.Autosize>
        </>
      )}
      {isAdmin ? (
        <Anchor component={Link} to="/configuration" size="sm" w="fit-content">
          {t("export.columnsChange")}
        </Anchor>
      ) : (
        <Text size="xs" c="dimmed">
          {t("export.columnsAdminOnly")}
        </Text>
      )}
    </Stack>
  );
}

/** The user's exports, newest first: when, rows written of the filter's count, status; older pages on demand. */
function ExportHistory({ status }: { status: ReturnType<typeof useDownloadStatus> }) {
  const { t } = useTranslation("connections");
  const items = exportHistory((status.data?.pages ?? []).map((p) => p.exports));
  return (
    <Stack gap={6} component="section" aria-labelledby="export-history-title">
      <Text size="sm" fw={600} id="export-history-title" component="h3">
        {t("export.history")}
      </Text>
      {status.isLoading ? (
        <Skeleton h={56} aria-busy="true" />
      ) : status.isError ? (
        <Text size="sm" c="red.8">
          {t("export.historyFailed")}
        </Text>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("export.historyEmpty")}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={240} type="auto" offsetScrollbars>
          <Stack gap={0} component="ul" aria-label={t("export.history")} m={0} p={0} style={{ listStyle: "none" }}>
            {items.map((item, i) => (
              <Box
                key={item.id}
                component="li"
                py="xs"
                style={i > 0 ? { borderTop: "1px solid var(--mantine-color-gray-3)" } : undefined}
              >
                <ExportStatus item={item} />
              </Box>
            ))}
          </Stack>
          {status.hasNextPage ? (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => status.fetchNextPage()}
              loading={status.isFetchingNextPage}
            >
              {t("export.historyMore")}
            </Button>
          ) : null}
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}

/**
 * Export: the filters on screen go to a background job; the file arrives by email (issue 11 §3). With `ids` (the
 * bulk action "Export selected") the same export holds only those rows.
 */
export function ExportButton({
  search,
  matched,
  disabled,
  ids,
}: {
  search: ConnectionsSearch;
  matched: number;
  disabled: boolean;
  ids?: readonly number[];
}) {
  const { t } = useTranslation("connections");
  const phone = usePhone();
  const [opened, { open, close }] = useDisclosure(false);
  const status = useDownloadStatus(opened);
  const start = useDownloadConnections();
  const latest = status.data?.pages[0]?.export ?? start.data?.export ?? null;
  const preparing = latest?.status === "preparing";

  return (
    <>
      <Button
        variant="default"
        size={ids ? "xs" : "sm"}
        leftSection={<IconDownload size={ids ? 14 : 16} aria-hidden="true" />}
        onClick={open}
        disabled={disabled}
      >
        {t(ids ? "bulk.export" : "export.button")}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t("export.title")}
        fullScreen={phone}
        size="lg"
        closeButtonProps={{ "aria-label": t("detail.close") }}
      >
        <Stack gap="md">
          <Text size="sm">{t("export.body")}</Text>
          <Text size="sm" fw={600}>
            {t(ids ? "export.scopeSelected" : "export.scope", { count: matched })}
          </Text>
          <ExportColumns opened={opened} />
          {start.isSuccess && latest ? (
            <Alert
              color={latest.status === "failed" ? "red" : latest.status === "email_sent" ? "teal" : "blue"}
              variant="light"
              icon={<IconMailForward size={18} aria-hidden="true" />}
              role="status"
            >
              {t(`export.started.${latest.status}`)}
              {latest.status === "failed" ? ` ${t(`export.errors.${latest.error ?? "unknown"}`)}` : null}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t("export.cancel")}
            </Button>
            <Button
              onClick={() => start.mutate(exportFilters(search, ids))}
              loading={start.isPending}
              disabled={matched === 0 || preparing}
            >
              {t("export.start")}
            </Button>
          </Group>
          <Divider />
          <ExportHistory status={status} />
        </Stack>
      </Modal>
    </>
  );
}

import { Alert, Badge, Button, Group, Modal, Progress, Stack, Text } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import type { ConnectionExport } from "@quad/contract/api/connections-export";
import { IconDownload, IconMailForward } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { DATE_FORMAT, dayjs, TIME_FORMAT } from "../../../lib/dates";
import { useDownloadConnections, useDownloadStatus } from "../api/download-connections";
import { type ConnectionsSearch, exportFilters } from "../model";

const STATUS_COLORS: Record<ConnectionExport["status"], string> = {
  preparing: "blue",
  email_sent: "teal",
  failed: "red",
};

export function ExportStatus({ item }: { item: ConnectionExport }) {
  const { t } = useTranslation("connections");
  const expected = item.expected_rows ?? 0;
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Badge color={STATUS_COLORS[item.status]} variant="light" radius="sm">
          {t(`export.status.${item.status}`)}
        </Badge>
        <Text size="xs" c="dimmed">
          {t("export.requestedAt", { date: dayjs(item.requested_at).format(`${DATE_FORMAT} ${TIME_FORMAT}`) })}
        </Text>
      </Group>
      <Text size="sm">
        {t("export.rows", { written: item.rows_written.toLocaleString(), expected: expected.toLocaleString() })}
      </Text>
      {item.status === "preparing" && expected > 0 ? (
        <Progress value={Math.min(100, (item.rows_written / expected) * 100)} size="sm" aria-hidden="true" />
      ) : null}
    </Stack>
  );
}

/** Export: the filters on screen go to a background job; the file arrives by email (issue 11 §3). */
export function ExportButton({
  search,
  matched,
  disabled,
}: {
  search: ConnectionsSearch;
  matched: number;
  disabled: boolean;
}) {
  const { t } = useTranslation("connections");
  const phone = useMediaQuery("(max-width: 48em)");
  const [opened, { open, close }] = useDisclosure(false);
  const status = useDownloadStatus(opened);
  const start = useDownloadConnections();
  const latest = status.data?.export ?? start.data?.export ?? null;
  const preparing = latest?.status === "preparing";

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden="true" />}
        onClick={open}
        disabled={disabled}
      >
        {t("export.button")}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t("export.title")}
        fullScreen={phone}
        size="md"
        closeButtonProps={{ "aria-label": t("detail.close") }}
      >
        <Stack gap="md">
          <Text size="sm">{t("export.body")}</Text>
          <Text size="sm" fw={600}>
            {t("export.scope", { count: matched })}
          </Text>
          {start.isSuccess && latest ? (
            <Alert
              color={latest.status === "failed" ? "red" : latest.status === "email_sent" ? "teal" : "blue"}
              variant="light"
              icon={<IconMailForward size={18} aria-hidden="true" />}
              role="status"
            >
              {t(`export.started.${latest.status}`)}
            </Alert>
          ) : null}
          {latest ? (
            <Stack gap={6}>
              <Text size="sm" fw={600}>
                {t("export.latest")}
              </Text>
              <ExportStatus item={latest} />
            </Stack>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t("export.cancel")}
            </Button>
            <Button
              onClick={() => start.mutate(exportFilters(search))}
              loading={start.isPending}
              disabled={matched === 0 || preparing}
            >
              {t("export.start")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

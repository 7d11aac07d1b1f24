import { Badge, Stack, Table, Text } from "@mantine/core";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { EmptyStatePanel } from "../../../components/ui/empty-state-panel";
import { formatDateTime } from "../../../lib/dates";
import { formatNumber } from "../../../lib/i18n";
import { useMappedColumns } from "../api/get-mapped-columns";
import { useConfigurationFiles } from "../api/list-configuration-files";
import { SectionCard, SectionError, SectionLoading } from "./section-card";

/** Connection files (spec 1 §3 "files (with connections_count)"): the finished downloads and their row counts. */
export function ConnectionFilesSection({ isAdmin }: { isAdmin: boolean }) {
  const { t, i18n } = useTranslation("configuration");
  const files = useConfigurationFiles();
  const mapped = useMappedColumns();
  return (
    <SectionCard
      id="configuration-files"
      title={t("files.title")}
      description={isAdmin ? t("files.descriptionAdmin") : t("files.descriptionMember")}
      actions={
        mapped.data ? (
          <Badge variant="light" color="indigo" data-testid="files-next-columns">
            {t("files.nextColumns", { count: mapped.data.mapping_columns.length })}
          </Badge>
        ) : null
      }
    >
      {files.isPending ? (
        <SectionLoading rows={2} />
      ) : files.isError ? (
        <SectionError onRetry={() => void files.refetch()} />
      ) : files.data.files.length === 0 ? (
        <EmptyStatePanel
          compact
          icon={<IconFileSpreadsheet size={24} aria-hidden="true" />}
          title={t("files.emptyTitle")}
          description={t("files.emptyBody")}
        />
      ) : (
        <Stack gap="xs">
          <Table.ScrollContainer minWidth={520} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
            <Table verticalSpacing="xs" aria-label={t("files.tableLabel")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("files.name")}</Table.Th>
                  <Table.Th>{t("files.requestedBy")}</Table.Th>
                  <Table.Th>{t("files.finishedAt")}</Table.Th>
                  <Table.Th ta="right">{t("files.connections")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {files.data.files.map((f) => (
                  <Table.Tr key={f.id}>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {f.name}
                      </Text>
                    </Table.Td>
                    <Table.Td>{f.requested_by}</Table.Td>
                    <Table.Td>{formatDateTime(f.finished_at ?? f.requested_at)}</Table.Td>
                    <Table.Td ta="right">{formatNumber(f.connections_count, i18n.language)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {files.data.total > files.data.files.length ? (
            <Text size="xs" c="dimmed">
              {t("files.more", { shown: files.data.files.length, total: files.data.total })}
            </Text>
          ) : null}
        </Stack>
      )}
    </SectionCard>
  );
}

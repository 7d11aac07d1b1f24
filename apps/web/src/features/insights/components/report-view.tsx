import { Alert, Badge, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { InsightFilters, ReportSummary } from "@quad/contract/api/insights";
import type { AccessTier } from "@quad/contract/rules/plans";
import { IconArrowLeft, IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/dates";
import { useReport } from "../api/get-report";
import { ReportFilters } from "./report-filters";
import { ReportWidget } from "./report-widget";

interface Props {
  summary: ReportSummary;
  tier: AccessTier;
  filters: InsightFilters;
  onFilters: (filters: InsightFilters) => void;
  onBack: () => void;
}

/** An opened report: its filters, widgets, when it was computed and the privacy rule; or the BI tool's frame. */
export function ReportView({ summary, tier, filters, onFilters, onBack }: Props) {
  const { t } = useTranslation("insights");
  const query = useReport(summary.id, filters);
  const title = t(`report.${summary.key}.title`, { defaultValue: summary.title });
  const opened = query.data;

  return (
    <Stack gap="lg" data-report={summary.key}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4}>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconArrowLeft size={16} />}
            onClick={onBack}
            w="fit-content"
          >
            {t("back")}
          </Button>
          <Group gap="xs">
            <Title order={2} fz="h3">
              {title}
            </Title>
            {summary.beta ? (
              <Badge variant="light" color="grape">
                {t("beta")}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed" maw={640}>
            {t(`report.${summary.key}.description`, { defaultValue: summary.description })}
          </Text>
        </Stack>
      </Group>
      <ReportFilters reportId={summary.id} tier={tier} value={filters} onApply={onFilters} />
      {query.isError ? (
        <Alert color="red" variant="light" title={t("error.title")}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t("error.body")}</Text>
            <Button size="xs" variant="light" onClick={() => void query.refetch()}>
              {t("error.retry")}
            </Button>
          </Stack>
        </Alert>
      ) : !opened ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Skeleton h={260} radius="lg" />
          <Skeleton h={260} radius="lg" />
        </SimpleGrid>
      ) : opened.mode === "embed" ? (
        <iframe
          title={title}
          src={opened.url}
          style={{ width: "100%", minHeight: 640, border: 0, borderRadius: 12 }}
          data-embed
        />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ opacity: query.isFetching ? 0.6 : 1 }}>
            {opened.report.widgets.map((w) => (
              <ReportWidget key={w.key} widget={w} minGroup={opened.report.min_group_size} />
            ))}
          </SimpleGrid>
          <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} title={t("privacy.title")}>
            <Text size="sm">{t("privacy.body", { count: opened.report.min_group_size })}</Text>
          </Alert>
          <Text size="xs" c="dimmed" data-computed-at>
            {opened.report.computed_at
              ? t("computedAt", { when: formatDateTime(opened.report.computed_at) })
              : t("notComputed")}
          </Text>
        </>
      )}
    </Stack>
  );
}

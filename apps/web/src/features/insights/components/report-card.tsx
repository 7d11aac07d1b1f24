import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { ReportSummary } from "@quad/contract/api/insights";
import { IconChartBar, IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { sampleFigure } from "../model/samples";

/** A report as a card: its title, what it shows, a real platform figure, and a lock when the plan does not open it. */
export function ReportCard({ report, onOpen }: { report: ReportSummary; onOpen: () => void }) {
  const { t, i18n } = useTranslation("insights");
  const sample = sampleFigure(report, t, i18n.language);
  const title = t(`report.${report.key}.title`, { defaultValue: report.title });
  return (
    <Card withBorder radius="lg" padding="lg" data-report-card={report.key} data-locked={report.locked}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap="xs">
          <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
            <Title order={2} fz="md" id={`report-${report.key}-title`}>
              {title}
            </Title>
            <Group gap={4} wrap="nowrap">
              {report.beta ? (
                <Badge variant="light" color="grape">
                  {t("beta")}
                </Badge>
              ) : null}
              {report.locked ? (
                <Badge variant="light" color="gray" leftSection={<IconLock size={12} aria-hidden="true" />}>
                  {t(report.needs === "paid" ? "lockedPaid" : "locked")}
                </Badge>
              ) : null}
            </Group>
          </Group>
          <Text size="sm" c="dimmed">
            {t(`report.${report.key}.description`, { defaultValue: report.description })}
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text fz={28} fw={700} lh={1.1} data-sample-value>
            {sample.value}
          </Text>
          <Text size="xs" c="dimmed">
            {sample.label}
          </Text>
        </Stack>
        <Button
          variant={report.locked ? "light" : "filled"}
          leftSection={report.locked ? <IconLock size={16} /> : <IconChartBar size={16} />}
          onClick={onOpen}
          aria-describedby={`report-${report.key}-title`}
        >
          {t(report.locked ? "seeOffer" : "openShort")}
        </Button>
      </Stack>
    </Card>
  );
}

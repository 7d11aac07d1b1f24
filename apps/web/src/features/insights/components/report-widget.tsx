import { BarChart } from "@mantine/charts";
import "@mantine/charts/styles.css";
import { Alert, Paper, Stack, Switch, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import type { InsightWidget } from "@quad/contract/api/insights";
import { IconShieldLock } from "@tabler/icons-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { percent } from "../model/filters";
import { rowLabel } from "../model/labels";

interface Props {
  widget: InsightWidget;
  minGroup: number;
}

/** One widget of a report: a bar chart (or its table) of protected figures, and what was withheld and why. */
export function ReportWidget({ widget, minGroup }: Props) {
  const { t, i18n } = useTranslation("insights");
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  const lang = i18n.language;
  const share = widget.key === "share_country";
  const rows = widget.rows.map((r) => ({
    key: r.key,
    label: rowLabel(widget.key, r, t, lang),
    value: r.value,
    share: r.share,
  }));
  const title = t(`widget.${widget.key}.title`);
  const table = (
    <Table striped withTableBorder fz="sm" data-widget-table={widget.key}>
      <Table.Caption>{title}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t(`widget.${widget.key}.column`)}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t(share ? "widget.yourConnections" : "widget.people")}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {t(share ? "widget.shareOfPlatform" : "widget.share")}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.key} data-row={r.key}>
            <Table.Th scope="row" fw={r.key === "other" ? 400 : 500}>
              {r.label}
            </Table.Th>
            <Table.Td ta="right" data-value>
              {r.value.toLocaleString(lang)}
            </Table.Td>
            <Table.Td ta="right">{percent(r.share, lang)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-labelledby={id}
      data-widget={widget.key}
    >
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={3} fz="md" id={id}>
            {title}
          </Title>
          <Text size="xs" c="dimmed">
            {t(`widget.${widget.key}.description`)}
            {widget.total !== null && !share
              ? ` ${t("widget.total", { total: widget.total.toLocaleString(lang) })}`
              : ""}
          </Text>
        </Stack>
        {rows.length === 0 ? (
          <Alert variant="light" color="gray" icon={<IconShieldLock size={18} />} data-withheld-all>
            <Text size="sm" fw={500}>
              {t("privacy.fewer", { count: minGroup })}
            </Text>
            <Text size="xs">{t("privacy.allWithheld", { count: minGroup })}</Text>
          </Alert>
        ) : (
          <>
            <Switch
              size="xs"
              label={t("widget.tableView")}
              checked={asTable}
              onChange={(e) => setAsTable(e.currentTarget.checked)}
            />
            {asTable ? (
              <Table.ScrollContainer minWidth={280}>{table}</Table.ScrollContainer>
            ) : (
              <>
                <BarChart
                  h={Math.max(160, rows.length * 30 + 40)}
                  data={rows}
                  dataKey="label"
                  orientation="vertical"
                  yAxisProps={{ width: 110 }}
                  series={[
                    { name: "value", label: t(share ? "widget.yourConnections" : "widget.people"), color: "indigo.6" },
                  ]}
                  gridAxis="x"
                  tickLine="none"
                  valueFormatter={(v) => v.toLocaleString(lang)}
                />
                <VisuallyHidden>{table}</VisuallyHidden>
              </>
            )}
            {widget.withheld > 0 ? (
              <Text size="xs" c="dimmed" data-withheld={widget.withheld}>
                <IconShieldLock size={12} aria-hidden="true" /> {t("privacy.fewer", { count: minGroup })}:{" "}
                {t("privacy.withheld", { count: widget.withheld, min: minGroup })}
              </Text>
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}

import { Group, Skeleton, Stack, Switch, Table, Text, VisuallyHidden } from "@mantine/core";
import type { TrendChartSchema } from "@quad/contract/api/dashboard";
import type { TrendKind } from "@quad/contract/rules/dashboard";
import { useNavigate } from "@tanstack/react-router";
import { lazy, Suspense, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { Segmented } from "../../../components/ui/segmented";
import { dayjs } from "../../../lib/dates";
import { connectionsLink, type FigureFilter, seriesFigure } from "../model/links";
import { isTrendEmpty, TREND_BARS_HEIGHT, trendRows } from "../model/trends";
import { ConnectionsAnchor } from "./dash-card";

/** The bars (@mantine/charts on recharts) load in their own chunk when a trend is first drawn. */
const TrendBars = lazy(() => import("./trend-bars"));

type Trend = z.infer<typeof TrendChartSchema>;

const COLORS = ["indigo.6", "teal.6", "orange.5", "grape.6", "cyan.6"];

/** A month key ("2026-11") as the reader's short month ("Nov 26" / "26年11月"). */
function useMonthLabel() {
  const { t } = useTranslation("dashboard");
  return (month: string) => dayjs(`${month}-01`).format(t("trend.monthFormat"));
}

/** The table of a trend: one row per month, a link per value (the chart's text alternative). */
function TrendTable({
  trend,
  kind,
  scope,
  base,
  caption,
}: {
  trend: Trend;
  kind: TrendKind;
  scope: readonly number[];
  base: FigureFilter;
  caption: string;
}) {
  const { t } = useTranslation("dashboard");
  const monthLabel = useMonthLabel();
  return (
    <Table.ScrollContainer minWidth={280}>
      <Table verticalSpacing={4} striped fz="xs">
        <caption style={{ captionSide: "top", textAlign: "start" }}>
          <Text size="xs" c="dimmed" span>
            {caption}
          </Text>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("trend.month")}</Table.Th>
            {trend.series.map((s) => (
              <Table.Th key={s.key} scope="col" ta="right">
                {t(`series.${s.key}`, { defaultValue: s.key })}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {trend.months.map((month, i) => (
            <Table.Tr key={month}>
              <Table.Th scope="row" fw={500}>
                {monthLabel(month)}
              </Table.Th>
              {trend.series.map((s) => {
                const value = s[kind][i] ?? 0;
                // Only this month's running total is a list of people today (issue 24 §3): it opens them; the
                // months before and the monthly counts are history, shown as text.
                const now = kind === "cumulative" && i === trend.months.length - 1;
                return (
                  <Table.Td key={s.key} ta="right">
                    {now ? (
                      <ConnectionsAnchor
                        search={connectionsLink(scope, { ...base, ...seriesFigure(s.key) })}
                        size="xs"
                        aria-label={t("trend.cellLink", {
                          count: value,
                          series: t(`series.${s.key}`, { defaultValue: s.key }),
                          month: monthLabel(month),
                        })}
                        data-trend-cell={`${s.key}:${month}`}
                      >
                        {value.toLocaleString()}
                      </ConnectionsAnchor>
                    ) : (
                      <Text span size="xs" data-trend-cell={`${s.key}:${month}`}>
                        {value.toLocaleString()}
                      </Text>
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * A 12-month trend, cumulative or monthly (spec 2 §2), drawn with @mantine/charts. A bar opens /connections with the
 * series' filter; the table view (a switch, and always there for screen readers) lists the same values.
 */
export function TrendChart({
  trend,
  scope,
  base = {},
  title,
}: {
  trend: Trend;
  scope: readonly number[];
  /** The tab's own filter (its list states), added to every bar's link. */
  base?: FigureFilter;
  title: string;
}) {
  const { t } = useTranslation("dashboard");
  const navigate = useNavigate();
  const monthLabel = useMonthLabel();
  const [kind, setKind] = useState<TrendKind>("cumulative");
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  const data = trendRows(trend.months, trend.series, kind).map((row) => ({
    ...row,
    label: monthLabel(String(row.month)),
  }));
  const series = trend.series.map((s, i) => ({
    name: s.key,
    label: t(`series.${s.key}`, { defaultValue: s.key }),
    color: COLORS[i % COLORS.length] ?? "indigo.6",
  }));
  const caption = t("trend.caption", { title, kind: t(`trend.kinds.${kind}`) });
  // A bar of this month's running total opens its people; other bars are history (no list holds them).
  const openBar = (seriesName: string, month: unknown) => {
    if (kind !== "cumulative" || month !== trend.months[trend.months.length - 1]) return;
    void navigate({ to: "/connections", search: connectionsLink(scope, { ...base, ...seriesFigure(seriesName) }) });
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Segmented<TrendKind>
          size="xs"
          value={kind}
          onChange={setKind}
          data={[
            { value: "cumulative", label: t("trend.kinds.cumulative") },
            { value: "monthly", label: t("trend.kinds.monthly") },
          ]}
          aria-label={t("trend.kind")}
        />
        <Switch
          size="xs"
          id={`${id}-table`}
          label={t("trend.tableView")}
          checked={asTable}
          onChange={(e) => setAsTable(e.currentTarget.checked)}
        />
      </Group>
      {isTrendEmpty(trend.series) ? (
        <Text size="xs" c="dimmed">
          {t("trend.empty")}
        </Text>
      ) : null}
      {asTable ? (
        <TrendTable trend={trend} kind={kind} scope={scope} base={base} caption={caption} />
      ) : (
        <>
          <Suspense fallback={<Skeleton h={TREND_BARS_HEIGHT} radius="sm" aria-hidden="true" />}>
            <TrendBars data={data} series={series} clickable={kind === "cumulative"} onOpen={openBar} />
          </Suspense>
          <VisuallyHidden>
            <TrendTable trend={trend} kind={kind} scope={scope} base={base} caption={caption} />
          </VisuallyHidden>
        </>
      )}
    </Stack>
  );
}

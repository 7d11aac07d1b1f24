import { SimpleGrid, Stack, Tabs } from "@mantine/core";
import type { ChartSummarySchema, DashboardFilter } from "@quad/contract/api/dashboard";
import {
  CHART_SUMMARY_BASE,
  CHART_SUMMARY_FIGURES,
  type ChartSummaryKey,
  chartSummaryFigure,
} from "@quad/contract/api/dashboard-links";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useDashboardFigure } from "../api/figures";
import type { FigureFilter } from "../model/links";
import { DashCard, QueryState, StatTile } from "./dash-card";
import { TrendChart } from "./trend-chart";

type Summary = z.infer<typeof ChartSummarySchema>;
const TABS = ["summary", "addedToList", "applicants"] as const;
type Tab = (typeof TABS)[number];

/** The tab's own part of the connections: every figure of the added-to-list tab counts listed connections, and so on. */
const CALL_OF_TAB = {
  summary: "chart_summary",
  addedToList: "added_list_chart_summary",
  applicants: "applicant_chart_summary",
} as const satisfies Record<Tab, keyof typeof CHART_SUMMARY_BASE>;
const BASE: Record<Tab, FigureFilter> = {
  summary: CHART_SUMMARY_BASE.chart_summary,
  addedToList: CHART_SUMMARY_BASE.added_list_chart_summary,
  applicants: CHART_SUMMARY_BASE.applicant_chart_summary,
};

/** The figures of a chart summary, each with the list it opens (the contract's; none: plain text). */
function figures(summary: Summary, tab: Tab, client: boolean) {
  return (Object.keys(CHART_SUMMARY_FIGURES) as ChartSummaryKey[])
    .filter((key) => !(client && key === "direct_app_count" && summary.direct_app_count === 0))
    .map((key) => ({
      key,
      value: summary[key],
      figure: chartSummaryFigure(CHART_SUMMARY_BASE[CALL_OF_TAB[tab]], key) ?? undefined,
    }));
}

function TabBody({
  tab,
  body,
  scope,
  client,
}: {
  tab: Tab;
  body: DashboardFilter;
  scope: readonly number[];
  client: boolean;
}) {
  const { t } = useTranslation("dashboard");
  const summary = [
    useDashboardFigure("chart_summary", body, tab === "summary"),
    useDashboardFigure("added_list_chart_summary", body, tab === "addedToList"),
    useDashboardFigure("applicant_chart_summary", body, tab === "applicants"),
  ][TABS.indexOf(tab)];
  const trend = [
    useDashboardFigure("trend_chart", body, tab === "summary"),
    useDashboardFigure("added_list_trend_chart", body, tab === "addedToList"),
    useDashboardFigure("applicant_trend_chart", body, tab === "applicants"),
  ][TABS.indexOf(tab)];
  if (!summary || !trend) return null;
  return (
    <Stack gap="md">
      <QueryState query={summary} rows={2} height={56}>
        {(s) => (
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="xs">
            {figures(s, tab, client).map((f) => (
              <StatTile
                key={f.key}
                label={t(`chartSummary.${f.key}`)}
                value={f.value}
                scope={scope}
                figure={f.figure}
                linkLabel={
                  f.figure ? t("links.count", { count: f.value, what: t(`chartSummary.${f.key}`) }) : undefined
                }
              />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      <QueryState query={trend} rows={1} height={240}>
        {(data) => <TrendChart trend={data} scope={scope} base={BASE[tab]} title={t(`trends.tabs.${tab}`)} />}
      </QueryState>
    </Stack>
  );
}

/** Connection summary, added-to-list and applicants tabs (spec 2 §2): their figures and 12-month trends. */
export function TrendsCard({
  body,
  scope,
  client,
}: {
  body: DashboardFilter;
  scope: readonly number[];
  client: boolean;
}) {
  const { t } = useTranslation("dashboard");
  const [tab, setTab] = useState<Tab>("summary");
  return (
    <DashCard id="dash-trends" title={t("trends.title")} description={t("trends.description")}>
      <Tabs value={tab} onChange={(v) => setTab((TABS.find((x) => x === v) ?? "summary") as Tab)}>
        <Tabs.List mb="md" aria-label={t("trends.title")} style={{ flexWrap: "nowrap", overflowX: "auto" }}>
          {TABS.map((x) => (
            <Tabs.Tab key={x} value={x}>
              {t(`trends.tabs.${x}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <TabBody tab={tab} body={body} scope={scope} client={client} />
      </Tabs>
    </DashCard>
  );
}

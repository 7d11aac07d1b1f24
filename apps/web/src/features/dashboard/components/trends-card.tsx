import { SimpleGrid, Stack, Tabs } from "@mantine/core";
import type { ChartSummarySchema, DashboardFilter } from "@quad/contract/api/dashboard";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useDashboardFigure } from "../api/figures";
import { type FigureFilter, FUNNEL_STATES } from "../model/links";
import { DashCard, QueryState, StatTile } from "./dash-card";
import { TrendChart } from "./trend-chart";

type Summary = z.infer<typeof ChartSummarySchema>;
const TABS = ["summary", "addedToList", "applicants"] as const;
type Tab = (typeof TABS)[number];

/** The tab's own filter: every figure of the added-to-list tab counts listed connections, and so on. */
const BASE: Record<Tab, FigureFilter> = {
  summary: {},
  addedToList: { list_state: FUNNEL_STATES.addedToList },
  applicants: { list_state: FUNNEL_STATES.applying },
};

/** Within the tab: the list states both the tab and the figure count. */
function within(base: FigureFilter, states: readonly string[]): FigureFilter {
  return { list_state: base.list_state ? states.filter((s) => base.list_state?.includes(s)) : states };
}

/** The figures of a chart summary: each with the /connections filter it stands for (none: plain text). */
function figures(summary: Summary, base: FigureFilter, client: boolean) {
  const list: Array<{ key: keyof Summary; figure?: FigureFilter }> = [
    { key: "connected_count", figure: base },
    { key: "added_to_list_count", figure: within(base, FUNNEL_STATES.addedToList) },
    { key: "applying_count", figure: within(base, FUNNEL_STATES.applying) },
    { key: "submitted_count", figure: within(base, ["applied"]) },
    { key: "direct_app_count" },
    { key: "international_count" },
    { key: "international_students_count" },
    { key: "counsellors_count", figure: { ...base, tab: "counsellor" } },
    { key: "guardian_count", figure: { ...base, tab: "guardian" } },
  ];
  return list
    .filter((f) => !(client && f.key === "direct_app_count" && summary.direct_app_count === 0))
    .map((f) => ({ ...f, value: summary[f.key] }));
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
            {figures(s, BASE[tab], client).map((f) => (
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

import { Alert, Button, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import type { InsightFilters, ReportSummary } from "@quad/contract/api/insights";
import { IconArrowLeft } from "@tabler/icons-react";
import { useRouterState } from "@tanstack/react-router";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { PlanOffer } from "../../../components/plan/plan-offer";
import { PageHeader } from "../../../components/ui/page-header";
import { RouteLoader } from "../../../components/ui/route-loader";
import { useNamespace } from "../../../lib/i18n";
import { usePlan } from "../../../lib/plan";
import { useAnalyticsDashboards } from "../api/list-dashboards";
import { useReports } from "../api/list-reports";
import { ReportCard } from "../components/report-card";
import { ReportView } from "../components/report-view";
import { keptFilters, reportsOf } from "../model/filters";
import { sampleFigure } from "../model/samples";

/**
 * /higher-ed-insights and /higher-ed-insights-beta (issue 26 §2): Quad's market-insight reports as cards, one opened
 * with its filters and widgets. On no_access the area's offer with real platform figures; a report the plan does not
 * open shows the paid plan's offer.
 */
export default function InsightsPage() {
  const { t, i18n } = useTranslation("insights");
  const ready = useNamespace("insights");
  const routeId = useRouterState({ select: (s) => s.matches.at(-1)?.staticData.routeId ?? "" });
  const beta = routeId === "higherEdInsightsBeta";
  const tier = usePlan().insights;
  const reports = useReports();
  useAnalyticsDashboards(tier !== "no_access");
  const [openId, setOpenId] = useState<number | null>(null);
  const [filters, setFilters] = useState<InsightFilters>({});
  const title = t(beta ? "titleBeta" : "title");

  useEffect(() => {
    if (ready) document.title = `${title} · Quad`;
  }, [ready, title]);

  if (!ready) return <RouteLoader />;
  const all = reports.data?.reports ?? [];
  const shown = reportsOf(all, beta);
  const opened = shown.find((r) => r.id === openId) ?? null;
  const figures = (list: readonly ReportSummary[]) =>
    list.map((r) => {
      const s = sampleFigure(r, t, i18n.language);
      return { label: s.label, value: s.value };
    });

  let body: ReactNode;
  if (reports.isError) {
    body = (
      <Alert color="red" variant="light" title={t("error.title")}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t("error.body")}</Text>
          <Button size="xs" variant="light" onClick={() => void reports.refetch()}>
            {t("error.retry")}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!reports.data) {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {[1, 2, 3].map((i) => (
          <Skeleton key={i} h={240} radius="lg" />
        ))}
      </SimpleGrid>
    );
  } else if (tier === "no_access") {
    body = (
      <PlanOffer
        area="insights"
        need="free"
        title={t("offer.title")}
        lead={t("offer.lead")}
        points={shown.map((r) => t(`report.${r.key}.title`, { defaultValue: r.title }))}
        figures={figures(shown.filter((r) => r.sample.value !== null)).slice(0, 3)}
      />
    );
  } else if (opened?.locked) {
    body = (
      <Stack gap="md">
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowLeft size={16} />}
          onClick={() => setOpenId(null)}
          w="fit-content"
        >
          {t("back")}
        </Button>
        <PlanOffer
          area="insights"
          need="paid"
          title={t(`report.${opened.key}.title`, { defaultValue: opened.title })}
          lead={t("offer.paidLead")}
          points={[t("offer.paidPoints.reports"), t("offer.paidPoints.filters"), t("offer.paidPoints.share")]}
          figures={figures([opened])}
        />
      </Stack>
    );
  } else if (opened) {
    body = (
      <ReportView
        summary={opened}
        tier={tier}
        filters={keptFilters(opened.id, tier, filters)}
        onFilters={setFilters}
        onBack={() => setOpenId(null)}
      />
    );
  } else {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {shown.map((r) => (
          <ReportCard key={r.id} report={r} onOpen={() => setOpenId(r.id)} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <>
      <PageHeader title={title} description={t(beta ? "descriptionBeta" : "description")} />
      {body}
    </>
  );
}

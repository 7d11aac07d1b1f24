import { Group, Progress, SimpleGrid, Stack, Tabs, Text } from "@mantine/core";
import type { DashboardSummarySchema } from "@quad/contract/api/dashboard";
import { FUNNEL_TABS } from "@quad/contract/rules/dashboard";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { PlanExplanationLink } from "../../../components/plan/plan-explanation-link";
import { type FigureFilter, FUNNEL_STATES } from "../model/links";
import { DashCard, FigureLink, QueryState, StatTile } from "./dash-card";

type Query<T> = { data: T | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
type Summary = z.infer<typeof DashboardSummarySchema>;

const FUNNEL_VALUE: Record<(typeof FUNNEL_TABS)[number], keyof Summary> = {
  connected: "connected",
  addedToList: "added_to_list",
  applying: "applying",
  offeredToJoin: "offered",
};

/** The application funnel (spec 2 §2): connected → added to a list → applying → offered, each stage a link. */
export function FunnelCard({ summary, scope }: { summary: Query<Summary>; scope: readonly number[] }) {
  const { t } = useTranslation("dashboard");
  const [tab, setTab] = useState<string>("connected");
  return (
    <DashCard id="dash-funnel" title={t("funnel.title")} description={t("funnel.description")}>
      <QueryState query={summary} rows={4}>
        {(s) => {
          const top = Math.max(s.connected, 1);
          return (
            <Stack gap="md">
              <Tabs value={tab} onChange={(v) => setTab(v ?? "connected")} variant="pills" radius="md">
                <Tabs.List style={{ flexWrap: "wrap" }} aria-label={t("funnel.title")}>
                  {FUNNEL_TABS.map((f) => (
                    <Tabs.Tab key={f} value={f} fz="xs">
                      {t(`funnel.tabs.${f}`)}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                {FUNNEL_TABS.map((f) => {
                  const value = s[FUNNEL_VALUE[f]] as number;
                  const states = FUNNEL_STATES[f];
                  const figure: FigureFilter = states ? { list_state: states } : {};
                  return (
                    <Tabs.Panel key={f} value={f} pt="md">
                      <Group align="baseline" gap="xs">
                        <FigureLink
                          scope={scope}
                          figure={figure}
                          size="2rem"
                          fw={700}
                          label={t("links.stage", { count: value, stage: t(`funnel.tabs.${f}`) })}
                        >
                          {value.toLocaleString()}
                        </FigureLink>
                        <Text size="sm" c="dimmed">
                          {t(`funnel.explain.${f}`)}
                        </Text>
                      </Group>
                    </Tabs.Panel>
                  );
                })}
              </Tabs>
              <Stack gap={8} aria-label={t("funnel.stages")} role="list">
                {FUNNEL_TABS.map((f) => {
                  const value = s[FUNNEL_VALUE[f]] as number;
                  return (
                    <Stack key={f} gap={2} role="listitem">
                      <Group justify="space-between" gap="xs">
                        <Text size="xs" fw={tab === f ? 700 : 500}>
                          {t(`funnel.tabs.${f}`)}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {value.toLocaleString()} · {Math.round((value / top) * 100)}%
                        </Text>
                      </Group>
                      <Progress
                        value={(value / top) * 100}
                        size="md"
                        radius="xl"
                        color={tab === f ? "indigo" : "indigo.3"}
                        aria-hidden="true"
                      />
                    </Stack>
                  );
                })}
              </Stack>
              <SimpleGrid cols={2} spacing="xs">
                <StatTile
                  label={t("funnel.paid")}
                  value={s.paid_connections_count}
                  scope={scope}
                  figure={{ access_tier: ["paid"] }}
                  linkLabel={t("links.count", { count: s.paid_connections_count, what: t("funnel.paid") })}
                />
                <StatTile
                  label={t("funnel.free")}
                  value={s.free_connections_count}
                  scope={scope}
                  figure={{ access_tier: ["free"] }}
                  linkLabel={t("links.count", { count: s.free_connections_count, what: t("funnel.free") })}
                />
              </SimpleGrid>
              {/* What full and limited access mean, and what the paid plan opens (Settings → Plan, decision 113). */}
              <PlanExplanationLink size="xs">{t("funnel.accessExplain")}</PlanExplanationLink>
            </Stack>
          );
        }}
      </QueryState>
    </DashCard>
  );
}

import { Progress, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import type {
  AddedListDimensionsSchema,
  ConnectionInsightsSchema,
  ListingSchema,
  ProfileViewsSchema,
} from "@quad/contract/api/dashboard";
import { dimensionFigure, LISTING_STATES } from "@quad/contract/api/dashboard-links";
import { SPLIT_TABS } from "@quad/contract/rules/dashboard";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { Segmented } from "../../../components/ui/segmented";
import { type FigureFilter, FUNNEL_STATES, INSIGHT_ACTIVITY_KINDS } from "../model/links";
import { DashCard, FigureLink, QueryState, StatTile } from "./dash-card";

type Query<T> = { data: T | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };

/** Splits (spec 2 §2, default connectionsInsights) and dimensions of the added-to-list connections. */
export function SplitsCard({
  insights,
  listing,
  profile,
  dimensions,
  scope,
  client,
}: {
  insights: Query<z.infer<typeof ConnectionInsightsSchema>>;
  listing: Query<z.infer<typeof ListingSchema>>;
  profile: Query<z.infer<typeof ProfileViewsSchema>>;
  dimensions: Query<z.infer<typeof AddedListDimensionsSchema>>;
  scope: readonly number[];
  client: boolean;
}) {
  const { t } = useTranslation("dashboard");
  const [tab, setTab] = useState<(typeof SPLIT_TABS)[number]>("connectionsInsights");
  const [dimension, setDimension] = useState<"by_graduation_year" | "by_state" | "by_user_type" | "by_country">(
    "by_graduation_year",
  );
  return (
    <DashCard
      id="dash-splits"
      title={t("splits.title")}
      description={t("splits.description")}
      actions={
        <Segmented
          size="xs"
          value={tab}
          onChange={setTab}
          data={SPLIT_TABS.map((s) => ({ value: s, label: t(`splits.tabs.${s}`) }))}
          aria-label={t("splits.title")}
        />
      }
    >
      {tab === "connectionsInsights" ? (
        <Stack gap="sm">
          <QueryState query={insights} rows={2} height={56}>
            {(i) => (
              <SimpleGrid cols={2} spacing="xs">
                {(
                  [
                    ["total_count", {}],
                    ...(client ? [] : [["visits_count", { activity_type: INSIGHT_ACTIVITY_KINDS.visits_count }]]),
                    ["events_count", { activity_type: INSIGHT_ACTIVITY_KINDS.events_count }],
                    ["profile_count", { activity_type: INSIGHT_ACTIVITY_KINDS.profile_count }],
                    ["list_count", { list_state: FUNNEL_STATES.addedToList }],
                  ] as Array<[keyof typeof i, FigureFilter]>
                ).map(([key, figure]) => (
                  <StatTile
                    key={key}
                    label={t(`splits.insights.${key}`)}
                    value={i[key]}
                    scope={scope}
                    figure={figure}
                    linkLabel={t("links.count", { count: i[key], what: t(`splits.insights.${key}`) })}
                  />
                ))}
              </SimpleGrid>
            )}
          </QueryState>
          <QueryState query={listing} rows={1} height={56}>
            {(l) => (
              <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
                {(["short_list", "long_list", "applying_list"] as const).map((key) => (
                  <StatTile
                    key={key}
                    label={t(`splits.listing.${key}`)}
                    value={l[key]}
                    scope={scope}
                    figure={{ list_state: LISTING_STATES[key] }}
                    linkLabel={t("links.count", { count: l[key], what: t(`splits.listing.${key}`) })}
                  />
                ))}
              </SimpleGrid>
            )}
          </QueryState>
          <QueryState query={profile} rows={1}>
            {(p) => (
              <Text size="xs" c="dimmed">
                {t("splits.profileViews", { unique: p.uniq_views, total: p.total_views })}{" "}
                <FigureLink
                  scope={scope}
                  figure={{ source: ["profile_view"] }}
                  label={t("splits.profileConnectionsLink", { count: p.total_connections })}
                  size="xs"
                >
                  {t("splits.profileConnectionsCount", { count: p.total_connections })}
                </FigureLink>
              </Text>
            )}
          </QueryState>
        </Stack>
      ) : (
        <QueryState query={dimensions} rows={5} height={20}>
          {(d) => {
            const rows =
              dimension === "by_country"
                ? d.by_country.map((c) => ({
                    key: String(c.id),
                    label: c.name,
                    count: c.count,
                    figure: dimensionFigure("by_country", c.id),
                  }))
                : d[dimension].map((r) => ({
                    key: r.key,
                    label:
                      dimension === "by_graduation_year"
                        ? r.key === "0" || r.key === ""
                          ? t("splits.noYear")
                          : r.key
                        : dimension === "by_state"
                          ? t(`listStates.${r.key}`, { defaultValue: r.key })
                          : t(`userTypes.${r.key}`, { defaultValue: r.key }),
                    count: r.count,
                    figure: dimensionFigure(dimension, r.key),
                  }));
            const max = Math.max(1, ...rows.map((r) => r.count));
            return (
              <Stack gap="sm">
                <Segmented
                  size="xs"
                  fullWidth
                  value={dimension}
                  onChange={setDimension}
                  data={(["by_graduation_year", "by_state", "by_user_type", "by_country"] as const).map((k) => ({
                    value: k,
                    label: t(`splits.dimensions.${k}`),
                  }))}
                />
                <Text size="xs" c="dimmed">
                  {t("splits.dimensionsTotal", { count: d.total_count })}
                </Text>
                {rows.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t("splits.noDimensions")}
                  </Text>
                ) : (
                  <Table verticalSpacing={4} aria-label={t(`splits.dimensions.${dimension}`)}>
                    <Table.Tbody>
                      {rows.map((r) => (
                        <Table.Tr key={r.key}>
                          <Table.Td w="40%">
                            <Text size="sm" truncate>
                              {r.label}
                            </Text>
                          </Table.Td>
                          <Table.Td>
                            <Progress value={(r.count / max) * 100} size="sm" radius="xl" aria-hidden="true" />
                          </Table.Td>
                          <Table.Td ta="right" w={64}>
                            <FigureLink
                              scope={scope}
                              figure={r.figure}
                              label={t("links.count", { count: r.count, what: r.label })}
                            >
                              {r.count.toLocaleString()}
                            </FigureLink>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                )}
              </Stack>
            );
          }}
        </QueryState>
      )}
    </DashCard>
  );
}

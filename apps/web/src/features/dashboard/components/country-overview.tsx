import { Grid, Group, Skeleton, Stack, Table, Tabs, Text, UnstyledButton } from "@mantine/core";
import type { DashboardFilter } from "@quad/contract/api/dashboard";
import { COUNTRY_WISE_TABS, type CountryWiseTab } from "@quad/contract/rules/dashboard";
import { IconArrowDown, IconArrowUp, IconSelector } from "@tabler/icons-react";
import { useNavigate } from "@tanstack/react-router";
import { lazy, Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Segmented } from "../../../components/ui/segmented";
import { localCountryName } from "../../../lib/reference/country-names";
import { useDashboardFigure } from "../api/figures";
import { countryRowFigure, countryRowLink, countryWiseBody } from "../model/links";
import { type CountryCount, type CountrySortKey, sortCountries } from "../model/world-map";
import { DashCard, FigureLink, QueryState } from "./dash-card";

/** The map and its atlas (Natural Earth, d3-geo) load in their own chunk, when the card is drawn. */
const WorldMap = lazy(() => import("./world-map").then((m) => ({ default: m.WorldMap })));

/** The map's place while its chunk loads: its 2:1 drawing and the legend's row, so the table beside it stays put. */
function MapLoading() {
  return (
    <Stack gap="xs" aria-hidden="true">
      <Skeleton style={{ aspectRatio: "2 / 1" }} radius="md" />
      <Skeleton h={22} w="60%" radius="sm" />
    </Stack>
  );
}

function SortHeader({
  label,
  column,
  sort,
  onSort,
  align,
}: {
  label: string;
  column: CountrySortKey;
  sort: { key: CountrySortKey; dir: "asc" | "desc" };
  onSort: (key: CountrySortKey) => void;
  align?: "right";
}) {
  const active = sort.key === column;
  const Icon = active ? (sort.dir === "asc" ? IconArrowUp : IconArrowDown) : IconSelector;
  return (
    <Table.Th ta={align} aria-sort={active ? (sort.dir === "asc" ? "ascending" : "descending") : "none"} scope="col">
      <UnstyledButton onClick={() => onSort(column)} style={{ display: "inline-flex", alignItems: "center", gap: 4 }}>
        <Text size="xs" fw={600}>
          {label}
        </Text>
        <Icon size={12} aria-hidden="true" />
      </UnstyledButton>
    </Table.Th>
  );
}

/** Country-wise overview (spec 2 §2): by country of residence or citizenship, on a world map beside a sortable table. */
export function CountryOverview({ scope }: { scope: readonly number[] }) {
  const { t, i18n } = useTranslation("dashboard");
  const navigate = useNavigate();
  const [mode, setMode] = useState<"country" | "citizenship">("country");
  const [tab, setTab] = useState<CountryWiseTab>("connected");
  const [sort, setSort] = useState<{ key: CountrySortKey; dir: "asc" | "desc" }>({ key: "count", dir: "desc" });
  const body: DashboardFilter = useMemo(() => countryWiseBody(scope, tab, mode), [scope, tab, mode]);
  const query = useDashboardFigure("country_wise_connections", body);
  const name = (r: CountryCount) => localCountryName(r.code, i18n.language, r.name);
  const onSort = (key: CountrySortKey) =>
    setSort((s) =>
      s.key === key ? { key, dir: s.dir === "asc" ? "desc" : "asc" } : { key, dir: key === "count" ? "desc" : "asc" },
    );
  const collator = useMemo(() => new Intl.Collator(i18n.language), [i18n.language]);
  return (
    <DashCard
      id="dash-countries"
      title={t("countries.title")}
      description={mode === "country" ? t("countries.descriptionCountry") : t("countries.descriptionCitizenship")}
      actions={
        <Segmented
          size="xs"
          value={mode}
          onChange={setMode}
          data={[
            { value: "country", label: t("countries.byCountry") },
            { value: "citizenship", label: t("countries.byCitizenship") },
          ]}
          aria-label={t("countries.mode")}
        />
      }
    >
      <Tabs value={tab} onChange={(v) => setTab(COUNTRY_WISE_TABS.find((x) => x === v) ?? "connected")}>
        <Tabs.List aria-label={t("countries.tabsLabel")} style={{ flexWrap: "nowrap", overflowX: "auto" }}>
          {COUNTRY_WISE_TABS.map((x) => (
            <Tabs.Tab key={x} value={x}>
              {t(`countries.tabs.${x}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <QueryState query={query} rows={6}>
        {(data) => {
          const rows = sortCountries(
            data.countries.filter((c) => c.count > 0),
            sort.key,
            sort.dir,
            (a, b) => collator.compare(a, b),
          ).map((r) => ({ ...r, name: name(r) }));
          const open = (r: CountryCount) =>
            void navigate({ to: "/connections", search: countryRowLink(r.id, tab, mode) });
          return (
            <Grid gap="lg" align="flex-start">
              <Grid.Col span={{ base: 12, md: 7 }}>
                <Suspense fallback={<MapLoading />}>
                  <WorldMap
                    rows={rows}
                    countryName={(r) => r.name}
                    onOpen={open}
                    hrefOf={(r) => `/connections?${new URLSearchParams(countryRowLink(r.id, tab, mode))}`}
                  />
                </Suspense>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <Stack gap="xs">
                  <Group justify="space-between">
                    <Text size="xs" c="dimmed">
                      {t("countries.total", { count: data.total_count })}
                    </Text>
                  </Group>
                  {rows.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t("countries.empty")}
                    </Text>
                  ) : (
                    <Table.ScrollContainer minWidth={240} mah={340} type="native">
                      <Table verticalSpacing={6} stickyHeader aria-label={t("countries.tableLabel")} data-country-table>
                        <Table.Thead>
                          <Table.Tr>
                            <SortHeader
                              label={mode === "country" ? t("countries.country") : t("countries.citizenship")}
                              column="name"
                              sort={sort}
                              onSort={onSort}
                            />
                            <SortHeader
                              label={t("countries.count")}
                              column="count"
                              sort={sort}
                              onSort={onSort}
                              align="right"
                            />
                          </Table.Tr>
                        </Table.Thead>
                        <Table.Tbody>
                          {rows.map((r) => (
                            <Table.Tr key={r.id} data-code={r.code}>
                              <Table.Td>
                                <Text size="sm">{r.name}</Text>
                              </Table.Td>
                              <Table.Td ta="right">
                                <FigureLink
                                  scope={[]}
                                  figure={countryRowFigure(r.id, tab, mode)}
                                  label={t("links.count", { count: r.count, what: r.name })}
                                >
                                  {r.count.toLocaleString()}
                                </FigureLink>
                              </Table.Td>
                            </Table.Tr>
                          ))}
                        </Table.Tbody>
                      </Table>
                    </Table.ScrollContainer>
                  )}
                </Stack>
              </Grid.Col>
            </Grid>
          );
        }}
      </QueryState>
    </DashCard>
  );
}

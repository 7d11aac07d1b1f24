import { Anchor, Badge, Group, Stack, Table, Text } from "@mantine/core";
import type { DashboardFilter } from "@quad/contract/api/dashboard";
import { SCHOOL_FIGURE_STATES } from "@quad/contract/api/dashboard-links";
import { Link } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Segmented } from "../../../components/ui/segmented";
import { formatDate } from "../../../lib/dates";
import { useCountryName } from "../../../lib/reference/country-names";
import { useDashboardFigure } from "../api/figures";
import { DashCard, FigureLink, QueryState } from "./dash-card";

/**
 * Recommended schools to visit (spec 2 §2): schools the institution's connections attend, not yet visited (upcoming)
 * or visited before (past), with how many connections, listed and applicants each holds.
 */
export function RecommendedSchoolsCard({ scope }: { scope: readonly number[] }) {
  const { t } = useTranslation("dashboard");
  const countryName = useCountryName();
  const [list, setList] = useState<"upcoming" | "past">("upcoming");
  const body: DashboardFilter = useMemo(
    () => ({ country_ids: [...scope], previous_visited: list === "past" }),
    [scope, list],
  );
  const query = useDashboardFigure("recommended_schools", body);
  const day = (iso: string | null) => (iso ? formatDate(iso) : null);
  return (
    <DashCard
      id="dash-schools"
      title={t("schools.title")}
      description={t("schools.description")}
      actions={
        <Segmented
          size="xs"
          value={list}
          onChange={setList}
          data={[
            { value: "upcoming", label: t("schools.upcoming") },
            { value: "past", label: t("schools.past") },
          ]}
          aria-label={t("schools.title")}
        />
      }
    >
      <QueryState query={query} rows={4}>
        {(d) =>
          d.schools.length === 0 ? (
            <Text size="sm" c="dimmed">
              {list === "upcoming" ? t("schools.emptyUpcoming") : t("schools.emptyPast")}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={420} mah={480} type="native">
              <Table verticalSpacing={6} stickyHeader aria-label={t(`schools.${list}`)}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("schools.school")}</Table.Th>
                    <Table.Th ta="right">{t("schools.connections")}</Table.Th>
                    <Table.Th ta="right">{t("schools.listed")}</Table.Th>
                    <Table.Th ta="right">{t("schools.applicants")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {d.schools.map((s) => (
                    <Table.Tr key={s.id}>
                      <Table.Td>
                        <Stack gap={0}>
                          <Anchor component={Link} to={`/schools/${s.id}`} size="sm" fw={600}>
                            {s.name}
                          </Anchor>
                          <Group gap={6}>
                            <Text size="xs" c="dimmed">
                              {[s.city, s.state, countryName(s.country_name)].filter(Boolean).join(", ")}
                            </Text>
                            {s.next_visit_at ? (
                              <Badge size="xs" variant="light" color="teal">
                                {t("schools.next", { date: day(s.next_visit_at) })}
                              </Badge>
                            ) : s.last_visit_at ? (
                              <Badge size="xs" variant="light" color="gray">
                                {t("schools.last", { date: day(s.last_visit_at) })}
                              </Badge>
                            ) : null}
                          </Group>
                        </Stack>
                      </Table.Td>
                      {(
                        [
                          ["connections_count", "connections"],
                          ["added_to_list_count", "listed"],
                          ["applicants_count", "applicants"],
                        ] as const
                      ).map(([key, column]) => (
                        <Table.Td key={key} ta="right">
                          <FigureLink
                            scope={scope}
                            figure={{ school_name: s.name, list_state: SCHOOL_FIGURE_STATES[key] ?? undefined }}
                            label={t("links.count", { count: s[key], what: `${s.name}: ${t(`schools.${column}`)}` })}
                          >
                            {s[key].toLocaleString()}
                          </FigureLink>
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryState>
    </DashCard>
  );
}

import { Alert, Card, Group, Loader, SimpleGrid, Stack, Text } from "@mantine/core";
import { MIN_GROUP_SIZE } from "@quad/contract/rules/plans";
import { IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../lib/i18n";
import { usePlan } from "../../../lib/plan";
import { useCountryName } from "../../../lib/reference/country-names";
import { useProspectInsights } from "../api/get-insights";
import { AudienceGroups } from "../components/audience-groups";
import { ProspectFilters } from "../components/prospect-filters";
import { ProspectsFrame } from "../components/prospects-frame";
import { EMPTY_FILTERS, insightsQuery, type ProspectFilterState } from "../model";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text fz={28} fw={700} lh={1.1}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Card>
  );
}

function Insights() {
  const { t, i18n } = useTranslation("prospects");
  const paid = usePlan().prospect_engage === "paid";
  const countryName = useCountryName();
  const [filters, setFilters] = useState<ProspectFilterState>(EMPTY_FILTERS);
  const insights = useProspectInsights(paid ? insightsQuery(filters) : "");
  const d = insights.data;
  const fewer = (min: number) => t("insights.fewer", { min });

  return (
    <Stack gap="md">
      {paid ? (
        <Card withBorder radius="md" padding="md">
          <ProspectFilters value={filters} onChange={setFilters} compact />
        </Card>
      ) : (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          {t("insights.freeNote")}
        </Alert>
      )}
      {insights.isError ? (
        <Alert color="red" variant="light">
          {t("insights.loadFailed")}
        </Alert>
      ) : !d ? (
        <Loader />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Figure
              label={t("insights.total")}
              value={d.total === null ? fewer(d.min_group_size) : formatNumber(d.total, i18n.language)}
            />
            <Figure label={t("insights.yours")} value={formatNumber(d.connections_total, i18n.language)} />
          </SimpleGrid>
          <Group gap="xs">{insights.isFetching ? <Loader size="xs" /> : null}</Group>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="audience-groups">
            <AudienceGroups
              title={t("insights.countries")}
              groups={d.countries}
              total={d.total}
              min={d.min_group_size}
              labelOf={(g) => countryName(g.label) ?? g.key}
            />
            <AudienceGroups
              title={t("insights.years")}
              groups={d.graduation_years}
              total={d.total}
              min={d.min_group_size}
              labelOf={(g) => g.key}
            />
            <AudienceGroups
              title={t("insights.interests")}
              groups={d.academic_interests}
              total={d.total}
              min={d.min_group_size}
              labelOf={(g) => g.key}
            />
            <AudienceGroups
              title={t("insights.userTypes")}
              groups={d.user_types}
              total={d.total}
              min={d.min_group_size}
              labelOf={(g) => t(`userTypes.${g.key}`)}
            />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}

/** /prospect-and-engage/insights — how the discoverable audience is made up (filters on the paid plan). */
export default function InsightsPage() {
  return (
    <ProspectsFrame page="insights" values={{ min: MIN_GROUP_SIZE }}>
      <Insights />
    </ProspectsFrame>
  );
}

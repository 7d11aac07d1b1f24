import { Button, Grid, Group, Stack, Text } from "@mantine/core";
import type { DashboardFilter } from "@quad/contract/api/dashboard";
import { IconCalendarPlus, IconPresentation, IconUsers } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyStatePanel } from "../../../components/ui/empty-state-panel";
import { PageHeader } from "../../../components/ui/page-header";
import { RouteLoader } from "../../../components/ui/route-loader";
import { useDatesReady, viewerZone } from "../../../lib/dates";
import { useNamespace } from "../../../lib/i18n";
import { finalStepsQueryOptions } from "../../../lib/onboarding/get-final-steps";
import { useLocalCountries } from "../../../lib/reference/country-names";
import { regionsQueryOptions } from "../../../lib/reference/get-regions";
import { useRegionName } from "../../../lib/reference/region-names";
import { useSessionStore } from "../../../lib/session-store";
import { useDashboardFigure } from "../api/figures";
import { useDashboardEvents } from "../api/get-dashboard-events";
import { useSelectedRegions } from "../api/get-selected-regions";
import { useUserConfiguration } from "../api/get-user-configuration";
import { useUpdateSelectedRegions } from "../api/update-selected-regions";
import { BookMeetingButton, ContactUsButton } from "../components/book-meeting";
import { CountryOverview } from "../components/country-overview";
import { CardLoading } from "../components/dash-card";
import { EventConnectionsCard, VisitsByCountryCard } from "../components/events-card";
import { FunnelCard } from "../components/funnel-card";
import { OnboardingChecklist } from "../components/onboarding-checklist";
import { NewActivitiesCard, NewConnectionsCard } from "../components/people-cards";
import { RegionBadges, RegionFilterButton } from "../components/region-filter";
import { RecommendedSchoolsCard } from "../components/schools-card";
import { SplitsCard } from "../components/splits-card";
import { TrendsCard } from "../components/trends-card";
import { WeekAtAGlance } from "../components/week-at-a-glance";
import { showOnboarding } from "../model/onboarding";
import { applyDraft, initialFilterState, type RegionFilterState } from "../model/region-filter";

/** A new institution with no connection at all: what brings the first ones. */
function FirstConnectionsEmptyState({ client }: { client: boolean }) {
  const { t } = useTranslation("dashboard");
  return (
    <EmptyStatePanel
      icon={<IconUsers size={28} aria-hidden="true" />}
      title={t("empty.title")}
      description={client ? t("empty.bodyClient") : t("empty.body")}
      action={
        <Group gap="xs" justify="center">
          <Button component={Link} to="/event/sessions" leftSection={<IconPresentation size={16} aria-hidden="true" />}>
            {t("empty.webinar")}
          </Button>
          {client ? null : (
            <Button
              component={Link}
              to="/schools"
              variant="light"
              leftSection={<IconCalendarPlus size={16} aria-hidden="true" />}
            >
              {t("empty.visit")}
            </Button>
          )}
        </Group>
      }
    />
  );
}

function Analytics({ body, scope, client }: { body: DashboardFilter; scope: number[]; client: boolean }) {
  const insights = useDashboardFigure("connection_insights", body);
  const listing = useDashboardFigure("listing", body);
  const profile = useDashboardFigure("university_profile_views", body);
  const dimensions = useDashboardFigure("added_list_dimentions", body);
  const newConnections = useDashboardFigure("new_connections", body);
  const newActivities = useDashboardFigure("new_activities", body);
  const eventConnections = useDashboardFigure("event_connections", body);
  const visits = useDashboardFigure("country_wise_visits", body, !client);
  return (
    <>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <SplitsCard
          insights={insights}
          listing={listing}
          profile={profile}
          dimensions={dimensions}
          scope={scope}
          client={client}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <TrendsCard body={body} scope={scope} client={client} />
      </Grid.Col>
      <Grid.Col span={12}>
        <CountryOverview scope={scope} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <NewConnectionsCard query={newConnections} scope={scope} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <NewActivitiesCard query={newActivities} scope={scope} />
      </Grid.Col>
      {client ? null : (
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <RecommendedSchoolsCard scope={scope} />
        </Grid.Col>
      )}
      <Grid.Col span={{ base: 12, lg: client ? 12 : 5 }}>
        <Stack gap="md" h="100%">
          <EventConnectionsCard query={eventConnections} scope={scope} />
          {client ? null : <VisitsByCountryCard query={visits} />}
        </Stack>
      </Grid.Col>
    </>
  );
}

function DashboardScreen({ client, zone }: { client: boolean; zone: string }) {
  const { t } = useTranslation("dashboard");
  const regionsQuery = useQuery(regionsQueryOptions);
  const countries = useLocalCountries();
  const selected = useSelectedRegions();
  const save = useUpdateSelectedRegions();
  const config = useUserConfiguration();
  const userId = useSessionStore((s) => s.data?.id);
  const firstSteps = useQuery({ ...finalStepsQueryOptions(userId ?? 0), enabled: !!userId });
  const events = useDashboardEvents();
  const [filter, setFilter] = useState<RegionFilterState | null>(null);

  // The saved choice (or the default) is the first applied filter.
  useEffect(() => {
    if (!filter && selected.data) setFilter(initialFilterState(selected.data.country_ids));
  }, [filter, selected.data]);

  const regionName = useRegionName();
  const regions = useMemo(
    () =>
      (regionsQuery.data?.regions ?? [])
        .filter((r) => r.country_ids.length > 0)
        .map((r) => ({ ...r, name: regionName(r.name) })),
    [regionsQuery.data, regionName],
  );
  const names = useMemo(() => new Map((countries.data ?? []).map((c) => [c.id, c.name])), [countries.data]);
  const countryName = useCallback((id: number) => names.get(id) ?? String(id), [names]);

  const scope = filter?.applied ?? [];
  const body: DashboardFilter = useMemo(() => ({ country_ids: scope }), [scope]);
  const summary = useDashboardFigure("summary", body, !!filter);

  const apply = (ids: number[]) => {
    if (!filter) return;
    setFilter(applyDraft({ ...filter, draft: ids }));
    save.mutate(ids);
  };

  const isNew = config.data?.has_leads_available === false && summary.data?.connected === 0;
  const header = (
    <PageHeader
      title={t("title")}
      description={client ? t("descriptionClient") : t("description")}
      actions={
        <Group gap="xs" wrap="wrap">
          {filter && regions.length ? (
            <RegionFilterButton
              regions={regions}
              countryName={countryName}
              state={filter}
              onChange={setFilter}
              onApply={apply}
              saving={save.isPending}
            />
          ) : null}
          <ContactUsButton />
          <BookMeetingButton zone={zone} />
        </Group>
      }
    />
  );

  if (!filter) {
    return (
      <Stack gap={0}>
        {header}
        {selected.isError ? (
          <Text c="red" size="sm">
            {t("common.errorBody")}
          </Text>
        ) : (
          <CardLoading rows={6} height={80} />
        )}
      </Stack>
    );
  }

  return (
    <Stack gap={0}>
      {header}
      <Stack gap="md">
        <RegionBadges
          regions={regions}
          countryName={countryName}
          applied={filter.applied}
          isDefault={!!selected.data?.is_default && !save.isSuccess}
          onRemove={apply}
        />
        {config.data && showOnboarding(config.data, firstSteps.data) ? <OnboardingChecklist client={client} /> : null}
        <Grid gap="md" align="stretch">
          <Grid.Col span={12}>
            <WeekAtAGlance events={events} summary={summary.data} scope={scope} zone={zone} client={client} />
          </Grid.Col>
          {isNew ? (
            <Grid.Col span={12}>
              <FirstConnectionsEmptyState client={client} />
            </Grid.Col>
          ) : (
            <>
              <Grid.Col span={{ base: 12, lg: 7 }}>
                <FunnelCard summary={summary} scope={scope} />
              </Grid.Col>
              <Analytics body={body} scope={scope} client={client} />
            </>
          )}
        </Grid>
      </Stack>
    </Stack>
  );
}

/** /dashboard (University, ApplicationClient): spec 2 §2 Dashboard, issue 12. */
export default function DashboardPage() {
  const ready = useNamespace("dashboard");
  const datesReady = useDatesReady();
  const type = useSessionStore((s) => s.data?.institute_type);
  const profileZone = useSessionStore((s) => s.data?.timezone);
  if (!ready || !datesReady || !type) return <RouteLoader />;
  return <DashboardScreen client={type === "ApplicationClient"} zone={viewerZone(profileZone)} />;
}

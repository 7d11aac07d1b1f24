import { Button, Grid, Group, Stack, Text } from "@mantine/core";
import type { DashboardFilter } from "@quad/contract/api/dashboard";
import { IconCalendarPlus, IconPresentation, IconUsers } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from "react";
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
import { useDashboardSteps } from "../api/get-dashboard-steps";
import { useSelectedRegions } from "../api/get-selected-regions";
import { useUserConfiguration } from "../api/get-user-configuration";
import { useUpdateSelectedRegions } from "../api/update-selected-regions";
import { Analytics } from "../components/analytics-grid";
import { BookMeetingButton, ContactUsButton } from "../components/book-meeting";
import { CardLoading } from "../components/dash-card";
import { FunnelCard } from "../components/funnel-card";
import { OnboardingChecklist } from "../components/onboarding-checklist";
import { RegionBadges, RegionFilterButton, RegionFilterPlaceholder } from "../components/region-filter";
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
  // The checklist's steps, asked beside the rest when it may show (the checklist reads the same cached answer).
  const steps = useDashboardSteps(config.data?.is_dashboard_onboarding_complete === false);
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

  // The first screen is drawn once what decides its layout is known (the filter, its regions, whether the
  // onboarding checklist shows), so nothing arrives above the cards and pushes them down (issue 28: CLS).
  const onboarding = !!config.data && showOnboarding(config.data, firstSteps.data);
  const settled =
    !!filter &&
    !regionsQuery.isPending &&
    !config.isPending &&
    (!userId || !firstSteps.isPending) &&
    (!onboarding || !steps.isPending);
  // The cards are first drawn in a deferred render that yields to the browser, not in the answer's urgent one (issue 28).
  const drawCards = useDeferredValue(settled, false);
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
          ) : settled ? null : (
            <RegionFilterPlaceholder />
          )}
          <ContactUsButton />
          <BookMeetingButton zone={zone} />
        </Group>
      }
    />
  );

  if (!filter || !settled || !drawCards) {
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
        {onboarding ? <OnboardingChecklist client={client} /> : null}
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

import { Grid, Stack } from "@mantine/core";
import type { DashboardFilter } from "@quad/contract/api/dashboard";
import { memo } from "react";
import { WhenVisible } from "../../../components/ui/when-visible";
import { useDashboardFigure } from "../api/figures";
import { CountryOverview } from "./country-overview";
import { EventConnectionsCard, VisitsByCountryCard } from "./events-card";
import { NewActivitiesCard, NewConnectionsCard } from "./people-cards";
import { RecommendedSchoolsCard } from "./schools-card";
import { SplitsCard } from "./splits-card";
import { TrendsCard } from "./trends-card";

/*
 * The dashboard's analytics cards. Each card asks its own figures, so an answer redraws its card only; the cards
 * below the first screen are drawn when they come near it or, not on a phone, when the browser is idle (WhenVisible,
 * decisions 120 and 123), each keeping about its height meanwhile.
 */

interface CardProps {
  body: DashboardFilter;
  scope: number[];
  client: boolean;
}

function Splits({ body, scope, client }: CardProps) {
  const insights = useDashboardFigure("connection_insights", body);
  const listing = useDashboardFigure("listing", body);
  const profile = useDashboardFigure("university_profile_views", body);
  const dimensions = useDashboardFigure("added_list_dimentions", body);
  return (
    <SplitsCard
      insights={insights}
      listing={listing}
      profile={profile}
      dimensions={dimensions}
      scope={scope}
      client={client}
    />
  );
}

function NewConnections({ body, scope }: CardProps) {
  return <NewConnectionsCard query={useDashboardFigure("new_connections", body)} scope={scope} />;
}

function NewActivities({ body, scope }: CardProps) {
  return <NewActivitiesCard query={useDashboardFigure("new_activities", body)} scope={scope} />;
}

function EventsAndVisits({ body, scope, client }: CardProps) {
  const eventConnections = useDashboardFigure("event_connections", body);
  const visits = useDashboardFigure("country_wise_visits", body, !client);
  return (
    <Stack gap="md" h="100%">
      <EventConnectionsCard query={eventConnections} scope={scope} />
      {client ? null : <VisitsByCountryCard query={visits} />}
    </Stack>
  );
}

/** Everything under the funnel: redrawn only when the filter changes (not when the page's own queries answer). */
export const Analytics = memo(function Analytics(props: CardProps) {
  const { body, scope, client } = props;
  return (
    <>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Splits {...props} />
      </Grid.Col>
      <Grid.Col span={12}>
        <WhenVisible minHeight={420}>
          <TrendsCard body={body} scope={scope} client={client} />
        </WhenVisible>
      </Grid.Col>
      <Grid.Col span={12}>
        <WhenVisible minHeight={520}>
          <CountryOverview scope={scope} />
        </WhenVisible>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <WhenVisible minHeight={380}>
          <NewConnections {...props} />
        </WhenVisible>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <WhenVisible minHeight={380}>
          <NewActivities {...props} />
        </WhenVisible>
      </Grid.Col>
      {client ? null : (
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <WhenVisible minHeight={360}>
            <RecommendedSchoolsCard scope={scope} />
          </WhenVisible>
        </Grid.Col>
      )}
      <Grid.Col span={{ base: 12, lg: client ? 12 : 5 }}>
        <WhenVisible minHeight={360}>
          <EventsAndVisits {...props} />
        </WhenVisible>
      </Grid.Col>
    </>
  );
});

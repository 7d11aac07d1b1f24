import {
  AddedListDimensionsSchema,
  ChartSummarySchema,
  ConnectionInsightsSchema,
  CountryWiseConnectionsSchema,
  type DashboardFilter,
  DashboardSummarySchema,
  EventConnectionsSchema,
  ListingSchema,
  ProfileViewsSchema,
  TrendChartSchema,
} from "@quad/contract/api/dashboard";
import { APPLICANT_STATES } from "@quad/contract/rules/connections";
import { DASHBOARD_LIST_SIZE, type RollupCall, trendMonths, trendSeries } from "@quad/contract/rules/dashboard";
import type { UserWithPartner } from "../users/users.repository.ts";
import type { ConnectionPart, DashboardFiguresRepository } from "./dashboard-figures.repository.ts";

export type { RollupCall } from "@quad/contract/rules/dashboard";

const present = (ids: readonly number[] | undefined) => (ids && ids.length > 0 ? ids : undefined);
/** The dashboard filter's countries; none chosen means every country. */
export const countriesOf = (filter: DashboardFilter) => present(filter.country_ids);

/**
 * The answers of the rollup calls (issue 12, decision 050), each computed from the rollup tables; the
 * dashboard service remembers them until the institution's connections change.
 */
export function createRollupFigures(repo: DashboardFiguresRepository, now: () => Date) {
  async function chartSummary(me: UserWithPartner, filter: DashboardFilter, part: ConnectionPart) {
    const [r, directApplications] = await Promise.all([
      repo.chartSummary(me.partner_id, countriesOf(filter), part, await ownCountry(me)),
      repo.directApplications(me.partner_id, countriesOf(filter)),
    ]);
    return ChartSummarySchema.parse({
      connected_count: r.connected,
      added_to_list_count: r.added,
      applying_count: r.applying,
      submitted_count: r.submitted,
      // Applications through Quad's direct apply, whatever the list part: every one is an `applied` activity.
      direct_app_count: directApplications,
      international_count: r.international,
      international_students_count: r.international_students,
      counsellors_count: r.counsellors,
      guardian_count: r.guardians,
    });
  }

  /** The institution's own country (partners.country_id): who counts as international. */
  async function ownCountry(me: UserWithPartner): Promise<number | null> {
    return repo.ownCountry(me.partner_id);
  }

  async function stateTrend(me: UserWithPartner, filter: DashboardFilter, states: readonly string[]) {
    const months = trendMonths(now());
    const rows = await repo.stateMonths(me.partner_id, countriesOf(filter), states, `${months[0]}-01`);
    return TrendChartSchema.parse({
      months,
      series: states.map((key) => {
        const mine = rows.filter((r) => r.key === key);
        const entered = new Map(mine.filter((r) => r.month).map((r) => [r.month as string, r.entered]));
        const net = new Map(mine.filter((r) => r.month).map((r) => [r.month as string, r.entered - r.left]));
        const before = mine.filter((r) => !r.month).reduce((s, r) => s + r.entered - r.left, 0);
        return {
          key,
          monthly: trendSeries(months, entered).monthly,
          // Never below zero: a state's net count cannot be (changes before the history began are not kept).
          cumulative: trendSeries(months, net, before).cumulative.map((n) => Math.max(0, n)),
        };
      }),
    });
  }

  const compute: Record<RollupCall, (me: UserWithPartner, filter: DashboardFilter) => Promise<object>> = {
    async summary(me, filter) {
      const r = await repo.connectionFigures(me.partner_id, countriesOf(filter));
      return DashboardSummarySchema.parse({
        connected: r.connected,
        added_to_list: r.added_to_list,
        applying: r.applying,
        offered: r.offered,
        free_connections_count: r.free,
        paid_connections_count: r.paid,
        by_user_type: { student: r.student, guardian: r.guardian, counsellor: r.counsellor },
      });
    },
    async connection_insights(me, filter) {
      const r = await repo.connectionFigures(me.partner_id, countriesOf(filter));
      return ConnectionInsightsSchema.parse({
        total_count: r.connected,
        visits_count: r.visits,
        events_count: r.events,
        profile_count: r.profile,
        list_count: r.added_to_list,
      });
    },
    async listing(me, filter) {
      const r = await repo.connectionFigures(me.partner_id, countriesOf(filter));
      return ListingSchema.parse({
        total_count: r.added_to_list,
        applying_list: r.applying,
        short_list: r.shortlisted,
        long_list: r.longlisted,
      });
    },
    async university_profile_views(me, filter) {
      const [r, views] = await Promise.all([
        repo.connectionFigures(me.partner_id, countriesOf(filter)),
        repo.profileViews(me.partner_id, countriesOf(filter)),
      ]);
      return ProfileViewsSchema.parse({
        total_views: views,
        uniq_views: r.profile,
        total_connections: r.from_profile_view,
      });
    },
    async event_connections(me, filter) {
      return EventConnectionsSchema.parse({
        events: await repo.eventConnections(me.partner_id, countriesOf(filter), DASHBOARD_LIST_SIZE),
      });
    },
    chart_summary: (me, filter) => chartSummary(me, filter, "all"),
    added_list_chart_summary: (me, filter) => chartSummary(me, filter, "added"),
    applicant_chart_summary: (me, filter) => chartSummary(me, filter, "applicants"),
    async trend_chart(me, filter) {
      const months = trendMonths(now());
      const rows = await repo.connectionMonths(me.partner_id, countriesOf(filter), `${months[0]}-01`);
      const series = (keys: readonly string[] | null, key: string) => {
        const mine = rows.filter((r) => keys === null || keys.includes(r.key));
        const counts = new Map<string, number>();
        let before = 0;
        for (const r of mine) {
          if (r.month) counts.set(r.month, (counts.get(r.month) ?? 0) + r.n);
          else before += r.n;
        }
        return { key, ...trendSeries(months, counts, before) };
      };
      return TrendChartSchema.parse({
        months,
        series: [
          series(["student"], "student"),
          series(["guardian"], "guardian"),
          series(["counsellor"], "counsellor"),
          series(null, "all"),
        ],
      });
    },
    added_list_trend_chart: (me, filter) => stateTrend(me, filter, ["shortlisted", "longlisted", "applying"]),
    applicant_trend_chart: (me, filter) => stateTrend(me, filter, APPLICANT_STATES),
    async added_list_dimentions(me, filter) {
      const countryIds = countriesOf(filter);
      const [byState, byType, byYear, byCountry] = await Promise.all([
        repo.addedSplit(me.partner_id, countryIds, "list_state"),
        repo.addedSplit(me.partner_id, countryIds, "user_type"),
        repo.addedSplit(me.partner_id, countryIds, "graduation_year"),
        repo.byCountry(
          me.partner_id,
          countryIds,
          ["shortlisted", "longlisted", "applying", "applied"],
          DASHBOARD_LIST_SIZE,
        ),
      ]);
      return AddedListDimensionsSchema.parse({
        total_count: byState.reduce((s, r) => s + r.count, 0),
        by_state: byState,
        by_user_type: byType,
        // Graduation year unknown (0 in the rollup) is left out: it has no /connections filter to open.
        by_graduation_year: byYear.filter((r) => r.key !== "0"),
        by_country: byCountry.map(({ id, name, count }) => ({ id, name, count })),
      });
    },
    async country_wise_connections(me, filter) {
      const states = present(filter.included_states as never) as string[] | undefined;
      const citizenship = filter.group_by === "citizenship";
      const countries = citizenship
        ? await repo.byCitizenship(me.partner_id, present(filter.citizenship_ids), states)
        : await repo.byCountry(me.partner_id, countriesOf(filter), states);
      return CountryWiseConnectionsSchema.parse({
        group_by: citizenship ? "citizenship" : "country",
        total_count: countries.reduce((s, c) => s + c.count, 0),
        countries,
      });
    },
  };
  return compute;
}

/**
 * Which connections list each dashboard figure opens (issue 24 §3): the one mapping the web's links and the
 * server's test read. A figure either opens /connections with a filter under which the list's total equals the
 * figure, or it is plain text (`figure: null`: views, visits, applications or months are not a list of people).
 */
import {
  type ACTIVITY_KINDS,
  ADDED_TO_LIST_STATES,
  APPLICANT_STATES,
  type CONNECTION_SOURCES,
  CONNECTION_USER_TYPES,
  type ConnectionUserType,
  LIST_STATES,
} from "../rules/connections.ts";
import { type CountryWiseTab, type DashboardCall, STATES_OF_COUNTRY_WISE_TAB } from "../rules/dashboard.ts";
import type { DashboardAnswer, DashboardFilter } from "./dashboard.ts";

/** The list tab a figure opens: one user type, or every one ("all", the default: most figures count everyone). */
export type ConnectionsTab = ConnectionUserType | "all";

/** What a dashboard figure stands for on /connections: the list opens with this filter set. */
export interface FigureFilter {
  /** A country of residence instead of the region filter's countries. */
  country?: number;
  citizenship?: number;
  graduation_year?: string;
  event_title?: string;
  activity_type?: readonly string[];
  list_state?: readonly string[];
  access_tier?: readonly string[];
  school_name?: string;
  source?: readonly (typeof CONNECTION_SOURCES)[number][];
  /** The tab the figure counts; absent: every user type. */
  tab?: ConnectionsTab;
}

/** The activity kinds behind each connection-insight figure (the engagement bits of decision 050). */
export const INSIGHT_ACTIVITY_KINDS = {
  visits_count: ["visit_signup"],
  events_count: ["registered", "waitlisted", "cancelled", "attended", "watched_video", "viewed_recording"],
  profile_count: ["profile_view"],
} as const satisfies Record<string, readonly (typeof ACTIVITY_KINDS)[number][]>;

/** The list states behind a funnel stage (absent: every connection). */
export const FUNNEL_STATES = {
  connected: null,
  addedToList: ADDED_TO_LIST_STATES,
  applying: APPLICANT_STATES,
  offeredToJoin: ["offered"],
} as const;

/** The list states each listing figure counts: "applying_list" is the applicants (applying or applied). */
export const LISTING_STATES = {
  total_count: ADDED_TO_LIST_STATES,
  short_list: ["shortlisted"],
  long_list: ["longlisted"],
  applying_list: APPLICANT_STATES,
} as const;

/** The figures of a chart summary and what each counts within the tab's part (null: not a list of people). */
export const CHART_SUMMARY_FIGURES = {
  connected_count: {},
  added_to_list_count: { list_state: ADDED_TO_LIST_STATES },
  applying_count: { list_state: APPLICANT_STATES },
  submitted_count: { list_state: ["applied"] },
  /** Applications received (activities), not people. */
  direct_app_count: null,
  /** Living outside the institution's own country: no list filter says that. */
  international_count: null,
  international_students_count: null,
  counsellors_count: { tab: "counsellor" },
  guardian_count: { tab: "guardian" },
} as const satisfies Record<keyof DashboardAnswer<"chart_summary">, FigureFilter | null>;
export type ChartSummaryKey = keyof typeof CHART_SUMMARY_FIGURES;

/** The part of the connections each chart-summary call counts. */
export const CHART_SUMMARY_BASE: Record<
  "chart_summary" | "added_list_chart_summary" | "applicant_chart_summary",
  FigureFilter
> = {
  chart_summary: {},
  added_list_chart_summary: { list_state: ADDED_TO_LIST_STATES },
  applicant_chart_summary: { list_state: APPLICANT_STATES },
};

/** Narrows a figure to a part (its list states): the states both count, and the part's other filters. */
export function within(base: FigureFilter, figure: FigureFilter): FigureFilter {
  const states =
    base.list_state && figure.list_state
      ? figure.list_state.filter((s) => base.list_state?.includes(s))
      : (figure.list_state ?? base.list_state);
  return { ...base, ...figure, ...(states ? { list_state: states } : {}) };
}

/** A chart summary's figure in its part; null when the figure is not a list of people. */
export function chartSummaryFigure(base: FigureFilter, key: ChartSummaryKey): FigureFilter | null {
  const figure: FigureFilter | null = CHART_SUMMARY_FIGURES[key];
  return figure ? within(base, figure) : null;
}

/** A trend series key as a figure filter: a user type opens its tab, a list state filters by it. */
export function seriesFigure(key: string): FigureFilter {
  const type = CONNECTION_USER_TYPES.find((t) => t === key);
  if (type) return { tab: type };
  const state = LIST_STATES.find((s) => s === key);
  if (state) return { list_state: [state] };
  return {};
}

/** A country-wise row: that country of residence, or that citizenship (any residence), in the tab's states. */
export function countryRowFigure(id: number, tab: CountryWiseTab, mode: "country" | "citizenship"): FigureFilter {
  const states = STATES_OF_COUNTRY_WISE_TAB[tab];
  const figure: FigureFilter = mode === "country" ? { country: id } : { citizenship: id };
  if (states) figure.list_state = states;
  return figure;
}

/** A row of the added-to-list dimensions: every one counts listed connections. */
export function dimensionFigure(
  dimension: "by_state" | "by_user_type" | "by_graduation_year" | "by_country",
  key: string | number,
): FigureFilter {
  const listed = { list_state: ADDED_TO_LIST_STATES };
  if (dimension === "by_state") return { list_state: [String(key)] };
  if (dimension === "by_country") return { ...listed, country: Number(key) };
  if (dimension === "by_graduation_year") return { ...listed, graduation_year: String(key) };
  return { ...listed, tab: CONNECTION_USER_TYPES.find((t) => t === key) ?? "all" };
}

/** The states a recommended school's figure counts. */
export const SCHOOL_FIGURE_STATES = {
  connections_count: null,
  added_to_list_count: ADDED_TO_LIST_STATES,
  applicants_count: APPLICANT_STATES,
} as const;

/**
 * GET connections' query for a figure (the list the link opens): the figure's own filter, within the region
 * filter's countries (`scope`) unless the figure names a country or citizenship of its own.
 */
export function figureListQuery(scope: readonly number[], f: FigureFilter): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = { user_type: f.tab ?? "all" };
  const countries =
    f.country !== undefined ? [f.country] : f.citizenship !== undefined ? [] : [...scope].sort((a, b) => a - b);
  if (countries.length) out.country_ids = countries.map(String);
  if (f.citizenship !== undefined) out.citizenship_ids = [String(f.citizenship)];
  if (f.graduation_year) out.graduation_years = [f.graduation_year];
  if (f.event_title) out.event_titles = [f.event_title];
  if (f.activity_type?.length) out.activity_types = [...f.activity_type];
  if (f.list_state?.length) out.list_states = [...f.list_state];
  if (f.access_tier?.length) out.access_tiers = [...f.access_tier];
  if (f.source?.length) out.source_types = [...f.source];
  if (f.school_name) out.school_names = [f.school_name];
  return out;
}

/** One figure of a dashboard answer: where it sits, its value, and the list it opens (null: plain text). */
export interface DashboardFigure {
  path: string;
  value: number;
  figure: FigureFilter | null;
  /** The countries the list is narrowed to (the region filter's, unless the figure names its own). */
  scope: readonly number[];
}

type WalkOf<A> = (answer: A, body: DashboardFilter) => DashboardFigure[];
type Walk<C extends DashboardCall> = WalkOf<DashboardAnswer<C>>;

const fig = (body: DashboardFilter, path: string, value: number, figure: FigureFilter | null): DashboardFigure => ({
  path,
  value,
  figure,
  scope: body.country_ids ?? [],
});

const chartSummary =
  (call: keyof typeof CHART_SUMMARY_BASE): WalkOf<DashboardAnswer<"chart_summary">> =>
  (a, body) =>
    (Object.keys(CHART_SUMMARY_FIGURES) as ChartSummaryKey[]).map((key) =>
      fig(body, `${call}.${key}`, a[key], chartSummaryFigure(CHART_SUMMARY_BASE[call], key)),
    );

/** A trend: only each series' latest running total is a list of people today; months are history. */
const trend =
  (call: string, base: FigureFilter): WalkOf<DashboardAnswer<"trend_chart">> =>
  (a, body) =>
    a.series.flatMap((s) =>
      s.cumulative.map((value, i) =>
        fig(
          body,
          `${call}.${s.key}.${a.months[i]}`,
          value,
          i === s.cumulative.length - 1 ? { ...base, ...seriesFigure(s.key) } : null,
        ),
      ),
    );

/** Every figure of every dashboard call, with the list it opens: what the web links and the server's test walks. */
export const DASHBOARD_FIGURES: { [C in DashboardCall]: Walk<C> } = {
  summary: (a, body) => [
    fig(body, "summary.connected", a.connected, {}),
    fig(body, "summary.added_to_list", a.added_to_list, { list_state: FUNNEL_STATES.addedToList }),
    fig(body, "summary.applying", a.applying, { list_state: FUNNEL_STATES.applying }),
    fig(body, "summary.offered", a.offered, { list_state: FUNNEL_STATES.offeredToJoin }),
    fig(body, "summary.paid", a.paid_connections_count, { access_tier: ["paid"] }),
    fig(body, "summary.free", a.free_connections_count, { access_tier: ["free"] }),
    ...CONNECTION_USER_TYPES.map((t) => fig(body, `summary.by_user_type.${t}`, a.by_user_type[t], { tab: t })),
  ],
  connection_insights: (a, body) => [
    fig(body, "connection_insights.total_count", a.total_count, {}),
    fig(body, "connection_insights.visits_count", a.visits_count, {
      activity_type: INSIGHT_ACTIVITY_KINDS.visits_count,
    }),
    fig(body, "connection_insights.events_count", a.events_count, {
      activity_type: INSIGHT_ACTIVITY_KINDS.events_count,
    }),
    fig(body, "connection_insights.profile_count", a.profile_count, {
      activity_type: INSIGHT_ACTIVITY_KINDS.profile_count,
    }),
    fig(body, "connection_insights.list_count", a.list_count, { list_state: ADDED_TO_LIST_STATES }),
  ],
  listing: (a, body) =>
    (Object.keys(LISTING_STATES) as (keyof typeof LISTING_STATES)[]).map((key) =>
      fig(body, `listing.${key}`, a[key], { list_state: LISTING_STATES[key] }),
    ),
  university_profile_views: (a, body) => [
    fig(body, "university_profile_views.uniq_views", a.uniq_views, {
      activity_type: INSIGHT_ACTIVITY_KINDS.profile_count,
    }),
    fig(body, "university_profile_views.total_views", a.total_views, null),
    fig(body, "university_profile_views.total_connections", a.total_connections, { source: ["profile_view"] }),
  ],
  event_connections: (a, body) =>
    a.events.map((e) => fig(body, `event_connections.${e.event_name}`, e.count, { event_title: e.event_name })),
  country_wise_visits: (a, body) => a.countries.map((c) => fig(body, `country_wise_visits.${c.name}`, c.count, null)),
  recommended_schools: (a, body) =>
    a.schools.flatMap((s) =>
      (Object.keys(SCHOOL_FIGURE_STATES) as (keyof typeof SCHOOL_FIGURE_STATES)[]).map((key) => {
        const states = SCHOOL_FIGURE_STATES[key];
        return fig(body, `recommended_schools.${s.name}.${key}`, s[key], {
          school_name: s.name,
          ...(states ? { list_state: states } : {}),
        });
      }),
    ),
  // New since the user's last visit: the cards list the people themselves; no list filter reads "since".
  new_connections: (a, body) => [fig(body, "new_connections.total", a.total_connections_count, null)],
  new_activities: (a, body) => [fig(body, "new_activities.total", a.total_activities_count, null)],
  chart_summary: chartSummary("chart_summary"),
  added_list_chart_summary: chartSummary("added_list_chart_summary"),
  applicant_chart_summary: chartSummary("applicant_chart_summary"),
  trend_chart: trend("trend_chart", {}),
  added_list_trend_chart: trend("added_list_trend_chart", {}),
  applicant_trend_chart: trend("applicant_trend_chart", {}),
  added_list_dimentions: (a, body) => [
    fig(body, "added_list_dimentions.total_count", a.total_count, { list_state: ADDED_TO_LIST_STATES }),
    ...a.by_state.map((r) => fig(body, `by_state.${r.key}`, r.count, dimensionFigure("by_state", r.key))),
    ...a.by_user_type.map((r) => fig(body, `by_user_type.${r.key}`, r.count, dimensionFigure("by_user_type", r.key))),
    ...a.by_graduation_year.map((r) =>
      fig(body, `by_graduation_year.${r.key}`, r.count, dimensionFigure("by_graduation_year", r.key)),
    ),
    ...a.by_country.map((r) => fig(body, `by_country.${r.name}`, r.count, dimensionFigure("by_country", r.id))),
  ],
  country_wise_connections: (a, body) => {
    const tab = (Object.keys(STATES_OF_COUNTRY_WISE_TAB) as CountryWiseTab[]).find(
      (t) =>
        (STATES_OF_COUNTRY_WISE_TAB[t] ?? []).join() === (body.included_states ?? []).join() ||
        (t === "connected" && !body.included_states?.length),
    );
    return a.countries.map((c) =>
      fig(
        body,
        `country_wise_connections.${a.group_by}.${c.name}`,
        c.count,
        tab ? countryRowFigure(c.id, tab, a.group_by) : null,
      ),
    );
  },
};

/** The figures of one answer (typed by its call). */
export function dashboardFigures<C extends DashboardCall>(
  call: C,
  answer: DashboardAnswer<C>,
  body: DashboardFilter,
): DashboardFigure[] {
  return (DASHBOARD_FIGURES[call] as Walk<C>)(answer, body);
}

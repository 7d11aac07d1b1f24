/**
 * Quad's own market-insight reports (issue 26 §2, decisions 107–109): which reports exist, what each shows, the
 * tier each needs and which filters each takes. The server builds them from its rollups; the web translates
 * titles, descriptions and widget labels by the report's and widget's keys.
 */
import type { TierNeed } from "./plans.ts";

/** The filters a report can take (query of GET reports/{dashboard_id}). */
export const INSIGHT_FILTERS = ["graduation_year", "country_id", "user_type", "interest"] as const;
export type InsightFilter = (typeof INSIGHT_FILTERS)[number];

/** Filters the free tier may use (decision 107): a graduation year only; the rest need the paid plan. */
export const FREE_INSIGHT_FILTERS: readonly InsightFilter[] = ["graduation_year"];

/**
 * What a widget counts, each a split of the platform's people (every person once, or once per interest or
 * webinar category), or of the institution's own connections compared with the platform (`share_country`).
 */
export const INSIGHT_DIMENSIONS = [
  "country",
  "graduation_year",
  "user_type",
  "interest",
  "webinar_category",
  "share_country",
] as const;
export type InsightDimension = (typeof INSIGHT_DIMENSIONS)[number];

export interface InsightReportDefinition {
  id: number;
  /** The stable key the web translates by (`insights.report.<key>.title`). */
  key: string;
  /** English title and description (the API's own text; the app shows its translation). */
  title: string;
  description: string;
  beta: boolean;
  needs: TierNeed;
  widgets: readonly InsightDimension[];
  filters: readonly InsightFilter[];
}

export const INSIGHT_REPORTS: readonly InsightReportDefinition[] = [
  {
    id: 1,
    key: "origins",
    title: "Where students come from",
    description: "Students on Quad by country of residence and graduation year.",
    beta: false,
    needs: "free",
    widgets: ["country", "graduation_year"],
    filters: ["graduation_year", "country_id", "user_type", "interest"],
  },
  {
    id: 2,
    key: "interests",
    title: "What students want to study",
    description: "The academic interests students name in their profiles.",
    beta: false,
    needs: "free",
    widgets: ["interest", "user_type"],
    filters: ["graduation_year", "country_id", "user_type"],
  },
  {
    id: 3,
    key: "webinars",
    title: "Which webinars draw them",
    description: "People who registered for or attended webinars, by webinar category.",
    beta: false,
    needs: "paid",
    widgets: ["webinar_category", "country"],
    filters: ["graduation_year", "country_id", "user_type", "interest"],
  },
  {
    id: 4,
    key: "share",
    title: "Your share per country",
    description: "Your connections in each country, as a share of the students on Quad there.",
    beta: false,
    needs: "paid",
    widgets: ["share_country"],
    filters: ["graduation_year", "user_type"],
  },
  {
    id: 5,
    key: "audience",
    title: "Audience mix",
    description: "Students, parents and counsellors by graduation year: a new report design.",
    beta: true,
    needs: "free",
    widgets: ["user_type", "graduation_year"],
    filters: ["graduation_year", "country_id", "interest"],
  },
  {
    id: 6,
    key: "interest_countries",
    title: "Interests by country",
    description: "Where the students of one academic interest live: a new report design.",
    beta: true,
    needs: "paid",
    widgets: ["country", "interest"],
    filters: ["graduation_year", "country_id", "user_type", "interest"],
  },
];

export function insightReport(id: number): InsightReportDefinition | undefined {
  return INSIGHT_REPORTS.find((r) => r.id === id);
}

/** Shown figures are rounded to this base after suppression (decision 108), so two answers cannot be subtracted exactly. */
export const INSIGHT_ROUNDING = 5;

/** The most rows a widget lists before the rest joins "Other". */
export const INSIGHT_WIDGET_ROWS = 12;

/** How long a signed report address (GET sisense/signin) opens its report. */
export const INSIGHT_TOKEN_MINUTES = 5;

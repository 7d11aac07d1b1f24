import type { InsightFilters, ReportResponse, ReportsResponse, SisenseSignin } from "@quad/contract/api/insights";
import {
  FREE_INSIGHT_FILTERS,
  INSIGHT_FILTERS,
  INSIGHT_REPORTS,
  type InsightDimension,
  type InsightReportDefinition,
  insightReport,
} from "@quad/contract/rules/insights";
import { type AccessTier, MIN_GROUP_SIZE, planRefusal, tierAllows } from "@quad/contract/rules/plans";
import type { AppContext } from "../../app-context.ts";
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from "../../lib/errors.ts";
import { OTHER_KEY, protect, rounded, share } from "./insights.privacy.ts";
import { createInsightsRepository } from "./insights.repository.ts";
import { createReportTokens, embedAddress } from "./insights.tokens.ts";

type Tier = "free" | "paid";

/** The graduation year a sample speaks of: the class graduating next (from July, the year after). */
export function sampleYear(now: Date): number {
  return now.getUTCMonth() >= 6 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
}

/** A platform figure of a sample: rounded, or null when it counts fewer than the minimum group size. */
const sampleFigure = (n: number) => (n >= MIN_GROUP_SIZE ? rounded(n) : null);

/** The filters a report takes on a tier (decision 107: the free plan filters by graduation year only). */
export function allowedFilters(report: InsightReportDefinition, tier: Tier) {
  return report.filters.filter((f) => tier === "paid" || FREE_INSIGHT_FILTERS.includes(f));
}

/**
 * Quad's own insight reports (issue 26 §2, decisions 107–109): the list with a sample figure each, a report's
 * widgets under the privacy rule, and the signed addresses that open one (Quad's own or an external BI tool's).
 */
export function createInsightsService(ctx: Pick<AppContext, "db" | "now" | "config">) {
  const repo = createInsightsRepository(ctx.db);
  const tokens = createReportTokens(ctx.config.fileUrlSecret);
  const embed =
    ctx.config.ANALYTICS_EMBED_URL && ctx.config.ANALYTICS_EMBED_SECRET
      ? { site: ctx.config.ANALYTICS_EMBED_URL, secret: ctx.config.ANALYTICS_EMBED_SECRET }
      : null;

  /** The report if the tier opens it: 404 unknown, 403 with the plan's message when it needs the paid plan. */
  function openable(id: number, tier: Tier): InsightReportDefinition {
    const report = insightReport(id);
    if (!report) throw new NotFoundError("Report not found.");
    if (!tierAllows(tier, report.needs)) throw new ForbiddenError(planRefusal("insights", report.needs));
    return report;
  }

  async function widget(partnerId: number, dimension: InsightDimension, filters: InsightFilters) {
    if (dimension === "share_country") {
      const rows = await repo.shareByCountry(partnerId, filters);
      // Both figures of a row must count at least the minimum group size; the rest are withheld.
      const groups = rows.filter((r) => r.own >= MIN_GROUP_SIZE && r.platform >= MIN_GROUP_SIZE);
      const own = protect(groups.map((r) => ({ key: r.key, label: r.label, label_zh: null, n: r.own })));
      const platformOf = new Map(groups.map((r) => [r.key, r.platform]));
      return {
        key: dimension,
        total: own.total,
        withheld: rows.filter((r) => r.own > 0).length - groups.length + own.withheld,
        rows: own.rows
          .filter((r) => r.key !== OTHER_KEY)
          .map((r) => ({ ...r, share: share(r.value, rounded(platformOf.get(r.key) ?? 0)) })),
      };
    }
    const groups = await repo.split(dimension, filters);
    return { key: dimension, ...protect(groups) };
  }

  return {
    /** GET reports: every report, locked where the tier does not open it, with a platform-wide sample figure. */
    async list(tier: AccessTier): Promise<ReportsResponse> {
      const now = ctx.now();
      const year = sampleYear(now);
      const [computed, s] = await Promise.all([repo.computedAt(), repo.samples(year)]);
      const samples: Record<string, ReportsResponse["reports"][number]["sample"]> = {
        origins: {
          label: `students of ${year} across ${s?.year_countries ?? 0} countries`,
          value: sampleFigure(s?.year_students ?? 0),
          count: s?.year_countries ?? 0,
          year,
        },
        interests: {
          label: `students naming ${s?.interests ?? 0} academic interests`,
          value: sampleFigure(s?.interest_students ?? 0),
          count: s?.interests ?? 0,
          year: null,
        },
        webinars: {
          label: `webinar sign-ups across ${s?.categories ?? 0} categories`,
          value: sampleFigure(s?.category_people ?? 0),
          count: s?.categories ?? 0,
          year: null,
        },
        share: {
          label: `people on Quad across ${s?.countries ?? 0} countries`,
          value: sampleFigure(s?.people ?? 0),
          count: s?.countries ?? 0,
          year: null,
        },
      };
      samples.audience = { ...(samples.share as (typeof samples)["share"]) };
      samples.interest_countries = { ...(samples.interests as (typeof samples)["interests"]) };
      return {
        reports: INSIGHT_REPORTS.map((r) => ({
          id: r.id,
          key: r.key,
          title: r.title,
          description: r.description,
          beta: r.beta,
          needs: r.needs,
          locked: !tierAllows(tier, r.needs),
          updated_at: computed?.toISOString() ?? null,
          sample: samples[r.key] ?? { label: "", value: null, count: null, year: null },
        })),
      };
    },

    /** GET reports/{dashboard_id}: the report's widgets for the institution, every figure protected. */
    async report(partnerId: number, tier: Tier, id: number, filters: InsightFilters): Promise<ReportResponse> {
      const report = openable(id, tier);
      const allowed = allowedFilters(report, tier);
      for (const f of INSIGHT_FILTERS) {
        if (filters[f] === undefined) continue;
        if (!report.filters.includes(f)) throw new ValidationError({ [f]: "is not a filter of this report" });
        if (!allowed.includes(f)) throw new ForbiddenError(planRefusal("insights", "paid"));
      }
      const [computed, widgets] = await Promise.all([
        repo.computedAt(),
        Promise.all(report.widgets.map((d) => widget(partnerId, d, filters))),
      ]);
      return {
        id: report.id,
        key: report.key,
        title: report.title,
        beta: report.beta,
        filters,
        allowed_filters: [...allowed],
        min_group_size: MIN_GROUP_SIZE,
        computed_at: computed?.toISOString() ?? null,
        widgets,
      };
    },

    /** GET sisense/dashboards: the reports the tier opens, with the address each is read at. */
    dashboards(tier: Tier) {
      return {
        dashboards: INSIGHT_REPORTS.filter((r) => tierAllows(tier, r.needs)).map((r) => ({
          id: r.id,
          title: r.title,
          url: embed ? `${embed.site.replace(/\/+$/, "")}/dashboard/${r.id}` : `/api/v1/partners/reports/${r.id}`,
        })),
      };
    },

    /** GET sisense/signin: a short-lived signed address of one report the tier opens. */
    async signin(partnerId: number, tier: Tier, id: number, filters: InsightFilters): Promise<SisenseSignin> {
      const report = openable(id, tier);
      const now = ctx.now();
      if (embed) {
        const signed = await embedAddress(embed.site, embed.secret, report.id, partnerId, now);
        return { mode: "embed", url: signed.url, token: signed.token, expires_at: signed.expiresAt.toISOString() };
      }
      const query = new URLSearchParams();
      for (const f of allowedFilters(report, tier)) {
        const value = filters[f];
        if (value !== undefined) query.set(f, String(value));
      }
      const signed = await tokens.sign({ partnerId, reportId: report.id }, now);
      const search = query.toString();
      return {
        mode: "quad",
        url: `/api/v1/partners/reports/${report.id}${search ? `?${search}` : ""}`,
        token: signed.token,
        expires_at: signed.expiresAt.toISOString(),
      };
    },

    /** The institution a report token was issued to, if it opens this report now (401 otherwise). */
    async grantOf(token: string, reportId: number): Promise<number> {
      const grant = await tokens.verify(token, ctx.now());
      if (grant === "expired") throw new UnauthorizedError("The report address has expired. Open the report again.");
      if (grant === "invalid" || grant.reportId !== reportId) throw new UnauthorizedError("Unauthorized");
      return grant.partnerId;
    },

    /** Rebuilds the rollups (the job). */
    refresh() {
      return repo.refresh(ctx.now());
    },
  };
}
export type InsightsService = ReturnType<typeof createInsightsService>;

/**
 * Analytics dashboards (spec 1 §7, issue 26 §2): GET reports, GET reports/{dashboard_id}, GET sisense/dashboards,
 * GET sisense/signin. Every path is under /api/v1/partners/. Decisions 107–109.
 */
import { z } from "zod";
import { CONNECTION_USER_TYPES } from "../rules/connections.ts";
import { hasControlCharacter, isDecimalDigits } from "../rules/input-limits.ts";
import { MESSAGES } from "../rules/messages.ts";
import { idField } from "./common.ts";

const blank = (v: unknown) => (v === "" || v === null ? undefined : v);
const yearField = z.preprocess(
  (v) => (typeof v === "string" && isDecimalDigits(v) ? Number(v) : v),
  z.int({ error: MESSAGES.notInteger }).min(1900, MESSAGES.range(1900, 2100)).max(2100, MESSAGES.range(1900, 2100)),
);
const interestField = z
  .string()
  .trim()
  .min(1, MESSAGES.required)
  .max(200, "must be at most 200 characters")
  .refine((v) => !hasControlCharacter(v), MESSAGES.controlCharacters);

/** The filters of a report (one value each; absent filters nothing). */
export const InsightFiltersSchema = z.object({
  graduation_year: z.preprocess(blank, yearField.optional()),
  country_id: z.preprocess(blank, idField().optional()),
  user_type: z.preprocess(blank, z.enum(CONNECTION_USER_TYPES).optional()),
  /** One academic interest, as students name it. */
  interest: z.preprocess(blank, interestField.optional()),
});
export type InsightFilters = z.infer<typeof InsightFiltersSchema>;

export const ReportParamsSchema = z.object({ dashboard_id: idField() });

const SampleSchema = z.object({
  /** What the figure counts, in English (the app words it from the report's key, `count` and `year`). */
  label: z.string(),
  value: z.number().int().nullable(),
  /** A second figure of the sentence (countries, interests, categories), or null. */
  count: z.number().int().nullable(),
  /** The graduation year the sample is of, or null. */
  year: z.number().int().nullable(),
});

export const ReportSummarySchema = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  description: z.string(),
  beta: z.boolean(),
  needs: z.enum(["free", "paid"]),
  /** True when the institution's plan does not open it. */
  locked: z.boolean(),
  /** When the figures were computed (null before the first computation). */
  updated_at: z.string().nullable(),
  sample: SampleSchema,
});

export const ReportsResponseSchema = z.object({ reports: z.array(ReportSummarySchema) });
export type ReportsResponse = z.infer<typeof ReportsResponseSchema>;
export type ReportSummary = z.infer<typeof ReportSummarySchema>;

export const InsightRowSchema = z.object({
  /** A country's ISO code, a year, a user type, "interest:<name>", a category id, or "other". */
  key: z.string(),
  /** In English (countries, interests, categories as named); the app translates by key where it can. */
  label: z.string(),
  /** The Chinese name where one is kept (webinar categories), else null. */
  label_zh: z.string().nullable(),
  /** People counted, at least the minimum group size, rounded. */
  value: z.number().int(),
  /** Of the widget's total (0–1), or of the platform's students in the country (share_country). */
  share: z.number(),
});

export const InsightWidgetSchema = z.object({
  key: z.string(),
  rows: z.array(InsightRowSchema),
  /** Every person the widget counts, rounded; null when it would single out a withheld group. */
  total: z.number().int().nullable(),
  /** Groups below the minimum group size: merged into "Other" or withheld. */
  withheld: z.number().int(),
});

export const ReportResponseSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  beta: z.boolean(),
  /** The filters applied, as read. */
  filters: z.object({
    graduation_year: z.number().int().optional(),
    country_id: z.number().int().optional(),
    user_type: z.enum(CONNECTION_USER_TYPES).optional(),
    interest: z.string().optional(),
  }),
  /** The filters this report takes on the caller's plan (the free plan: graduation year only). */
  allowed_filters: z.array(z.string()),
  min_group_size: z.number().int(),
  computed_at: z.string().nullable(),
  widgets: z.array(InsightWidgetSchema),
});
export type ReportResponse = z.infer<typeof ReportResponseSchema>;
export type InsightWidget = z.infer<typeof InsightWidgetSchema>;
export type InsightRow = z.infer<typeof InsightRowSchema>;

export const SisenseDashboardsSchema = z.object({
  dashboards: z.array(z.object({ id: z.number().int(), title: z.string(), url: z.string() })),
});

export type SisenseDashboards = z.infer<typeof SisenseDashboardsSchema>;

export const SisenseSigninQuerySchema = InsightFiltersSchema.extend({ dashboard_id: idField() });

export const SisenseSigninSchema = z.object({
  /** quad: fetch `url` with `Authorization: Bearer <token>`; embed: show `url` in a frame (external BI tool). */
  mode: z.enum(["quad", "embed"]),
  url: z.string(),
  token: z.string(),
  expires_at: z.string(),
});
export type SisenseSignin = z.infer<typeof SisenseSigninSchema>;

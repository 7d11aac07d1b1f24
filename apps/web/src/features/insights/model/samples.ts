import type { ReportSummary } from "@quad/contract/api/insights";
import type { TFunction } from "i18next";

/** A report's sample as a figure and what it counts, in the reader's language ("12,400" · "students of 2027 in 38 countries"). */
export function sampleFigure(report: ReportSummary, t: TFunction<"insights">, language: string) {
  const { value, count, year } = report.sample;
  if (value === null)
    return { value: t("sample.fewer"), label: t(`sample.${report.key}`, { count: count ?? 0, year: year ?? "" }) };
  return {
    value: value.toLocaleString(language),
    label: t(`sample.${report.key}`, { count: count ?? 0, year: year ?? "" }),
  };
}

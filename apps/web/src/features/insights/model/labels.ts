import type { InsightRow } from "@quad/contract/api/insights";
import type { TFunction } from "i18next";
import { localized } from "../../../lib/localized";
import { localCountryName } from "../../../lib/reference/country-names";

/** A row's name in the reader's language: countries by ISO code, user types and "Other" by key, categories by name. */
export function rowLabel(
  widget: string,
  row: Pick<InsightRow, "key" | "label" | "label_zh">,
  t: TFunction<"insights">,
  language: string,
): string {
  if (row.key === "other") return t("widget.other");
  if (row.key === "unknown" || (widget === "graduation_year" && row.key === "0")) return t("widget.unknown");
  if (widget === "country" || widget === "share_country") return localCountryName(row.key, language, row.label);
  if (widget === "user_type") return t(`userType.${row.key}`, { defaultValue: row.label });
  if (widget === "webinar_category") return localized(row.label, row.label_zh, language);
  return row.label;
}

import type { TFunction } from "i18next";
import type { FilterKey } from "../model/filters";

/** Code filters translate their values; the rest show the look-up's label (countries in the reader's language). */
const CODE_PREFIX: Partial<Record<FilterKey, string>> = {
  status: "status",
  result: "result",
  fee_status: "fee",
  attention: "attention",
};

export function filterValueLabel(
  t: TFunction<"applications">,
  key: FilterKey,
  value: string,
  apiLabel?: string,
  countryName?: (name: string | null | undefined) => string | null,
): string {
  const prefix = CODE_PREFIX[key];
  if (prefix) return t(`${prefix}.${value}`);
  if (key === "country" && apiLabel && countryName) return countryName(apiLabel) ?? apiLabel;
  return apiLabel ?? value;
}

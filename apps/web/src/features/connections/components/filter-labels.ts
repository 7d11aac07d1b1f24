import { ACTIVITY_TYPE_FILTER_VALUES } from "@quad/contract/rules/connections";
import type { TFunction } from "i18next";
import type { FilterKey } from "../../../lib/connections-search";

/**
 * The shown name of one filter value. Kinds, next steps, sources and list states are the contract's codes and are
 * worded here in the interface language; every other value shows the look-up's label (a country, a school, a title).
 */
export function filterValueLabel(
  t: TFunction,
  key: FilterKey,
  value: string,
  apiLabel?: string,
  countryName?: (name: string | null | undefined) => string | null,
  countryById?: (id: string) => string | null,
): string {
  switch (key) {
    case "country":
    case "citizenship":
      // The look-up lists only countries where connections live; any other id is named from the reference list.
      return (apiLabel && countryName?.(apiLabel)) || apiLabel || countryById?.(value) || value;
    case "engagement_type":
      return t(`activity.kinds.${value}`, { defaultValue: apiLabel ?? value });
    case "activity_type": {
      const kind = ACTIVITY_TYPE_FILTER_VALUES[value] ?? value;
      return t(`activity.kinds.${kind}`, { defaultValue: apiLabel ?? value });
    }
    case "next_step":
      return t(`nextSteps.${value}`, { defaultValue: apiLabel ?? value });
    case "source":
      return t(`sources.${value}`, { defaultValue: apiLabel ?? value });
    case "list_state":
      return t(`listStates.${value}`, { defaultValue: apiLabel ?? value });
    case "access_tier":
      return t(`accessTiers.${value}`, { defaultValue: apiLabel ?? value });
    default:
      return apiLabel ?? value;
  }
}

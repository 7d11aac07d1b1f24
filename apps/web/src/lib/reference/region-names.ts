import { useCallback } from "react";
import { useTranslation } from "react-i18next";

/**
 * A world region's name in the interface language. Regions come from the reference data in English (UN M49
 * sub-regions); each has its translation under `regionNames` (keyed by the English name), and a region the
 * locale files do not know keeps its English name.
 */
export function useRegionName(): (name: string) => string {
  const { t } = useTranslation();
  return useCallback((name: string) => t(`regionNames.${name}`, { defaultValue: name }), [t]);
}

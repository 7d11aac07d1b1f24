import { SCHOOL_SIZE_BANDS } from "@quad/contract/rules/school-sizes";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";

const SIZE_KEYS = new Map<string, string>(SCHOOL_SIZE_BANDS.map((band) => [band.name, band.key]));

/** The translation key of a school size name, or null for a size this app does not know. */
export function schoolSizeKey(name: string | null | undefined): string | null {
  const key = name ? SIZE_KEYS.get(name) : undefined;
  return key ? `schoolSizes.${key}` : null;
}

/** A school size in the interface language (unknown sizes as the server names them). */
export function useSchoolSizeName(): (name: string | null | undefined) => string | null {
  const { t } = useTranslation();
  return useCallback(
    (name) => {
      const key = schoolSizeKey(name);
      return key ? t(key) : (name ?? null);
    },
    [t],
  );
}

import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useCountries as useCountriesQuery } from "./get-countries";

const displayNames = new Map<string, Intl.DisplayNames | null>();

/**
 * A country's name in the reader's language from its ISO code (the browser's CLDR data); English
 * readers keep the reference data's own name. Falls back to `fallback` when the code is unknown.
 */
export function localCountryName(code: string, locale: string, fallback: string): string {
  if (locale === "en-US") return fallback;
  if (!displayNames.has(locale)) {
    try {
      displayNames.set(locale, new Intl.DisplayNames([locale], { type: "region", fallback: "none" }));
    } catch {
      displayNames.set(locale, null);
    }
  }
  try {
    return displayNames.get(locale)?.of(code) ?? fallback;
  } catch {
    return fallback;
  }
}

/** The countries list with names in the interface language (selects of every form). */
export function useLocalCountries() {
  const { i18n } = useTranslation();
  const query = useCountriesQuery();
  const data = useMemo(
    () => query.data?.map((c) => ({ ...c, name: localCountryName(c.code, i18n.language, c.name) })),
    [query.data, i18n.language],
  );
  return { data, isLoading: query.isLoading, isError: query.isError };
}

/** Turns a country name as the API gives it (English) into the interface language. */
export function useCountryName(): (name: string | null | undefined) => string | null {
  const { i18n } = useTranslation();
  const countries = useCountriesQuery();
  return useMemo(() => {
    const codes = new Map((countries.data ?? []).map((c) => [c.name, c.code]));
    return (name) => {
      if (!name) return null;
      const code = codes.get(name);
      return code ? localCountryName(code, i18n.language, name) : name;
    };
  }, [countries.data, i18n.language]);
}

/**
 * A country's name in the interface language from its id (the reference list): a filter value from an address
 * (a dashboard link's countries) is a name even when no connection lives there.
 */
export function useCountryNameById(): (id: string | number) => string | null {
  const { i18n } = useTranslation();
  const countries = useCountriesQuery();
  return useMemo(() => {
    const byId = new Map((countries.data ?? []).map((c) => [String(c.id), c]));
    return (id) => {
      const c = byId.get(String(id));
      return c ? localCountryName(c.code, i18n.language, c.name) : null;
    };
  }, [countries.data, i18n.language]);
}

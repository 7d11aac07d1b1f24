import { createRequire } from "node:module";
import type { ReasonKindSchema } from "@quad/contract/api/reference";
import { SCHOOL_SIZE_BANDS } from "@quad/contract/rules/school-sizes";
import type { ICountry, IState } from "country-state-city";
import type { z } from "zod";

/**
 * Reference rows built from real sources in npm packages:
 * - countries (ISO 3166-1 alpha-2, phone codes), their subdivisions and cities: country-state-city
 * - country names and UN geoscheme sub-regions: world-countries (corrected to UN M49 where it differs)
 * - time zones: the runtime's IANA list (Intl) plus "UTC"
 * The package data is loaded only when a builder is called, so a seeded start stays cheap.
 */

/** Bump when any list below (or a package's data we rely on) changes; the seed upserts on a new version. */
export const REFERENCE_DATA_VERSION = "reference-2026-2";

const require = createRequire(import.meta.url);

export interface CountryRow {
  code: string;
  name: string;
  phone_code: string | null;
}
export interface StateRow {
  country_code: string;
  code: string;
  name: string;
}
export interface RegionRow {
  name: string;
  country_codes: string[];
}
export interface SchoolSizeRow {
  name: string;
  min_students: number;
  max_students: number | null;
}
export type ReasonKind = z.infer<typeof ReasonKindSchema>;

interface WorldCountry {
  cca2: string;
  name: { common: string };
  region: string;
  subregion: string;
}

function cscCountries(): ICountry[] {
  return require("country-state-city/lib/cjs/assets/country.json") as ICountry[];
}
function cscStates(): IState[] {
  return require("country-state-city/lib/cjs/assets/state.json") as IState[];
}
function worldCountries(): WorldCountry[] {
  return require("world-countries/countries.json") as WorldCountry[];
}

/** "+86", "+1-684"; the package mixes "93" and "+358-18" (and "0055" for uninhabited Bouvet Island). */
function normalisePhoneCode(raw: string | undefined): string | null {
  const code = (raw ?? "").trim().replace(/^\+/, "");
  if (!/^[1-9][\d-]*$/.test(code)) return null;
  return `+${code}`;
}

/** All ISO 3166-1 countries, named by their common English name, sorted by name. */
export function buildCountries(): CountryRow[] {
  const names = new Map(worldCountries().map((c) => [c.cca2, c.name.common]));
  return cscCountries()
    .map((c) => ({
      code: c.isoCode,
      name: names.get(c.isoCode) ?? c.name,
      phone_code: normalisePhoneCode(c.phonecode),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
}

/** First-level subdivisions (states, provinces, regions...) of every country. */
export function buildStates(): StateRow[] {
  return cscStates().map((s) => ({ country_code: s.countryCode, code: s.isoCode, name: s.name }));
}

/**
 * Node's ICU lists some zones under their old CLDR names; people know them by the current IANA ones.
 * Both names work everywhere (Intl, dayjs), so the list shows the current one.
 */
const CURRENT_ZONE_NAMES: Record<string, string> = {
  "Africa/Asmera": "Africa/Asmara",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Catamarca": "America/Argentina/Catamarca",
  "America/Coral_Harbour": "America/Atikokan",
  "America/Cordoba": "America/Argentina/Cordoba",
  "America/Godthab": "America/Nuuk",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Jujuy": "America/Argentina/Jujuy",
  "America/Louisville": "America/Kentucky/Louisville",
  "America/Mendoza": "America/Argentina/Mendoza",
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Europe/Kiev": "Europe/Kyiv",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Truk": "Pacific/Chuuk",
};

/** The current IANA name of a zone given by an old name (e.g. a browser's "Asia/Calcutta"). */
export function currentZoneName(name: string): string {
  return CURRENT_ZONE_NAMES[name] ?? name;
}

/** The IANA zones this runtime knows, under their current names, plus "UTC". */
export function buildTimezones(): string[] {
  return [...new Set([...Intl.supportedValuesOf("timeZone").map(currentZoneName), "UTC"])].sort();
}

/** The 22 UN M49 sub-regions, plus Antarctica which M49 leaves without one. */
export const UN_SUBREGIONS = [
  "Northern Africa",
  "Eastern Africa",
  "Middle Africa",
  "Southern Africa",
  "Western Africa",
  "Caribbean",
  "Central America",
  "South America",
  "Northern America",
  "Central Asia",
  "Eastern Asia",
  "South-eastern Asia",
  "Southern Asia",
  "Western Asia",
  "Eastern Europe",
  "Northern Europe",
  "Southern Europe",
  "Western Europe",
  "Australia and New Zealand",
  "Melanesia",
  "Micronesia",
  "Polynesia",
  "Antarctica",
] as const;

/** Where world-countries' sub-region is not the UN M49 one. */
const M49_OVERRIDES: Record<string, string> = {
  // "Southeast Europe" / "Central Europe" are not M49 sub-regions.
  AL: "Southern Europe",
  BA: "Southern Europe",
  HR: "Southern Europe",
  XK: "Southern Europe",
  MK: "Southern Europe",
  ME: "Southern Europe",
  RS: "Southern Europe",
  SI: "Southern Europe",
  BG: "Eastern Europe",
  RO: "Eastern Europe",
  CZ: "Eastern Europe",
  HU: "Eastern Europe",
  PL: "Eastern Europe",
  SK: "Eastern Europe",
  AT: "Western Europe",
  CY: "Western Asia",
  // "North America" splits into Northern America and Central America.
  BM: "Northern America",
  CA: "Northern America",
  GL: "Northern America",
  PM: "Northern America",
  US: "Northern America",
  MX: "Central America",
  UM: "Micronesia",
  // "Antarctic" territories.
  AQ: "Antarctica",
  TF: "Eastern Africa",
  BV: "South America",
  HM: "Australia and New Zealand",
  GS: "South America",
};
const RENAMES: Record<string, string> = { "South-Eastern Asia": "South-eastern Asia" };

/** UN geoscheme sub-regions with their countries; every country is in exactly one. */
export function buildRegions(): RegionRow[] {
  const known = new Set<string>(UN_SUBREGIONS);
  const byRegion = new Map<string, string[]>(UN_SUBREGIONS.map((r) => [r, []]));
  const subregionOf = new Map(worldCountries().map((c) => [c.cca2, c.subregion || c.region]));
  for (const country of cscCountries()) {
    const raw = M49_OVERRIDES[country.isoCode] ?? subregionOf.get(country.isoCode) ?? "";
    const name = RENAMES[raw] ?? raw;
    if (!known.has(name)) {
      throw new Error(`No UN sub-region for country ${country.isoCode} (package says "${raw}")`);
    }
    byRegion.get(name)?.push(country.isoCode);
  }
  return [...byRegion].map(([name, country_codes]) => ({ name, country_codes: country_codes.sort() }));
}

/** Ordered smallest first; the last one is open-ended. */
export const SCHOOL_SIZES: SchoolSizeRow[] = SCHOOL_SIZE_BANDS.map(({ name, min_students, max_students }) => ({
  name,
  min_students,
  max_students,
}));

/** Reasons offered when a visit between a university and a high school changes; "Other" stays last. */
export const REASONS: Record<ReasonKind, string[]> = {
  reschedule_reasons: [
    "The school has exams or assessments on that date",
    "A school holiday or closure falls on that date",
    "The counsellor is not available at that time",
    "The university representative's travel plans changed",
    "It clashes with another visit or school event",
    "Too few students are free at that time",
    "Other",
  ],
  event_decline_reasons: [
    "The requested date falls during exams",
    "The school is closed on the requested date",
    "No counsellor is available to host the visit",
    "Our visit calendar is full for that period",
    "Our students have shown little interest in this university",
    "We only host universities during our college fair",
    "Other",
  ],
  event_modification_reasons: [
    "Change of room or venue at the school",
    "Moving from an in-person to a virtual visit",
    "Moving from a virtual to an in-person visit",
    "Change of start or end time",
    "A different university representative will attend",
    "The expected number of students changed",
    "Other",
  ],
  reject_reasons: [
    "The proposed time does not work for our team",
    "We have already visited this school this term",
    "The school is outside our recruitment territory",
    "Our travel budget for this season is used up",
    "The grade levels do not match our recruitment focus",
    "We are not recruiting in this country this cycle",
    "Other",
  ],
};

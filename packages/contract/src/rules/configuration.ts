/** Configuration and CRM of a University (spec 1 §3, §7; issue 11 §2; decision 045). */
import { ACCESS_TIERS, CONNECTION_SOURCES, CONNECTION_USER_TYPES, EXPORT_COLUMNS, LIST_STATES } from "./connections.ts";
import { hasControlCharacter } from "./input-limits.ts";
import { MESSAGES } from "./messages.ts";

/** One column of a download format: a known export column key and the header written for it. */
export interface MappingColumn {
  key: string;
  header: string;
}

export const MAPPING_HEADER_MAX = 60;
export const LEAD_CATEGORY_NAME_MAX = 60;
export const CRM_ENDPOINT_MAX = 2000;
export const CRM_USERNAME_MAX = 200;
export const CRM_SECRET_MAX = 500;
/** How many of the institution's latest connection files the configuration screen lists. */
export const CONFIGURATION_FILES_LIMIT = 50;

const KNOWN_KEYS = new Set<string>(EXPORT_COLUMNS.map((c) => c.key));

/** Whether a key names a column a connections download can carry. */
export function isExportColumnKey(key: string): boolean {
  return KNOWN_KEYS.has(key);
}

/** The download format when the institution has saved none: every column, default order and headers. */
export function defaultMappingColumns(): MappingColumn[] {
  return EXPORT_COLUMNS.map((c) => ({ key: c.key, header: c.header }));
}

/** Whether a format is exactly the default one (every column, default order, default headers). */
export function isDefaultMapping(columns: readonly MappingColumn[]): boolean {
  const defaults = defaultMappingColumns();
  return (
    columns.length === defaults.length &&
    columns.every((c, i) => c.key === defaults[i]?.key && c.header === defaults[i]?.header)
  );
}

/** The columns a download writes: the saved format, or the default one when nothing is saved. */
export function effectiveMappingColumns(saved: readonly MappingColumn[] | null | undefined): MappingColumn[] {
  return saved && saved.length > 0 ? saved.map((c) => ({ key: c.key, header: c.header })) : defaultMappingColumns();
}

export const CONFIGURATION_MESSAGES = {
  mappingColumnsRequired: MESSAGES.mappingColumnsRequired,
  unknownColumn: "is not a column of the connections download",
  duplicateColumn: "is chosen more than once",
  leadCategoryTaken: MESSAGES.leadCategoryTaken,
  unknownCrm: "is not a CRM Quad connects to",
  crmNotConfigured: MESSAGES.crmNotConfigured,
} as const;

/**
 * The problems of a download format, by position: `{ "mapping_columns.2.key": "…" }`; empty when valid.
 * Keys must be known and unique; headers 1..MAPPING_HEADER_MAX characters without control characters;
 * at least one column.
 */
export function mappingColumnsProblems(columns: readonly MappingColumn[]): Record<string, string> {
  const problems: Record<string, string> = {};
  if (columns.length === 0) problems.mapping_columns = CONFIGURATION_MESSAGES.mappingColumnsRequired;
  const seen = new Set<string>();
  columns.forEach((c, i) => {
    if (!isExportColumnKey(c.key)) problems[`mapping_columns.${i}.key`] = CONFIGURATION_MESSAGES.unknownColumn;
    else if (seen.has(c.key)) problems[`mapping_columns.${i}.key`] = CONFIGURATION_MESSAGES.duplicateColumn;
    seen.add(c.key);
    const header = c.header.trim();
    if (header.length === 0) problems[`mapping_columns.${i}.header`] = "is required";
    else if (header.length > MAPPING_HEADER_MAX)
      problems[`mapping_columns.${i}.header`] = `must be at most ${MAPPING_HEADER_MAX} characters`;
    else if (hasControlCharacter(header))
      problems[`mapping_columns.${i}.header`] = "must not contain control characters";
  });
  return problems;
}

/** The CRMs Quad knows. Each is reached over HTTPS with HTTP Basic credentials (decision 045). */
export const CRM_LIST = [
  { key: "slate", name: "Slate" },
  { key: "salesforce", name: "Salesforce" },
  { key: "hubspot", name: "HubSpot" },
  { key: "dynamics", name: "Microsoft Dynamics 365" },
  { key: "element451", name: "Element451" },
  { key: "ellucian", name: "Ellucian CRM Recruit" },
] as const;
export type CrmName = (typeof CRM_LIST)[number]["name"];
export const CRM_NAMES = CRM_LIST.map((c) => c.name) as unknown as readonly [CrmName, ...CrmName[]];

/**
 * Why a connection test ended as it did. Every failure to get an answer (refused address, unknown name, closed
 * port, no answer in time) is "unreachable", never told apart (decision 057).
 */
export const CRM_TEST_OUTCOMES = ["ok", "unreachable", "credentials_refused", "unexpected_status"] as const;
export type CrmTestOutcome = (typeof CRM_TEST_OUTCOMES)[number];

/** The outcome of a CRM's answer: 2xx ok, 401/403 credentials refused, anything else unexpected. */
export function crmOutcomeOfStatus(status: number): CrmTestOutcome {
  if (status >= 200 && status < 300) return "ok";
  if (status === 401 || status === 403) return "credentials_refused";
  return "unexpected_status";
}

/**
 * The lead parameters (spec 1 §3 "leads parameters (name, values, dropdown_values)"): the connection
 * fields a lead category or CRM field is set from. Graduation years come from the institution's data.
 */
export const LEAD_PARAM_NAMES = ["user_type", "list_state", "source", "access_tier", "graduation_year"] as const;
export type LeadParamName = (typeof LEAD_PARAM_NAMES)[number];

export const FIXED_LEAD_PARAM_VALUES: Record<Exclude<LeadParamName, "graduation_year">, readonly string[]> = {
  user_type: CONNECTION_USER_TYPES,
  list_state: LIST_STATES,
  source: CONNECTION_SOURCES,
  access_tier: ACCESS_TIERS,
};

/** Moves the item at `from` one place up (-1) or down (+1); out-of-range moves leave the list as it was. */
export function moveItem<T>(items: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1) as [T];
  next.splice(to, 0, item);
  return next;
}

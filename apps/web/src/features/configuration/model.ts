import {
  type CrmTestOutcome,
  MAPPING_HEADER_MAX,
  type MappingColumn,
  moveItem,
} from "@quad/contract/rules/configuration";
import { hasControlCharacter } from "@quad/contract/rules/input-limits";
import { isWebUrl } from "@quad/contract/rules/partner-webinars";

/** One row of the download format editor: every available column, chosen or not, in the order written. */
export interface EditorColumn {
  key: string;
  header: string;
  included: boolean;
}

/**
 * The editor's rows: the saved columns first, in their order and under their headers, then every other
 * available column (not chosen) with its default header.
 */
export function editorColumns(attributes: readonly MappingColumn[], saved: readonly MappingColumn[]): EditorColumn[] {
  const known = new Set(attributes.map((a) => a.key));
  const chosen = saved.filter((c) => known.has(c.key));
  const chosenKeys = new Set(chosen.map((c) => c.key));
  return [
    ...chosen.map((c) => ({ key: c.key, header: c.header, included: true })),
    ...attributes.filter((a) => !chosenKeys.has(a.key)).map((a) => ({ key: a.key, header: a.header, included: false })),
  ];
}

/** What is saved: the chosen rows, in order, headers trimmed. */
export function mappingOf(rows: readonly EditorColumn[]): MappingColumn[] {
  return rows.filter((r) => r.included).map((r) => ({ key: r.key, header: r.header.trim() }));
}

export function moveRow(rows: readonly EditorColumn[], index: number, by: -1 | 1): EditorColumn[] {
  return moveItem(rows, index, by);
}

export function updateRow(rows: readonly EditorColumn[], index: number, patch: Partial<EditorColumn>): EditorColumn[] {
  return rows.map((r, i) => (i === index ? { ...r, ...patch } : r));
}

/** Chooses every column (true) or none (false), keeping order and headers. */
export function includeAll(rows: readonly EditorColumn[], included: boolean): EditorColumn[] {
  return rows.map((r) => ({ ...r, included }));
}

export type HeaderProblem = "required" | "tooLong" | "control";

/** Why a header cannot be saved, or null (the server applies the same rule). */
export function headerProblem(header: string): HeaderProblem | null {
  const h = header.trim();
  if (h.length === 0) return "required";
  if (h.length > MAPPING_HEADER_MAX) return "tooLong";
  if (hasControlCharacter(h)) return "control";
  return null;
}

/** Whether the chosen rows can be saved: at least one, every chosen header valid. */
export function canSaveMapping(rows: readonly EditorColumn[]): boolean {
  const chosen = rows.filter((r) => r.included);
  return chosen.length > 0 && chosen.every((r) => headerProblem(r.header) === null);
}

/** Whether the editor differs from what is saved. */
export function mappingChanged(rows: readonly EditorColumn[], saved: readonly MappingColumn[]): boolean {
  const next = mappingOf(rows);
  return next.length !== saved.length || next.some((c, i) => c.key !== saved[i]?.key || c.header !== saved[i]?.header);
}

/** The header row of the downloaded file, as a CSV line (quoted where a header needs it). */
export function previewHeaderRow(rows: readonly EditorColumn[]): string {
  return mappingOf(rows)
    .map((c) => (/[",\r\n]/.test(c.header) ? `"${c.header.replaceAll('"', '""')}"` : c.header))
    .join(",");
}

/** Lead category names are unique per institution in any case; the server has the final word. */
export function leadCategoryNameTaken(name: string, existing: readonly { name: string }[]): boolean {
  const n = name.trim().toLowerCase();
  return n.length > 0 && existing.some((c) => c.name.toLowerCase() === n);
}

export interface CrmFormValues {
  crm_name: string;
  endpoint_url: string;
  username: string;
  secret: string;
}

export type CrmFormErrors = Partial<Record<keyof CrmFormValues, "required" | "invalidUrl">>;

/** The CRM form's checks before sending; the secret may stay empty when one is saved for the same CRM. */
export function crmFormErrors(values: CrmFormValues, savedSecretFor: string | null): CrmFormErrors {
  const errors: CrmFormErrors = {};
  if (!values.crm_name) errors.crm_name = "required";
  const url = values.endpoint_url.trim();
  if (!url) errors.endpoint_url = "required";
  else if (!isWebUrl(url)) errors.endpoint_url = "invalidUrl";
  if (!values.username.trim()) errors.username = "required";
  if (!values.secret && savedSecretFor !== values.crm_name) errors.secret = "required";
  return errors;
}

/** The colour a test outcome is shown in. */
export function outcomeColor(outcome: CrmTestOutcome): "teal" | "red" | "orange" {
  if (outcome === "ok") return "teal";
  if (outcome === "credentials_refused") return "red";
  return "orange";
}

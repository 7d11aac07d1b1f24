/** Connections downloads (issue 11 §3): statuses, the history page and the mailed link's life. */
import { EXPORT_COLUMNS } from "./connections.ts";

/** preparing (the job is writing the file), email_sent (the link is mailed), failed (after every retry). */
export const EXPORT_STATUSES = ["preparing", "email_sent", "failed"] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/**
 * Why an export failed, as stored in connection_exports.error and shown translated (the technical details go to the
 * server's log): the file storage refused the file, reading the connections failed, the mail with the link could not
 * be sent, the job never finished within its time and retries, the job could not be queued, or anything else.
 */
export const EXPORT_ERROR_CODES = [
  "storage_unavailable",
  "query_failed",
  "mail_failed",
  "timed_out",
  "queue_unavailable",
  "unknown",
] as const;
export type ExportErrorCode = (typeof EXPORT_ERROR_CODES)[number];

/** A stored error as one of the codes: anything else (a sentence stored before the codes) is `unknown`. */
export function exportErrorCode(stored: string | null | undefined): ExportErrorCode | null {
  if (stored === null || stored === undefined) return null;
  return (EXPORT_ERROR_CODES as readonly string[]).includes(stored) ? (stored as ExportErrorCode) : "unknown";
}

/** Downloads per page of the history in GET connections/download_status. */
export const EXPORT_HISTORY_PAGE_SIZE = 10;

/** Days the mailed download link works. */
export const EXPORT_LINK_DAYS = 7;

export interface ExportColumn {
  key: string;
  header: string;
}

/**
 * The columns a download writes: the partner's download format (partner_mapping.mapping_columns) in its
 * order and under its headers, keeping only known keys once each (a blank header falls back to the
 * default one); the default catalogue EXPORT_COLUMNS when no format is saved or none of it is known.
 */
export function exportColumnsOf(mapping: readonly ExportColumn[] | null | undefined): ExportColumn[] {
  const defaults = new Map<string, string>(EXPORT_COLUMNS.map((c) => [c.key, c.header]));
  const seen = new Set<string>();
  const columns: ExportColumn[] = [];
  for (const c of mapping ?? []) {
    const fallback = defaults.get(c.key);
    if (fallback === undefined || seen.has(c.key)) continue;
    seen.add(c.key);
    const header = c.header.trim();
    columns.push({ key: c.key, header: header === "" ? fallback : header });
  }
  return columns.length > 0 ? columns : EXPORT_COLUMNS.map((c) => ({ key: c.key, header: c.header }));
}

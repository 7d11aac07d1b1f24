/**
 * Connections downloads (issue 11 §3): POST connections/download, GET connections/download_status and
 * the mailed link GET connections/download/{id}. Every path is under /api/v1/partners/.
 */
import { z } from "zod";
import { BULK_IDS_MAX } from "../rules/connection-privacy.ts";
import { EXPORT_ERROR_CODES, EXPORT_STATUSES } from "../rules/connections-export.ts";
import { idField, pageNoField } from "./common.ts";
import { ConnectionFiltersSchema } from "./connections.ts";

/**
 * POST connections/download — the list's filters and search as the list sends them (JSON arrays);
 * user_type left out exports every tab. `ids` (the rows selected on screen, bulk "Export selected") limits the
 * export to those connections among the ones the filters match; recorded with the export.
 */
export const ConnectionsExportInputSchema = ConnectionFiltersSchema.extend({
  ids: z
    .array(idField())
    .min(1, "Choose at least one connection")
    .max(BULK_IDS_MAX, `at most ${BULK_IDS_MAX}`)
    .optional(),
});
export type ConnectionsExportInput = z.infer<typeof ConnectionsExportInputSchema>;

export const ExportColumnSchema = z.object({ key: z.string(), header: z.string() });

/** One download as recorded: who asked is the signed-in user (history is their own). */
export const ConnectionExportSchema = z.object({
  id: z.number(),
  status: z.enum(EXPORT_STATUSES),
  /** Rows the filter matched when the download was asked for. */
  expected_rows: z.number().nullable(),
  /** Rows written to the file so far (all of them once the mail is sent). */
  rows_written: z.number(),
  /**
   * The filter as asked (the list's filters, search and tab); for a team member also assigned_region_ids,
   * the regions that limited the export when it was asked for.
   */
  filters: z.record(z.string(), z.unknown()),
  /** The columns of the file, in order, under their headers (the download format at the time). */
  columns: z.array(ExportColumnSchema),
  requested_at: z.string(),
  finished_at: z.string().nullable(),
  mailed_at: z.string().nullable(),
  /** Why it failed (status failed): one of EXPORT_ERROR_CODES, said in the reader's language. */
  error: z.enum(EXPORT_ERROR_CODES).nullable(),
});
export type ConnectionExport = z.infer<typeof ConnectionExportSchema>;

/** POST connections/download answer: the export being prepared. */
export const ConnectionExportResponseSchema = z.object({ export: ConnectionExportSchema });
export type ConnectionExportResponse = z.infer<typeof ConnectionExportResponseSchema>;

/** GET connections/download_status — the user's latest download and their history, newest first, paged. */
export const DownloadStatusQuerySchema = z.object({ page_no: pageNoField() });
export const DownloadStatusResponseSchema = z.object({
  /** The latest download, or null when the user never asked for one. */
  export: ConnectionExportSchema.nullable(),
  exports: z.array(ConnectionExportSchema),
  total: z.number(),
  page_no: z.number(),
  per_page: z.number(),
});
export type DownloadStatusResponse = z.infer<typeof DownloadStatusResponseSchema>;

/** GET connections/download/{id} — the mailed link's signature and expiry (seconds since 1970). */
export const ExportDownloadQuerySchema = z.object({
  expires: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 40),
  signature: z
    .string()
    .max(64, "is not a signature")
    .regex(/^[a-f0-9]{64}$/, "is not a signature"),
});

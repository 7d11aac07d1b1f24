import type {
  ConnectionExport,
  ConnectionsExportInput,
  DownloadStatusResponse,
} from "@quad/contract/api/connections-export";
import {
  EXPORT_HISTORY_PAGE_SIZE,
  type ExportStatus,
  exportColumnsOf,
  exportErrorCode,
} from "@quad/contract/rules/connections-export";
import { MESSAGES } from "@quad/contract/rules/messages";
import type { AppContext } from "../../app-context.ts";
import { NotFoundError } from "../../lib/errors.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { EXPORT_QUEUE } from "./connections-export.job.ts";
import { checkExportLink } from "./connections-export.link.ts";
import { createConnectionExportRepository, type ExportRecord } from "./connections-export.repository.ts";
import { exportScopeOf, recordedFilters } from "./connections-export.scope.ts";

type Ctx = Pick<AppContext, "database" | "jobs" | "storage" | "config" | "now">;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function shape(row: ExportRecord): ConnectionExport {
  return {
    id: row.id,
    status: row.status as ExportStatus,
    expected_rows: row.expected_rows,
    rows_written: row.rows_written,
    filters: row.filters,
    columns: row.columns,
    requested_at: row.requested_at.toISOString(),
    finished_at: iso(row.finished_at),
    mailed_at: iso(row.mailed_at),
    error: exportErrorCode(row.error),
  };
}

/** Connections downloads (issue 11 §3, decision 044): asked for here, written by the export job. */
export function createConnectionExportService(ctx: Ctx) {
  const repo = createConnectionExportRepository(ctx.database);

  return {
    /**
     * Records the download (who, when, which filter, the columns of the download format, the rows the
     * filter matches now) and queues its job; answers at once with the record (preparing).
     */
    async request(me: UserWithPartner, filters: ConnectionsExportInput): Promise<ConnectionExport> {
      const columns = exportColumnsOf(await repo.mappingOf(me.partner_id));
      const scope = await exportScopeOf(repo, me, ctx.now().toISOString().slice(0, 10));
      const expected = await repo.count({ scope, filters });
      const row = await repo.create({
        partner_id: me.partner_id,
        user_id: me.id,
        filters: recordedFilters(filters, scope),
        columns,
        expected_rows: expected,
        requested_at: ctx.now(),
      });
      try {
        await ctx.jobs.send(EXPORT_QUEUE, { export_id: row.id }, { singletonKey: String(row.id) });
      } catch (err) {
        await repo.fail(row.id, "queue_unavailable");
        throw err;
      }
      return shape(row);
    },

    /** The user's latest download and their downloads, newest first, paged. */
    async status(me: UserWithPartner, pageNo: number): Promise<DownloadStatusResponse> {
      const perPage = EXPORT_HISTORY_PAGE_SIZE;
      const [latest] = (await repo.history(me.partner_id, me.id, { limit: 1, offset: 0 })).rows;
      const page = await repo.history(me.partner_id, me.id, { limit: perPage, offset: (pageNo - 1) * perPage });
      return {
        export: latest ? shape(latest) : null,
        exports: page.rows.map(shape),
        total: page.total,
        page_no: pageNo,
        per_page: perPage,
      };
    },

    /**
     * The file behind a mailed link: the signature must be ours for this export and expiry (404 otherwise,
     * saying nothing of the export), the link unexpired (404 saying so) and the file written.
     */
    async open(exportId: number, expires: number, signature: string) {
      const check = checkExportLink(ctx.config.fileUrlSecret, exportId, expires, signature, ctx.now());
      if (check === "forged") throw new NotFoundError(MESSAGES.exportNotFound);
      if (check === "expired") throw new NotFoundError(MESSAGES.exportLinkExpired);
      const row = await repo.find(exportId);
      if (!row?.file_key || !row.finished_at || row.status === "failed")
        throw new NotFoundError(MESSAGES.exportNotFound);
      const file = await ctx.storage.stream(row.file_key);
      if (!file) throw new NotFoundError(MESSAGES.exportNotFound);
      const day = row.requested_at.toISOString().slice(0, 10);
      return { ...file, filename: `connections-${day}-${row.id}.csv` };
    },
  };
}

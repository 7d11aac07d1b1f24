import type { PaymentExport, PaymentsExportInput } from "@quad/contract/api/payments";
import { MESSAGES } from "@quad/contract/rules/messages";
import type { AppContext } from "../../app-context.ts";
import { NotFoundError } from "../../lib/errors.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { createPaymentExportJob, PAYMENT_EXPORT_QUEUE, PAYMENT_EXPORT_STUCK_MS } from "./payments-export.job.ts";
import { createPaymentExportRepository, type PaymentExportRecord } from "./payments-export.repository.ts";
import { createPaymentsListRepository } from "./payments-list.repository.ts";
import { requireOwner } from "./payments-read.service.ts";

type Ctx = Pick<AppContext, "db" | "jobs" | "storage" | "fileLinks" | "now">;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The staff's payments CSV as a background job (decision 115, amended): asked for with the list's filters (202 at
 * once, preparing), written by the `payment-export` job, then read back with its signed, expiring link. An
 * institution's exports are its own (another's is not found); a School is refused, as on the list.
 */
export function createPaymentExportService(ctx: Ctx) {
  const exports = createPaymentExportRepository(ctx.db);
  const list = createPaymentsListRepository(ctx.db);

  function shape(r: PaymentExportRecord): PaymentExport {
    // A job pg-boss expired after its last attempt never said so: past every attempt's time, it has failed.
    const stuck = r.status === "preparing" && ctx.now().getTime() - r.requested_at.getTime() > PAYMENT_EXPORT_STUCK_MS;
    const status = stuck ? "failed" : r.status;
    return {
      id: r.id,
      status,
      expected_rows: r.expected_rows,
      rows_written: status === "ready" ? r.rows_written : null,
      requested_at: r.requested_at.toISOString(),
      finished_at: iso(r.finished_at),
      csv_url: status === "ready" ? ctx.fileLinks.url(r.file_key) : null,
    };
  }

  return {
    /** The job's work, for its worker (registered with the payments' jobs). */
    work: createPaymentExportJob(ctx),

    /** Records the export with the filters and the rows they match now, and queues its job; nothing is written here. */
    async request(me: UserWithPartner, filters: PaymentsExportInput): Promise<PaymentExport> {
      requireOwner(me);
      const expected = await list.count(me.partner_id, filters);
      const row = await exports.create({
        partner_id: me.partner_id,
        user_id: me.id,
        filters: JSON.parse(JSON.stringify(filters)),
        expected_rows: expected,
        requested_at: ctx.now(),
      });
      try {
        await ctx.jobs.send(PAYMENT_EXPORT_QUEUE, { export_id: row.id }, { singletonKey: String(row.id) });
      } catch (err) {
        // Not queued: it would never be written.
        await exports.fail(row.id, ctx.now());
        throw err;
      }
      return shape(row);
    },

    /** One export of the institution: its status and, once ready, a fresh signed link to the file. */
    async status(me: UserWithPartner, id: number): Promise<PaymentExport> {
      requireOwner(me);
      const row = await exports.own(me.partner_id, id);
      if (!row) throw new NotFoundError(MESSAGES.exportNotFound);
      return shape(row);
    },
  };
}
export type PaymentExportService = ReturnType<typeof createPaymentExportService>;

import type { PaymentExportStatus } from "@quad/contract/rules/payments";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { paymentExports } from "./payments.table.ts";

const columns = {
  id: paymentExports.id,
  partner_id: paymentExports.partner_id,
  filters: paymentExports.filters,
  status: paymentExports.status,
  expected_rows: paymentExports.expected_rows,
  rows_written: paymentExports.rows_written,
  file_key: paymentExports.file_key,
  requested_at: paymentExports.requested_at,
  finished_at: paymentExports.finished_at,
};
/** A payments CSV as the service and the job read it. */
export type PaymentExportRecord = Omit<Pick<typeof paymentExports.$inferSelect, keyof typeof columns>, "status"> & {
  status: PaymentExportStatus;
};

const preparing = (id: number) => and(eq(paymentExports.id, id), eq(paymentExports.status, "preparing"));

/** The staff's payments CSVs (decision 115, amended): asked for on the request, written by the job. */
export function createPaymentExportRepository(db: Db) {
  return {
    async create(values: {
      partner_id: number;
      user_id: number;
      filters: Record<string, unknown>;
      expected_rows: number;
      requested_at: Date;
    }): Promise<PaymentExportRecord> {
      const [row] = await db.insert(paymentExports).values(values).returning(columns);
      if (!row) throw new Error("payment export not stored");
      return row as PaymentExportRecord;
    },

    /** One export of the institution (another's is not found). */
    async own(partnerId: number, id: number): Promise<PaymentExportRecord | undefined> {
      const [row] = await db
        .select(columns)
        .from(paymentExports)
        .where(and(eq(paymentExports.id, id), eq(paymentExports.partner_id, partnerId)));
      return row as PaymentExportRecord | undefined;
    },

    /** The export a job writes. */
    async find(id: number): Promise<PaymentExportRecord | undefined> {
      const [row] = await db.select(columns).from(paymentExports).where(eq(paymentExports.id, id));
      return row as PaymentExportRecord | undefined;
    },

    /** An attempt starts its file: its name is kept, so a later attempt can remove it if this one is cut short. */
    async startFile(id: number, fileKey: string) {
      await db.update(paymentExports).set({ file_key: fileKey }).where(preparing(id));
    },

    /**
     * The file of this attempt is stored: ready, with its rows. Resolves false when the export is no longer
     * preparing under this file (another attempt finished it, or it failed meanwhile).
     */
    async finish(id: number, fileKey: string, rows: number, at: Date): Promise<boolean> {
      const done = await db
        .update(paymentExports)
        .set({ status: "ready", rows_written: rows, finished_at: at })
        .where(and(preparing(id), eq(paymentExports.file_key, fileKey)))
        .returning({ id: paymentExports.id });
      return done.length > 0;
    },

    /** After the job's last retry. */
    async fail(id: number, at: Date) {
      await db.update(paymentExports).set({ status: "failed", finished_at: at }).where(preparing(id));
    },
  };
}
export type PaymentExportRepository = ReturnType<typeof createPaymentExportRepository>;

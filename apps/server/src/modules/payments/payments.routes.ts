import { IdParamSchema } from "@quad/contract/api/common";
import {
  PaymentDetailResponseSchema,
  PaymentExportResponseSchema,
  PaymentNoteInputSchema,
  PaymentsExportInputSchema,
  PaymentsListQuerySchema,
  PaymentsListResponseSchema,
} from "@quad/contract/api/payments";
import type { ZodApp } from "../../app-context.ts";
import { authOf } from "../../plugins/auth.ts";
import type { PaymentsService } from "./payments.service.ts";

const OWNERS_ONLY =
  "For universities and application clients (they own programs); a School is refused (403): its students' payments are theirs (decision 115).";

/** Staff's payments (issue 27 §2), under /api/v1/partners: the list, its CSV (a job), one payment, refund, waive. */
export async function paymentRoutes(app: ZodApp, payments: PaymentsService) {
  const tags = ["payments"];
  const preHandler = app.requireAuth;

  app.get(
    "/payments",
    {
      preHandler,
      schema: {
        summary: "The institution's payments, newest first, with totals per currency",
        description: `Filters: program_id, application_id, status, kind, from and to (the creation day, inclusive); 25 a page. totals sums, per currency, what is paid, due (due, pending, failed) and refunded under the filters. ${OWNERS_ONLY}`,
        errors: [403],
        tags,
        querystring: PaymentsListQuerySchema,
        response: { 200: PaymentsListResponseSchema },
      },
    },
    async (request) => payments.read.list(authOf(request).user, request.query),
  );

  app.post(
    "/payments/exports",
    {
      preHandler,
      schema: {
        summary: "Ask for the institution's payments under the list's filters as a CSV, written by a background job",
        description: `Answers 202 at once with the export (preparing, expected_rows = the payments the filters match); a job writes the file, then GET payments/exports/{id} gives its link. ${OWNERS_ONLY}`,
        errors: [403],
        tags,
        body: PaymentsExportInputSchema,
        response: { 202: PaymentExportResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(202).send({ export: await payments.exports.request(authOf(request).user, request.body) }),
  );

  app.get(
    "/payments/exports/:id",
    {
      preHandler,
      schema: {
        summary: "A payments CSV of the institution: preparing, ready (with its signed, expiring link) or failed",
        description: `The link is made afresh on each read while the export is ready. 404 for an export of another institution. ${OWNERS_ONLY}`,
        errors: [403],
        tags,
        params: IdParamSchema,
        response: { 200: PaymentExportResponseSchema },
      },
    },
    async (request) => ({ export: await payments.exports.status(authOf(request).user, request.params.id) }),
  );

  app.get(
    "/payments/:id",
    {
      preHandler,
      schema: {
        summary: "One payment of the institution, with its history",
        description: `404 for a payment of another institution. ${OWNERS_ONLY}`,
        errors: [403],
        tags,
        params: IdParamSchema,
        response: { 200: PaymentDetailResponseSchema },
      },
    },
    async (request) => payments.read.detail(authOf(request).user, request.params.id),
  );

  app.post(
    "/payments/:id/refund",
    {
      preHandler: [app.requireAuth, app.requireAdmin],
      schema: {
        summary: "Refund a paid payment through the payment provider",
        description: `The whole amount goes back to the payer; a paid deposit becomes not paid (a decided offer it completed reopens), a paid fee unpaid. 409 when the payment is not paid, online payment is not set up, or the provider cannot be reached. Admins only (403 for a member: money goes back out). ${OWNERS_ONLY}`,
        errors: [403, 409],
        tags,
        params: IdParamSchema,
        body: PaymentNoteInputSchema,
        response: { 200: PaymentDetailResponseSchema },
      },
    },
    async (request) => payments.refund(authOf(request).user, request.params.id, request.body.note),
  );

  app.post(
    "/payments/:id/waive",
    {
      preHandler,
      schema: {
        summary: "Waive a payment still due",
        description: `Only when the program allows waiving that kind (application_fee_waivable, deposit_waivable) and the payment is still payable (due, pending or failed; paid afterwards, it is flagged); a waived fee sets the application's fee status to waived. 409 otherwise. ${OWNERS_ONLY}`,
        errors: [403, 409],
        tags,
        params: IdParamSchema,
        body: PaymentNoteInputSchema,
        response: { 200: PaymentDetailResponseSchema },
      },
    },
    async (request) => payments.waive(authOf(request).user, request.params.id, request.body.note),
  );
}

import { IdParamSchema } from "@quad/contract/api/common";
import {
  ConnectionExportResponseSchema,
  ConnectionsExportInputSchema,
  DownloadStatusQuerySchema,
  DownloadStatusResponseSchema,
  ExportDownloadQuerySchema,
} from "@quad/contract/api/connections-export";
import { z } from "zod";
import type { ZodApp } from "../../app-context.ts";
import { authOf } from "../../plugins/auth.ts";
import { createConnectionExportService } from "./connections-export.service.ts";

const FileBytes = z.string().meta({ format: "binary" });

/** Connections downloads (issue 11 §3): ask for one, follow its progress and history, fetch it by the mailed link. */
export async function connectionExportRoutes(app: ZodApp) {
  const service = createConnectionExportService(app.ctx);
  const tags = ["connections"];
  const preHandler = [app.requireAuth, app.requireInstituteType("University", "ApplicationClient")];

  app.post(
    "/connections/download",
    {
      preHandler,
      schema: {
        summary: "Export the connections matching the list's filters as CSV: written by a background job, then mailed",
        description:
          "Answers at once with the export (preparing, expected_rows = the rows the filter matches). The columns are the institution's download format. A team member exports only connections in the regions assigned to them.",
        tags,
        body: ConnectionsExportInputSchema,
        response: { 202: ConnectionExportResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(202).send({ export: await service.request(authOf(request).user, request.body) }),
  );

  app.get(
    "/connections/download_status",
    {
      preHandler,
      schema: {
        summary:
          "The user's latest connections export (preparing, email_sent or failed; rows written of expected) and their export history",
        tags,
        querystring: DownloadStatusQuerySchema,
        response: { 200: DownloadStatusResponseSchema },
      },
    },
    async (request) => service.status(authOf(request).user, request.query.page_no),
  );

  app.get(
    "/connections/download/:id",
    {
      schema: {
        summary: "An export's CSV file, through the signed, expiring link of its mail (no session needed)",
        description: "A link not signed for this export is a 404; so is an expired one, saying it has expired.",
        tags,
        params: IdParamSchema,
        querystring: ExportDownloadQuerySchema,
        errors: [404],
        response: {
          200: { description: "The CSV file", content: { "text/csv": { schema: FileBytes } } },
        },
      },
    },
    async (request, reply) => {
      const file = await service.open(request.params.id, request.query.expires, request.query.signature);
      if (file.size !== undefined) reply.header("content-length", file.size);
      return (
        reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("cache-control", "private, no-store")
          .header("x-content-type-options", "nosniff")
          .header("content-disposition", `attachment; filename="${file.filename}"`)
          // The stream is sent as it is; the binary schema above only documents it.
          .send(file.body as unknown as string)
      );
    },
  );
}

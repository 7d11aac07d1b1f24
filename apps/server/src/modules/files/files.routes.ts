import { z } from "zod";
import type { ZodApp } from "../../app-context.ts";
import { NotFoundError } from "../../lib/errors.ts";
import { FILE_NAME } from "../../lib/file-names.ts";

const FileParamsSchema = z.object({ name: z.string().max(40).regex(FILE_NAME, "is not a file name") });
const FileQuerySchema = z.object({
  expires: z.coerce.number().int(),
  signature: z
    .string()
    .max(64)
    .regex(/^[a-f0-9]{64}$/),
});
const FileBytes = z.string().meta({ format: "binary" });
const TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  pdf: "application/pdf",
  csv: "text/csv; charset=utf-8",
};

/** Serves uploaded files to holders of a signed, unexpired link (handed out by authorized answers). */
export async function fileRoutes(app: ZodApp) {
  app.get(
    "/files/:name",
    {
      schema: {
        summary: "An uploaded file, through a signed link",
        tags: ["files"],
        params: FileParamsSchema,
        querystring: FileQuerySchema,
        description: "Links come signed and expiring in the answers that show the file; a wrong or old link is a 404.",
        errors: [404],
        response: {
          200: { description: "The file's bytes", content: { "application/octet-stream": { schema: FileBytes } } },
        },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (!app.ctx.fileLinks.verify(name, request.query.expires, request.query.signature)) {
        throw new NotFoundError(`File ${name} not found`);
      }
      const data = await app.ctx.storage.read(name);
      if (!data) throw new NotFoundError(`File ${name} not found`);
      const ext = name.split(".").pop() ?? "";
      return (
        reply
          .header("content-type", TYPES[ext] ?? "application/octet-stream")
          .header("cache-control", "private, max-age=3600")
          .header("x-content-type-options", "nosniff")
          .header("content-disposition", ext === "csv" ? `attachment; filename="${name}"` : "inline")
          // Bytes are sent as they are; the binary schema above only documents them.
          .send(data as unknown as string)
      );
    },
  );
}

import type { FastifyRequest } from "fastify";

export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

/**
 * Reads a multipart/form-data body into plain fields and buffered files; a JSON body is
 * returned as fields. Rails-style names like `user[locale]` become `user.locale` keys.
 */
export async function readForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; files: UploadedFile[] }> {
  if (!request.isMultipart()) {
    return { fields: (request.body as Record<string, unknown> | undefined) ?? {}, files: [] };
  }
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  for await (const part of request.parts()) {
    if (part.type === "file") {
      files.push({
        field: part.fieldname.replace(/\[\]$/, ""),
        filename: part.filename,
        mimetype: part.mimetype,
        data: await part.toBuffer(),
      });
    } else if (part.fieldname.endsWith("[]")) {
      const key = part.fieldname.slice(0, -2);
      const list = Array.isArray(fields[key]) ? (fields[key] as unknown[]) : [];
      list.push(part.value);
      fields[key] = list;
    } else {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, files };
}
